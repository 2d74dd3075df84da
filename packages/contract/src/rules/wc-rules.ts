/** Upper bound of the top rate band ("up to 999.99"). */
export const MAX_HOURLY_RATE = 999.99;
/** When detecting the threshold mode of loaded codes, an upper bound from here counts as "above". */
export const ABOVE_CODE_DETECT_MIN = 900;
/** When displaying, an upper bound from here reads as open-ended. */
export const ABOVE_CODE_DISPLAY_MIN = 999;

/** At most two decimals (money and percentages). */
export const hasTwoDecimalsAtMost = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/**
 * How a WC code's rate band is read (company spec §4, decided in
 * docs/decisions/0006-wc-code-matching.md):
 * - 0 to 0 is "No Threshold": it holds every rate;
 * - otherwise a band holds min ≤ rate < max, and the top band (max 999.99) also holds 999.99.
 * So with a threshold T, the below code holds rates under T and the above code T and over.
 */
export interface RateBand {
  minHourlyRate: number;
  maxHourlyRate: number;
}

export const isNoThresholdBand = (b: RateBand) => b.minHourlyRate === 0 && b.maxHourlyRate === 0;

export function bandHolds(b: RateBand, rate: number): boolean {
  if (isNoThresholdBand(b)) return true;
  if (rate < b.minHourlyRate) return false;
  return b.maxHourlyRate >= MAX_HOURLY_RATE ? rate <= b.maxHourlyRate : rate < b.maxHourlyRate;
}

/**
 * The active code whose band holds the rate. Should a work type carry overlapping codes, a banded
 * code beats a No Threshold one and the narrower band wins, so the choice never depends on order.
 */
export function matchWcCode<T extends RateBand & { isActive: boolean }>(
  codes: readonly T[],
  rate: number,
): T | undefined {
  return codes
    .filter((c) => c.isActive && bandHolds(c, rate))
    .sort((a, b) => width(a) - width(b))[0];
}

const width = (b: RateBand) =>
  isNoThresholdBand(b) ? Number.POSITIVE_INFINITY : b.maxHourlyRate - b.minHourlyRate;

export type ThresholdMode<T> =
  { mode: 'none'; code?: T } | { mode: 'threshold'; threshold: number; below?: T; above?: T };

/**
 * Reads the form mode from a work type's active codes when editing: a code whose upper bound is
 * 900 or more is the "above" code; its lower bound is the threshold.
 */
export function detectThresholdMode<T extends RateBand & { isActive: boolean }>(
  codes: readonly T[],
): ThresholdMode<T> {
  const active = codes.filter((c) => c.isActive);
  const above = active.find((c) => c.maxHourlyRate >= ABOVE_CODE_DETECT_MIN);
  if (!above) return { mode: 'none', code: active[0] };
  const below = active.find((c) => c !== above && c.maxHourlyRate <= above.minHourlyRate);
  return { mode: 'threshold', threshold: above.minHourlyRate, below, above };
}

/** The bands a threshold sets: below is 0 to T, above is T to 999.99. */
export function thresholdBands(threshold: number): { below: RateBand; above: RateBand } {
  return {
    below: { minHourlyRate: 0, maxHourlyRate: threshold },
    above: { minHourlyRate: threshold, maxHourlyRate: MAX_HOURLY_RATE },
  };
}
