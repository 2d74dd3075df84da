import { and, eq } from 'drizzle-orm';
import { withTenant } from '../../db/scoped';
import { companies } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { notFound } from '../../platform/errors';
import { companyScopeOf, type Principal } from '../../platform/principal';
import { toCompanySummary } from './company.mapper';

/** Branding data of the caller's own company; any other id is simply not found. */
export async function getCompanyBranding(
  ctx: AppContext,
  principal: Principal | undefined,
  id: string,
) {
  const scope = companyScopeOf(principal);
  if (id !== scope.companyId) throw notFound('companyNotFound');
  const [company] = await withTenant(ctx.db, scope, (tx) =>
    tx
      .select()
      .from(companies)
      .where(and(eq(companies.id, id), eq(companies.tenantId, scope.tenantId))),
  );
  if (!company) throw notFound('companyNotFound');
  return toCompanySummary(company);
}
