import { splitOvertime, workWeekOf, type DayHours, type OvertimeRule } from './payroll';
import { matchWcCode } from './wc-rules';

/**
 * The WC audit packet's rules (decision 0027): what each state's workers' compensation manual
 * counts as payroll, how the overtime premium of a week falls on its class codes, and which
 * rate bands of a work type were in force on a day once thresholds change from a date.
 */

export type WcPremiumBasis = 'payroll' | 'hours';
export interface WcStateRule {
  state: string;
  /** What the premium is charged on: remuneration, or (Washington) hours worked. */
  basis: WcPremiumBasis;
  /** Whether the premium portion of overtime pay (the half of time and a half) counts. */
  overtimePremium: 'excluded' | 'included';
  /** The manual rule the answer rests on. */
  authority: string;
}

/**
 * States whose rating bureau is NCCI, or which file NCCI's Basic Manual rules on remuneration
 * (NCCI filing memorandum B-1420's list, with Texas, North Carolina and Indiana, whose bureaus
 * adopt NCCI's Rule 2).
 */
export const NCCI_STATES = [
  'AK', 'AL', 'AR', 'AZ', 'CO', 'CT', 'DC', 'FL', 'GA', 'HI', 'IA', 'ID', 'IL', 'IN', 'KS', 'KY',
  'LA', 'MD', 'ME', 'MO', 'MS', 'MT', 'NC', 'NE', 'NH', 'NM', 'NV', 'OK', 'OR', 'RI', 'SC', 'SD',
  'TN', 'TX', 'UT', 'VA', 'VT', 'WV',
] as const; // prettier-ignore

/** Every state (and DC) a company may name as its WC state, by its two-letter code. */
export const US_STATES = [
  'AK', 'AL', 'AR', 'AZ', 'CA', 'CO', 'CT', 'DC', 'DE', 'FL', 'GA', 'HI', 'IA', 'ID', 'IL', 'IN',
  'KS', 'KY', 'LA', 'MA', 'MD', 'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NC', 'ND', 'NE', 'NH', 'NJ',
  'NM', 'NV', 'NY', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VA', 'VT', 'WA',
  'WI', 'WV', 'WY',
] as const; // prettier-ignore
export type UsState = (typeof US_STATES)[number];

const NCCI_RULE = 'NCCI Basic Manual Rule 2-B-2-a: the overtime premium is excluded';
const STATE_RULES: Record<string, Omit<WcStateRule, 'state'>> = {
  CA: {
    basis: 'payroll',
    overtimePremium: 'excluded',
    authority: 'WCIRB USRP Part 3 Section V Rule 3: the overtime premium is excluded',
  },
  PA: {
    basis: 'payroll',
    overtimePremium: 'included',
    authority: 'PCRB Manual: overtime pay counts in full',
  },
  DE: {
    basis: 'payroll',
    overtimePremium: 'included',
    authority: 'DCRB Manual: overtime pay counts in full',
  },
  WA: {
    basis: 'hours',
    overtimePremium: 'excluded',
    authority: 'WAC 296-17-35201: premium is reported on hours worked',
  },
};

/**
 * The premium basis and overtime treatment of a state's workers' compensation. A state with no
 * rule of its own here follows NCCI's practice (the premium portion of overtime excluded), as
 * most independent bureaus do; a missing or unknown state too.
 */
export function wcStateRule(state: string | null | undefined): WcStateRule {
  const code = (state ?? '').trim().toUpperCase();
  const own = STATE_RULES[code];
  if (own) return { state: code, ...own };
  const ncci = (NCCI_STATES as readonly string[]).includes(code);
  return {
    state: code,
    basis: 'payroll',
    overtimePremium: 'excluded',
    authority: ncci ? NCCI_RULE : `${NCCI_RULE} (no state exception known)`,
  };
}

// Exact arithmetic: hours in hundredths, rates in cents, so hours × rate is in 1/10,000 dollar.
const hundredths = (value: string | number) => {
  const [whole = '0', fraction = ''] = String(value).trim().replace('-', '').split('.');
  const n = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return String(value).trim().startsWith('-') ? -n : n;
};
/** n / d rounded half away from zero. */
function divRound(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = a / b + ((a % b) * 2n >= b ? 1n : 0n);
  return negative ? -q : q;
}

export interface AuditEntry {
  userId: string;
  date: string;
  /** Exact decimals as stored ("7.50", "-8.00" for an adjustment taking hours away). */
  hours: string;
  hourlyRate: string;
  /** Null for Other (PTO) hours and work with no code: they count toward overtime only. */
  wcCode: string | null;
  compRate: string | null;
  isPto: boolean;
  /**
   * An adjustment of a closed period's entry: its wages move between codes as they are, while
   * the overtime of that week stays as it was paid.
   */
  adjustment: boolean;
}

