import { sql } from 'drizzle-orm';
import type { Db, Tx } from './database';

/** Role of tenant transactions: row-level security shows it one tenant's rows. */
export const APP_ROLE = 'sitehours_app';
/** Role of the platform context: its policies admit every tenant's rows. */
export const PLATFORM_ROLE = 'sitehours_platform';

export interface TenantScope {
  tenantId: string;
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
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.tenant_id', ${scope.tenantId}, true), set_config('role', ${APP_ROLE}, true)`,
    );
    return work(tx);
  });
}

/**
 * Runs `work` in the platform context: sign-in, token and operator calls that must look across
 * tenants. It runs under a role of its own, so only this explicit switch widens what is seen.
 */
export function withPlatform<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.tenant_id', '', true), set_config('role', ${PLATFORM_ROLE}, true)`,
    );
    return work(tx);
  });
}
