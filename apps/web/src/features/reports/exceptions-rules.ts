import { formatClockDuration, timeInZone } from '@sitehours/contract/rules';
import type {
  ComplianceException,
  ComplianceExceptionsResponse,
} from '@sitehours/contract/schemas';

/**
 * Pure rules of the Exceptions tab (decision 0024): what each exception of a punched workday
 * says, the exceptions grouped per worker and day, and the premium hours each day owes.
 */

export type ExceptionKey =
  | 'exceptions.kind.mealMissed'
  | 'exceptions.kind.meal2Missed'
  | 'exceptions.kind.mealLate'
  | 'exceptions.kind.meal2Late'
  | 'exceptions.kind.mealShort'
  | 'exceptions.kind.meal2Short'
  | 'exceptions.kind.restNotGiven'
  | 'exceptions.kind.restNotAnswered'
  | 'exceptions.kind.outsideRadius'
  | 'exceptions.kind.clockSkew'
  | 'exceptions.kind.entryRefused'
  | 'exceptions.kind.openPunch';

/** The words of one exception: a key of the reports catalogue and its values. */
export interface ExceptionText {
  key: ExceptionKey;
  values: Record<string, string | number>;
  /** For a stretch the entry rules refused: the rule's message code, translated by the screen. */
  problem?: string;
}

/** The week day and time an open punch began, in the company's zone ("Mon", "07:02"). */
function sinceParts(since: string, timeZone: string, locale: string) {
  const instant = new Date(since);
  if (Number.isNaN(instant.getTime())) return { time: since, weekday: '' };
  let weekday = '';
  try {
    weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone }).format(instant);
  } catch {
    weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(instant);
  }
  let time: string;
  try {
    time = timeInZone(instant, timeZone);
  } catch {
    time = timeInZone(instant, 'UTC');
  }
  return { time: time.replace(/^0(\d)/, '$1'), weekday };
}

/** What an exception says, e.g. "Meal missed (worked 8:30 with no meal)". */
export function exceptionText(
  e: ComplianceException,
  options: { timeZone: string; locale: string },
): ExceptionText {
  const second = e.meal === 2;
  switch (e.kind) {
    case 'meal_missed':
      return {
        key: second ? 'exceptions.kind.meal2Missed' : 'exceptions.kind.mealMissed',
        values: { worked: formatClockDuration(e.workedMinutes ?? 0) },
      };
    case 'meal_late':
      return {
        key: second ? 'exceptions.kind.meal2Late' : 'exceptions.kind.mealLate',
        values: { after: formatClockDuration(e.startedAfterMinutes ?? 0) },
      };
    case 'meal_short':
      return {
        key: second ? 'exceptions.kind.meal2Short' : 'exceptions.kind.mealShort',
        values: { minutes: e.minutes ?? 0 },
      };
    case 'rest_not_given':
      return { key: 'exceptions.kind.restNotGiven', values: {} };
    case 'rest_not_answered':
      return { key: 'exceptions.kind.restNotAnswered', values: {} };
    case 'outside_radius':
      return { key: 'exceptions.kind.outsideRadius', values: { count: e.count ?? 1 } };
    case 'clock_skew':
      return { key: 'exceptions.kind.clockSkew', values: { count: e.count ?? 1 } };
    case 'entry_refused':
      return {
        key: 'exceptions.kind.entryRefused',
        values: {},
        ...(e.problem ? { problem: e.problem } : {}),
      };
    case 'open_punch':
      return {
        key: 'exceptions.kind.openPunch',
        values: sinceParts(e.since ?? '', options.timeZone, options.locale),
      };
  }
}

export interface ExceptionDay {
  date: string;
  exceptions: ComplianceException[];
  /** Premium hours the day owes: one for meals and one for rest at most (Labor Code 226.7). */
  premiumHours: number;
}

export interface ExceptionWorker {
  userId: string;
  workerName: string;
  days: ExceptionDay[];
}

const MEAL_KINDS = new Set(['meal_missed', 'meal_short', 'meal_late']);

/** Premium hours of one day's exceptions: each meal exception repeats the day's meal hour. */
export function dayPremiumHours(exceptions: readonly ComplianceException[]): number {
  let meal = 0;
  let rest = 0;
  for (const e of exceptions) {
    if (MEAL_KINDS.has(e.kind)) meal = Math.max(meal, e.premiumHours);
    else if (e.kind === 'rest_not_given') rest = Math.max(rest, e.premiumHours);
  }
  return meal + rest;
}

/** The exceptions per worker (by name) and day (in date order), each day with its premium. */
export function groupExceptions(exceptions: readonly ComplianceException[]): ExceptionWorker[] {
  const workers = new Map<
    string,
    { workerName: string; days: Map<string, ComplianceException[]> }
  >();
  for (const e of exceptions) {
    let worker = workers.get(e.userId);
    if (!worker) workers.set(e.userId, (worker = { workerName: e.workerName, days: new Map() }));
    worker.days.set(e.date, [...(worker.days.get(e.date) ?? []), e]);
  }
  return [...workers.entries()]
    .map(([userId, w]) => ({
      userId,
      workerName: w.workerName,
      days: [...w.days.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, list]) => ({ date, exceptions: list, premiumHours: dayPremiumHours(list) })),
    }))
    .sort((a, b) => a.workerName.localeCompare(b.workerName) || a.userId.localeCompare(b.userId));
}

/** The premiums owed in the range, per worker, with a total row's sums (pay to the cent). */
export function premiumTotals(premiums: ComplianceExceptionsResponse['premiums']) {
  let meal = 0;
  let rest = 0;
  let cents = 0;
  for (const p of premiums) {
    meal += p.mealPremiumHours;
    rest += p.restPremiumHours;
    cents += Math.round(Number(p.premiumPay) * 100);
  }
  return {
    rows: [...premiums].sort((a, b) => a.workerName.localeCompare(b.workerName)),
    total: { mealPremiumHours: meal, restPremiumHours: rest, premiumPay: (cents / 100).toFixed(2) },
  };
}
