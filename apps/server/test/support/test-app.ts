import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/database';
import { DEMO_PASSWORD } from '../../src/db/demo-data';
import { withPlatform } from '../../src/db/scoped';
import { companies, tenants, users } from '../../src/db/schema';
import { loadConfig } from '../../src/platform/config';
import { databaseUrlFor } from './postgres';

export { DEMO_PASSWORD };
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function openFreshDatabase(): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = `sh_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    const url = databaseUrlFor(pgUrl, name);
    const database = await openDatabase({ databaseUrl: url });
    return {
      database,
      url,
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dump = fs.readFileSync(inject('templatePath'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return { database: await openDatabase({ pglite }), drop: async () => undefined };
}

/** A migrated database with no data at all (PostgreSQL when TEST_DATABASE_URL is set). */
export async function openEmptyDatabase(
  kind: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (kind === 'postgres' && pgUrl) {
    const name = `sh_empty_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(pgUrl, name) });
    return {
      database,
      drop: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const database = await openDatabase({ pglite: await PGlite.create() });
  return { database, drop: () => database.close() };
}

export interface TestAppOptions {
  /**
   * Reads allowed on a replica go to this URL; 'itself' names the test's own PostgreSQL database
   * (a server not in recovery, as a promoted replica is).
   */
  readUrl?: string;
}

/** The real server on a fresh copy of the demo database, driven with `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-test-'));
  const { database, url, drop } = await openFreshDatabase();
  const replica =
    options.readUrl && url
      ? {
          DATABASE_URL: url,
          DATABASE_READ_URL: options.readUrl === 'itself' ? url : options.readUrl,
        }
      : {};
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...replica,
    ...env,
  });
  const { app, ctx, routes } = await buildApp({
    config,
    database,
    jwtSecret: 'test-signing-secret-that-is-long-enough-0123456789',
    logger: false,
  });
  await app.ready();

  async function login(email: string, password = DEMO_PASSWORD) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    if (res.statusCode !== 200)
      throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    const body = res.json<{ token: string; refresh_token: string }>();
    return {
      token: body.token,
      refreshToken: body.refresh_token,
      headers: { authorization: `Bearer ${body.token}` },
    };
  }

  async function userByEmail(email: string) {
    const [row] = await withPlatform(database.db, (tx) =>
      tx.select().from(users).where(eq(users.email, email)),
    );
    if (!row) throw new Error(`no user ${email}`);
    return row;
  }

  async function tenantBySubdomain(subdomain: string) {
    const [row] = await withPlatform(database.db, (tx) =>
      tx.select().from(tenants).where(eq(tenants.subdomain, subdomain)),
    );
    // The tenant's first company, which bears its name (a tenant may hold several).
    const [company] = await withPlatform(database.db, (tx) =>
      tx
        .select()
        .from(companies)
        .where(eq(companies.tenantId, row!.id))
        .orderBy(sql`${companies.name} <> ${row!.name}`, companies.createdAt),
    );
    return { tenant: row!, company: company! };
  }

  return {
    app,
    ctx,
    database,
    db: database.db,
    config,
    routes,
    dataDir,
    login,
    userByEmail,
    tenantBySubdomain,
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
