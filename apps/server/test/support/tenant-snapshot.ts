import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { queryRows } from '../../src/db/raw-query';
import { withPlatform } from '../../src/db/scoped';

/** Every table that carries a tenant_id: the tenant-owned data. */
export async function tenantOwnedTables(db: Db): Promise<string[]> {
  const rows = await withPlatform(db, (tx) =>
    queryRows<{ table_name: string }>(
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
      snapshot[table] = await queryRows(
        tx,
        sql`select * from ${sql.identifier(table)} r where r.tenant_id = ${tenantId} order by r::text`,
      );
    }
    snapshot.tenants = await queryRows(tx, sql`select * from tenants where id = ${tenantId}`);
  });
  return snapshot;
}

/** One id per tenant-owned table (and the tenant's own id): what an attacker would try. */
export async function victimIds(db: Db, tenantId: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>([['tenants', tenantId]]);
  const tables = await tenantOwnedTables(db);
  await withPlatform(db, async (tx) => {
    const withId = await queryRows<{ table_name: string }>(
      tx,
      sql`select table_name from information_schema.columns where column_name = 'id' and table_schema = current_schema()`,
    );
    const hasId = new Set(withId.map((r) => r.table_name));
    for (const table of tables.filter((name) => hasId.has(name))) {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`select id::text as id from ${sql.identifier(table)} where tenant_id = ${tenantId} order by id limit 1`,
      );
      if (row) ids.set(table, row.id);
    }
  });
  return ids;
}
