import { and, asc, eq, gte, sql } from 'drizzle-orm';
import {
  addDays,
  payPeriodOf,
  type PayPeriodRange,
  type PayPeriodSetting,
} from '@sitehours/contract';
import type { Queryable } from '../../db/database';
import { companies, payPeriods } from '../../db/schema';
import type { CompanyScope } from '../../platform/principal';

/** The company's pay period setting. */
export async function payPeriodSettingOf(
  q: Queryable,
  scope: CompanyScope,
): Promise<PayPeriodSetting> {
  const [row] = await q
    .select({ frequency: companies.payFrequency, anchor: companies.payPeriodAnchor })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  return { frequency: row?.frequency ?? 'weekly', anchor: row?.anchor ?? '2024-01-01' };
}

/** The company's closed periods that end on or after a day, oldest first. */
export function closedPeriodsFrom(
  q: Queryable,
  scope: CompanyScope,
  from: string,
): Promise<PayPeriodRange[]> {
  return q
    .select({ startDate: payPeriods.startDate, endDate: payPeriods.endDate })
    .from(payPeriods)
    .where(
      and(
        eq(payPeriods.tenantId, scope.tenantId),
        eq(payPeriods.companyId, scope.companyId),
        eq(payPeriods.status, 'closed'),
        gte(payPeriods.endDate, from),
      ),
    )
    .orderBy(asc(payPeriods.startDate));
}

/** Whether a day lies in a closed period of the company. */
export async function isDayClosed(q: Queryable, scope: CompanyScope, day: string) {
  const [row] = await q
    .select({ one: sql<number>`1` })
    .from(payPeriods)
    .where(
      and(
        eq(payPeriods.tenantId, scope.tenantId),
        eq(payPeriods.companyId, scope.companyId),
        eq(payPeriods.status, 'closed'),
        sql`${payPeriods.startDate} <= ${day}`,
        gte(payPeriods.endDate, day),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The first day of the first open period after the one `day` belongs to: where an adjustment of
 * an entry of that day is dated. `closed` holds the closed periods ending on or after `day`.
 */
export function nextOpenStart(
  day: string,
  setting: PayPeriodSetting,
  closed: readonly PayPeriodRange[],
): string {
  let candidate = addDays(payPeriodOf(day, setting).endDate, 1);
  for (;;) {
    const covering = closed.find((c) => c.startDate <= candidate && c.endDate >= candidate);
    if (!covering) return candidate;
    const after = addDays(covering.endDate, 1);
    const start = payPeriodOf(after, setting).startDate;
    // A period closed under an earlier setting may end inside one of today's periods: the open
    // part after it is where the adjustment goes.
    candidate = start > covering.endDate ? start : after;
  }
}
