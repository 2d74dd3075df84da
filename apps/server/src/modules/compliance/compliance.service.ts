import { sql } from 'drizzle-orm';
import {
  formatCents,
  type ComplianceException,
  type ComplianceExceptionsResponse,
  type MealRestRule,
} from '@sitehours/contract';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import type { AppContext } from '../../platform/app-context';
import type { CompanyScope } from '../../platform/principal';
import { premiumsOf } from './premiums';
import { openStretches, readWorkdays, type Workday } from './workdays';
import { readTenant } from '../../platform/replica-reads';
import type { DateRange } from '@sitehours/contract';

export async function mealRestRuleOf(tx: Tx, scope: CompanyScope): Promise<MealRestRule> {
  const [row] = await queryRows<{ meal_rest_rule: MealRestRule }>(
    tx,
    sql`select meal_rest_rule from companies where id = ${scope.companyId}`,
  );
  return row?.meal_rest_rule ?? 'none';
}

const blank = {
  meal: null,
  minutes: null,
  startedAfterMinutes: null,
  count: null,
  since: null,
  problem: null,
  workedMinutes: null,
  premiumHours: 0,
} satisfies Partial<ComplianceException>;

/** The exceptions of one workday, in a fixed order: meals, rest, then the punches. */
export function exceptionsOf(day: Workday): ComplianceException[] {
  const who = {
    userId: day.userId,
    workerName: day.workerName,
    date: day.date,
    workedMinutes: day.workedMinutes,
  };
  const out: ComplianceException[] = [];
  const j = day.judgement;
  if (j) {
    for (const m of j.meals) {
      if (m.outcome === 'ok' || m.outcome === 'waived') continue;
      out.push({
        ...blank,
        ...who,
        kind: `meal_${m.outcome}`,
        meal: m.meal,
        minutes: m.minutes ?? null,
        startedAfterMinutes: m.startedAfterMinutes ?? null,
        premiumHours: j.mealPremiumHours,
      });
    }
    if (j.rest === 'not_given')
      out.push({ ...blank, ...who, kind: 'rest_not_given', premiumHours: j.restPremiumHours });
    if (j.rest === 'not_answered') out.push({ ...blank, ...who, kind: 'rest_not_answered' });
  }
  if (day.outsideRadiusPunches)
    out.push({ ...blank, ...who, kind: 'outside_radius', count: day.outsideRadiusPunches });
  if (day.clockSkewPunches)
    out.push({ ...blank, ...who, kind: 'clock_skew', count: day.clockSkewPunches });
  for (const problem of day.problems)
    out.push({ ...blank, ...who, kind: 'entry_refused', problem });
  return out;
}

/**
 * The weekly exceptions list for admins: missed, short and late meals, rest breaks not given or
 * not attested, punches outside a site's radius or from a device clock that is off, stretches
 * the entry rules refused, and punches left running. With the premiums they owe.
 */
export async function complianceExceptions(
  ctx: AppContext,
  scope: CompanyScope,
  range: DateRange,
): Promise<ComplianceExceptionsResponse> {
  return readTenant(ctx, scope, async (tx) => {
    const rule = await mealRestRuleOf(tx, scope);
    const days = await readWorkdays(tx, scope, range, rule);
    const open = await openStretches(tx, scope);
    const exceptions = days.flatMap(exceptionsOf);
    for (const o of open)
      exceptions.push({
        ...blank,
        userId: o.userId,
        workerName: o.workerName,
        date: o.date,
        kind: 'open_punch',
        since: o.since.toISOString(),
      });
    return {
      rule,
      dateRange: range,
      exceptions,
      premiums: [...premiumsOf(days).values()].map(({ premiumCents, ...p }) => ({
        ...p,
        premiumPay: formatCents(premiumCents),
      })),
    };
  });
}
