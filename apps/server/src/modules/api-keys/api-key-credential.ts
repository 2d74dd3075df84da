import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { API_KEY_MESSAGES, API_KEY_SCOPES, type ApiKeyScope } from '@sitehours/contract';
import { withPlatform } from '../../db/scoped';
import { apiKeys, tenants } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { unauthorized } from '../../platform/errors';
import { tenantAllowsSignIn, type ApiKeyPrincipal } from '../../platform/principal';

/**
 * An API key's credential, sent as `Authorization: Bearer shk_<key id><tenant id>_<secret>`: the
 * two ids (32 hex digits each) name the row by its whole primary key, so the lookup reaches one
 * tenant's rows only (and one node once tables are distributed by tenant); the secret is 32
 * random bytes in base64url, of which only the SHA-256 is kept.
 */
const CREDENTIAL = /^shk_([0-9a-f]{32})([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;
const PREFIX = 'shk_';

/** Whether a bearer token is meant as an API key (and not an access token). */
export const isApiKeyCredential = (token: string) => token.startsWith(PREFIX);

const hex = (uuid: string) => uuid.replace(/-/g, '');
const uuidOf = (h: string) =>
  `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
const hashOf = (secret: string) => createHash('sha256').update(secret).digest();

/** A new key's credential, what is kept of it, and the start shown in lists. */
export function newCredential(keyId: string, tenantId: string) {
  const secret = randomBytes(32).toString('base64url');
  return {
    token: `${PREFIX}${hex(keyId)}${hex(tenantId)}_${secret}`,
    secretHash: hashOf(secret).toString('hex'),
    prefix: `${PREFIX}${hex(keyId).slice(0, 8)}`,
  };
}

/** How often a key's "last used" is written (not on every request). */
const USED_EVERY_MS = 60_000;

/**
 * The key behind a credential, read from the database on every request, so that a revocation
 * (or a suspended tenant) stops it at the next one on every instance. An unknown key, a wrong
 * secret, an expired or revoked key and a closed tenant all get the same answer.
 */
export async function apiKeyPrincipal(ctx: AppContext, token: string): Promise<ApiKeyPrincipal> {
  const parts = CREDENTIAL.exec(token);
  if (!parts) throw unauthorized(API_KEY_MESSAGES.invalid);
  const [, keyHex, tenantHex, secret] = parts as unknown as [string, string, string, string];
  const id = uuidOf(keyHex);
  const tenantId = uuidOf(tenantHex);
  const key = await withPlatform(ctx.db, async (tx) => {
    const [row] = await tx
      .select({ key: apiKeys, tenantStatus: tenants.status })
      .from(apiKeys)
      .innerJoin(tenants, eq(tenants.id, apiKeys.tenantId))
      .where(and(eq(apiKeys.id, id), eq(apiKeys.tenantId, tenantId)));
    const stored = Buffer.from(row?.key.secretHash ?? '', 'hex');
    const given = hashOf(secret);
    const matches = stored.length === given.length && timingSafeEqual(stored, given);
    if (!row || !matches) return undefined;
    const now = Date.now();
    if (row.key.revokedAt || row.key.expiresAt.getTime() <= now) return undefined;
    if (!tenantAllowsSignIn(row.tenantStatus)) return undefined;
    if (now - (row.key.lastUsedAt?.getTime() ?? 0) > USED_EVERY_MS) {
      await tx
        .update(apiKeys)
        .set({ lastUsedAt: new Date(now) })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.tenantId, tenantId)));
    }
    return row.key;
  });
  if (!key) throw unauthorized(API_KEY_MESSAGES.invalid);
  return {
    kind: 'api_key',
    keyId: key.id,
    label: `API key ${key.name}`,
    tenantId: key.tenantId,
    companyId: key.companyId,
    scopes: key.scopes.filter((s): s is ApiKeyScope =>
      (API_KEY_SCOPES as readonly string[]).includes(s),
    ),
  };
}
