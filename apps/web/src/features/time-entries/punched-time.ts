import { formatClockDuration, minutesUp, timeInZone } from '@sitehours/contract/rules';
import { isWeekend } from './dates';
import type { WeekTotals } from './totals';

/**
 * Start and end times on the timesheet, for a company that captures them (clock in and out,
 * decision 0025): how a punched entry's times and durations show. Pure functions of the
 * contract's rules: the timesheet loads no schema. How a typed start and end become instants is
 * the entry form's (`typed-times.ts`), downloaded with it.
 */

export { formatClockDuration, minutesUp, timeInZone };

/** An entry's times as the API gives them (ISO instants; null or absent for typed hours). */
export interface Stretch {
  hours: number;
  startedAt?: string | null;
  endedAt?: string | null;
}

/** The zone times are shown and typed in: the company's, else the device's. */
export function zoneOrLocal(timeZone: string | null | undefined): string {
  return timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The exact seconds of a punched entry; null for typed hours (or times that make no stretch). */
export function stretchSeconds(entry: Omit<Stretch, 'hours'>): number | null {
  if (!entry.startedAt || !entry.endedAt) return null;
  const seconds = Math.floor((Date.parse(entry.endedAt) - Date.parse(entry.startedAt)) / 1000);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

export const isPunched = (entry: Omit<Stretch, 'hours'>): boolean => stretchSeconds(entry) !== null;

/** Typed hours as whole minutes (quarter hours are exact). */
const typedMinutes = (hours: number) => Math.round(hours * 60);

/**
 * The minutes worked by a group of entries of one day: the punched seconds added up and rounded
 * up once, plus the typed hours (decision 0025: never in the employer's favour, never per punch).
 */
export function dayMinutes(entries: readonly Stretch[]): number {
  let seconds = 0;
  let minutes = 0;
  for (const entry of entries) {
    const s = stretchSeconds(entry);
    if (s === null) minutes += typedMinutes(entry.hours);
    else seconds += s;
  }
  return minutesUp(seconds) + minutes;
}

/**
 * The week's totals in minutes (as `weekTotals` gives hours), each day rounded on its own: the
 * footer of a company that captures times shows them as clock time.
 */
export function weekMinutes(
  entries: readonly (Stretch & { entryDate: string })[],
  weekDays: readonly string[],
): WeekTotals {
  const totals: WeekTotals = { weekdayTotal: 0, weekendTotal: 0, fullTotal: 0 };
  for (const day of weekDays) {
    const minutes = dayMinutes(entries.filter((e) => e.entryDate === day));
    if (isWeekend(day)) totals.weekendTotal += minutes;
    else totals.weekdayTotal += minutes;
    totals.fullTotal += minutes;
  }
  return totals;
}

/** One entry's duration as clock time ("4:30"). */
export const entryDuration = (entry: Stretch): string => formatClockDuration(dayMinutes([entry]));

/** An instant's wall-clock time in the zone, without a leading zero ("7:05", "13:30"). */
export function clockTime(instant: string, timeZone: string): string {
  return timeInZone(new Date(instant), timeZone).replace(/^0(\d)/, '$1');
}

/** "7:00–11:30": a punched entry's start and end in the zone; null for typed hours. */
export function timeRange(entry: Omit<Stretch, 'hours'>, timeZone: string): string | null {
  if (!isPunched(entry)) return null;
  return `${clockTime(entry.startedAt!, timeZone)}–${clockTime(entry.endedAt!, timeZone)}`;
}

/** The "HH:mm" a time input shows for an instant in the zone; '' for none. */
export function timeInputValue(instant: string | null | undefined, timeZone: string): string {
  return instant ? timeInZone(new Date(instant), timeZone) : '';
}
