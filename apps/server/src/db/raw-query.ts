import type { SQL } from 'drizzle-orm';
import type { Queryable } from './database';

/** Rows of a raw SQL query; both drivers (PGlite and node-postgres) answer with `{ rows }`. */
export async function queryRows<T>(q: Queryable, query: SQL): Promise<T[]> {
  const result: unknown = await q.execute(query);
  return (result as { rows: T[] }).rows;
}
