import { createHash, createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';

const ISSUER = 'sitehours';
/** Verified access tokens kept in memory: about one per client active in the token's lifetime. */
const VERIFIED_TOKENS_KEPT = 20_000;

/** What an access token says about its bearer. */
export const accessClaims = z.object({
  sub: z.string(),
  typ: z.enum(['user', 'global_admin']),
  /** Tenant and company of a user, or of the support session of a global admin. */
  tid: z.string().optional(),
  cid: z.string().optional(),
  /** Refresh-token family of the sign-in the token belongs to; the access check requires it. */
  fam: z.uuid().optional(),
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

  /**
   * A 32-byte key for another use of the server's secret (HKDF-SHA-256, one `purpose` each), so
   * the secret that signs tokens also guards other keys without any of them revealing it.
   */
  deriveKey(purpose: string, salt: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.key.export(), salt, purpose, 32));
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
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return { ok: true, claims: known.claims };
      this.verified.delete(token);
      return { ok: false, expired: true };
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
      });
      const parsed = accessClaims.safeParse(payload);
      if (!parsed.success) return { ok: false, expired: false };
      this.remember(token, parsed.data, (payload.exp ?? 0) * 1000);
      return { ok: true, claims: parsed.data };
    } catch (err) {
      return { ok: false, expired: err instanceof joseErrors.JWTExpired };
    }
  }

  /**
   * Tokens verified before, until they expire: a client sends the same token with every call for
   * its whole life, and checking the signature again each time was a tenth of a week fetch's CPU.
   * Keyed by the whole token, signature included, so only a token that passed is ever found.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  private remember(token: string, claims: AccessClaims, expiresAt: number) {
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
      // The oldest first: a Map iterates in insertion order.
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, { claims, expiresAt });
  }
}

/** A random opaque token for refresh and password links; only its hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
