import { DAY_HOURS_MAX } from './hours';
import { isEntryDate, PLAIN_DECIMAL_PATTERN } from './numbers-and-ranges';
import { addDays } from './pay-periods';
import { decimalToCents, decimalUnits } from './payroll';

/**
 * Certified payroll on public works (Davis-Bacon and Related Acts, form WH-347): the figures of
 * one worker's workweek on one prevailing-wage project, per classification of the wage
 * determination, from the hours and rates it is given.
 *
 * What the rules rest on:
 * - 29 CFR 5.5(a)(1): each laborer and mechanic is paid, for all hours worked, at least the
 *   determination's basic hourly rate plus its fringe benefits. The fringe can go to bona fide
 *   plans, funds or programs, or be paid to the worker in cash ("cash in lieu of fringes"). Basic
 *   rate and fringe can make up for each other, as long as their sum is met.
 * - 29 CFR 5.5(a)(3): the payroll records and the weekly certified payroll show each worker's
 *   name and an individual identifying number, the classification, the hourly rates, daily and
 *   weekly hours, and wages paid. Since the 2008 privacy rule (73 FR 77504) the number is, "in
 *   virtually all cases", the last four digits of the Social Security number, never the full one.
 * - Contract Work Hours and Safety Standards Act, 40 U.S.C. 3702(a): at least one and one-half
 *   times the basic rate of pay for all hours worked over 40 in the workweek. CWHSSA's daily
 *   overtime was repealed in 1986.
 * - 29 CFR 5.32: the fringe (plan contributions and the cash paid in lieu) is left out of the
 *   overtime base, but that base is never below the determination's basic hourly rate. The fringe
 *   itself is owed at straight time for every hour, overtime hours included (Holloway
 *   Construction v. Wage Appeals Board, 825 F.2d 1072, 6th Cir. 1987).
 * - A worker in several classifications (or on other work at other rates) in the week: the
 *   regular rate is the weighted average of the rates, the week's straight-time earnings
 *   (statutory exclusions such as the fringe left out: 29 CFR 778.215, 5.32) divided by all its
 *   hours, and each overtime hour earns half of it on top of its straight time (29 CFR 778.115;
 *   DOL Field Operations Handbook 15k01, "Basic rate of pay", for CWHSSA on DBRA work). Paying
 *   overtime at the rate of the classification worked in the overtime hours is the exception,
 *   allowed only by an agreement or understanding made before the work (FLSA 7(g)(2), 29 CFR
 *   778.419; FOH 15k01 again): `overtimeRate: 'classificationWorked'`.
 * - WH-347 instructions (DOL Wage and Hour Division): column 4 shows each day's hours as
 *   straight time (S) and overtime (O), hours over 40 in the week being overtime; column 6 the
 *   hourly rate paid for S and for O, with cash paid in lieu of fringes added ("$12.25/.40");
 *   column 7 the gross earned on this project and, when the worker also did other work that
 *   week, the gross for all work ("$163.00/$420.00"). One row per classification worked.
 * - DOL Prevailing Wage Resource Book, "CWHSSA / Overtime pay on government contracts" and its
 *   examples (the electrician working 44 hours at $22.00 + $5.00): the golden tests replay them.
 */

/** A decimal as stored ("7.50") or typed (7.5): a plain decimal, never an exponent. */
export type DecimalInput = string | number;

/** Overtime starts after this many hours in the workweek (40 U.S.C. 3702(a)). */
export const CERTIFIED_PAYROLL_WEEKLY_HOURS = 40;

/** How a classification's fringe benefits are paid. */
export type FringePaidAs = 'plan' | 'cash';

/**
 * A classification the worker worked in this week: the wage determination's rates for it and
 * what the company actually pays. One WH-347 row per id (a determination changing its rates
 * within a week comes as two classifications with their own ids).
 */
export interface ClassificationPay {
  id: string;
  /** As the wage determination names it (WH-347 column 3), e.g. "Electrician". */
  name: string;
  /** The determination's basic hourly rate, e.g. "22.00" (at most three decimal places). */
  baseRate: DecimalInput;
  /** The determination's fringe benefits per hour, e.g. "5.00". */
  fringeRate: DecimalInput;
  /** To bona fide plans, funds or programs, or in cash on the check (cash in lieu of fringes). */
  fringePaidAs: FringePaidAs;
  /** The basic hourly rate actually paid; the determination's when not given. */
  baseRatePaid?: DecimalInput;
  /** The fringe per hour actually paid (to plans or in cash); the determination's when not given. */
  fringeRatePaid?: DecimalInput;
}

