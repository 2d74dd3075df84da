import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';

const ISSUER = 'sitehours';

/** What an access token says about its bearer. */
export const accessClaims = z.object({
  sub: z.string(),
  typ: z.enum(['user', 'global_admin']),
  /** Tenant and company of a user, or of the support session of a global admin. */
  tid: z.string().optional(),
  cid: z.string().optional(),
  /** Refresh-token family of the sign-in the token belongs to. */
  fam: z.string().optional(),
  /** Support session id, for a global admin inside a tenant. */
  sid: z.string().optional(),
});
export type AccessClaims = z.infer<typeof accessClaims>;

export class TokenService {
  /** Imported once: jose would otherwise import raw key bytes again on every verification. */
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(claims: AccessClaims): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Verifies signature, algorithm and expiry; tells an expired token apart from a bad one. */
  async verify(
    token: string,
  ): Promise<{ ok: true; claims: AccessClaims } | { ok: false; expired: boolean }> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
      });
      const parsed = accessClaims.safeParse(payload);
      return parsed.success ? { ok: true, claims: parsed.data } : { ok: false, expired: false };
    } catch (err) {
      return { ok: false, expired: err instanceof joseErrors.JWTExpired };
    }
  }
}

/** A random opaque token for refresh and password links; only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
