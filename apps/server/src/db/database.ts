import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PRIVATE_DIR_MODE } from '../platform/data-dir';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or a transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Follows a notification channel until the returned function is called. */
  listen(channel: string, handlers: ChannelHandlers): () => Promise<void>;
  /** Sends notifications on a channel, outside any transaction. */
  notify(channel: string, payloads: readonly string[]): Promise<void>;
  /**
   * Embedded database on disk: writes the log's changes to the tables when much log has piled up
   * since the last checkpoint, so that a restart after a crash has little of it to replay.
   * PostgreSQL's own checkpointer does this for it.
   */
  checkpoint?(): Promise<void>;
  close(): Promise<void>;
}

export interface ChannelHandlers {
  notify(payload: string): void;
  /** Following (again): from now on no notification is missed. */
  ready(): void;
  /** Notifications may have been missed from now on, until `ready` runs again. */
  lost(): void;
}

/** A connection outside the pool, for the notification channel (unconnected). */
const ownConnection = (url: string) =>
  new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });

/** How long a lost channel connection waits before it tries again. */
const LISTEN_RETRY_MS = 1000;

/**
 * Follows a channel on its own connection (a pooled one would hand it to queries). A lost
 * connection says so at once and reconnects by itself.
 */
function listenOnServer(url: string, channel: string, handlers: ChannelHandlers) {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = () => {
    const client = ownConnection(url);
    current = client;
    let failed = false;
    const fail = () => {
      if (failed) return;
      failed = true;
      handlers.lost();
      client.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(connect, LISTEN_RETRY_MS);
    };
    client.on('error', fail);
    client.on('end', fail);
    client.on('notification', (message) => handlers.notify(message.payload ?? ''));
    client
      .connect()
      .then(() => client.query(`listen ${pg.escapeIdentifier(channel)}`))
      .then(() => !failed && !stopped && handlers.ready(), fail);
  };
  connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}

const NOTIFY = 'select pg_notify($1, payload) from unnest($2::text[]) as payload';

/**
 * Notifications sent on a connection of their own: a pooled one may all be busy with the very
 * requests whose changes wait to be sent. A failed connection is replaced on the next send.
 */
function notifierOn(url: string) {
  let client: Promise<pg.Client> | undefined;
  const connect = () => {
    const next = ownConnection(url);
    const connected = next.connect().then(() => next);
    const forget = () => {
      if (client === connected) client = undefined;
      next.end().catch(() => undefined);
    };
    next.on('error', forget);
    connected.catch(forget);
    client = connected;
    return connected;
  };
  return {
    async notify(channel: string, payloads: readonly string[]) {
      const connected = client ?? connect();
      try {
        await (await connected).query(NOTIFY, [channel, payloads]);
      } catch (error) {
        if (client === connected) client = undefined;
        void connected.then((c) => c.end()).catch(() => undefined);
        throw error;
      }
    },
    async close() {
      const connected = client;
      client = undefined;
      await connected?.then((c) => c.end()).catch(() => undefined);
    },
  };
}

/**
 * Session settings of every pooled connection. JIT compilation is off: the app's largest reads
 * (a year's Job Breakdown, ~400,000 entries) spent 20–25 ms compiling for a 110–180 ms query,
 * and no query of the app runs long enough to earn it back (decision 0032).
 */
export const SESSION_OPTIONS = '-c jit=off';

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

const MIGRATION_LOCK_KEY = 7_402_113;

/** The Emscripten module PGlite runs in, as the file layer sees it. */
type PostgresMod = Parameters<NodeFS['init']>[1] & { NODEFS: unknown };

/** What PGlite's file layer (Emscripten's NODEFS) exposes for setting a file's mode. */
interface NodeFsInternals {
  doSetAttr?: (target: unknown, node: unknown, attr: { mode?: number }, ...rest: unknown[]) => void;
}

/**
 * The embedded database's folder on disk with private files. PGlite creates each file and then
 * sets the mode PostgreSQL asked for (0666) with chmod, which the umask does not limit: here that
 * chmod keeps the owner's bits only, so its files are 0600 and its folders 0700 (decision 0015).
 * Files left by an older version are fixed at start-up (`makeDataDirPrivate`).
 */
