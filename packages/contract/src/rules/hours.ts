import { TIME_ENTRY_MESSAGES } from '../messages/time-entries';
import { parseDecimal } from './numbers-and-ranges';
export const HOURS_MAX = 12;
export const HOURS_STEP = 0.25;
export const DAY_HOURS_MAX = 24;
export const NOTES_MAX = 1000;

/**
 * The hours rules of the entry form; undefined when the value is acceptable. Text must be a plain
 * decimal ('7.5'), as for every number read from text.
 */
export function hoursError(value: number | string | null | undefined): string | undefined {
  if (value === null || value === undefined || String(value).trim() === '')
    return TIME_ENTRY_MESSAGES.enterHours;
  const n = parseDecimal(value);
  if (n === undefined || n <= 0 || n > HOURS_MAX) return TIME_ENTRY_MESSAGES.hoursRange;
  if (Math.abs(n / HOURS_STEP - Math.round(n / HOURS_STEP)) > 1e-9)
    return TIME_ENTRY_MESSAGES.hoursStep;
  return undefined;
}

/** Quarter fractions with two decimals, otherwise one: 8 → 8.0, 7.5 → 7.5, 7.25 → 7.25. */
export function formatHours(hours: number): string {
  const rounded = Math.round(hours * 100) / 100;
  const cents = Math.round(Math.abs(rounded) * 100) % 100;
  return cents === 25 || cents === 75 ? rounded.toFixed(2) : rounded.toFixed(1);
}