/** Hours on this project in one classification: one line of a time entry. */
export interface ProjectHours {
  classificationId: string;
  hours: DecimalInput;
}

/** One day of the worker's week. */
export interface CertifiedPayrollDay {
  /** yyyy-MM-dd, within the week. A date given twice is read in the order given. */
  date: string;
  /** Hours on this project that day, in the order they were worked. */
  lines: readonly ProjectHours[];
  /**
   * Hours that day on any other work for the company (another project, the shop, private
   * work): they count toward the 40 but appear on no row of this payroll.
   */
  otherWorkHours?: DecimalInput;
}

export interface CertifiedPayrollInput {
  /** The first day of the company's workweek (any weekday), yyyy-MM-dd. */
  weekStart: string;
  worker: {
    name: string;
    /** The full number as kept in the company's records: only its last four are ever shown. */
    identifyingNumber: string;
  };
  classifications: readonly ClassificationPay[];
  days: readonly CertifiedPayrollDay[];
  /** Gross paid this week for the other work (all of it: straight time and any overtime). */
  otherWorkGross?: DecimalInput;
  /**
   * What the other work's hours earned this week at their basic rates: straight time only, no
   * overtime premium, no fringe (neither plan contributions nor cash in lieu: 29 CFR 5.32 and
   * 778.215), e.g. 30 hours at $15.00 are "450.00". It enters the weighted-average regular rate
   * (29 CFR 778.115), so it is required when that rate is used, the week has other work, and this
   * project has overtime hours.
   */
  otherWorkStraightTimeEarnings?: DecimalInput;
}

/**
 * How an overtime hour's premium is found when the week's hours are paid at more than one rate:
 * - `weightedAverage` (the default, and the rule: 29 CFR 778.115, FOH 15k01): half the week's
 *   regular rate, the straight-time earnings of all work divided by all hours;
 * - `classificationWorked`: half the rate of the classification worked in that hour (FLSA
 *   7(g)(2), 29 CFR 778.419): only when the worker agreed to it before the work.
 * With one rate all week both give the same figures.
 */
export type OvertimeRateMethod = 'weightedAverage' | 'classificationWorked';

export interface CertifiedPayrollOptions {
  /**
   * Hours a day after which hours are overtime too, for a contract or state law that asks for
   * it. Federal law has no daily overtime (CWHSSA's was repealed in 1986): off unless given.
   * Daily overtime hours do not count again toward the weekly 40 (their premium is creditable
   * toward weekly overtime: FLSA 7(e)(5) and 7(h)(2)), as in payroll.ts's California rule.
   */
  dailyOvertimeAfterHours?: DecimalInput | null;
  /** `weightedAverage` unless given: see `OvertimeRateMethod`. */
  overtimeRate?: OvertimeRateMethod;
}

export type CertifiedPayrollWarningCode = 'paidBelowPrevailingWage';

export interface CertifiedPayrollWarning {
  /** `paidBelowPrevailingWage`: basic rate + fringe paid per hour is below the determination's. */
  code: CertifiedPayrollWarningCode;
  classificationId: string;
  /** Basic rate + fringe paid per hour, in ten-thousandths of a dollar. */
  paidRate: bigint;
  /** The determination's basic rate + fringe, in ten-thousandths of a dollar. */
  requiredRate: bigint;
}

/**
 * One WH-347 row: the worker's week in one classification. Hours are in hundredths, rates in
 * ten-thousandths of a dollar (exact for the three decimal places a rate may have, and for half
 * of one), money in cents.
 */
