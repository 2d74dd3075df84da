/**
 * Calendar days as 'yyyy-MM-dd' strings (company spec §9: entry date format, week starts
 * Monday). The maths runs on UTC dates so a daylight-saving change never shifts a day.
 */

/** The language of the names when none is given: the specification's English. */
const DEFAULT_LOCALE = 'en-US';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar day in `locale` (days are zone-less: formatted at UTC midnight). */
function formatIn(day: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return format.format(parseDay(day));
}

/** 'lunes' → 'Lunes': names that start a title or a label. */
const upperFirst = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

const pad = (n: number) => String(n).padStart(2, '0');

/** Reads 'yyyy-MM-dd' as a UTC midnight date. */
export function parseDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

export function formatDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The browser's calendar day (local time). */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * "Today" in the company's time zone (a crew in Denver and an office in New York share one
 * calendar day); the browser's own day when the zone is unknown or not recognised.
 */
export function companyToday(timeZone: string | null | undefined, now: Date = new Date()): string {
  if (!timeZone) return localToday(now);
  const format = zoneDayFormat(timeZone);
  if (!format) return localToday(now);
  const parts = format.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Each zone's day formatter, built once (null for a zone the browser does not know). */
const zoneDayFormats = new Map<string, Intl.DateTimeFormat | null>();

function zoneDayFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = zoneDayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      format = null;
    }
    zoneDayFormats.set(timeZone, format);
  }
  return format;
}

export function addDays(day: string, count: number): string {
  const date = parseDay(day);
  date.setUTCDate(date.getUTCDate() + count);
  return formatDay(date);
}

/** 0 for Monday … 6 for Sunday. */
export function mondayIndex(day: string): number {
  return (parseDay(day).getUTCDay() + 6) % 7;
}

export const isWeekend = (day: string) => mondayIndex(day) >= 5;

/** The Monday of the week holding `day` (a Sunday belongs to the week that started six days before). */
export function weekStart(day: string): string {
  return addDays(day, -mondayIndex(day));
}

export function weekEnd(day: string): string {
  return addDays(weekStart(day), 6);
}

/** The days the grid shows: Monday to Friday, or Monday to Sunday. */
export function weekDays(start: string, fullWeek: boolean): string[] {
  const monday = weekStart(start);
  return Array.from({ length: fullWeek ? 7 : 5 }, (_, i) => addDays(monday, i));
}

/** 'Monday' (in `locale`, capitalised). */
export const weekdayName = (day: string, locale = DEFAULT_LOCALE) =>
  upperFirst(formatIn(day, locale, { weekday: 'long' }), locale);
/** 'Mon'. */
export const shortWeekdayName = (day: string, locale = DEFAULT_LOCALE) =>
  upperFirst(formatIn(day, locale, { weekday: 'short' }), locale);
/** 'November' (capitalised). */
export const monthName = (day: string, locale = DEFAULT_LOCALE) =>
  upperFirst(formatIn(day, locale, { month: 'long' }), locale);
/** 'Nov 16'. */
export const shortDayName = (day: string, locale = DEFAULT_LOCALE) =>
  formatIn(day, locale, { month: 'short', day: 'numeric' });
export const dayOfMonth = (day: string) => parseDay(day).getUTCDate();
export const yearOf = (day: string) => parseDay(day).getUTCFullYear();

/** 'November', or 'November/December' when the shown days span two months (also across years). */
export function monthLabel(days: readonly string[], locale = DEFAULT_LOCALE): string {
  const names: string[] = [];
  for (const day of days) {
    const name = monthName(day, locale);
    if (!names.includes(name)) names.push(name);
  }
  return names.join('/');
}

/** 'Monday, November 16' ('Lunes, 16 de noviembre'): the day modal's title. */
export function dayTitle(day: string, locale = DEFAULT_LOCALE): string {
  return upperFirst(
    formatIn(day, locale, { weekday: 'long', month: 'long', day: 'numeric' }),
    locale,
  );
}

/** Whether `value` is a real day written yyyy-MM-dd. */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return formatDay(parseDay(value)) === value;
}
