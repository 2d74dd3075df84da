import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
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

type OpenApiDocument = {
  paths: Record<string, Record<string, { operationId?: string; responses?: object }>>;
};
type DocumentedResponse = { content?: Record<string, { schema?: object }> };

/**
 * The document every answer is checked against: the one the first app serves (the same routes
 * in every app), or the committed one when the app serves none (production settings).
 */
let served: { document: OpenApiDocument; ajv: Ajv2020; checks: Map<string, ValidateFunction> };
function answerChecks(app: FastifyInstance) {
  if (served) return served;
  const document = (app.swagger?.() ??
    JSON.parse(
      fs.readFileSync(new URL('../../../../docs/openapi.json', import.meta.url), 'utf8'),
    )) as OpenApiDocument;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema(document, 'openapi.json');
  served = { document, ajv, checks: new Map() };
  return served;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Why an answer is not one its operation declares, if it is not. */
function answerFault(
  app: FastifyInstance,
  route: { method: string; url: string },
  res: LightMyRequestResponse,
): string | undefined {
  const { document, ajv, checks } = answerChecks(app);
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  const method = route.method.toLowerCase();
  const operation = document.paths[path]?.[method];
  if (!operation) return 'the OpenAPI document has no such operation';
  const responses = (operation.responses ?? {}) as Record<string, DocumentedResponse>;
  const status = String(res.statusCode);
  const declared = responses[status];
  if (!declared) {
    return `${operation.operationId} declares no ${status} answer (it declares ${Object.keys(responses).join(', ')})`;
  }
  const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
  if (declared.content && res.rawPayload.length > 0 && !declared.content[type]) {
    return `${operation.operationId} declares no ${type} answer for ${status}`;
  }
  if (type !== 'application/json' || !declared.content?.[type]?.schema) return undefined;
  const key = pointer('#', 'paths', path, method, 'responses', status);
  let check = checks.get(key);
  if (!check) {
    check = ajv.compile({ $ref: `openapi.json${key}/content/application~1json/schema` });
    checks.set(key, check);
  }
  const encoding = res.headers['content-encoding'];
  const raw = res.rawPayload;
  const text = (
    encoding === 'br'
      ? zlib.brotliDecompressSync(raw)
      : encoding === 'gzip'
        ? zlib.gunzipSync(raw)
        : raw
  ).toString('utf8');
  if (check(JSON.parse(text))) return undefined;
  return `its ${status} answer is not the ${operation.operationId} schema: ${ajv.errorsText(check.errors)}\n${text.slice(0, 1000)}`;
}

/**
 * Every answer of an API route that a test receives through `app.inject` is checked against the
 * OpenAPI document: its status must be one the operation declares and a JSON body must match
 * that status's schema, or the call fails with the reason.
 */
function checkAnswersAgainstDocument(app: FastifyInstance) {
  const routeOf = new WeakMap<object, { method: string; url: string }>();
  app.addHook('onSend', async (req, _reply, payload) => {
    const url = req.routeOptions.url;
    if (url?.startsWith('/api/') && !url.startsWith('/api/docs') && req.method !== 'HEAD') {
      routeOf.set(req.raw, { method: req.method, url });
    }
    return payload;
  });
  const inject = app.inject.bind(app) as (...args: unknown[]) => unknown;
  app.inject = ((...args: unknown[]) => {
    // A call with a callback, or a chain built without options, is passed on as it is.
    if (args.length !== 1) return inject(...args);
    return (inject(...args) as Promise<LightMyRequestResponse>).then((res) => {
      const route = routeOf.get(res.raw.req);
      const fault = route && answerFault(app, route, res);
      if (fault) throw new Error(`${route.method} ${route.url}: ${fault}`);
      return res;
    });
  }) as typeof app.inject;
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
  checkAnswersAgainstDocument(app);
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
