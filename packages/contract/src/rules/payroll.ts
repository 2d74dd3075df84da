/** Overtime rules a company can choose (Company Settings). */
export const OVERTIME_RULES = [
  { value: 'none', label: 'No overtime' },
  { value: 'federal', label: 'US federal (over 40 hours a week)' },
  {
    value: 'california',
    label: 'California (over 8 a day and 40 a week; over 12 a day double; seventh day)',
  },
] as const;
export type OvertimeRule = (typeof OVERTIME_RULES)[number]['value'];
export const OVERTIME_RULE_VALUES = OVERTIME_RULES.map((r) => r.value) as [
  OvertimeRule,
  ...OvertimeRule[],
];

/** Hours of one worker on one day, as the overtime rules read them. */
export interface DayHours {
  date: string;
  workHours: number;
  ptoHours: number;
}

export interface OvertimeSplit {
  regular: number;
  overtime: number;
  doubleTime: number;
  pto: number;
}

// Hours are kept with two places (typed hours in quarters, punched stretches in hundredths,
// decision 0025): the rules count whole hundredths, so no float error creeps in.
const Q = 100;
const toQ = (h: number) => Math.round(h * Q);
const fromQ = (q: number) => q / Q;

/** Monday of the work week a day belongs to (weeks run Monday to Sunday). */
export function workWeekOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

function splitWeek(days: DayHours[], rule: OvertimeRule): OvertimeSplit {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  let regular = 0;
  let overtime = 0;
  let doubleTime = 0;
  let pto = 0;
  for (const d of sorted) pto += toQ(d.ptoHours);

  if (rule === 'none') {
    for (const d of sorted) regular += toQ(d.workHours);
  } else if (rule === 'federal') {
    for (const d of sorted) regular += toQ(d.workHours);
    const over = Math.max(0, regular - 40 * Q);
    regular -= over;
    overtime += over;
  } else {
    // California: daily thresholds first, then the weekly 40 on the hours still regular, and
    // the seventh consecutive day of work in the week: its first 8 hours at 1.5x, beyond at 2x.
    const worked = sorted.filter((d) => toQ(d.workHours) > 0);
    const seventhDay = worked.length === 7 ? worked[6]!.date : undefined;
    for (const d of sorted) {
      const q = toQ(d.workHours);
      if (q === 0) continue;
      if (d.date === seventhDay) {
        overtime += Math.min(q, 8 * Q);
        doubleTime += Math.max(0, q - 8 * Q);
        continue;
      }
      const dailyRegular = Math.min(q, 8 * Q);
      const dailyOver = Math.max(0, Math.min(q, 12 * Q) - 8 * Q);
      const dailyDouble = Math.max(0, q - 12 * Q);
      // Regular hours beyond 40 in the week become overtime.
      const roomUnder40 = Math.max(0, 40 * Q - regular);
      regular += Math.min(dailyRegular, roomUnder40);
      overtime += dailyOver + Math.max(0, dailyRegular - roomUnder40);
      doubleTime += dailyDouble;
    }
  }
  return { regular, overtime, doubleTime, pto };
}

/**
 * Splits a worker's hours into regular, overtime (1.5x) and double time (2x) under a rule,
 * work week by work week (Monday to Sunday). Other (PTO) hours are paid but never count toward
 * overtime.
 */
export function splitOvertime(days: readonly DayHours[], rule: OvertimeRule): OvertimeSplit {
  const weeks = new Map<string, DayHours[]>();
  for (const d of days) {
    const week = workWeekOf(d.date);
    weeks.set(week, [...(weeks.get(week) ?? []), d]);
  }
  const total = { regular: 0, overtime: 0, doubleTime: 0, pto: 0 };
  for (const week of weeks.values()) {
    const s = splitWeek(week, rule);
    total.regular += s.regular;
    total.overtime += s.overtime;
    total.doubleTime += s.doubleTime;
    total.pto += s.pto;
  }
  return {
    regular: fromQ(total.regular),
    overtime: fromQ(total.overtime),
    doubleTime: fromQ(total.doubleTime),
    pto: fromQ(total.pto),
  };
}

// Money in whole cents; rates in cents; comp rates in hundredths of a percent.
const cents = (amount: number | string) => Math.round(Number(amount) * 100);

/** a × b / c rounded half up, in exact integer arithmetic. */
function mulDiv(a: bigint, b: bigint, c: bigint): bigint {
  const n = a * b;
  const q = n / c;
  const r = n % c;
  return r * 2n >= c ? q + 1n : q;
}

/** Straight-time wages of hours at a rate, to the cent (hours in hundredths, rate in cents). */
export function wagesCents(hours: number | string, rate: number | string): bigint {
  return mulDiv(BigInt(toQ(Number(hours))), BigInt(cents(rate)), BigInt(Q));
}

/** Estimated premium: wages × comp rate / 100, to the cent. */
export function premiumCents(wages: bigint, compRate: number | string): bigint {
  return mulDiv(wages, BigInt(cents(compRate)), 10_000n);
}

export const formatCents = (value: bigint): string => {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 100n;
  const part = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${part}`;
};

/** An exact decimal ("646.875", up to 4 places) in ten-thousandths of a unit. */
export function decimalUnits(value: string | number | null | undefined): bigint {
  const text = String(value ?? '0').trim() || '0';
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const units = BigInt(whole || '0') * 10_000n + BigInt((fraction + '0000').slice(0, 4));
  return negative ? -units : units;
}

/** An exact decimal in whole cents, rounded half up ("646.875" → 64688). */
export function decimalToCents(value: string | number | null | undefined): bigint {
  return mulDiv(decimalUnits(value), 1n, 100n);
}

/**
 * Gross pay of a worker for a period, rounded once to the cent: every hour at the rate stored
 * on its entry (work and Other), plus the overtime premium (0.5x) and the double-time premium
 * (1x) on the regular rate, which is the straight-time pay for work divided by the hours worked
 * (the US federal definition; it blends several rates into one).
 */
export function grossPayCents(input: {
  /** Exact straight-time pay for work hours, e.g. "646.875". */
  workPay: string | number;
  /** Exact pay for Other (PTO) hours. */
  ptoPay: string | number;
  workHours: number;
  split: OvertimeSplit;
}): bigint {
  const work = decimalUnits(input.workPay);
  const pto = decimalUnits(input.ptoPay);
  const w = BigInt(toQ(input.workHours));
  if (w === 0n) return mulDiv(work + pto, 1n, 100n);
  // work × (1 + OT / (2W) + DT / W) + pto, over one denominator.
  const factor =
    2n * w + BigInt(toQ(input.split.overtime)) + 2n * BigInt(toQ(input.split.doubleTime));
  return mulDiv(work * factor + pto * 2n * w, 1n, 2n * w * 100n);
}

/**
 * The overtime rule for one worker: a worker under a qualifying collective bargaining agreement
 * is exempt from California's daily and weekly overtime (Labor Code 514) and keeps the federal
 * weekly rule (FLSA), which no agreement waives.
 */
export function overtimeRuleFor(rule: OvertimeRule, collectiveBargaining: boolean): OvertimeRule {
  return rule === 'california' && collectiveBargaining ? 'federal' : rule;
}