class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Partial<PostgresMod>) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const ownerOnly = (mod: PostgresMod) => {
      const nodefs = mod.NODEFS as unknown as NodeFsInternals;
      const setAttr = nodefs.doSetAttr;
      if (typeof setAttr !== 'function') return; // Another PGlite: the start-up walk still applies.
      nodefs.doSetAttr = (target, node, attr, ...rest) =>
        setAttr(
          target,
          node,
          attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~0o077 },
          ...rest,
        );
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [ownerOnly, ...(emscriptenOpts.preRun ?? [])] },
    };
  }
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; ignored with a database URL. */
  pgliteDir?: string;
  /** Connections of the PostgreSQL pool. */
  poolSize?: number;
  /** Open an existing PGlite instance (tests clone a migrated template). */
  pglite?: PGlite;
  /** Called when the database is open and again when the migrations are applied (start-up times). */
  onPhase?: (phase: 'database' | 'migrations') => void;
}

/** How often the embedded database's log is looked at, and how much of it calls for a checkpoint. */
const CHECKPOINT_EVERY_MS = 30_000;
const CHECKPOINT_AFTER_BYTES = 1024 * 1024;

/**
 * PGlite runs PostgreSQL as one process, without the background checkpointer: left alone, it
 * checkpoints only when it is closed or when the log reaches max_wal_size (1 GB), and a restart
 * after a crash replays everything written since (tens of seconds once a server has run for a
 * while). Here, every 30 s and on demand, a checkpoint follows whenever more than 1 MB of log was
 * written since the last one, which bounds that replay to a fraction of a second. It runs as a
 * transaction of its own, so that it never slips between the statements of a request's.
 */
function checkpointer(pglite: PGlite) {
  let running: Promise<void> | undefined;
  const run = () =>
    (running ??= pglite
      .transaction(async (tx) => {
        const { rows } = await tx.query<{ behind: string }>(
          'select (pg_current_wal_insert_lsn() - redo_lsn)::text as behind from pg_control_checkpoint()',
        );
        if (Number(rows[0]?.behind ?? 0) >= CHECKPOINT_AFTER_BYTES) await tx.query('checkpoint');
      })
      // A busy or closing database: the next round tries again.
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
      }));
  const timer = setInterval(() => void run(), CHECKPOINT_EVERY_MS);
  timer.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: SESSION_OPTIONS,
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
    options.onPhase?.('database');
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client
        .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
        .catch(() => undefined);
      client.release();
    }
    options.onPhase?.('migrations');
    const url = options.databaseUrl;
    const notifier = notifierOn(url);
    return {
      db,
      kind: 'postgres',
      listen: (channel, handlers) => listenOnServer(url, channel, handlers),
      notify: (channel, payloads) => notifier.notify(channel, payloads),
      close: async () => {
        await notifier.close();
        await pool.end();
      },
    };
  }
  let client = options.pglite;
  if (!client) {
    if (!options.pgliteDir) throw new Error('pgliteDir is required for the embedded database');
    fs.mkdirSync(options.pgliteDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    client = await PGlite.create({ fs: new PrivateNodeFS(options.pgliteDir) });
  }
  options.onPhase?.('database');
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  options.onPhase?.('migrations');
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const pglite = client;
  // Only a database on disk has a crash to recover from.
  const checkpoints = options.pglite ? undefined : checkpointer(pglite);
  return {
    db,
    kind: 'pglite',
    listen: (channel, handlers) => {
      // In this process: nothing can be missed once subscribed.
      const subscribed = pglite
        .listen(channel, (payload) => handlers.notify(payload))
        .then((unlisten) => {
          handlers.ready();
          return unlisten;
        });
      return async () => {
        const unlisten = await subscribed.catch(() => undefined);
        if (!pglite.closed) await unlisten?.();
      };
    },
    // One process owns the embedded database: there is no other instance to tell.
    notify: async () => undefined,
    checkpoint: async () => checkpoints?.run(),
    close: async () => {
      await checkpoints?.stop();
      await pglite.close();
    },
  };
}
