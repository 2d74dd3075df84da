import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { refreshTokens, users } from '../../db/schema';
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
  if (row.usedAt && !row.revokedAt && (await lostAnswer(q, row))) return { kind: 'rotated', row };
  if (row.usedAt || row.revokedAt) return { kind: 'reused', row };
  if (row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' };
  const [claimed] = await q
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning();
  return claimed ? { kind: 'rotated', row: claimed } : { kind: 'reused', row };
}

/**
 * A refresh whose answer never arrived: a phone losing signal, a page reloaded while its refresh
 * was under way. The device still holds the token it spent and presents it again. Within this
 * long of the spending, and while the token it was exchanged for has never been used, that is
 * taken as the same device asking again, not as a replay.
 */
export const REFRESH_RETRY_GRACE_MS = 30_000;

/**
 * Whether `row` (used, not revoked) is presented again for a lost answer (see
 * `REFRESH_RETRY_GRACE_MS`). If so, the unused token it was exchanged for is superseded (marked
 * used and revoked), so that whoever presents that one later, the real device or a thief, counts
 * as reuse and ends the sign-in: reuse detection keeps its teeth.
 */
async function lostAnswer(q: Queryable, row: typeof refreshTokens.$inferSelect) {
  if (Date.now() - row.usedAt!.getTime() > REFRESH_RETRY_GRACE_MS) return false;
  const successors = await q
    .select({ usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, row.familyId),
        ne(refreshTokens.id, row.id),
        gt(refreshTokens.createdAt, row.createdAt),
      ),
    );
  if (successors.some((t) => t.usedAt !== null || t.revokedAt !== null)) return false;
  const now = new Date();
  await q
    .update(refreshTokens)
    .set({ usedAt: now, revokedAt: now })
    .where(
      and(
        eq(refreshTokens.familyId, row.familyId),
        ne(refreshTokens.id, row.id),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    );
  return true;
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

/**
 * A new refresh token for a running sign-in whose scope changed (an operator's support session
 * moved to another company): the one the client held is set aside, so that presenting it later
 * is refused without ending the sign-in (see `consumeRefreshToken`).
 */
export async function replaceRefreshToken(
  ctx: AppContext,
  q: Queryable,
  a: Account,
  familyId: string,
  support?: SupportClaims,
): Promise<IssuedSession> {
  const issued = await rotateRefreshToken(ctx, q, a, familyId, support);
  await q
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        ne(refreshTokens.tokenHash, hashOpaqueToken(issued.refreshToken)),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    );
  return issued;
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

/**
 * Ends every sign-in of the account: for a person, in every company they work for (a password
 * is the person's), optionally keeping the one the caller is using.
 */
export async function revokeAccountSessions(
  q: Queryable,
  a: Account,
  exceptFamilyId?: string,
): Promise<void> {
  if (a.type === 'global_admin') return revokeAllSessions(q, a.type, a.admin.id, exceptFamilyId);
  await q
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.subjectType, 'user'),
        inArray(
          refreshTokens.subjectId,
          q.select({ id: users.id }).from(users).where(eq(users.personId, a.person.id)),
        ),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
}
