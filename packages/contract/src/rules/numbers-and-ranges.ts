import type { Message } from '../messages/catalogue';
/**
 * Two rules every form and query shares: how a number may be written, and which dates and date
 * ranges the server reads.
 */

/**
 * A plain decimal as forms type it: digits with an optional sign and an optional fraction
 * ('8', '7.25', '.5', '-1'). No hexadecimal, binary or octal ('0x2'), no exponent ('1e1'), no
 * 'Infinity', no digit separators: things `Number()` would also read.
 */
export const PLAIN_DECIMAL_PATTERN = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A number given as a number or a plain decimal string (surrounding spaces allowed); undefined
 * for anything else, empty text included. Every numeric field read from text goes through here.
 */
export function parseDecimal(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!PLAIN_DECIMAL_PATTERN.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * For z.preprocess in front of a number schema (query strings): a plain decimal string becomes
 * its number; anything else passes on unchanged for the number schema to refuse.
 */
export const decimalFromText = (value: unknown): unknown =>
  typeof value === 'string' ? (parseDecimal(value) ?? value) : value;

export const ENTRY_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written yyyy-MM-dd, between 2000 and 2100. */
export function isEntryDate(value: string): boolean {
  if (!ENTRY_DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 2000 &&
    y <= 2100 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d
  );
}

/** The longest date range the server reads at once: a year, with room for a week on either side. */
/** A range of days, both ends included (yyyy-MM-dd). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export const REPORT_MAX_DAYS = 380;

/** Calendar days from one yyyy-MM-dd day to another, both counted. */
export function daysInRange(startDate: string, endDate: string): number {
  return (
    (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000 + 1
  );
}

/**
 * The range rule of the reports, the entry list and the payroll files: the end is not before the
 * start, and the range holds at most {@link REPORT_MAX_DAYS} days. Takes the two days and the
 * names the caller gave them; returns the problem (its message), or undefined when acceptable (or when a day
 * is no date at all: its own field says so).
 */
export function dateRangeError(
  startDate: string,
  endDate: string,
  names: { start: string; end: string } = { start: 'startDate', end: 'endDate' },
): Message | undefined {
  // A day that is not a date is reported by its own field.
  if (!isEntryDate(startDate) || !isEntryDate(endDate)) return undefined;
  if (endDate < startDate) return { code: 'rangeEndBeforeStart', params: { ...names } };
  if (daysInRange(startDate, endDate) > REPORT_MAX_DAYS)
    return { code: 'rangeTooLong', params: { ...names, max: REPORT_MAX_DAYS } };
  return undefined;
}