export interface AuditLine {
  userId: string;
  wcCode: string;
  compRate: string;
  /** Hundredths of an hour. */
  hours: bigint;
  /** Every hour at its straight-time rate, in cents. */
  straightCents: bigint;
  /** The premium portion of overtime and double time that fell on this code, in cents. */
  overtimePremiumCents: bigint;
  /** What the state counts: straight time, plus the overtime premium where it is included. */
  reportableCents: bigint;
  /** The estimated premium: reportable payroll × comp rate %, or (hours basis) hours × rate. */
  premiumCents: bigint;
}

/**
 * Payroll per worker and class code for a WC audit. Each worker's overtime is split week by
 * week under their overtime rule; the week's premium portion (half the regular rate for each
 * overtime hour, the whole regular rate for each double-time hour, the regular rate being the
 * week's straight-time pay over its hours worked) is shared among the week's codes in
 * proportion to their straight-time wages, to the cent, the cents left by rounding going to the
 * largest remainders. Only then does the state rule say whether it counts.
 */
export function auditPayroll(input: {
  entries: readonly AuditEntry[];
  overtimeRuleOf: (userId: string) => OvertimeRule;
  stateRule: WcStateRule;
}): AuditLine[] {
  const key = (userId: string, code: string, rate: string) => `${userId}\u0000${code}\u0000${rate}`;
  const lines = new Map<string, AuditLine & { straightUnits: bigint }>();
  const lineOf = (e: AuditEntry) => {
    const k = key(e.userId, e.wcCode!, e.compRate ?? '0');
    let line = lines.get(k);
    if (!line) {
      line = {
        userId: e.userId,
        wcCode: e.wcCode!,
        compRate: e.compRate ?? '0',
        hours: 0n,
        straightUnits: 0n,
        straightCents: 0n,
        overtimePremiumCents: 0n,
        reportableCents: 0n,
        premiumCents: 0n,
      };
      lines.set(k, line);
    }
    return line;
  };
  const weeks = new Map<string, AuditEntry[]>();
  for (const e of input.entries) {
    if (!e.isPto && e.wcCode) {
      const line = lineOf(e);
      line.hours += hundredths(e.hours);
      line.straightUnits += hundredths(e.hours) * hundredths(e.hourlyRate);
    }
    if (e.adjustment) continue;
    const w = `${e.userId}\u0000${workWeekOf(e.date)}`;
    weeks.set(w, [...(weeks.get(w) ?? []), e]);
  }
  for (const week of weeks.values()) {
    const userId = week[0]!.userId;
    const days = new Map<string, DayHours>();
    for (const e of week) {
      const d = days.get(e.date) ?? { date: e.date, workHours: 0, ptoHours: 0 };
      if (e.isPto) d.ptoHours += Number(e.hours);
      else d.workHours += Number(e.hours);
      days.set(e.date, d);
    }
    const split = splitOvertime([...days.values()], input.overtimeRuleOf(userId));
    const factor =
      hundredths(split.overtime.toFixed(2)) + 2n * hundredths(split.doubleTime.toFixed(2));
    const work = week.filter((e) => !e.isPto);
    const workHours = work.reduce((s, e) => s + hundredths(e.hours), 0n);
    if (factor === 0n || workHours <= 0n) continue;
    // Each code's share in 1/10,000 dollar × factor; cents are shares over 2 × W × 100.
    const shares = new Map<string, bigint>();
    for (const e of work) {
      const k = e.wcCode ? key(e.userId, e.wcCode, e.compRate ?? '0') : '';
      shares.set(
        k,
        (shares.get(k) ?? 0n) + hundredths(e.hours) * hundredths(e.hourlyRate) * factor,
      );
    }
    const denominator = 2n * workHours * 100n;
    const total = divRound(
      [...shares.values()].reduce((s, v) => s + v, 0n),
      denominator,
    );
    const parts = [...shares.entries()].map(([k, n]) => ({
      k,
      cents: n / denominator,
      rest: n % denominator,
    }));
    let left = total - parts.reduce((s, p) => s + p.cents, 0n);
    for (const p of [...parts].sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : 0))) {
      if (left <= 0n) break;
      p.cents += 1n;
      left -= 1n;
    }
    for (const p of parts) {
      const line = p.k ? lines.get(p.k) : undefined;
      if (line) line.overtimePremiumCents += p.cents;
    }
  }
  const included = input.stateRule.overtimePremium === 'included';
  return [...lines.values()].map(({ straightUnits, ...line }) => {
    const straightCents = divRound(straightUnits, 100n);
    const reportableCents = straightCents + (included ? line.overtimePremiumCents : 0n);
    return {
      ...line,
      straightCents,
      reportableCents,
      premiumCents: wcPremiumCents(input.stateRule, reportableCents, line.hours, line.compRate),
    };
  });
}

