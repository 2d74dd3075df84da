import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Queryable } from '../src/db/database';
import { queryRows } from '../src/db/raw-query';
import { databaseUrlFor } from './support/postgres';
import { openEmptyDatabase } from './support/test-app';

/**
 * The schema can be distributed with Citus by tenant (`create_distributed_table(t, 'tenant_id')`,
 * docs/scaling.md section 4): every table with a `tenant_id` is distributed, its keys hold
 * `tenant_id`, and its foreign keys reach rows of the same tenant or a reference table.
 */

/**
 * Tables kept whole rather than split by tenant, each with why. A reference table is copied to
 * every node, so distributed tables may name its rows; a local one stays on the coordinator and
 * no distributed table may name it. Neither may name a distributed table's rows.
 */
const NOT_DISTRIBUTED: Record<string, { kind: 'reference' | 'local'; why: string }> = {
  tenants: { kind: 'reference', why: 'the tenants themselves: every distributed row names one' },
  people: {
    kind: 'reference',
    why: 'a person signs in to companies of any tenant, by an address unique across the product',
  },
  global_admins: { kind: 'reference', why: 'the platform operators, of no tenant' },
  rate_limits: {
    kind: 'local',
    why: 'counters per client address, counted before any tenant is known',
  },
  refresh_tokens: {
    kind: 'local',
    why: "sign-ins of members and operators (no tenant), found by the token's hash alone",
  },
  password_tokens: {
    kind: 'local',
    why: "password links of members and operators, found by the link's hash alone",
  },
  security_events: {
    kind: 'local',
    why: 'sign-in events, most of them written before any tenant is known',
  },
  mail_outbox: {
    kind: 'local',
    why: "one queue that every instance delivers from, the operators' mail included",
  },
};

interface TableRow {
  name: string;
  tenant_id: boolean;
  tenant_id_not_null: boolean;
}
interface KeyRow {
  table: string;
  name: string;
  definition: string;
  has_tenant: boolean;
}
interface ForeignKeyRow extends KeyRow {
  parent: string;
}

/** Every rule the schema breaks, each naming its table and constraint. */
async function citusProblems(db: Queryable): Promise<string[]> {
  const read = <T>(text: string) => queryRows<T>(db, sql.raw(text));
  const tables = await read<TableRow>(`
    select c.relname as name, a.attnum is not null as tenant_id,
           coalesce(a.attnotnull, false) as tenant_id_not_null
      from pg_class c
      left join pg_attribute a
        on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
     where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
     order by 1`);
  // Unique indexes (primary keys and unique constraints among them, partial ones too) with
  // tenant_id among their key columns, and exclusion constraints comparing it with `=`.
  const keys = await read<KeyRow>(`
    select t.relname as table, i.relname as name, pg_get_indexdef(i.oid) as definition,
           exists (select 1 from unnest(x.indkey::int2[]) with ordinality k(attnum, n)
                    join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
                   where a.attname = 'tenant_id' and k.n <= x.indnkeyatts) as has_tenant
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class t on t.oid = x.indrelid
     where t.relnamespace = current_schema()::regnamespace and x.indisunique
    union all
    select t.relname, c.conname, pg_get_constraintdef(c.oid),
           exists (select 1 from unnest(c.conkey, c.conexclop) k(attnum, op)
                    join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
                    join pg_operator o on o.oid = k.op
                   where a.attname = 'tenant_id' and o.oprname = '=')
      from pg_constraint c
      join pg_class t on t.oid = c.conrelid
     where t.relnamespace = current_schema()::regnamespace and c.contype = 'x'
     order by 1, 2`);
  // Whether tenant_id on the referencing side is matched with tenant_id on the referenced one.
  const foreignKeys = await read<ForeignKeyRow>(`
    select t.relname as table, c.conname as name, p.relname as parent,
           pg_get_constraintdef(c.oid) as definition,
           exists (select 1 from unnest(c.conkey, c.confkey) k(child, parent)
                    join pg_attribute ca on ca.attrelid = t.oid and ca.attnum = k.child
                    join pg_attribute pa on pa.attrelid = p.oid and pa.attnum = k.parent
                   where ca.attname = 'tenant_id' and pa.attname = 'tenant_id') as has_tenant
      from pg_constraint c
      join pg_class t on t.oid = c.conrelid
      join pg_class p on p.oid = c.confrelid
     where t.relnamespace = current_schema()::regnamespace and c.contype = 'f'
     order by 1, 2`);

  const distributed = new Set(
    tables.filter((t) => t.tenant_id && !NOT_DISTRIBUTED[t.name]).map((t) => t.name),
  );
  const problems: string[] = [];
  for (const table of tables) {
    if (!table.tenant_id && !NOT_DISTRIBUTED[table.name])
      problems.push(`${table.name}: no tenant_id, and not declared a reference or local table`);
    if (distributed.has(table.name) && !table.tenant_id_not_null)
      problems.push(`${table.name}: tenant_id may be null, which a distribution column may not`);
  }
  for (const name of Object.keys(NOT_DISTRIBUTED)) {
    if (!tables.some((t) => t.name === name))
      problems.push(`${name}: declared a reference or local table, but there is no such table`);
  }
  for (const key of keys) {
    if (distributed.has(key.table) && !key.has_tenant)
      problems.push(`${key.table}: ${key.name}: lacks tenant_id (${key.definition})`);
  }
  for (const fk of foreignKeys) {
    const rule = !distributed.has(fk.table)
      ? distributed.has(fk.parent) &&
        `a ${NOT_DISTRIBUTED[fk.table]?.kind} table names a distributed one`
      : distributed.has(fk.parent)
        ? !fk.has_tenant && 'lacks tenant_id on both sides'
        : NOT_DISTRIBUTED[fk.parent]?.kind !== 'reference' &&
          `names ${fk.parent}, neither distributed nor a reference table`;
    if (rule) problems.push(`${fk.table}: ${fk.name}: ${rule} (${fk.definition})`);
  }
  return problems;
}