export interface CertifiedPayrollLine {
  classificationId: string;
  /** Column 3. */
  classificationName: string;
  fringePaidAs: FringePaidAs;
  /** Column 4, S: straight-time hours per day, the week's first day first (7 entries). */
  straightTimeByDay: bigint[];
  /** Column 4, O: overtime hours per day (7 entries). */
  overtimeByDay: bigint[];
  /** Column 5, S and O. */
  straightTimeHours: bigint;
  overtimeHours: bigint;
  /** The basic hourly rate paid. */
  baseRatePaid: bigint;
  /** Cash paid in lieu of fringes per hour (0 when the fringe goes to plans). */
  cashFringeRate: bigint;
  /** Contributions to plans per hour (0 when the fringe is paid in cash). */
  planFringeRate: bigint;
  /**
   * This classification's regular rate (29 CFR 5.32): the basic rate paid plus any cash beyond
   * the determination's fringe, never below the determination's basic rate. The premium is half
   * of it under `classificationWorked`; under `weightedAverage` it is what this row's hours
   * bring into the week's regular rate.
   */
  overtimeBaseRate: bigint;
  /**
   * Added to the straight-time rate for each overtime hour: half of `overtimeBaseRate` under
   * `classificationWorked`, half of the week's regular rate under `weightedAverage`.
   */
  overtimePremiumRate: bigint;
  /** Column 6, S: basic rate paid + cash in lieu of fringes. */
  straightTimeRate: bigint;
  /** Column 6, O: straight-time rate + the overtime premium rate. */
  overtimeRate: bigint;
  /** Straight-time hours × straight-time rate, to the cent, half up. */
  straightTimeCents: bigint;
  /** Overtime hours × overtime rate, to the cent, half up. */
  overtimeCents: bigint;
  /** Column 7 (this project): straightTimeCents + overtimeCents. */
  grossCents: bigint;
  /** All hours × plan contribution per hour, to the cent, half up (statement of compliance). */
  planFringeCents: bigint;
  /** Basic rate + fringe paid per hour, and the determination's, compared for the warning. */
  paidRate: bigint;
  requiredRate: bigint;
  warnings: CertifiedPayrollWarning[];
}

/** One worker's certified payroll for one project and one workweek. */
export interface CertifiedPayrollWeek {
  weekStart: string;
  /** The "week ending" date of the WH-347 heading. */
  weekEnding: string;
  /** The seven days of column 4, in order. */
  dates: string[];
  /** Column 1: the worker's name and the masked identifying number. */
  workerName: string;
  identifyingNumber: string;
  /** No hours on this project this week: the payroll says "no work performed". */
  noWorkPerformed: boolean;
  /** Rows in the order of the classifications given; a classification with no hours has none. */
  lines: CertifiedPayrollLine[];
  projectStraightTimeHours: bigint;
  projectOvertimeHours: bigint;
  otherWorkHours: bigint;
  allWorkHours: bigint;
  /** Overtime hours of the week across all work, this project's and the other work's. */
  allWorkOvertimeHours: bigint;
  /** How the overtime premium was found (the option, or its default). */
  overtimeRateMethod: OvertimeRateMethod;
  /**
   * Under `weightedAverage`, the week's regular rate (29 CFR 778.115): straight-time earnings at
   * the basic rates, this project's (each row's `overtimeBaseRate` × its hours) and the other
   * work's, over all hours; in ten-thousandths, half up. Null under `classificationWorked`, in a
   * week without hours, and when the other work's earnings are unknown and no overtime needs
   * them.
   */
  regularRate: bigint | null;
  /** The other work's straight-time earnings as given (0 when not given). */
  otherWorkStraightTimeCents: bigint;
  /** Column 7, first figure: the sum of the rows' gross. */
  projectGrossCents: bigint;
  otherWorkGrossCents: bigint;
  /** Column 7, second figure: gross paid for all work. */
  allWorkGrossCents: bigint;
  planFringeCents: bigint;
  warnings: CertifiedPayrollWarning[];
}

// ---------------------------------------------------------------------------------------------
// Exact decimals. Parsing reuses payroll.ts (`decimalUnits`: ten-thousandths; `decimalToCents`:
// cents, half up). Its `mulDiv` is private to that file, hence the one division below.

/** n / d rounded half up, for n ≥ 0 and d > 0. */
const divRoundHalfUp = (n: bigint, d: bigint): bigint => n / d + ((n % d) * 2n >= d ? 1n : 0n);

function plainDecimal(value: DecimalInput, field: string): string {
  const text = String(value).trim();
  if (!PLAIN_DECIMAL_PATTERN.test(text) || text.startsWith('-'))
    throw new RangeError(`${field}: not a plain non-negative decimal (${text})`);
  return text.replace(/^\+/, '');
}

/**
 * Hours in hundredths, rounded half up (as payroll.ts rounds hours: typed hours come in
 * quarters, punched stretches in hundredths). Half up at the second place only depends on the
 * third, so the four places `decimalUnits` keeps are enough.
 */
function hundredthsOf(value: DecimalInput, field: string): bigint {
  return divRoundHalfUp(decimalUnits(plainDecimal(value, field)), 100n);
}

