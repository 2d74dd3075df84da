import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/raw-query';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Rows older than this are swept now and then: no window is longer. */
const SWEEP_AFTER = '1 day';
const SWEEP_EVERY = 500;

/**
 * The rate-limit counters of @fastify/rate-limit kept in the database, so that every server
 * instance on one PostgreSQL counts the same requests (the embedded database has one instance,
 * and the same store). One statement per counted request, only on the routes that are limited.
 */
export function databaseRateLimitStore(db: Db) {
  let calls = 0;
  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    /** The plugin passes its options; children are made per route with the route as prefix. */
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const window = sql`make_interval(secs => ${timeWindow / 1000})`;
      queryRows<{ current: number; ttl: number }>(
        db,
        sql`insert into rate_limits as r (key, window_start, count)
            values (${this.prefix + key}, now(), 1)
            on conflict (key) do update set
              count = case when r.window_start + ${window} <= now() then 1 else r.count + 1 end,
              window_start = case when r.window_start + ${window} <= now()
                                  then now() else r.window_start end
            returning count as current,
              greatest(0, ceil(extract(epoch from (window_start + ${window} - now())) * 1000))::int as ttl`,
      ).then(([row]) => {
        callback(null, { current: row?.current ?? 1, ttl: row?.ttl ?? timeWindow });
        if (++calls % SWEEP_EVERY === 0) void sweep(db);
      }, callback);
    }

    /** At run time the plugin passes the merged route limits, with the route as `routeInfo`. */
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new DatabaseRateLimitStore(undefined, `${route?.method ?? ''} ${route?.url ?? ''}|`);
    }
  };
}

async function sweep(db: Db) {
  await db
    .execute(sql`delete from rate_limits where window_start < now() - ${SWEEP_AFTER}::interval`)
    .catch(() => undefined);
}