/**
 * The estimated premium of a class code: payroll × comp rate % to the cent, or where the state
 * charges on hours (Washington), hours × the code's rate per hour.
 */
export function wcPremiumCents(
  rule: WcStateRule,
  reportableCents: bigint,
  hoursHundredths: bigint,
  compRate: string,
): bigint {
  return rule.basis === 'hours'
    ? divRound(hoursHundredths * hundredths(compRate), 100n)
    : divRound(reportableCents * hundredths(compRate), 10_000n);
}

/** Hundredths of an hour as text with two places ("-8.00"). */
export function formatHundredths(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Effective-dated bands

export interface WcBand {
  wcCodeId: string;
  minHourlyRate: string;
  maxHourlyRate: string;
}
/** A band as a change sets it, with the band it replaced (so the change can be read backwards). */
export interface WcBandChangeBand extends WcBand {
  previousMinHourlyRate: string;
  previousMaxHourlyRate: string;
}
export interface WcBandChangeDates {
  effectiveFrom: string;
  bands: readonly WcBandChangeBand[];
}

/**
 * The bands of a work type's codes in force on a day: the codes' bands of today, with every
 * change that takes effect after that day undone, the latest first. A change in force on its
 * own date counts from that day on (`effectiveFrom` ≤ day). `changes` come in the order they
 * were made.
 */
export function bandsInForce(
  changes: readonly WcBandChangeDates[],
  current: readonly WcBand[],
  day: string,
): WcBand[] {
  const bands = new Map(current.map((b) => [b.wcCodeId, { ...b }]));
  // Undone latest date first and, on one date, the change made last first.
  const later = [...changes]
    .reverse()
    .filter((c) => c.effectiveFrom > day)
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
  for (const change of later)
    for (const b of change.bands) {
      const band = bands.get(b.wcCodeId);
      if (!band) continue;
      band.minHourlyRate = b.previousMinHourlyRate;
      band.maxHourlyRate = b.previousMaxHourlyRate;
    }
  return [...bands.values()];
}

/** The code id a rate falls in under some bands (active codes only), or undefined. */
export function codeUnderBands(
  bands: readonly WcBand[],
  activeCodeIds: ReadonlySet<string>,
  rate: string | number,
): string | undefined {
  return matchWcCode(
    bands.map((b) => ({
      id: b.wcCodeId,
      minHourlyRate: Number(b.minHourlyRate),
      maxHourlyRate: Number(b.maxHourlyRate),
      isActive: activeCodeIds.has(b.wcCodeId),
    })),
    Number(rate),
  )?.id;
}

/**
 * The applied change a new one of the same work type's bands must come after, or null when it
 * may be applied. A change is read backwards from today's bands (`bandsInForce`), so each must
 * take effect after every one already applied: one dated on or before the latest would split
 * the latest's days between bands it never saw. A date after today is fine: it applies to the
 * entries from that day on.
 */
export function bandChangeBlockedBy(
  applied: readonly Pick<WcBandChangeDates, 'effectiveFrom'>[],
  effectiveFrom: string,
): string | null {
  const latest = applied
    .map((c) => c.effectiveFrom)
    .sort()
    .at(-1);
  return latest !== undefined && effectiveFrom <= latest ? latest : null;
}

/**
 * A work type's codes with the bands in force on a day: how a new entry of that day takes its
 * code when a change dated after it (a threshold taking effect later) is already applied.
 */
export function codesInForce<
  T extends { id: string; minHourlyRate: number; maxHourlyRate: number },
>(codes: readonly T[], changes: readonly WcBandChangeDates[], day: string): T[] {
  if (!changes.some((c) => c.effectiveFrom > day)) return [...codes];
  const text = (n: number) => n.toFixed(2);
  const bands = new Map(
    bandsInForce(
      changes,
      codes.map((c) => ({
        wcCodeId: c.id,
        minHourlyRate: text(c.minHourlyRate),
        maxHourlyRate: text(c.maxHourlyRate),
      })),
      day,
    ).map((b) => [b.wcCodeId, b]),
  );
  return codes.map((c) => {
    const b = bands.get(c.id)!;
    return { ...c, minHourlyRate: Number(b.minHourlyRate), maxHourlyRate: Number(b.maxHourlyRate) };
  });
}
