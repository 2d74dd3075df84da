import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { WcBandChangeDates } from '@sitehours/contract';
import type { Queryable } from '../../db/database';
import { wcBandChanges } from '../../db/schema';
import type { CompanyScope } from '../../platform/principal';

/**
 * The threshold changes applied to the work types with a date after `day`, per work type in the
 * order they were made (as `bandsInForce` and `codesInForce` read them): what a WC code's stored
 * bands must be taken back through for a day before them (decision 0027). One read for every
 * path that codes an entry by its day: the entry saves (`readFacts`) and the form's early hint.
 */
export async function bandChangesAfter(
  q: Queryable,
  scope: CompanyScope,
  workTypeIds: readonly string[],
  day: string,
): Promise<Map<string, WcBandChangeDates[]>> {
  const changes = new Map<string, WcBandChangeDates[]>();
  if (workTypeIds.length === 0) return changes;
  const rows = await q
    .select({
      workTypeId: wcBandChanges.workTypeId,
      effectiveFrom: wcBandChanges.effectiveFrom,
      bands: wcBandChanges.bands,
    })
    .from(wcBandChanges)
    .where(
      and(
        eq(wcBandChanges.tenantId, scope.tenantId),
        eq(wcBandChanges.companyId, scope.companyId),
        inArray(wcBandChanges.workTypeId, [...workTypeIds]),
        isNotNull(wcBandChanges.appliedAt),
        gt(wcBandChanges.effectiveFrom, day),
      ),
    )
    .orderBy(asc(wcBandChanges.createdAt), asc(wcBandChanges.id));
  for (const row of rows)
    changes.set(row.workTypeId, [
      ...(changes.get(row.workTypeId) ?? []),
      {
        effectiveFrom: row.effectiveFrom,
        // Stored with the bands each replaced (`WcBandChangeBand`), which the column's type omits.
        bands: row.bands as unknown as WcBandChangeDates['bands'],
      },
    ]);
  return changes;
}
