import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query';
import { withTenant } from '../../db/scoped';
import { apiKeyUses } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { AppError } from '../../platform/errors';
import type { Sweep } from '../../platform/housekeeping';
import type { ApiKeyPrincipal } from '../../platform/principal';
import { countInWindow, readCounters } from '../../platform/rate-limit-store';

/** Requests one key may make a minute, counted in the database across every instance. */
export const API_KEY_REQUESTS_PER_MINUTE = 600;
const WINDOW_MS = 60_000;

/** The counter of a key in `rate_limits`. */
export const apiKeyCounter = (keyId: string) => `api-key:${keyId}`;

/** The recognised key of each request made with one, refused requests included. */
const keyOf = new WeakMap<FastifyRequest, ApiKeyPrincipal>();

/**
 * Counts a request of a recognised key and notes it for the use record; past the minute's
 * allowance it is refused with 429 and the seconds until the window ends (also as Retry-After).
 */
export async function countApiKeyUse(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  key: ApiKeyPrincipal,
): Promise<void> {
  keyOf.set(req, key);
  const counter = apiKeyCounter(key.keyId);
  const count = await countInWindow(ctx.db, counter, WINDOW_MS);
  if (count <= API_KEY_REQUESTS_PER_MINUTE) return;
  const [state] = await readCounters(ctx.db, [{ key: counter, windowMs: WINDOW_MS }]);
  const seconds = Math.max(1, Math.ceil((state?.ttlMs ?? WINDOW_MS) / 1000));
  void reply.header('retry-after', String(seconds));
  throw new AppError(429, 'rate_limited', 'tooManyRequests', {
    params: { seconds },
  });
}

/**
 * Records every request of a recognised key once it is answered (one row: key, route, status),
 * after the answer has gone, so the record costs the caller no time.
 */
export function installApiKeyUseRecord(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onResponse', async (req, reply) => {
    const key = keyOf.get(req);
    if (!key) return;
    await withTenant(ctx.db, key, (tx) =>
      tx.insert(apiKeyUses).values({
        tenantId: key.tenantId,
        companyId: key.companyId,
        keyId: key.keyId,
        method: req.method,
        route: (req.routeOptions.url ?? req.url).slice(0, 300),
        status: reply.statusCode,
      }),
    ).catch((err: unknown) => req.log.error({ err }, 'an API key use was not recorded'));
  });
}

/** How long the record of a key's uses is kept: a year, and a month to read it after. */
export const API_KEY_USES_DAYS = 400;

/** Removes uses older than the record keeps. */
export const apiKeyUsesSweep: Sweep = {
  name: 'API key uses',
  run: async (tx) =>
    (
      await queryRows<{ n: number }>(
        tx,
        sql`with gone as (delete from api_key_uses
                           where at < now() - make_interval(days => ${API_KEY_USES_DAYS})
                           returning 1)
            select count(*)::int as n from gone`,
      )
    )[0]?.n ?? 0,
};
