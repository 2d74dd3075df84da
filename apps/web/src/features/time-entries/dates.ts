import { formatDayIn, parseDay, weekStart, addDays } from '@/app/calendar-days';

/**
 * The timesheet's names of days and months. The day maths itself is the app's one calendar-day
 * module (`@/app/calendar-days`), re-exported here for this feature's files and its index.
 */
export {
  addDays,
  companyToday,
  isDay,
  isWeekend,
  localToday,
  mondayIndex,
  parseDay,
  formatDay,
  weekEnd,
  weekStart,
} from '@/app/calendar-days';

/** The language of the names when none is given: the specification's English. */
const DEFAULT_LOCALE = 'en-US';

/** 'lunes' → 'Lunes': names that start a title or a label. */
const upperFirst = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** The days the grid shows: Monday to Friday, or Monday to Sunday. */
export function weekDays(start: string, fullWeek: boolean): string[] {
  const monday = weekStart(start);
  return Array.from({ length: fullWeek ? 7 : 5 }, (_, i) => addDays(monday, i));
}

/** 'Monday' (in `locale`, capitalised). */
export const weekdayName = (day: string, locale = DEFAULT_LOCALE) =>
  upperFirst(formatDayIn(day, locale, { weekday: 'long' }), locale);
/** 'Mon'. */
export const shortWeekdayName = (day: string, locale = DEFAULT_LOCALE) =>
  upperFirst(formatDayIn(day, locale, { weekday: 'short' }), locale);
/** 'November' (capitalised). */
export const monthName = (day: string, locale = DEFAULT_LOCALE) =>
  upperFirst(formatDayIn(day, locale, { month: 'long' }), locale);
/** 'Nov 16'. */
export const shortDayName = (day: string, locale = DEFAULT_LOCALE) =>
  formatDayIn(day, locale, { month: 'short', day: 'numeric' });
export const dayOfMonth = (day: string) => parseDay(day).getDate();
export const yearOf = (day: string) => parseDay(day).getFullYear();

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
    formatDayIn(day, locale, { weekday: 'long', month: 'long', day: 'numeric' }),
    locale,
  );
}
