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

/** The formatters of one locale, made once (the reports re-render often). */
interface DateFormatters {
  monthDay: Intl.DateTimeFormat;
  monthDayYear: Intl.DateTimeFormat;
  weekdayShort: Intl.DateTimeFormat;
  weekdayLong: Intl.DateTimeFormat;
  numericMonthDay: Intl.DateTimeFormat;
}

const formattersByLocale = new Map<string, DateFormatters>();

function dateFormatters(locale: string): DateFormatters {
  let f = formattersByLocale.get(locale);
  if (!f) {
    const utc = { timeZone: 'UTC' } as const;
    f = {
      monthDay: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', ...utc }),
      monthDayYear: new Intl.DateTimeFormat(locale, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        ...utc,
      }),
      weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short', ...utc }),
      weekdayLong: new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        ...utc,
      }),
      numericMonthDay: new Intl.DateTimeFormat(locale, {
        month: 'numeric',
        day: 'numeric',
        ...utc,
      }),
    };
    formattersByLocale.set(locale, f);
  }
  return f;
}

/**
 * 'Nov 16 – Nov 22, 2026', or 'Dec 28, 2026 – Jan 3, 2027' across a new year; in the locale of
 * the interface (useFormat().locale), e.g. '16 nov – 22 nov 2026' in es-US.
 */
export function formatRangeLabel(range: DateRange, locale = 'en-US'): string {
  const f = dateFormatters(locale);
  const start = new Date(toUtcMs(range.startDate));
  const end = new Date(toUtcMs(range.endDate));
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  const first = sameYear ? f.monthDay.format(start) : f.monthDayYear.format(start);
  return `${first} – ${f.monthDayYear.format(end)}`;
}

/**
 * Column heading of a day: weekday and month/day, e.g. { weekday: 'Mon', date: '11/16' } in
 * en-US, { weekday: 'lun', date: '16/11' } in es-US.
 */
export function dayHeading(
  iso: string,
  locale = 'en-US',
): { weekday: string; date: string; long: string } {
  const f = dateFormatters(locale);
  const date = new Date(toUtcMs(iso));
  return {
    weekday: f.weekdayShort.format(date),
    date: f.numericMonthDay.format(date),
    long: f.weekdayLong.format(date),
  };
}