/** The problems the check finds once `ddl` has run, in a transaction rolled back afterwards. */
async function problemsWith(database: Database, ddl: string[]): Promise<string[]> {
  const rolledBack = new Error('rolled back');
  let found: string[] = [];
  await database.db
    .transaction(async (tx) => {
      for (const statement of ddl) await tx.execute(sql.raw(statement));
      found = await citusProblems(tx);
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  return found;
}

/** A problem without the constraint's definition: the table, the constraint and the rule. */
const withoutDefinition = (problem: string) => problem.replace(/ \(.*\)$/s, '');

describe('a Citus-ready schema, freshly migrated', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openEmptyDatabase());
  });
  afterAll(() => drop());

  it('distributes every table with a tenant_id by it, and keeps the others whole', async () => {
    expect(await citusProblems(database.db)).toEqual([]);
  });

  it('names the table and constraint of each key Citus would refuse', async () => {
    const already = new Set(await citusProblems(database.db));
    const found = await problemsWith(database, [
      `create table citus_probe_parent (id uuid, tenant_id uuid not null, code text,
         constraint citus_probe_parent_pkey primary key (id),
         constraint citus_probe_parent_code_key unique (code))`,
      `create table citus_probe_child (id uuid, tenant_id uuid not null, parent_id uuid, key text,
         constraint citus_probe_child_pkey primary key (id, tenant_id),
         constraint citus_probe_child_parent_fk foreign key (parent_id) references citus_probe_parent (id),
         constraint citus_probe_child_key_fk foreign key (key) references rate_limits (key),
         constraint citus_probe_child_excl exclude using btree (parent_id with =))`,
      `create unique index citus_probe_child_partial on citus_probe_child (parent_id, key)
         where tenant_id is not null`,
      `create table citus_probe_loose (id uuid primary key, tenant_id uuid)`,
      `create table citus_probe_orphan (id uuid primary key)`,
      `alter table people add column probe_id uuid,
         add constraint people_probe_fk foreign key (probe_id) references citus_probe_parent (id)`,
    ]);
    const added = found.filter((problem) => !already.has(problem));
    expect(added.map(withoutDefinition).sort()).toEqual(
      [
        'citus_probe_child: citus_probe_child_excl: lacks tenant_id',
        'citus_probe_child: citus_probe_child_key_fk: names rate_limits, neither distributed nor a reference table',
        'citus_probe_child: citus_probe_child_parent_fk: lacks tenant_id on both sides',
        'citus_probe_child: citus_probe_child_partial: lacks tenant_id',
        'citus_probe_loose: citus_probe_loose_pkey: lacks tenant_id',
        'citus_probe_loose: tenant_id may be null, which a distribution column may not',
        'citus_probe_orphan: no tenant_id, and not declared a reference or local table',
        'citus_probe_parent: citus_probe_parent_code_key: lacks tenant_id',
        'citus_probe_parent: citus_probe_parent_pkey: lacks tenant_id',
        'people: people_probe_fk: a reference table names a distributed one',
      ].sort(),
    );
  });
});

/**
 * Migration 0025 on an installation's data: a database migrated up to 0024 with a row in every
 * table the migration re-keys, then migrated on as a server upgrading in place does.
 */
const drizzleFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
const BEFORE = '0024_user_keys';

/** The committed migrations up to `BEFORE`, in a folder of their own. */
function migrationsUpToBefore(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-migrations-'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(drizzleFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === BEFORE) + 1,
  );
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(drizzleFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  return folder;
}

const T = '10000000-0000-4000-8000-000000000001';
const T2 = '10000000-0000-4000-8000-000000000002';
const C = '20000000-0000-4000-8000-000000000001';
const C2 = '20000000-0000-4000-8000-000000000002';
const P = '30000000-0000-4000-8000-000000000001';
const U = '40000000-0000-4000-8000-000000000001';
const G = '50000000-0000-4000-8000-000000000001';
const WT = '60000000-0000-4000-8000-000000000001';
const PT = '60000000-0000-4000-8000-000000000002';
const WC = '60000000-0000-4000-8000-000000000003';
const J = '70000000-0000-4000-8000-000000000001';
const E = '80000000-0000-4000-8000-000000000001';
const CR = '90000000-0000-4000-8000-000000000001';
const CL = 'a0000000-0000-4000-8000-000000000001';
const I = 'b0000000-0000-4000-8000-000000000001';
const S = 'c0000000-0000-4000-8000-000000000001';

/** One row in each table, in the shape of 0024. */
const INSTALLATION = [
  `insert into tenants (id, name, subdomain) values ('${T}', 'Upgrade Co', 'upgrade-co'),
     ('${T2}', 'Other Co', 'other-co')`,
  `insert into companies (id, tenant_id, name) values ('${C}', '${T}', 'Upgrade Co'),
     ('${C2}', '${T2}', 'Other Co')`,
  `insert into people (id, email) values ('${P}', 'wanda@upgrade.test')`,
  `insert into users (id, tenant_id, company_id, person_id, email, first_name, last_name)
     values ('${U}', '${T}', '${C}', '${P}', 'wanda@upgrade.test', 'Wanda', 'Worker')`,
  `insert into global_admins (id, email, password_hash) values ('${G}', 'op@upgrade.test', 'h')`,
  `insert into work_types (id, tenant_id, company_id, name) values ('${WT}', '${T}', '${C}', 'Framing')`,
  `insert into pto_types (id, tenant_id, company_id, name) values ('${PT}', '${T}', '${C}', 'Vacation')`,
  `insert into wc_codes (id, tenant_id, company_id, work_type_id, code, comp_rate)
     values ('${WC}', '${T}', '${C}', '${WT}', '5403', 10)`,
  `insert into jobs (id, tenant_id, company_id, name) values ('${J}', '${T}', '${C}', 'Main St')`,
  `insert into job_work_types (tenant_id, job_id, work_type_id) values ('${T}', '${J}', '${WT}')`,
  `insert into time_entries (id, tenant_id, company_id, user_id, entry_date, hours, job_id,
       work_type_id, wc_code_id, hourly_rate, client_id)
     values ('${E}', '${T}', '${C}', '${U}', '2025-03-03', 8, '${J}', '${WT}', '${WC}', 30, 'c1')`,
  `insert into time_entries (tenant_id, company_id, user_id, entry_date, hours, is_pto,
       pto_type_id, hourly_rate)
     values ('${T}', '${C}', '${U}', '2025-03-04', 8, true, '${PT}', 30)`,
  `insert into time_entry_history (tenant_id, company_id, entry_id, action, changed_by_name)
     values ('${T}', '${C}', '${E}', 'create', 'Wanda Worker')`,
  `insert into punches (tenant_id, company_id, user_id, client_id, kind, punched_at, work_date,
       job_id, work_type_id)
     values ('${T}', '${C}', '${U}', 'p1', 'in', '2025-03-03T07:00:00Z', '2025-03-03', '${J}', '${WT}')`,
  `insert into crews (id, tenant_id, company_id, name, default_job_id)
     values ('${CR}', '${T}', '${C}', 'Framers', '${J}')`,
  `insert into crew_members (tenant_id, crew_id, user_id, is_lead) values ('${T}', '${CR}', '${U}', true)`,
  `insert into day_signoffs (tenant_id, company_id, user_id, work_date, status, method, fingerprint,
       answers, signed_at)
     values ('${T}', '${C}', '${U}', '2025-03-03', 'signed', 'own', 'f', '{}', '2025-03-03T16:00:00Z')`,
  `insert into company_alerts (tenant_id, company_id, kind, user_id, work_date, created_at)
     values ('${T}', '${C}', 'injury', '${U}', '2025-03-03', '2025-03-03T16:00:00Z')`,
  `insert into kiosk_devices (tenant_id, company_id, job_id, name, token_hash, created_at)
     values ('${T}', '${C}', '${J}', 'Gate', 'kiosk-hash', '2025-03-01T08:00:00Z')`,
  `insert into pay_periods (tenant_id, company_id, start_date, end_date, status, closed_at,
       closed_by_name)
     values ('${T}', '${C}', '2025-02-24', '2025-03-02', 'closed', '2025-03-03T09:00:00Z', 'Admin')`,
  `insert into export_files (tenant_id, company_id, format, start_date, end_date, file_name,
       content_type, content, sha256, manifest, signature, created_by_name, created_at)
     values ('${T}', '${C}', 'csv', '2025-02-24', '2025-03-02', 'hours.csv', 'text/csv',
       '\\x6869'::bytea, 's', '{}', 'sig', 'Admin', '2025-03-03T09:00:00Z')`,
  `insert into company_keys (company_id, tenant_id, public_key, private_key_encrypted, created_at)
     values ('${C}', '${T}', 'pk', 'sk', '2025-03-03T09:00:00Z')`,
  `insert into ledger_heads (company_id, tenant_id, seq, hash) values ('${C}', '${T}', 1, 'h1')`,
  `insert into ledger_events (tenant_id, company_id, seq, kind, subject_id, body, prev_hash, hash)
     values ('${T}', '${C}', 1, 'entry.create', '${E}', '{}', 'h0', 'h1')`,
  `insert into ledger_pending (tenant_id, company_id, kind, subject_id, actor, data, at)
     values ('${T}', '${C}', 'entry.update', '${E}', 'Admin', '{}', '2025-03-03T10:00:00Z')`,
  `insert into job_managers (tenant_id, job_id, user_id) values ('${T}', '${J}', '${U}')`,
  `insert into wc_band_changes (tenant_id, company_id, work_type_id, effective_from, bands,
       created_by_name, created_at)
     values ('${T}', '${C}', '${WT}', '2025-04-01', '[]', 'Admin', '2025-03-03T09:00:00Z')`,
  `insert into public_works_jobs (job_id, tenant_id, company_id, wage_law, awarding_agency,
       start_date, created_at, updated_at)
     values ('${J}', '${T}', '${C}', 'federal', 'City', '2025-01-06', '2025-01-06T09:00:00Z',
       '2025-01-06T09:00:00Z')`,
  `insert into wage_classifications (id, tenant_id, company_id, job_id, name, created_at)
     values ('${CL}', '${T}', '${C}', '${J}', 'Carpenter', '2025-01-06T09:00:00Z')`,
  `insert into wage_rates (tenant_id, classification_id, effective_from, base_rate, fringe_rate)
     values ('${T}', '${CL}', '2025-01-01', 40, 10)`,
  `insert into worker_classifications (tenant_id, company_id, user_id, job_id, classification_id)
     values ('${T}', '${C}', '${U}', '${J}', '${CL}')`,
  `insert into worker_identities (user_id, tenant_id, company_id, last_four, details_encrypted,
       updated_at)
     values ('${U}', '${T}', '${C}', '1234', 'sealed', '2025-03-03T09:00:00Z')`,
  `insert into payroll_deductions (tenant_id, company_id, user_id, week_start, fica_cents,
       withholding_cents, other_cents, source, updated_at)
     values ('${T}', '${C}', '${U}', '2025-03-03', 1, 2, 3, 'typed', '2025-03-10T09:00:00Z')`,
  `insert into certified_payrolls (tenant_id, company_id, job_id, week_start, payroll_number,
       no_work_performed, signatory_name, signatory_title, signed_at, document, sha256)
     values ('${T}', '${C}', '${J}', '2025-03-03', 1, false, 'Ann', 'Owner',
       '2025-03-10T09:00:00Z', '{}', 's')`,
  `insert into imports (id, tenant_id, company_id, kind, file_name, headers, rows, mapping,
       row_count, counts, created_by_name, created_at)
     values ('${I}', '${T}', '${C}', 'hours', 'hours.csv', '[]', '[]', '{}', 0,
       '{"create":0,"update":0,"unchanged":0,"error":0}', 'Admin', '2025-03-03T09:00:00Z')`,
  `insert into import_changes (tenant_id, import_id, entity, record_id, action)
     values ('${T}', '${I}', 'time_entry', '${E}', 'create')`,
  `insert into import_mappings (tenant_id, company_id, kind, mapping)
     values ('${T}', '${C}', 'hours', '{}')`,
  `insert into support_sessions (id, admin_id, tenant_id, company_id, family_id, reason,
       started_at, expires_at)
     values ('${S}', '${G}', '${T}', '${C}', '${S}', 'Help', '2025-03-03T09:00:00Z',
       '2025-03-03T10:00:00Z')`,
  `insert into audit_logs (session_id, admin_id, admin_email, tenant_id, action, created_at)
     values ('${S}', '${G}', 'op@upgrade.test', '${T}', 'ENTER_TENANT', '2025-03-03T09:00:00Z')`,
  `insert into security_events (tenant_id, company_id, user_id, email, event_type, created_at)
     values ('${T}', '${C}', '${U}', 'wanda@upgrade.test', 'login_success', '2025-03-03T09:00:00Z')`,
];

