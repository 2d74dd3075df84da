import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/database';
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

/** A counter of the rate_limits table as a window of `windowMs` sees it. */
export interface CounterState {
  count: number;
  /** Milliseconds until the window ends (0 when there is no live window). */
  ttlMs: number;
}

/**
 * The client part of a counter key: an IPv4 address as it is, an IPv6 address by its /64
 * network (one subscriber usually holds a whole /64, so single addresses are free to them).
 */
export function clientKey(ip: string | null | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Reads counters without counting: a key with no live window reads as 0. */
export async function readCounters(
  q: Queryable,
  counters: { key: string; windowMs: number }[],
): Promise<CounterState[]> {
  if (counters.length === 0) return [];
  const rows = await queryRows<{ key: string; count: number; ttl: number }>(
    q,
    sql`select key, count,
          greatest(0, ceil(extract(epoch from (window_start - now())) * 1000))::int as ttl
        from (select r.key, r.count, r.window_start + case ${sql.join(
          counters.map(
            (c) => sql`when r.key = ${c.key} then make_interval(secs => ${c.windowMs / 1000})`,
          ),
          sql` `,
        )} end as window_start
              from rate_limits r
              where r.key in (${sql.join(
                counters.map((c) => sql`${c.key}`),
                sql`, `,
              )})) w
        where window_start > now()`,
  );
  return counters.map((c) => {
    const row = rows.find((r) => r.key === c.key);
    return row ? { count: Number(row.count), ttlMs: Number(row.ttl) } : { count: 0, ttlMs: 0 };
  });
}

/**
 * Counts one event in a window of `windowMs` that starts with the first event it counts. When
 * the count reaches `restartAt`, the window starts again from this event, so a lock set by it
 * lasts the whole window. Returns the new count.
 */
export async function countInWindow(
  q: Queryable,
  key: string,
  windowMs: number,
  restartAt?: number,
): Promise<number> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const restart = restartAt ?? 0;
  const [row] = await queryRows<{ count: number }>(
    q,
    sql`insert into rate_limits as r (key, window_start, count)
        values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when r.window_start + ${window} <= now() then 1 else r.count + 1 end,
          window_start = case when r.window_start + ${window} <= now() then now()
                              when r.count + 1 = ${restart}::int then now()
                              else r.window_start end
        returning count`,
  );
  return Number(row?.count ?? 1);
}

/** Removes counters: the given keys, and every key that starts with one of the prefixes. */
export async function clearCounters(
  q: Queryable,
  keys: string[],
  prefixes: string[] = [],
): Promise<void> {
  const conditions = [
    ...keys.map((k) => sql`key = ${k}`),
    ...prefixes.map((p) => sql`left(key, ${p.length}::int) = ${p}`),
  ];
  if (conditions.length === 0) return;
  await q.execute(sql`delete from rate_limits where ${sql.join(conditions, sql` or `)}`);
}
