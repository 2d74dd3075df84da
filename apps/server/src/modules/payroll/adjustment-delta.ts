import {
  decimalUnits,
  grossPayCents,
  splitOvertime,
  type DayHours,
  type OvertimeRule,
} from '@sitehours/contract';

/**
 * One entry of an original pay week, as the adjustment math reads it: an entry of the closed
 * week itself, or an adjustment of one of its entries (counted on the corrected entry's day, so
 * daily overtime sees it where the hours were worked).
 */
export interface WeekFact {
  /** The day the hours count on: the entry's own day, or the corrected entry's day. */
  date: string;
  /** Signed hours (an adjustment may take hours away). */
  hours: number;
  /** The hourly rate kept on the entry (an adjustment keeps the original's). */
  rate: string;
  isPto: boolean;
  ptoType: string | null;
  /** An adjustment dated in the range being exported: what this export pays. */
  inRange: boolean;
}

export interface WeekDelta {
  regularHours: number;
  overtimeHours: number;
  doubleTimeHours: number;
  ptoHours: number;
  ptoByType: Record<string, number>;
  grossCents: bigint;
  /** The range's adjustments in the week. */
  adjustments: number;
}

const hundredths = (h: number) => Math.round(h * 100);
const hoursOf = (q: number) => q / 100;

/** What the engine pays for one worker's week: hours by kind and gross pay in cents. */
function payWeek(facts: readonly WeekFact[], rule: OvertimeRule) {
  const days = new Map<string, { work: number; pto: number }>();
  const ptoByType = new Map<string, number>();
  let workQ = 0;
  // Straight-time pay in ten-thousandths: hours (hundredths) × rate (cents), exact.
  let workPay = 0n;
  let ptoPay = 0n;
  for (const f of facts) {
    const q = hundredths(f.hours);
    const day = days.get(f.date) ?? { work: 0, pto: 0 };
    const pay = BigInt(q) * (decimalUnits(f.rate) / 100n);
    if (f.isPto) {
      day.pto += q;
      ptoPay += pay;
      const name = f.ptoType ?? '';
      ptoByType.set(name, (ptoByType.get(name) ?? 0) + q);
    } else {
      day.work += q;
      workQ += q;
      workPay += pay;
    }
    days.set(f.date, day);
  }
  const dayHours: DayHours[] = [...days].map(([date, d]) => ({
    date,
    workHours: hoursOf(d.work),
    ptoHours: hoursOf(d.pto),
  }));
  const split = splitOvertime(dayHours, rule);
  const units = (v: bigint) => {
    const negative = v < 0n;
    const abs = negative ? -v : v;
    return `${negative ? '-' : ''}${abs / 10_000n}.${String(abs % 10_000n).padStart(4, '0')}`;
  };
  const gross = grossPayCents({
    workPay: units(workPay),
    ptoPay: units(ptoPay),
    workHours: hoursOf(workQ),
    split,
  });
  return { split, ptoByType, gross };
}

/**
 * What a range's adjustments of one worker's original pay week add to what was paid: the
 * engine's result for the week with every adjustment dated up to the range's end, less the same
 * without the range's own adjustments (those were paid by earlier exports, or not at all). The
 * week is judged whole, so an added hour that takes the week past 40 is paid as overtime
 * (FLSA weekly overtime, 29 CFR 778.103) and one past 8 on a day in California as daily
 * overtime (Labor Code 510); the regular rate is the week's, blended again with the new hours.
 */
export function weekDelta(facts: readonly WeekFact[], rule: OvertimeRule): WeekDelta {
  const after = payWeek(facts, rule);
  const before = payWeek(
    facts.filter((f) => !f.inRange),
    rule,
  );
  const diff = (a: number, b: number) => hoursOf(hundredths(a) - hundredths(b));
  const ptoByType: Record<string, number> = {};
  for (const name of new Set([...after.ptoByType.keys(), ...before.ptoByType.keys()])) {
    const d = (after.ptoByType.get(name) ?? 0) - (before.ptoByType.get(name) ?? 0);
    if (d !== 0) ptoByType[name] = hoursOf(d);
  }
  return {
    regularHours: diff(after.split.regular, before.split.regular),
    overtimeHours: diff(after.split.overtime, before.split.overtime),
    doubleTimeHours: diff(after.split.doubleTime, before.split.doubleTime),
    ptoHours: diff(after.split.pto, before.split.pto),
    ptoByType,
    grossCents: after.gross - before.gross,
    adjustments: facts.filter((f) => f.inRange).length,
  };
}
