import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  API_KEY_MESSAGES,
  apiKeyExpiryProblem,
  type ApiKey,
  type ApiKeyRequest,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@sitehours/contract';
import { withTenant } from '../../db/scoped';
import { apiKeys } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { fieldError, notFound } from '../../platform/errors';
import type { CompanyScope, ManagingActor } from '../../platform/principal';
import { newCredential } from './api-key-credential';

type KeyRow = typeof apiKeys.$inferSelect;

function toApiKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedByName: row.revokedByName,
  };
}

/** The company's keys, the newest first, the revoked ones last. */
export async function listApiKeys(ctx: AppContext, scope: CompanyScope): Promise<ApiKey[]> {
  const rows = await withTenant(ctx.db, scope, (tx) =>
    tx
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.companyId, scope.companyId))
      .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt)),
  );
  return rows.map(toApiKey);
}

/**
 * Creates a key with the given scopes, expiring within a year. Its credential is answered this
 * once; only the secret's hash is kept.
 */
export async function createApiKey(
  ctx: AppContext,
  scope: CompanyScope,
  actor: ManagingActor,
  body: ApiKeyRequest,
): Promise<CreatedApiKey> {
  const expiresAt = new Date(body.expiresAt);
  const problem = apiKeyExpiryProblem(expiresAt, new Date());
  if (problem) throw fieldError('expiresAt', problem);
  const id = randomUUID();
  const { token, secretHash, prefix } = newCredential(id, scope.tenantId);
  const [row] = await withTenant(ctx.db, scope, (tx) =>
    tx
      .insert(apiKeys)
      .values({
        id,
        tenantId: scope.tenantId,
        companyId: scope.companyId,
        name: body.name.trim(),
        scopes: [...new Set(body.scopes)],
        prefix,
        secretHash,
        expiresAt,
        createdBy: actor.userId,
        createdByName: actor.label,
      })
      .returning(),
  );
  return { ...toApiKey(row!), token };
}

/** Revokes a key: the next request made with it is refused, on every instance. */
export async function revokeApiKey(
  ctx: AppContext,
  scope: CompanyScope,
  actor: ManagingActor,
  id: string,
): Promise<ApiKey> {
  return withTenant(ctx.db, scope, async (tx) => {
    const mine = and(eq(apiKeys.id, id), eq(apiKeys.companyId, scope.companyId));
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date(), revokedBy: actor.userId, revokedByName: actor.label })
      .where(and(mine, isNull(apiKeys.revokedAt)))
      .returning();
    if (revoked) return toApiKey(revoked);
    // Revoking again answers the key as it was revoked.
    const [already] = await tx.select().from(apiKeys).where(mine);
    if (!already) throw notFound(API_KEY_MESSAGES.notFound);
    return toApiKey(already);
  });
}
