import {
  addDays as addCalendarDays,
  eachDayOfInterval,
  endOfISOWeek,
  getISODay,
  isValid,
  lightFormat,
  parseISO,
  startOfISOWeek,
} from 'date-fns';
import { TZDate } from '@date-fns/tz';

/**
 * Calendar days as 'yyyy-MM-dd' strings, the one form the API and the screens exchange (company
 * spec §9: entry date format, weeks start on Monday). A day is read as local midnight, and
 * date-fns moves by calendar days, so a daylight-saving change never shifts one.
 */

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Reads 'yyyy-MM-dd' as local midnight (Invalid Date for anything else). */
export const parseDay = (day: string): Date => parseISO(day);

export const formatDay = (date: Date): string => lightFormat(date, 'yyyy-MM-dd');

/** Whether `value` is a real day written yyyy-MM-dd ('2026-02-30' is not). */
export function isDay(value: string | null | undefined): value is string {
  return !!value && DAY_PATTERN.test(value) && isValid(parseDay(value));
}

export const addDays = (day: string, count: number): string =>
  formatDay(addCalendarDays(parseDay(day), count));

/** 0 for Monday … 6 for Sunday. */
export const mondayIndex = (day: string): number => getISODay(parseDay(day)) - 1;

export const isWeekend = (day: string): boolean => mondayIndex(day) >= 5;

/** The Monday of the week holding `day` (a Sunday belongs to the week that began six days before). */
export const weekStart = (day: string): string => formatDay(startOfISOWeek(parseDay(day)));

export const weekEnd = (day: string): string => formatDay(endOfISOWeek(parseDay(day)));

/** Every day from `first` to `last`, both included, at most `limit` of them. */
export function daysBetween(first: string, last: string, limit = 400): string[] {
  if (last < first) return [];
  const end = last > addDays(first, limit - 1) ? addDays(first, limit - 1) : last;
  return eachDayOfInterval({ start: parseDay(first), end: parseDay(end) }).map(formatDay);
}

/** The browser's calendar day. */
export const localToday = (now: Date = new Date()): string => formatDay(now);

/**
 * "Today" in the company's time zone (a crew in Denver and an office in New York share one
 * calendar day); the browser's own day when the zone is unknown or not recognised.
 */
export function companyToday(timeZone: string | null | undefined, now: Date = new Date()): string {
  if (!timeZone) return localToday(now);
  const zoned = new TZDate(now.getTime(), timeZone);
  return isValid(zoned) ? formatDay(zoned) : localToday(now);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day in the words of `locale` ('Monday, November 16', '16 nov'). Names come from the
 * browser's Intl, which knows every language without shipping locale data; one formatter is made
 * per locale and options, as screens re-render often.
 */
export function formatDayIn(
  day: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format.format(parseDay(day));
}
