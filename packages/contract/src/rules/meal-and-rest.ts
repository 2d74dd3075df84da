import { decimalToCents } from './payroll';

/**
 * California meal and rest periods for a workday recorded as punches (Labor Code 512 and 226.7,
 * IWC Wage Order 16, sections 10 and 11, which covers construction; Brinker Restaurant v. Superior
 * Court, 2012, for the timing of meals). Minutes are counted from any fixed point of the workday
 * (its first clock-in, or midnight); a workday may run past midnight.
 */

/** Minutes of work after which a meal period is due, and before whose end it must begin. */
export const FIRST_MEAL_AFTER_MINUTES = 5 * 60;
export const SECOND_MEAL_AFTER_MINUTES = 10 * 60;
/** A meal period is at least 30 minutes off duty (Labor Code 512(a)). */
export const MEAL_MINUTES = 30;
/** The first meal may be waived by mutual consent when the day is no more than 6 hours. */
export const FIRST_MEAL_WAIVER_LIMIT_MINUTES = 6 * 60;
/** The second, when the day is no more than 12 hours and the first was not waived. */
export const SECOND_MEAL_WAIVER_LIMIT_MINUTES = 12 * 60;
/** No rest period is due for a day of less than 3.5 hours (Wage Order 16, section 11(A)). */
export const REST_FROM_MINUTES = 3.5 * 60;

/** A stretch of a workday: on the clock, or off duty for a meal. */
export interface DayPeriod {
  kind: 'work' | 'meal';
  /** Minutes from the workday's fixed point; `end` after `start`. */
  start: number;
  end: number;
}

export interface WorkdayInput {
  periods: readonly DayPeriod[];
  /** Meals the worker waived by written mutual consent (void where the day is too long). */
  waived?: { firstMeal?: boolean; secondMeal?: boolean };
  /**
   * The worker's answer at clock-out to "Were you given your rest breaks?": null when not asked
   * or not answered.
   */
  restBreaksGiven: boolean | null;
  /**
   * Construction work under a collective bargaining agreement that meets Labor Code 512(e):
   * the meal-period rules of section 512 do not apply. Rest periods still do.
   */
  mealRulesExempt?: boolean;
}

export type MealOutcome = 'ok' | 'waived' | 'missed' | 'short' | 'late';

export interface MealJudgement {
  /** 1 or 2: which meal period of the day. */
  meal: 1 | 2;
  outcome: MealOutcome;
  /** Minutes worked when the meal began (absent when missed). */
  startedAfterMinutes?: number;
  /** Its length in minutes (absent when missed). */
  minutes?: number;
}

export type RestOutcome = 'not_due' | 'given' | 'not_given' | 'not_answered';

export interface WorkdayJudgement {
  workedMinutes: number;
  meals: MealJudgement[];
  restPeriodsDue: number;
  rest: RestOutcome;
  /**
   * Hours of premium pay owed for the day: one for meal periods and one for rest periods at
   * most, however many of each were missed (Labor Code 226.7(c)).
   */
  mealPremiumHours: 0 | 1;
  restPremiumHours: 0 | 1;
}

/** Rest periods due for a day's work: ten minutes per four hours or major fraction thereof. */
export function restPeriodsDue(workedMinutes: number): number {
  if (workedMinutes < REST_FROM_MINUTES) return 0;
  // 3.5 to 6 hours: one; more than 6 up to 10: two; more than 10 up to 14: three; ...
  return Math.ceil((workedMinutes - 120) / 240);
}

/** Minutes worked before each meal break, and the breaks in the order taken. */
function mealBreaks(periods: readonly DayPeriod[]) {
  const sorted = [...periods].sort((a, b) => a.start - b.start);
  const breaks: { startedAfterMinutes: number; minutes: number }[] = [];
  let worked = 0;
  for (const p of sorted) {
    if (p.kind === 'work') worked += p.end - p.start;
    else breaks.push({ startedAfterMinutes: worked, minutes: p.end - p.start });
  }
  return { worked, breaks };
}

/**
 * A meal due before `deadline` minutes of work, from the breaks not yet counted: a break of 30
 * minutes or more begun by then is the meal; otherwise a shorter break begun by then makes it
 * short, a full break begun later makes it late, and no break makes it missed.
 */
