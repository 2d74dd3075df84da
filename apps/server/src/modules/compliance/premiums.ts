import type { MealRestRule } from '@sitehours/contract';
import type { Tx } from '../../db/database';
import type { CompanyScope } from '../../platform/principal';
import { readWorkdays, type Workday } from './workdays';
import type { DateRange } from '@sitehours/contract';

/** A worker's meal and rest premiums over a range: hours owed and their pay, in exact cents. */
export interface WorkerPremiums {
  userId: string;
  workerName: string;
  mealPremiumHours: number;
  restPremiumHours: number;
  premiumCents: bigint;
}

/**
 * The premiums owed by judged workdays, per worker who is owed any (one meal and one rest premium
 * hour a day at most, each at its week's regular rate), in the order of the days.
 */
export function premiumsOf(days: readonly Workday[]): Map<string, WorkerPremiums> {
  const out = new Map<string, WorkerPremiums>();
  for (const day of days) {
    const meal = day.judgement?.mealPremiumHours ?? 0;
    const rest = day.judgement?.restPremiumHours ?? 0;
    if (meal + rest === 0) continue;
    const sum = out.get(day.userId) ?? {
      userId: day.userId,
      workerName: day.workerName,
      mealPremiumHours: 0,
      restPremiumHours: 0,
      premiumCents: 0n,
    };
    sum.mealPremiumHours += meal;
    sum.restPremiumHours += rest;
    sum.premiumCents += day.mealPremiumCents + day.restPremiumCents;
    out.set(day.userId, sum);
  }
  return out;
}

/**
 * The meal and rest premiums of every worker owed any in the range. Empty where the company
 * applies no meal and rest rule. Read inside the caller's tenant transaction.
 */
export async function premiumsByWorker(
  tx: Tx,
  scope: CompanyScope,
  range: DateRange,
  rule: MealRestRule,
): Promise<Map<string, WorkerPremiums>> {
  if (rule === 'none') return new Map();
  return premiumsOf(await readWorkdays(tx, scope, range, rule));
}
