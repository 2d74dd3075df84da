/**
 * Calendar days as 'yyyy-MM-dd' strings (company spec §9: entry date format, week starts
 * Monday). The maths runs on UTC dates so a daylight-saving change never shifts a day.
 */

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Monday first, as the grid shows them. */
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

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
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    return localToday(now);
  }
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

export const weekdayName = (day: string) => WEEKDAY_NAMES[mondayIndex(day)]!;
export const shortWeekdayName = (day: string) => weekdayName(day).slice(0, 3);
export const monthName = (day: string) => MONTH_NAMES[parseDay(day).getUTCMonth()]!;
export const dayOfMonth = (day: string) => parseDay(day).getUTCDate();

/** 'November', or 'November/December' when the shown days span two months (also across years). */
export function monthLabel(days: readonly string[]): string {
  const names: string[] = [];
  for (const day of days) {
    const name = monthName(day);
    if (!names.includes(name)) names.push(name);
  }
  return names.join('/');
}

/** 'Monday, November 16': the day modal's title. */
export function dayTitle(day: string): string {
  return `${weekdayName(day)}, ${monthName(day)} ${dayOfMonth(day)}`;
}

/** 'Nov 16 – Nov 22, 2026': a short label of a week range. */
export function rangeLabel(first: string, last: string): string {
  const short = (day: string) => `${monthName(day).slice(0, 3)} ${dayOfMonth(day)}`;
  return `${short(first)} – ${short(last)}, ${parseDay(last).getUTCFullYear()}`;
}

/** Whether `value` is a real day written yyyy-MM-dd. */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return formatDay(parseDay(value)) === value;
}
