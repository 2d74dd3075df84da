import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../src/db/database';
import { withPlatform } from '../../src/db/scoped';

/** Rows of a raw query; both drivers answer with `{ rows }`. */
async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result: unknown = await tx.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Every table that carries a tenant_id: the tenant-owned data. */
export async function tenantOwnedTables(db: Db): Promise<string[]> {
  const rows = await withPlatform(db, (tx) =>
    rowsOf<{ table_name: string }>(
      tx,
      sql`select c.table_name from information_schema.columns c
      join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.column_name = 'tenant_id' and c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name`,
    ),
  );
  return rows.map((r) => r.table_name);
}

/** All rows of one tenant, table by table, to prove that nothing of it changed. */
export async function snapshotTenant(db: Db, tenantId: string): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  const tables = await tenantOwnedTables(db);
  await withPlatform(db, async (tx) => {
    for (const table of tables) {
      snapshot[table] = await rowsOf(
        tx,
        sql`select * from ${sql.identifier(table)} r where r.tenant_id = ${tenantId} order by r::text`,
      );
    }
    snapshot.tenants = await rowsOf(tx, sql`select * from tenants where id = ${tenantId}`);
  });
  return snapshot;
}

/** One id per tenant-owned table (and the tenant's own id): what an attacker would try. */
export async function victimIds(db: Db, tenantId: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>([['tenants', tenantId]]);
  const tables = await tenantOwnedTables(db);
  await withPlatform(db, async (tx) => {
    const withId = await rowsOf<{ table_name: string }>(
      tx,
      sql`select table_name from information_schema.columns where column_name = 'id' and table_schema = current_schema()`,
    );
    const hasId = new Set(withId.map((r) => r.table_name));
    for (const table of tables.filter((name) => hasId.has(name))) {
      const [row] = await rowsOf<{ id: string }>(
        tx,
        sql`select id::text as id from ${sql.identifier(table)} where tenant_id = ${tenantId} order by id limit 1`,
      );
      if (row) ids.set(table, row.id);
    }
  });
  return ids;
}
