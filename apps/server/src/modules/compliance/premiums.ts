import type { MealRestRule } from '@sitehours/contract';
import type { Tx } from '../../db/database';
import type { CompanyScope } from '../../platform/principal';
import { readWorkdays, type DateRange } from './workdays';

/** A worker's meal and rest premiums over a range: hours owed and their pay, in exact cents. */
export interface WorkerPremiums {
  mealPremiumHours: number;
  restPremiumHours: number;
  premiumCents: bigint;
}

/**
 * The meal and rest premiums of every worker with punched workdays in the range, summed from the
 * judged workdays (one meal and one rest premium hour a day at most, each at its week's regular
 * rate). Empty where the company applies no meal and rest rule. Read inside the caller's tenant
 * transaction.
 */
export async function premiumsByWorker(
  tx: Tx,
  scope: CompanyScope,
  range: DateRange,
  rule: MealRestRule,
): Promise<Map<string, WorkerPremiums>> {
  const out = new Map<string, WorkerPremiums>();
  if (rule === 'none') return out;
  for (const day of await readWorkdays(tx, scope, range, rule)) {
    const sum = out.get(day.userId) ?? {
      mealPremiumHours: 0,
      restPremiumHours: 0,
      premiumCents: 0n,
    };
    sum.mealPremiumHours += day.judgement?.mealPremiumHours ?? 0;
    sum.restPremiumHours += day.judgement?.restPremiumHours ?? 0;
    sum.premiumCents += day.mealPremiumCents + day.restPremiumCents;
    out.set(day.userId, sum);
  }
  return out;
}
