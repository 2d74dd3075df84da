/**
 * Week maths of the report range pickers (company spec §2.6, §9). Dates are yyyy-MM-dd strings
 * handled as UTC calendar days, so the browser's time zone and summer time never shift a day.
 * Weeks run Monday to Sunday; previous and next both move the range by seven days
 * (docs/decisions/0008-report-range-step.md).
 */

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** Previous and next both move by a week (the source moved back 7 and forward 8). */
export const RANGE_STEP_DAYS = 7;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day of a Date in the browser's own time zone, as yyyy-MM-dd. */
export function localIsoDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

function toUtcMs(iso: string): number {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new RangeError(`Not a yyyy-MM-dd date: ${iso}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const fromUtcMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  return fromUtcMs(toUtcMs(iso) + days * DAY_MS);
}

/** The Monday–Sunday week holding the day. */
export function weekOf(iso: string): DateRange {
  const weekday = (new Date(toUtcMs(iso)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const startDate = addDays(iso, -weekday);
  return { startDate, endDate: addDays(startDate, 6) };
}

/** This week, judged by the browser's calendar day. */
export function currentWeek(now: Date = new Date()): DateRange {
  return weekOf(localIsoDate(now));
}

/** Previous (-1) or next (+1) range: both ends move by {@link RANGE_STEP_DAYS}. */
export function shiftRange(range: DateRange, direction: -1 | 1): DateRange {
  const days = direction * RANGE_STEP_DAYS;
  return { startDate: addDays(range.startDate, days), endDate: addDays(range.endDate, days) };
}

export function sameRange(a: DateRange, b: DateRange): boolean {
  return a.startDate === b.startDate && a.endDate === b.endDate;
}

/** Every day of the range, first to last (at most 400, whatever the input). */
export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  const end = toUtcMs(range.endDate);
  for (let ms = toUtcMs(range.startDate); ms <= end && days.length < 400; ms += DAY_MS) {
    days.push(fromUtcMs(ms));
  }
  return days;
}

const monthDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthDayYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekdayShort = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const weekdayLong = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Nov 16 – Nov 22, 2026', or 'Dec 28, 2026 – Jan 3, 2027' across a new year. */
export function formatRangeLabel(range: DateRange): string {
  const start = new Date(toUtcMs(range.startDate));
  const end = new Date(toUtcMs(range.endDate));
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  const first = sameYear ? monthDay.format(start) : monthDayYear.format(start);
  return `${first} – ${monthDayYear.format(end)}`;
}

/** Column heading of a day: weekday and month/day, e.g. { weekday: 'Mon', date: '11/16' }. */
export function dayHeading(iso: string): { weekday: string; date: string; long: string } {
  const date = new Date(toUtcMs(iso));
  return {
    weekday: weekdayShort.format(date),
    date: `${date.getUTCMonth() + 1}/${date.getUTCDate()}`,
    long: weekdayLong.format(date),
  };
}
