import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { refreshTokens } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/tokens';
import { accountCompanyId, accountId, accountTenantId, type Account } from './account.repository';

export interface IssuedSession {
  token: string;
  refreshToken: string;
  familyId: string;
}

async function storeRefreshToken(
  ctx: AppContext,
  q: Queryable,
  a: Account,
  familyId: string,
): Promise<string> {
  const refreshToken = newOpaqueToken();
  await q.insert(refreshTokens).values({
    tokenHash: hashOpaqueToken(refreshToken),
    familyId,
    subjectType: a.type,
    subjectId: accountId(a),
    tenantId: accountTenantId(a),
    expiresAt: new Date(Date.now() + ctx.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
  });
  return refreshToken;
}

export interface SupportClaims {
  id: string;
  tenantId: string;
  companyId: string | null;
}

export function signAccessToken(
  ctx: AppContext,
  a: Account,
  familyId: string,
  support?: SupportClaims,
): Promise<string> {
  return ctx.tokens.sign({
    sub: accountId(a),
    typ: a.type,
    tid: support?.tenantId ?? accountTenantId(a) ?? undefined,
    cid: support?.companyId ?? accountCompanyId(a) ?? undefined,
    fam: familyId,
    sid: support?.id,
  });
}

/** Starts a new sign-in: a refresh-token family and a first access token. */
export async function issueSession(
  ctx: AppContext,
  q: Queryable,
  a: Account,
): Promise<IssuedSession> {
  const familyId = randomUUID();
  const refreshToken = await storeRefreshToken(ctx, q, a, familyId);
  return { token: await signAccessToken(ctx, a, familyId), refreshToken, familyId };
}

export type RefreshOutcome =
  | { kind: 'rotated'; row: typeof refreshTokens.$inferSelect }
  | { kind: 'reused'; row: typeof refreshTokens.$inferSelect }
  | { kind: 'invalid' };

/**
 * Marks a presented refresh token used, exactly once. A token presented a second time (or after
 * its family was revoked) is reuse: the caller revokes the whole family.
 */
export async function consumeRefreshToken(
  q: Queryable,
  presented: string,
): Promise<RefreshOutcome> {
  const [row] = await q
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(presented)));
  if (!row) return { kind: 'invalid' };
  // The latest token of a sign-in ended elsewhere (logout on another device, a password change)
  // is not reuse: the sign-in is simply over.
  if (row.revokedAt && !row.usedAt) return { kind: 'invalid' };
  if (row.usedAt || row.revokedAt) return { kind: 'reused', row };
  if (row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' };
  const [claimed] = await q
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning();
  return claimed ? { kind: 'rotated', row: claimed } : { kind: 'reused', row };
}

export async function rotateRefreshToken(
  ctx: AppContext,
  q: Queryable,
  a: Account,
  familyId: string,
  support?: SupportClaims,
): Promise<IssuedSession> {
  const refreshToken = await storeRefreshToken(ctx, q, a, familyId);
  return { token: await signAccessToken(ctx, a, familyId, support), refreshToken, familyId };
}

export async function revokeFamily(q: Queryable, familyId: string): Promise<void> {
  await q
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every sign-in of an account, optionally keeping the one the caller is using. */
export async function revokeAllSessions(
  q: Queryable,
  subjectType: Account['type'],
  subjectId: string,
  exceptFamilyId?: string,
): Promise<void> {
  await q
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.subjectType, subjectType),
        eq(refreshTokens.subjectId, subjectId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
}
