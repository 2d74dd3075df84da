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

/**
 * The tenant's row ids (the first `perTable` by id) in each tenant-owned table that has a uuid id
 * column, by table (a log's counter, such as a webhook try's, names nothing a request can send).
 */
async function tenantRowIds(
  db: Db,
  tenantId: string,
  perTable: number,
): Promise<Map<string, string[]>> {
  const tables = await tenantOwnedTables(db);
  const ids = new Map<string, string[]>();
  await withPlatform(db, async (tx) => {
    const withId = await queryRows<{ table_name: string }>(
      tx,
      sql`select table_name from information_schema.columns
            where column_name = 'id' and data_type = 'uuid' and table_schema = current_schema()`,
    );
    const hasId = new Set(withId.map((r) => r.table_name));
    for (const table of tables.filter((name) => hasId.has(name))) {
      const rows = await queryRows<{ id: string }>(
        tx,
        sql`select id::text as id from ${sql.identifier(table)} where tenant_id = ${tenantId} order by id limit ${perTable}`,
      );
      ids.set(
        table,
        rows.map((r) => r.id),
      );
    }
  });
  return ids;
}

/** One id per tenant-owned table (and the tenant's own id): what an attacker would try. */
export async function victimIds(db: Db, tenantId: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>([['tenants', tenantId]]);
  for (const [table, [first]] of await tenantRowIds(db, tenantId, 1)) {
    if (first) ids.set(table, first);
  }
  return ids;
}

/** Every base table of the schema (tenant-owned or not): what a whole-database snapshot covers. */
export async function allTables(db: Db): Promise<string[]> {
  const rows = await withPlatform(db, (tx) =>
    queryRows<{ table_name: string }>(
      tx,
      sql`select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  return rows.map((r) => r.table_name);
}

/**
 * Every row of every table (each as its text, sorted), to prove that nothing at all changed.
 * `skip` names tables left out, each for a reason the caller explains.
 */
export async function snapshotDatabase(
  db: Db,
  skip: readonly string[] = [],
): Promise<Record<string, string[]>> {
  const tables = (await allTables(db)).filter((name) => !skip.includes(name));
  const snapshot: Record<string, string[]> = {};
  await withPlatform(db, async (tx) => {
    for (const table of tables) {
      const rows = await queryRows<{ row: string }>(
        tx,
        sql`select r::text as row from ${sql.identifier(table)} r order by 1`,
      );
      snapshot[table] = rows.map((r) => r.row);
    }
  });
  return snapshot;
}

/** What changed between two snapshots, table by table: rows gone and rows new (shortened). */
export function snapshotChanges(
  before: Record<string, string[]>,
  after: Record<string, string[]>,
): string[] {
  const changes: string[] = [];
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = new Set(before[table] ?? []);
    const now = new Set(after[table] ?? []);
    const gone = [...was].filter((r) => !now.has(r));
    const added = [...now].filter((r) => !was.has(r));
    if (gone.length === 0 && added.length === 0) continue;
    const sample = (rows: string[]) => rows.slice(0, 3).map((r) => r.slice(0, 300));
    changes.push(
      `${table}: ${gone.length} rows changed or removed ${JSON.stringify(sample(gone))}, ` +
        `${added.length} rows new or changed ${JSON.stringify(sample(added))}`,
    );
  }
  return changes;
}

/**
 * What another tenant must never see of this one: its names and ids (up to `perTable` of each
 * tenant-owned table, so that a listing that leaks rows is caught whichever rows it shows).
 */
export async function tenantSecrets(db: Db, tenantId: string, perTable = 25): Promise<string[]> {
  const secrets = new Set<string>([tenantId]);
  for (const ids of (await tenantRowIds(db, tenantId, perTable)).values()) {
    for (const id of ids) secrets.add(id);
  }
  await withPlatform(db, async (tx) => {
    const names = await queryRows<{ name: string }>(
      tx,
      sql`select name from tenants where id = ${tenantId}
        union select name from companies where tenant_id = ${tenantId}
        union select name from jobs where tenant_id = ${tenantId}`,
    );
    for (const r of names) secrets.add(r.name);
  });
  return [...secrets];
}

/**
 * Rows of other tenants that name one of `ids` (a tenant's ids): a cross-tenant reference that
 * row-level security would not show, since foreign keys are checked past it. Tables that record
 * the requests themselves (audit trail, security events) are left out by the caller.
 */
export async function foreignReferences(
  db: Db,
  tenantId: string,
  ids: string[],
  skip: readonly string[] = [],
): Promise<string[]> {
  const tables = (await tenantOwnedTables(db)).filter((name) => !skip.includes(name));
  const patterns = ids.map((id) => `%${id}%`);
  const found: string[] = [];
  await withPlatform(db, async (tx) => {
    for (const table of tables) {
      const rows = await queryRows<{ row: string }>(
        tx,
        sql`select r::text as row from ${sql.identifier(table)} r
          where r.tenant_id is distinct from ${tenantId}
            and r::text like any (${`{${patterns.map((p) => `"${p}"`).join(',')}}`}::text[])`,
      );
      for (const r of rows) found.push(`${table}: ${r.row.slice(0, 300)}`);
    }
  });
  return found;
}