/** A rate in ten-thousandths, exactly: one with more than three decimal places is refused. */
function rateUnits(value: DecimalInput, field: string): bigint {
  const text = plainDecimal(value, field);
  const places = (text.split('.')[1] ?? '').replace(/0+$/, '').length;
  if (places > 3) throw new RangeError(`${field}: more than three decimal places (${text})`);
  return decimalUnits(text);
}

/** A rate in ten-thousandths as text: two decimal places at least, more only when needed. */
export function formatRateUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  // Four places, less up to two trailing zeros: "38.00", "37.875", "0.0005".
  const fraction = (abs % 10_000n)
    .toString()
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${negative ? '-' : ''}${abs / 10_000n}.${fraction}`;
}

// ---------------------------------------------------------------------------------------------
// Which hours are overtime

/** The seven days of the workweek starting on `weekStart` (the company's week start). */
export function workweekDates(weekStart: string): string[] {
  if (!isEntryDate(weekStart)) throw new RangeError(`weekStart: not a date (${weekStart})`);
  return Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
}

/** A stretch of hours (in hundredths) on one day of the week (0 = the week's first day). */
export interface TimedHours {
  dayIndex: number;
  hours: bigint;
}

export interface HoursSplit {
  straightTime: bigint;
  overtime: bigint;
}

/**
 * Splits stretches of work given in time order into straight time and overtime: hours past 40
 * in the week (all work counted) are overtime, and so, when a daily limit is given, are hours
 * past it in a day. The overtime hours are the last ones worked; within a stretch, its first
 * hours are straight time. Hours in hundredths.
 */
export function splitByTimeOrder(
  stretches: readonly TimedHours[],
  dailyLimit?: bigint,
): HoursSplit[] {
  const weekly = BigInt(CERTIFIED_PAYROLL_WEEKLY_HOURS) * 100n;
  let weekStraight = 0n;
  let day = -1;
  let dayWorked = 0n;
  return stretches.map(({ dayIndex, hours }) => {
    if (dayIndex !== day) {
      day = dayIndex;
      dayWorked = 0n;
    }
    let room = weekly > weekStraight ? weekly - weekStraight : 0n;
    if (dailyLimit !== undefined) {
      const dayRoom = dailyLimit > dayWorked ? dailyLimit - dayWorked : 0n;
      if (dayRoom < room) room = dayRoom;
    }
    const straightTime = hours < room ? hours : room;
    weekStraight += straightTime;
    dayWorked += hours;
    return { straightTime, overtime: hours - straightTime };
  });
}

// ---------------------------------------------------------------------------------------------
// Rates of a row

interface RowRates {
  pay: ClassificationPay;
  baseRatePaid: bigint;
  cashFringeRate: bigint;
  planFringeRate: bigint;
  overtimeBaseRate: bigint;
  straightTimeRate: bigint;
  paidRate: bigint;
  requiredRate: bigint;
}

function rowRates(pay: ClassificationPay): RowRates {
  const field = (name: string) => `classification ${pay.id}: ${name}`;
  const baseRate = rateUnits(pay.baseRate, field('baseRate'));
  const fringeRate = rateUnits(pay.fringeRate, field('fringeRate'));
  const baseRatePaid = rateUnits(pay.baseRatePaid ?? pay.baseRate, field('baseRatePaid'));
  const fringePaid = rateUnits(pay.fringeRatePaid ?? pay.fringeRate, field('fringeRatePaid'));
  const cashFringeRate = pay.fringePaidAs === 'cash' ? fringePaid : 0n;
  const planFringeRate = pay.fringePaidAs === 'plan' ? fringePaid : 0n;
  // 29 CFR 5.32: cash in lieu of fringes is left out of the overtime base up to the
  // determination's fringe only (5.32(c)(1) excludes the cash *equivalent* of the fringe found
  // prevailing); cash beyond it is wages. Plan contributions are left out whole (FLSA 7(e)(4)).
  // And the base is never below the determination's basic rate (5.32(a)): the DOL's example of
  // $20.00 + $7.00 cash against $22.00 + $5.00 puts the premium on $22.00.
  const excessCash = cashFringeRate > fringeRate ? cashFringeRate - fringeRate : 0n;
  const regular = baseRatePaid + excessCash;
  const overtimeBaseRate = regular > baseRate ? regular : baseRate;
  return {
    pay,
    baseRatePaid,
    cashFringeRate,
    planFringeRate,
    overtimeBaseRate,
    straightTimeRate: baseRatePaid + cashFringeRate,
    paidRate: baseRatePaid + fringePaid,
    requiredRate: baseRate + fringeRate,
  };
}

// ---------------------------------------------------------------------------------------------
// The week

/**
 * One worker's certified payroll (WH-347) for one project and one workweek.
 *
 * Which hours are overtime: the week's hours over 40, all work counted, this project's and any
 * other (the WH-347 instructions: hours over 40 in the week are overtime; the FLSA, 29 U.S.C.
 * 207(a), counts every hour worked for the employer in the week, and covers nearly every
 * construction employer, while CWHSSA alone would count covered contract work only: counting all
 * work meets both). They are the last hours worked, day by day in date order. Assumptions where
 * the time of day is not known:
 * - within a day, this project's lines are in the order worked (their order in `lines`), so when
 *   the 40th hour falls in a day with several classifications, the overtime falls on that day's
 *   last lines, in their order;
 * - a day's other work comes before its project lines, so the day's project hours are its last:
 *   the payroll never shows fewer overtime hours on the project than another order would.
 *
 * Rates: straight time is the basic rate paid plus any cash in lieu of fringes (column 6, S).
 * An overtime hour is paid that straight-time rate, cash fringe included once (the fringe is owed
 * for every hour at straight time, not multiplied), plus a premium (column 6, O = S + premium):
 * - `weightedAverage` (default; 29 CFR 778.115, FOH 15k01): the premium is half the week's
 *   regular rate R, the same on every row. R = (Σ over rows of hours × `overtimeBaseRate`, plus
 *   the other work's straight-time earnings) ÷ all hours worked. Each row's `overtimeBaseRate` is
 *   its basic rate paid (with cash beyond the determination's fringe, which is wages) and never
 *   below the determination's basic rate: that is where 29 CFR 5.32(a)'s floor applies, to every
 *   rate entering the average, so R is never below the hours-weighted average of the
 *   determination's basic rates. The row's O rate is not also floored at 1.5 × its own
 *   determination's basic rate: an overtime hour in the dearer classification earns its own rate
 *   plus half of R, less than 1.5 × that rate, and that is the average the FOH and 778.115 call
 *   for (paying 1.5 × the rate of the classification worked is the 7(g)(2) method, not a floor
 *   under the average). The week's premium is the same wherever its overtime hours fall.
 *   The half of R is taken from the exact quotient, half up to the ten-thousandth (so it may
 *   differ by 0.0001 from half of R as rounded for display); each row's overtime is then
 *   O rate × O hours, half up to the cent.
 * - `classificationWorked` (29 CFR 778.419: only under an agreement made before the work): the
 *   premium is half the row's own `overtimeBaseRate` (the DOL's single-classification example:
 *   $20.00 + $7.00 cash against $22.00 + $5.00 gives O = 20.00 + 11.00 + 7.00). A rate has at
 *   most three decimal places, so its ten-thousandths are even and the half is exact.
 * R counts all work, as the hours do (the FLSA's regular rate). When the other work is not
 * covered contract work and this project alone passes 40 hours, CWHSSA's average over covered
 * work only could be higher; that case is not computed here.
 *
 * Money: each earnings line (a row's straight time, its overtime, its plan contributions) is
 * rounded once to the cent, half up; every total is the sum of those rounded lines, so the form
 * adds up as printed.
 *
 * Throws a RangeError on input no payroll can come from: a date outside the week, an unknown or
 * repeated classification, negative hours, a day over 24 hours, a rate with more than three
 * decimal places, an unknown overtime rate method; and, under `weightedAverage`, a week with
 * other work and overtime on this project but no `otherWorkStraightTimeEarnings`.
 */
export function certifiedPayrollWeek(
  input: CertifiedPayrollInput,
  options: CertifiedPayrollOptions = {},
): CertifiedPayrollWeek {
  const dates = workweekDates(input.weekStart);
  const method = options.overtimeRate ?? 'weightedAverage';
  if (method !== 'weightedAverage' && method !== 'classificationWorked')
    throw new RangeError(`overtimeRate: unknown method (${String(method)})`);
  const rates = new Map<string, RowRates>();
  for (const pay of input.classifications) {
    if (rates.has(pay.id)) throw new RangeError(`classification ${pay.id}: given twice`);
    rates.set(pay.id, rowRates(pay));
  }
  const dailyLimit =
    options.dailyOvertimeAfterHours === undefined || options.dailyOvertimeAfterHours === null
      ? undefined
      : hundredthsOf(options.dailyOvertimeAfterHours, 'dailyOvertimeAfterHours');

  // Stretches in time order: day by day, each day's other work first, then its project lines in
  // the order given (a date given twice keeps its lines in the order of the days given).
  const byDate = dates.map(() => ({ other: 0n, lines: [] as { id: string; hours: bigint }[] }));
  for (const day of input.days) {
    const dayIndex = dates.indexOf(day.date);
    if (dayIndex < 0) throw new RangeError(`${day.date}: not in the week of ${input.weekStart}`);
    const slot = byDate[dayIndex]!;
    slot.other += hundredthsOf(day.otherWorkHours ?? 0, `${day.date}: otherWorkHours`);
    for (const line of day.lines) {
      if (!rates.has(line.classificationId))
        throw new RangeError(`${day.date}: unknown classification ${line.classificationId}`);
      const hours = hundredthsOf(line.hours, `${day.date}: hours`);
      slot.lines.push({ id: line.classificationId, hours });
    }
  }
  const stretches: (TimedHours & { classificationId: string | null })[] = [];
  byDate.forEach((slot, dayIndex) => {
    const total = slot.lines.reduce((s, l) => s + l.hours, slot.other);
    if (total > BigInt(DAY_HOURS_MAX) * 100n)
      throw new RangeError(`${dates[dayIndex]}: more than ${DAY_HOURS_MAX} hours`);
    if (slot.other > 0n) stretches.push({ dayIndex, hours: slot.other, classificationId: null });
    for (const l of slot.lines)
      if (l.hours > 0n) stretches.push({ dayIndex, hours: l.hours, classificationId: l.id });
  });

  const splits = splitByTimeOrder(stretches, dailyLimit);
  const byDay = new Map<string, { straight: bigint[]; over: bigint[] }>();
  let otherWorkHours = 0n;
  let allWorkOvertimeHours = 0n;
  stretches.forEach((stretch, i) => {
    const split = splits[i]!;
    allWorkOvertimeHours += split.overtime;
    if (stretch.classificationId === null) {
      otherWorkHours += stretch.hours;
      return;
    }
    let row = byDay.get(stretch.classificationId);
    if (!row) {
      row = { straight: dates.map(() => 0n), over: dates.map(() => 0n) };
      byDay.set(stretch.classificationId, row);
    }
    row.straight[stretch.dayIndex]! += split.straightTime;
    row.over[stretch.dayIndex]! += split.overtime;
  });

  const sum = (values: readonly bigint[]) => values.reduce((s, v) => s + v, 0n);

  // The weighted-average regular rate (29 CFR 778.115). Hundredths of an hour × ten-thousandths
  // of a dollar = millionths of a dollar; millionths ÷ hundredths of an hour = ten-thousandths
  // of a dollar an hour. Cents are millionths ÷ 10,000.
  const otherWorkStraightTimeCents = decimalToCents(
    plainDecimal(input.otherWorkStraightTimeEarnings ?? 0, 'otherWorkStraightTimeEarnings'),
  );
  let projectHours = 0n;
  let projectOvertime = 0n;
  let projectEarnings = 0n; // millionths
  for (const [id, r] of rates) {
    const row = byDay.get(id);
    if (!row) continue;
    const hours = sum(row.straight) + sum(row.over);
    projectHours += hours;
    projectOvertime += sum(row.over);
    projectEarnings += hours * r.overtimeBaseRate;
  }
  const allHours = projectHours + otherWorkHours;
  const otherEarningsKnown =
    otherWorkHours === 0n || input.otherWorkStraightTimeEarnings !== undefined;
  if (method === 'weightedAverage' && projectOvertime > 0n && !otherEarningsKnown)
    throw new RangeError(
      'otherWorkStraightTimeEarnings: needed for the weighted-average regular rate ' +
        '(other work and overtime this week)',
    );
  const weightedEarnings = projectEarnings + otherWorkStraightTimeCents * 10_000n;
  const weighted = method === 'weightedAverage' && allHours > 0n && otherEarningsKnown;
  const regularRate = weighted ? divRoundHalfUp(weightedEarnings, allHours) : null;
  // Half of R straight from the exact quotient, not from R rounded: one rounding only.
  const weightedPremiumRate = weighted ? divRoundHalfUp(weightedEarnings, 2n * allHours) : 0n;

  const lines: CertifiedPayrollLine[] = [];
  for (const [id, r] of rates) {
    const row = byDay.get(id);
    if (!row) continue;
    const straightTimeHours = sum(row.straight);
    const overtimeHours = sum(row.over);
    // Column 6, O, per row: S + half of R under the weighted average (the same premium on every
    // row, R already floored class by class at the determination's basic rates: see above); S +
    // half of this row's own regular rate under the 7(g)(2) agreement.
    const overtimePremiumRate =
      method === 'weightedAverage' ? weightedPremiumRate : r.overtimeBaseRate / 2n;
    const overtimeRate = r.straightTimeRate + overtimePremiumRate;
    const straightTimeCents = divRoundHalfUp(straightTimeHours * r.straightTimeRate, 10_000n);
    const overtimeCents = divRoundHalfUp(overtimeHours * overtimeRate, 10_000n);
    const warnings: CertifiedPayrollWarning[] =
      r.paidRate < r.requiredRate
        ? [
            {
              code: 'paidBelowPrevailingWage',
              classificationId: id,
              paidRate: r.paidRate,
              requiredRate: r.requiredRate,
            },
          ]
        : [];
    lines.push({
      classificationId: id,
      classificationName: r.pay.name,
      fringePaidAs: r.pay.fringePaidAs,
      straightTimeByDay: row.straight,
      overtimeByDay: row.over,
      straightTimeHours,
      overtimeHours,
      baseRatePaid: r.baseRatePaid,
      cashFringeRate: r.cashFringeRate,
      planFringeRate: r.planFringeRate,
      overtimeBaseRate: r.overtimeBaseRate,
      overtimePremiumRate,
      straightTimeRate: r.straightTimeRate,
      overtimeRate,
      straightTimeCents,
      overtimeCents,
      grossCents: straightTimeCents + overtimeCents,
      planFringeCents: divRoundHalfUp(
        (straightTimeHours + overtimeHours) * r.planFringeRate,
        10_000n,
      ),
      paidRate: r.paidRate,
      requiredRate: r.requiredRate,
      warnings,
    });
  }

  const projectStraightTimeHours = sum(lines.map((l) => l.straightTimeHours));
  const projectOvertimeHours = sum(lines.map((l) => l.overtimeHours));
  const projectGrossCents = sum(lines.map((l) => l.grossCents));
  const otherWorkGrossCents = decimalToCents(
    plainDecimal(input.otherWorkGross ?? 0, 'otherWorkGross'),
  );
  return {
    weekStart: dates[0]!,
    weekEnding: dates[6]!,
    dates,
    workerName: input.worker.name,
    identifyingNumber: maskIdentifyingNumber(input.worker.identifyingNumber),
    noWorkPerformed: projectStraightTimeHours + projectOvertimeHours === 0n,
    lines,
    projectStraightTimeHours,
    projectOvertimeHours,
    otherWorkHours,
    allWorkHours: projectStraightTimeHours + projectOvertimeHours + otherWorkHours,
    allWorkOvertimeHours,
    overtimeRateMethod: method,
    regularRate,
    otherWorkStraightTimeCents,
    projectGrossCents,
    otherWorkGrossCents,
    allWorkGrossCents: projectGrossCents + otherWorkGrossCents,
    planFringeCents: sum(lines.map((l) => l.planFringeCents)),
    warnings: lines.flatMap((l) => l.warnings),
  };
}

// ---------------------------------------------------------------------------------------------
// The identifying number

/**
 * The identifying number as WH-347 column 1 shows it: its last four characters only (29 CFR
 * 5.5(a)(3) as amended by 73 FR 77504, 2008: an individually identifying number, "e.g., the last
 * four digits of the employee's social security number"). A Social Security number (nine digits, dashes or not) keeps its shape,
 * `xxx-xx-6789`; any other number becomes `xxxx` and its last four letters or digits. A number
 * of four characters or fewer has nothing to hide beyond what the form asks for.
 */
export function maskIdentifyingNumber(value: string | null | undefined): string {
  const kept = (value ?? '').replace(/[^0-9A-Za-z]/g, '');
  if (kept === '') return '';
  const lastFour = kept.slice(-4);
  return /^\d{9}$/.test(kept) ? `xxx-xx-${lastFour}` : `xxxx${lastFour}`;
}