/** Every row of every table, the row-level security policies and the grants: what must stay. */
async function whatStays(db: Queryable) {
  const read = <R>(text: string) => queryRows<R>(db, sql.raw(text));
  const tables = await read<{ name: string }>(
    `select relname as name from pg_class
      where relnamespace = current_schema()::regnamespace and relkind = 'r' order by 1`,
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables)
    rows[name] = (
      await read<{ row: string }>(`select r::text as row from "${name}" r order by 1`)
    ).map((r) => r.row);
  return {
    rows,
    security: await read(
      `select relname, relrowsecurity, relforcerowsecurity from pg_class
        where relnamespace = current_schema()::regnamespace and relkind = 'r' order by 1`,
    ),
    policies: await read(
      `select tablename, policyname, permissive, roles::text, cmd, qual, with_check
         from pg_policies where schemaname = current_schema() order by 1, 2`,
    ),
    grants: await read(
      `select grantee, table_name, privilege_type from information_schema.role_table_grants
        where table_schema = current_schema() order by 1, 2, 3`,
    ),
  };
}

describe('migration 0025 on an installation of 0024', () => {
  let folder: string;
  let database: Database;
  let before: Awaited<ReturnType<typeof whatStays>>;
  let problemsBefore: string[];
  let drop = async () => undefined as void;

  beforeAll(async () => {
    folder = migrationsUpToBefore();
    const pgUrl = process.env.TEST_DATABASE_URL;
    if (pgUrl) {
      const name = `sh_upgrade_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      drop = async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      };
      const url = databaseUrlFor(pgUrl, name);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const old = drizzlePg(client);
      await migratePg(old, { migrationsFolder: folder });
      for (const statement of INSTALLATION) await old.execute(sql.raw(statement));
      before = await whatStays(old as unknown as Queryable);
      problemsBefore = await citusProblems(old as unknown as Queryable);
      await client.end();
      database = await openDatabase({ databaseUrl: url });
    } else {
      const pglite = await PGlite.create();
      const old = drizzlePglite(pglite);
      await migratePglite(old, { migrationsFolder: folder });
      for (const statement of INSTALLATION) await old.execute(sql.raw(statement));
      before = await whatStays(old as unknown as Queryable);
      problemsBefore = await citusProblems(old as unknown as Queryable);
      database = await openDatabase({ pglite });
    }
  });
  afterAll(async () => {
    await database?.close();
    await drop();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('starts from a row in every distributed table, and keys Citus would refuse', async () => {
    const empty = Object.entries(before.rows).filter(
      ([table, rows]) => rows.length === 0 && !NOT_DISTRIBUTED[table],
    );
    expect(empty).toEqual([]);
    expect(problemsBefore).toContainEqual(
      expect.stringMatching(/^time_entries: time_entries_pkey:/),
    );
  });

  it('keeps every row, policy and grant, and leaves a schema Citus can distribute', async () => {
    // The tables of later migrations are no part of what 0025 had to keep.
    const after = await whatStays(database.db);
    const kept = (row: unknown, column: string) =>
      String((row as Record<string, unknown>)[column]) in before.rows;
    expect({
      rows: Object.fromEntries(Object.entries(after.rows).filter(([t]) => t in before.rows)),
      security: after.security.filter((r) => kept(r, 'relname')),
      policies: after.policies.filter((r) => kept(r, 'tablename')),
      grants: after.grants.filter((r) => kept(r, 'table_name')),
    }).toEqual(before);
    expect(await citusProblems(database.db)).toEqual([]);
  });

  it("refuses a row of one tenant that names another tenant's row", async () => {
    await expect(
      database.db.execute(
        sql`insert into jobs (tenant_id, company_id, name) values (${T2}, ${C}, 'Borrowed')`,
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/foreign key/) } });
  });
});
