import { and, asc, eq } from 'drizzle-orm';
import { withTenant } from '../../db/scoped';
import { ptoTypes } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import type { CompanyScope } from '../../platform/principal';

/** The company's active 'Other' (PTO) types. */
export async function listPtoTypes(ctx: AppContext, scope: CompanyScope) {
  const rows = await withTenant(ctx.db, scope, (tx) =>
    tx
      .select()
      .from(ptoTypes)
      .where(and(eq(ptoTypes.companyId, scope.companyId), eq(ptoTypes.isActive, true)))
      .orderBy(asc(ptoTypes.name)),
  );
  return rows.map((p) => ({
    pto_type_id: p.id,
    ptoTypeId: p.id,
    id: p.id,
    name: p.name,
    isActive: p.isActive,
    is_active: p.isActive,
  }));
}
