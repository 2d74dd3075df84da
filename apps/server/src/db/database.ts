import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or a transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

const MIGRATION_LOCK_KEY = 7_402_113;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; ignored with a database URL. */
  pgliteDir?: string;
  /** Connections of the PostgreSQL pool. */
  poolSize?: number;
  /** Open an existing PGlite instance (tests clone a migrated template). */
  pglite?: PGlite;
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // While the database is away, requests fail fast (503) instead of queueing for ever.
      connectionTimeoutMillis: 5000,
    });
    // A connection lost while idle or checked out (database restarted, network cut) must not
    // crash the process: the query in flight fails (503), the pool opens a new connection.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Instances starting together take turns: the first applies the migrations, the rest find
    // them applied.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client
        .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        .catch(() => undefined);
      client.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let client = options.pglite;
  if (!client) {
    if (!options.pgliteDir) throw new Error('pgliteDir is required for the embedded database');
    fs.mkdirSync(options.pgliteDir, { recursive: true });
    client = await PGlite.create(options.pgliteDir);
  }
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const pglite = client;
  return { db, kind: 'pglite', close: () => pglite.close() };
}