function judgeMeal(
  meal: 1 | 2,
  deadline: number,
  breaks: { startedAfterMinutes: number; minutes: number }[],
): { judgement: MealJudgement; used: number } {
  const onTime = breaks.findIndex(
    (b) => b.minutes >= MEAL_MINUTES && b.startedAfterMinutes <= deadline,
  );
  if (onTime >= 0) return { judgement: { meal, outcome: 'ok', ...breaks[onTime] }, used: onTime };
  const short = breaks.findIndex((b) => b.startedAfterMinutes <= deadline);
  if (short >= 0) return { judgement: { meal, outcome: 'short', ...breaks[short] }, used: short };
  const late = breaks.findIndex((b) => b.minutes >= MEAL_MINUTES);
  if (late >= 0) return { judgement: { meal, outcome: 'late', ...breaks[late] }, used: late };
  return { judgement: { meal, outcome: 'missed' }, used: -1 };
}

/** Judges one workday's meal and rest periods, and the premium hours they owe. */
export function judgeWorkday(input: WorkdayInput): WorkdayJudgement {
  const { worked, breaks } = mealBreaks(input.periods);
  const remaining = [...breaks];
  const meals: MealJudgement[] = [];
  if (!input.mealRulesExempt) {
    const firstWaived =
      Boolean(input.waived?.firstMeal) && worked <= FIRST_MEAL_WAIVER_LIMIT_MINUTES;
    if (worked > FIRST_MEAL_AFTER_MINUTES) {
      if (firstWaived) meals.push({ meal: 1, outcome: 'waived' });
      else {
        const first = judgeMeal(1, FIRST_MEAL_AFTER_MINUTES, remaining);
        meals.push(first.judgement);
        if (first.used >= 0) remaining.splice(first.used, 1);
      }
    }
    if (worked > SECOND_MEAL_AFTER_MINUTES) {
      const secondWaived =
        Boolean(input.waived?.secondMeal) &&
        worked <= SECOND_MEAL_WAIVER_LIMIT_MINUTES &&
        !firstWaived;
      meals.push(
        secondWaived
          ? { meal: 2, outcome: 'waived' }
          : judgeMeal(2, SECOND_MEAL_AFTER_MINUTES, remaining).judgement,
      );
    }
  }
  const due = restPeriodsDue(worked);
  const rest: RestOutcome =
    due === 0
      ? 'not_due'
      : input.restBreaksGiven === null
        ? 'not_answered'
        : input.restBreaksGiven
          ? 'given'
          : 'not_given';
  return {
    workedMinutes: worked,
    meals,
    restPeriodsDue: due,
    rest,
    mealPremiumHours: meals.some((m) => m.outcome !== 'ok' && m.outcome !== 'waived') ? 1 : 0,
    restPremiumHours: rest === 'not_given' ? 1 : 0,
  };
}

/** Minutes worked at one rate in a workweek. */
export interface RatedMinutes {
  minutes: number;
  /** The hourly rate, an exact decimal ("28.75"). */
  rate: string | number;
}

/**
 * The regular rate of pay for a workweek, in exact cents per hour as a fraction: the week's
 * straight-time pay for work divided by the hours worked, so several rates are weighted by
 * their hours (Ferra v. Loews Hollywood Hotel, 2021, for meal and rest premiums).
 */
function weekPayAndMinutes(week: readonly RatedMinutes[]) {
  let payCentMinutes = 0n;
  let minutes = 0n;
  for (const w of week) {
    payCentMinutes += decimalToCents(w.rate) * BigInt(w.minutes);
    minutes += BigInt(w.minutes);
  }
  return { payCentMinutes, minutes };
}

/** The week's regular rate, to the cent (rounded half up), for display. */
export function regularRateCents(week: readonly RatedMinutes[]): bigint {
  return premiumPayCents(week, 1);
}

/**
 * Premium pay for `hours` premium hours at the workweek's regular rate, rounded once to the cent
 * (half up). Premium hours are pay, not hours worked: they never count toward overtime.
 */
export function premiumPayCents(week: readonly RatedMinutes[], hours: number): bigint {
  const { payCentMinutes, minutes } = weekPayAndMinutes(week);
  if (minutes === 0n || hours === 0) return 0n;
  const numerator = payCentMinutes * BigInt(hours);
  const q = numerator / minutes;
  return (numerator % minutes) * 2n >= minutes ? q + 1n : q;
}
