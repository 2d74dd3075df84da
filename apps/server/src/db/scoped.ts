import { sql } from 'drizzle-orm';
import type { Db, Tx } from './database';

export const APP_ROLE = 'sitehours_app';

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
      sql`select set_config('app.tenant_id', ${scope.tenantId}, true), set_config('app.platform', 'off', true), set_config('role', ${APP_ROLE}, true)`,
    );
    return work(tx);
  });
}

/**
 * Runs `work` in the platform context: sign-in, token and operator calls that must look across
 * tenants. Still under the application role; only this explicit switch widens what it sees.
 */
export function withPlatform<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.tenant_id', '', true), set_config('app.platform', 'on', true), set_config('role', ${APP_ROLE}, true)`,
    );
    return work(tx);
  });
}
