import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Tx } from './database';
import { queryRows } from './raw-query';

/** Role of tenant transactions: row-level security shows it one tenant's rows. */
export const APP_ROLE = 'sitehours_app';
/** Role of the platform context: its policies admit every tenant's rows. */
export const PLATFORM_ROLE = 'sitehours_platform';

export interface TenantScope {
  tenantId: string;
}

/** The context settings of a transaction: the tenant row-level security admits, and the role. */
function contextSettings(tenantId: string, role: string): string {
  return `select set_config('app.tenant_id', ${pg.escapeLiteral(tenantId)}, true), set_config('role', ${pg.escapeLiteral(role)}, true)`;
}

/**
 * With a listener for its committed changes (a server's `InvalidationBus`), a transaction leaves their
 * notification to it (migration 0011): without one (the CLI), the triggers notify as they go.
 */
const PUBLISH_AFTER_COMMIT = `, set_config('app.publish', 'after_commit', true)`;

/**
 * Runs `work` in a transaction under the application role with the tenant's id set, so that
 * row-level security shows and accepts only that tenant's rows whatever the queries ask for.
 */
export function withTenant<T>(
  db: Db,
  scope: TenantScope,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return inContext(db, contextSettings(scope.tenantId, APP_ROLE), work);
}

/**
 * Turns a `withTenant` transaction to another tenant: what follows sees and writes that tenant's
 * rows alone. For work that spans tenants in one commit (the entry save queue's groups).
 */
export async function enterTenant(tx: Tx, scope: TenantScope): Promise<void> {
  await tx.execute(sql`select set_config('app.tenant_id', ${scope.tenantId}, true)`);
}

/**
 * Widens a `withTenant` transaction to the platform context for what follows: for the rare write
 * that must change a platform row in the same commit as a tenant's (a member's address is their
 * person's). Only code that has already checked the tenant's right to the change calls it.
 */
export async function enterPlatform(tx: Tx): Promise<void> {
  await tx.execute(sql.raw(contextSettings('', PLATFORM_ROLE)));
}

/**
 * Runs `work` in the platform context: sign-in, token and operator calls that must look across
 * tenants. It runs under a role of its own, so only this explicit switch widens what is seen.
 */
export function withPlatform<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return inContext(db, contextSettings('', PLATFORM_ROLE), work);
}

/** What Drizzle keeps of a node-postgres database, to open a transaction on one of its connections. */
interface NodePgInternals {
  dialect: PgDialect;
  session: { client: unknown; schema: never; options: never };
}

/** What a committed transaction changed, as the triggers of migration 0011 gather it. */
const CHANGED_TAGS = `select current_setting('app.changed', true) as changed`;

type CommitListener = (tags: string[]) => void;
const commitListeners = new WeakMap<Db, CommitListener>();

/**
 * Hears the change tags of every transaction this process commits through `withTenant` and
 * `withPlatform` on the database, as soon as it commits (in-memory copies drop them). While one
 * listens, those transactions do not notify other instances themselves: the listener does.
 */
export function onCommittedChanges(db: Db, listener: CommitListener | undefined): void {
  if (listener) commitListeners.set(db, listener);
  else commitListeners.delete(db);
}

/** Passes on the change tags of a transaction that committed (see `onCommittedChanges`). */
export function reportCommittedChanges(db: Db, changed: unknown): void {
  if (typeof changed !== 'string' || changed.trim() === '') return;
  commitListeners.get(db)?.(changed.trim().split(' '));
}

type AfterCommit = (db: Db) => void;
const afterCommitWork = new WeakMap<Tx, AfterCommit[]>();

/**
 * Has `work` run once the `withTenant`/`withPlatform` transaction commits, with its database (not
 * at all if it rolls back): for what must see the commit and must not hold the transaction open,
 * such as sealing the ledger's pending events.
 */
export function afterCommit(tx: Tx, work: AfterCommit): void {
  const queued = afterCommitWork.get(tx);
  if (queued) queued.push(work);
  else afterCommitWork.set(tx, [work]);
}

function committed(db: Db, tx: Tx | undefined, changed: unknown): void {
  reportCommittedChanges(db, changed);
  if (!tx) return;
  for (const work of afterCommitWork.get(tx) ?? []) work(db);
}

async function inContext<T>(db: Db, context: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  const settings = commitListeners.has(db) ? context + PUBLISH_AFTER_COMMIT : context;
  const internals = db as unknown as NodePgInternals;
  if (internals.session.client instanceof pg.Pool) {
    const { result, changed, tx } = await pooledTransaction(
      internals,
      internals.session.client,
      settings,
      work,
    );
    committed(db, tx, changed);
    return result;
  }
  // The embedded database runs in this process: a round trip costs next to nothing.
  let changed: unknown;
  let used: Tx | undefined;
  const result = await db.transaction(async (tx) => {
    used = tx;
    await tx.execute(sql.raw(settings));
    const done = await work(tx);
    const [row] = await queryRows<{ changed: unknown }>(tx, sql.raw(CHANGED_TAGS));
    changed = row?.changed;
    return done;
  });
  committed(db, used, changed);
  return result;
}

/**
 * Drizzle's transaction on a pooled connection, with `BEGIN` and the context settings sent as one
 * message, and the changed tags read in the same message as `COMMIT`: every tenant call saves a
 * round trip to the server (the week fetch had five).
 */
async function pooledTransaction<T>(
  internals: NodePgInternals,
  pool: pg.Pool,
  settings: string,
  work: (tx: Tx) => Promise<T>,
): Promise<{ result: T; changed: unknown; tx: Tx }> {
  const { dialect, session } = internals;
  const client = await pool.connect();
  const tx = new NodePgTransaction(
    dialect,
    new NodePgSession(client, dialect, session.schema, session.options),
    session.schema,
  ) as unknown as Tx;
  let broken: Error | undefined;
  try {
    await client.query(`begin; ${settings}`);
    const result = await work(tx);
    const [changedTags] = (await client.query(
      `${CHANGED_TAGS}; commit`,
    )) as unknown as pg.QueryResult<{ changed: unknown }>[];
    return { result, changed: changedTags?.rows[0]?.changed, tx };
  } catch (err) {
    await client.query('rollback').catch((e: unknown) => {
      broken = e instanceof Error ? e : new Error(String(e));
    });
    throw err;
  } finally {
    // A connection that could not roll back is closed rather than handed to the next request.
    client.release(broken);
  }
}
