import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Queryable } from './database';

/** Rows of a raw SQL query; both drivers (PGlite and node-postgres) answer with `{ rows }`. */
export async function queryRows<T>(q: Queryable, query: SQL): Promise<T[]> {
  const result: unknown = await q.execute(query);
  return (result as { rows: T[] }).rows;
}

interface DriverClient {
  query(...args: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * A statement for the hottest calls, its text written once: no query building per call. It runs
 * on the connection of the database or transaction it is given, so a tenant transaction's
 * row-level security applies as to any other query. Values come back as each driver parses them:
 * cast dates to text and numerics to float8 in the statement where a fixed type is wanted.
 *
 * With `prepareAs`, PostgreSQL parses and plans it once per connection (a named prepared
 * statement). Its plan is made without the values, from the statistics alone: check it with
 * `EXPLAIN EXECUTE` under `plan_cache_mode = force_generic_plan`, and leave `prepareAs` out where
 * no index or statistics make that plan good.
 */
export function fixedStatement<Row>(text: string, options: { prepareAs?: string } = {}) {
  const name = options.prepareAs;
  return async (q: Queryable, values: unknown[]): Promise<Row[]> => {
    const client = (q as unknown as { session: { client: DriverClient } }).session.client;
    const result =
      client instanceof pg.Pool || client instanceof pg.Client
        ? await client.query({ name, text, values })
        : await client.query(text, values);
    return result.rows as Row[];
  };
}
