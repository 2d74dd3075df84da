import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Tx } from './database';

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

function inContext<T>(db: Db, settings: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  const internals = db as unknown as NodePgInternals;
  if (internals.session.client instanceof pg.Pool) {
    return pooledTransaction(internals, internals.session.client, settings, work);
  }
  // The embedded database runs in this process: a round trip costs next to nothing.
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(settings));
    return work(tx);
  });
}

/**
 * Drizzle's transaction on a pooled connection, with `BEGIN` and the context settings sent as one
 * message: every tenant call saves a round trip to the server (the week fetch had five).
 */
async function pooledTransaction<T>(
  internals: NodePgInternals,
  pool: pg.Pool,
  settings: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
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
    await client.query('commit');
    return result;
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
