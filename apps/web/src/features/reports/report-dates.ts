import {
  addDays,
  daysBetween,
  localToday,
  parseDay,
  weekEnd,
  weekStart,
} from '@/app/calendar-days';

/**
 * Week ranges of the report pickers (company spec §2.6, §9), on the app's calendar days
 * (`@/app/calendar-days`).
 * Weeks run Monday to Sunday; previous and next both move the range by seven days
 * (docs/decisions/0008-report-range-step.md).
 */

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** Previous and next both move by a week (the source moved back 7 and forward 8). */
export const RANGE_STEP_DAYS = 7;

/** The calendar day of a Date in the browser's own time zone, as yyyy-MM-dd. */
export const localIsoDate = localToday;

export { addDays };

/** The Monday–Sunday week holding the day. */
export const weekOf = (iso: string): DateRange => ({
  startDate: weekStart(iso),
  endDate: weekEnd(iso),
});

/** This week, judged by the browser's calendar day. */
export function currentWeek(now: Date = new Date()): DateRange {
  return weekOf(localToday(now));
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
export const daysOf = (range: DateRange): string[] => daysBetween(range.startDate, range.endDate);

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
    f = {
      monthDay: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }),
      monthDayYear: new Intl.DateTimeFormat(locale, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      }),
      weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short' }),
      weekdayLong: new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
      }),
      numericMonthDay: new Intl.DateTimeFormat(locale, {
        month: 'numeric',
        day: 'numeric',
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
  const start = parseDay(range.startDate);
  const end = parseDay(range.endDate);
  const sameYear = start.getFullYear() === end.getFullYear();
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
  const date = parseDay(iso);
  return {
    weekday: f.weekdayShort.format(date),
    date: f.numericMonthDay.format(date),
    long: f.weekdayLong.format(date),
  };
}
