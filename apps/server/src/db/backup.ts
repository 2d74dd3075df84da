import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { once } from 'node:events';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from './database';
import { queryRows } from './raw-query';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../platform/data-dir';

/**
 * Backups are gzip-compressed JSON lines, the same for both databases, so a backup of the
 * embedded database restores into PostgreSQL and back:
 *
 *   {"format":"sitehours-backup","version":1,...}   header
 *   {"table":"users"}                                 a table section, in foreign-key order
 *   [{...},{...}]                                     up to BATCH rows, as PostgreSQL wrote them
 *   {"file":"uploads/logos/x.png","base64":"..."}     uploaded files of the data folder
 *
 * Row batches are written and read back as PostgreSQL's own JSON text, never parsed in
 * JavaScript, so numbers keep their exact digits.
 */
export const BACKUP_FORMAT = 'sitehours-backup';
const BACKUP_VERSION = 1;
const BATCH = 5000;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  source: Database['kind'];
  /** How many migrations the source had applied: a backup restores into the same version. */
  migrations: number;
  tables: string[];
}

export interface BackupSummary {
  tables: Record<string, number>;
  files: number;
}

export class BackupError extends Error {}

export async function writeBackup(
  database: Database,
  dataDir: string,
  file: string,
): Promise<BackupSummary> {
  const gzip = zlib.createGzip();
  // The whole database, password hashes included: for the operator's user only.
  const out = fs.createWriteStream(file, { mode: PRIVATE_FILE_MODE });
  gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  const summary: BackupSummary = { tables: {}, files: 0 };
  // One snapshot of the whole database, while the server may keep writing (PostgreSQL).
  await database.db.transaction(
    async (tx) => {
      const tables = await tablesInDependencyOrder(tx);
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        source: database.kind,
        migrations: await appliedMigrations(tx),
        tables: tables.map((t) => t.name),
      };
      await write(JSON.stringify(header));
      for (const table of tables) {
        await write(JSON.stringify({ table: table.name }));
        summary.tables[table.name] = 0;
        for await (const batch of tableBatches(tx, table)) {
          // json_agg separates rows with line breaks; strings inside carry theirs escaped.
          await write(batch.json.replace(/\n/g, ''));
          summary.tables[table.name]! += batch.count;
        }
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  for (const relative of uploadedFiles(dataDir)) {
    const base64 = fs.readFileSync(path.join(dataDir, relative)).toString('base64');
    await write(JSON.stringify({ file: relative, base64 }));
    summary.files++;
  }
  gzip.end();
  await once(out, 'finish');
  return summary;
}

/**
 * Restores a backup into a migrated database of the same version. The database must hold no
 * data unless `force` is set, which first empties every table. All or nothing: one transaction.
 */
export async function restoreBackup(
  database: Database,
  dataDir: string,
  file: string,
  options: { force?: boolean } = {},
): Promise<BackupSummary> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file at ${file}.`);
  const summary: BackupSummary = { tables: {}, files: 0 };
  const files: { file: string; base64: string }[] = [];
  await database.db.transaction(async (tx) => {
    let header: BackupHeader | undefined;
    let table: string | undefined;
    let knownTables = new Set<string>();
    // Opened only once the transaction holds its connection: lines a reader emits before its
    // loop starts are lost, and a loop started after the end of the file would wait forever.
    const lines = readline.createInterface({
      input: fs.createReadStream(file).pipe(zlib.createGunzip()),
      crlfDelay: Infinity,
    });
    for await (const line of lines) {
      if (!line) continue;
      if (!header) {
        header = parseHeader(line);
        const migrations = await appliedMigrations(tx);
        if (header.migrations !== migrations) {
          throw new BackupError(
            `This backup was made with ${header.migrations} database migrations and this installation has ${migrations}: restore it with the same version of SiteHours.`,
          );
        }
        knownTables = new Set((await tablesInDependencyOrder(tx)).map((t) => t.name));
        await prepareTarget(tx, [...knownTables], options.force ?? false);
        continue;
      }
      if (line.startsWith('[')) {
        if (!table) throw new BackupError('Malformed backup: rows before any table.');
        const rows = await queryRows<{ count: number }>(
          tx,
          sql`with inserted as (
                insert into ${sql.identifier(table)}
                select * from json_populate_recordset(null::${sql.identifier(table)}, ${line}::json)
                returning 1)
              select count(*)::int as count from inserted`,
        );
        summary.tables[table] = (summary.tables[table] ?? 0) + (rows[0]?.count ?? 0);
        continue;
      }
      const entry = JSON.parse(line) as { table?: string; file?: string; base64?: string };
      if (entry.table !== undefined) {
        if (!knownTables.has(entry.table)) {
          throw new BackupError(`Malformed backup: unknown table ${entry.table}.`);
        }
        table = entry.table;
        summary.tables[table] = 0;
      } else if (entry.file !== undefined && entry.base64 !== undefined) {
        files.push({ file: entry.file, base64: entry.base64 });
      }
    }
    if (!header) throw new BackupError('This file is empty, not a SiteHours backup.');
  });
  // Files after the data: a failed restore leaves the data folder as it was.
  for (const { file: relative, base64 } of files) {
    const target = path.resolve(dataDir, relative);
    if (!target.startsWith(path.resolve(dataDir, 'uploads') + path.sep)) {
      throw new BackupError(`Malformed backup: file outside the uploads folder (${relative}).`);
    }
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
    fs.writeFileSync(target, Buffer.from(base64, 'base64'), { mode: PRIVATE_FILE_MODE });
    summary.files++;
  }
  return summary;
}

function parseHeader(line: string): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(line) as Partial<BackupHeader>;
  } catch {
    throw new BackupError('This file is not a SiteHours backup.');
  }
  if (header.format !== BACKUP_FORMAT)
    throw new BackupError('This file is not a SiteHours backup.');
  if (header.version !== BACKUP_VERSION) {
    throw new BackupError(`Backup format version ${header.version} is not supported.`);
  }
  return header as BackupHeader;
}

async function prepareTarget(tx: Queryable, tables: string[], force: boolean) {
  const [{ rows } = { rows: 0 }] = await queryRows<{ rows: number }>(
    tx,
    sql`select ((select count(*) from tenants) + (select count(*) from global_admins))::int as rows`,
  );
  if (rows > 0 && !force) {
    throw new BackupError(
      'The database already holds data. Restore into an empty database, or pass --force to replace everything in it.',
    );
  }
  if (tables.length > 0) {
    await tx.execute(
      sql`truncate ${sql.join(
        tables.map((t) => sql.identifier(t)),
        sql`, `,
      )} cascade`,
    );
  }
  // Rows arrive table by table; triggers and foreign keys were satisfied when they were written.
  await tx.execute(sql`set local session_replication_role = replica`);
}

interface TableInfo {
  name: string;
  /** The primary key's columns, in its order, used to page through the table; null: none. */
  key: string[] | null;
}

async function tablesInDependencyOrder(tx: Queryable): Promise<TableInfo[]> {
  const tables = await queryRows<{ name: string; key: string[] | null }>(
    tx,
    sql`select c.relname as name,
          (select array_agg(a.attname::text order by k.n) from pg_index i
             cross join unnest(i.indkey::int2[]) with ordinality k(attnum, n)
             join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
            where i.indrelid = c.oid and i.indisprimary) as key
        from pg_class c
       where c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace
       order by c.relname`,
  );
  const edges = await queryRows<{ child: string; parent: string }>(
    tx,
    sql`select c.relname as child, p.relname as parent
          from pg_constraint k
          join pg_class c on c.oid = k.conrelid
          join pg_class p on p.oid = k.confrelid
         where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace
           and c.oid <> p.oid`,
  );
  const ordered: TableInfo[] = [];
  const done = new Set<string>();
  const visit = (table: TableInfo, path: Set<string>) => {
    if (done.has(table.name) || path.has(table.name)) return;
    path.add(table.name);
    for (const edge of edges.filter((e) => e.child === table.name)) {
      const parent = tables.find((t) => t.name === edge.parent);
      if (parent) visit(parent, path);
    }
    done.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

async function* tableBatches(
  tx: Queryable,
  table: TableInfo,
): AsyncGenerator<{ json: string; count: number }> {
  const name = sql.identifier(table.name);
  if (!table.key) {
    const [row] = await queryRows<{ json: string | null; count: number }>(
      tx,
      sql`select json_agg(t)::text as json, count(*)::int as count from ${name} t`,
    );
    if (row?.json) yield { json: row.json, count: row.count };
    return;
  }
  const key = table.key;
  const columns = (prefix: string, suffix = '') =>
    sql.join(
      key.map((k) => sql`${sql.raw(prefix)}${sql.identifier(k)}${sql.raw(suffix)}`),
      sql`, `,
    );
  // The last key read; the next page starts past it, the key compared as a row through its index.
  let after = null as string[] | null;
  for (;;) {
    const past = after?.map((value) => sql`${value}`);
    const [row]: { json: string | null; count: number; last: string[] | null }[] = await queryRows(
      tx,
      sql`select json_agg(t)::text as json, count(*)::int as count,
                 (array_agg(json_build_array(${columns('t.', '::text')})
                   order by ${columns('t.', ' desc')}))[1] as last
            from (select * from ${name}
                   where ${past ? sql`(${columns('')}) > (${sql.join(past, sql`, `)})` : sql`true`}
                   order by ${columns('')} limit ${BATCH}) t`,
    );
    if (!row?.json || !row.last) return;
    yield { json: row.json, count: row.count };
    if (row.count < BATCH) return;
    after = row.last;
  }
}

async function appliedMigrations(tx: Queryable): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return row?.count ?? 0;
}

function uploadedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)))
    .sort();
}
