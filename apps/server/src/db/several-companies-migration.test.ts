import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccountByEmail } from '../modules/auth/account.repository';
import { openDatabase, type Database } from './database';
import { loadDemoDataIfEmpty } from './demo-data';
import { withPlatform } from './scoped';

/**
 * Migration 0017 (one person, several companies) on accounts as they were before it: every
 * account becomes one person with one membership, with the same id, its password and its state,
 * and everything that named the account still names it.
 */
const drizzleFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const BEFORE = '0016_access_changes_never_missed';

/** The columns of `users` before the migration. */
const OLD_USER_COLUMNS = [
  'id',
  'tenant_id',
  'company_id',
  'email',
  'password_hash',
  'first_name',
  'last_name',
  'phone',
  'hourly_rate',
  'roles',
  'is_active',
  'include_in_reports',
  'language',
  'deactivated_by_suspension',
  'failed_login_count',
  'locked_until',
  'last_login_at',
  'created_at',
  'updated_at',
];

/** The committed migrations up to `BEFORE`, in a folder of their own. */
function migrationsUpToBefore(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-migrations-'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(drizzleFolder, 'meta/_journal.json'), 'utf8'),
  );
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === BEFORE);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries as { tag: string }[])
    fs.copyFileSync(path.join(drizzleFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  return folder;
}

const T = '11111111-1111-4111-8111-111111111111';
const C = '22222222-2222-4222-8222-222222222222';
const ids = {
  admin: '33333333-3333-4333-8333-333333333301',
  worker: '33333333-3333-4333-8333-333333333302',
  invited: '33333333-3333-4333-8333-333333333303',
  inactive: '33333333-3333-4333-8333-333333333304',
};

let pglite: PGlite;
let database: Database;
let folder: string;
beforeAll(async () => {
  pglite = await PGlite.create();
  folder = migrationsUpToBefore();
  await migrate(drizzle(pglite), { migrationsFolder: folder });
  // The demo data's shapes before the change: an admin, a worker with hours, someone who has
  // not used their welcome link, and a deactivated worker.
  await pglite.exec(`
    insert into tenants (id, name, subdomain) values ('${T}', 'Acme Construction', 'acme');
    insert into companies (id, tenant_id, name) values ('${C}', '${T}', 'Acme Construction');
    insert into users (id, tenant_id, company_id, email, password_hash, first_name, last_name, roles, hourly_rate, is_active, language, last_login_at) values
      ('${ids.admin}', '${T}', '${C}', 'admin@acme.test', 'hash-admin', 'Maria', 'Lopez', array['company_admin'], 48, true, 'es', now()),
      ('${ids.worker}', '${T}', '${C}', 'worker1@acme.test', 'hash-worker', 'Luis', 'Ortega', array['standard_user'], 28.75, true, null, null),
      ('${ids.invited}', '${T}', '${C}', 'new.hire@acme.test', null, 'Ana', 'Ruiz', array['standard_user'], 25, true, null, null),
      ('${ids.inactive}', '${T}', '${C}', 'gone@acme.test', 'hash-gone', 'Tom', 'Hale', array['standard_user'], 25, false, null, null);
    insert into refresh_tokens (token_hash, family_id, subject_type, subject_id, tenant_id, expires_at)
      values ('h1', gen_random_uuid(), 'user', '${ids.worker}', '${T}', now() + interval '1 day');
  `);
  // Then the whole folder, as a server upgrading in place does.
  database = await openDatabase({ pglite });
});
afterAll(async () => {
  await database.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('migration 0017: one person, several companies', () => {
  it('makes each account one person with one membership, with the same id and password', async () => {
    const { rows } = await pglite.query<{
      id: string;
      person_id: string;
      email: string;
      person_email: string;
      password_hash: string | null;
      accepted: boolean;
      is_active: boolean;
      language: string | null;
    }>(`
      select u.id, u.person_id, u.email, p.email as person_email, p.password_hash,
             u.accepted_at is not null as accepted, u.is_active, u.language
        from users u join people p on p.id = u.person_id order by u.email`);
    expect(rows).toEqual([
      {
        id: ids.admin,
        person_id: ids.admin,
        email: 'admin@acme.test',
        person_email: 'admin@acme.test',
        password_hash: 'hash-admin',
        accepted: true,
        is_active: true,
        language: 'es',
      },
      {
        id: ids.inactive,
        person_id: ids.inactive,
        email: 'gone@acme.test',
        person_email: 'gone@acme.test',
        password_hash: 'hash-gone',
        accepted: true,
        is_active: false,
        language: null,
      },
      {
        id: ids.invited,
        person_id: ids.invited,
        email: 'new.hire@acme.test',
        person_email: 'new.hire@acme.test',
        password_hash: null,
        accepted: false,
        is_active: true,
        language: null,
      },
      {
        id: ids.worker,
        person_id: ids.worker,
        email: 'worker1@acme.test',
        person_email: 'worker1@acme.test',
        password_hash: 'hash-worker',
        accepted: true,
        is_active: true,
        language: null,
      },
    ]);
    const { rows: columns } = await pglite.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'users' and column_name = 'password_hash'`,
    );
    expect(columns).toEqual([]);
  });

  it('signs the same people in to the same company, and keeps their sign-ins', async () => {
    const account = await withPlatform(database.db, (tx) =>
      findAccountByEmail(tx, 'worker1@acme.test'),
    );
    expect(account).toMatchObject({
      type: 'user',
      user: { id: ids.worker, companyId: C },
      person: { passwordHash: 'hash-worker' },
    });
    // Not taken up yet: no account to sign in to until the welcome link is used.
    expect(
      await withPlatform(database.db, (tx) => findAccountByEmail(tx, 'new.hire@acme.test')),
    ).toBeUndefined();
    const { rows } = await pglite.query(
      `select subject_id from refresh_tokens where token_hash = 'h1'`,
    );
    expect(rows).toEqual([{ subject_id: ids.worker }]);
  });

  it('lets an address be added to a second company, once per company', async () => {
    await pglite.exec(`
      insert into companies (id, tenant_id, name) values ('44444444-4444-4444-8444-444444444444', '${T}', 'Acme Electric');
      insert into users (tenant_id, company_id, person_id, email, first_name, last_name)
        values ('${T}', '44444444-4444-4444-8444-444444444444', '${ids.worker}', 'worker1@acme.test', 'Luis', 'Ortega');`);
    await expect(
      pglite.exec(`insert into users (tenant_id, company_id, person_id, email, first_name, last_name)
        values ('${T}', '${C}', '${ids.worker}', 'worker1@acme.test', 'Luis', 'Ortega')`),
    ).rejects.toThrow(/users_person_company_unique/);
    await expect(
      pglite.exec(`insert into people (email) values ('worker1@acme.test')`),
    ).rejects.toThrow(/people_email_unique/);
  });
});

/**
 * The same migration on a copy of the demo data as it stood before it: the demo data of today,
 * written into a database migrated up to `BEFORE` (accounts in the earlier shape, one per
 * address), then migrated on.
 */
/** The columns a table had before (later migrations add more, which the copy leaves out). */
async function columnsOf(db: PGlite, table: string): Promise<string[]> {
  const { rows } = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = $1 order by ordinal_position`,
    [table],
  );
  return rows.map((r) => `"${r.column_name}"`);
}

describe('migration 0017 on a copy of the demo data', () => {
  const COPIED = [
    'tenants',
    'companies',
    'users',
    'work_types',
    'wc_codes',
    'jobs',
    'job_work_types',
    'pto_types',
    'time_entries',
  ];
  let source: PGlite;
  let target: PGlite;
  let targetDb: Database;
  let copyFolder: string;
  /** People of the demo data: each became one account in the earlier shape. */
  let demoPeople: number;

  beforeAll(async () => {
    source = await PGlite.create();
    const sourceDb = await openDatabase({ pglite: source });
    await loadDemoDataIfEmpty(sourceDb.db);
    target = await PGlite.create();
    copyFolder = migrationsUpToBefore();
    await migrate(drizzle(target), { migrationsFolder: copyFolder });
    for (const table of COPIED) {
      // Accounts in the earlier shape: the password on the account, one account per address (a
      // person of two companies did not exist: their first membership stands for them).
      const select =
        table === 'users'
          ? `select ${OLD_USER_COLUMNS.map((c) => (c === 'password_hash' ? 'p.password_hash' : `u.${c}`)).join(', ')}
               from users u join people p on p.id = u.person_id
              where u.id = (select f.id from users f where f.person_id = u.person_id order by f.created_at, f.id limit 1)`
          : `select ${(await columnsOf(target, table)).join(', ')} from ${table}`;
      const columns =
        table === 'users'
          ? `(${OLD_USER_COLUMNS.join(', ')})`
          : `(${(await columnsOf(target, table)).join(', ')})`;
      const { blob } = await source.query(`copy (${select}) to '/dev/blob'`);
      await target.query(`copy ${table} ${columns} from '/dev/blob'`, [], { blob });
    }
    const { rows } = await source.query<{ n: number }>('select count(*)::int as n from people');
    demoPeople = rows[0]!.n;
    await sourceDb.close();
    targetDb = await openDatabase({ pglite: target });
  }, 120_000);
  afterAll(async () => {
    await targetDb.close();
    fs.rmSync(copyFolder, { recursive: true, force: true });
  });

  it('keeps every account as one person and one membership, with its password and entries', async () => {
    const { rows } = await target.query<{
      accounts: number;
      people: number;
      same: number;
      hashed: number;
      entries: number;
      owners: number;
    }>(`
      select (select count(*)::int from users) as accounts,
             (select count(*)::int from people) as people,
             (select count(*)::int from users where person_id = id) as same,
             (select count(*)::int from people where password_hash like '$argon2%') as hashed,
             (select count(*)::int from time_entries) as entries,
             (select count(*)::int from time_entries e join users u on u.id = e.user_id) as owners`);
    const counts = rows[0]!;
    expect(counts.accounts).toBe(demoPeople);
    expect(counts.people).toBe(counts.accounts);
    expect(counts.same).toBe(counts.accounts);
    expect(counts.hashed).toBe(counts.accounts);
    expect(counts.entries).toBeGreaterThan(100);
    expect(counts.owners).toBe(counts.entries);
  });

  it('signs the demo accounts in to their company, as before', async () => {
    for (const [email, company] of [
      ['admin@acme.test', 'Acme Construction'],
      ['worker1@acme.test', 'Acme Construction'],
      ['admin@birch.test', 'Birch Field Services'],
    ]) {
      const account = await withPlatform(targetDb.db, (tx) => findAccountByEmail(tx, email!));
      expect(account?.type === 'user' && account.company.name, email).toBe(company);
    }
  });
});
