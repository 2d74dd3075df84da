import { formatClockDuration, minutesUp, timeInZone } from '@sitehours/contract/rules';
import { isWeekend } from './dates';
import type { WeekTotals } from './totals';

/**
 * Start and end times on the timesheet, for a company that captures them (clock in and out,
 * decision 0025): how a punched entry's times and durations show, and how a typed start and end
 * become instants in the company's time zone. Pure functions of the contract's rules: the
 * timesheet loads no schema.
 */

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

// ---------------------------------------------------------------------------------------------
// Typed times to instants

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
const HOUR_MS = 3_600_000;

/** The zone's offset from UTC at an instant, in minutes (Los Angeles in winter: -480). */
export function zoneOffsetMinutes(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

/**
 * The instant a day and a wall-clock time ("2026-11-23", "07:00") name in a zone, or null when
 * either is not one. Across a change of the clocks it reads as a watch does: a time that occurs
 * twice (clocks back) is the first; a time that never occurs (clocks forward) is moved forward by
 * the gap ("02:30" becomes 03:30 summer time).
 */
export function instantInZone(day: string, time: string, timeZone: string): Date | null {
  const d = DAY.exec(day);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const wall = Date.UTC(
    Number(d[1]),
    Number(d[2]) - 1,
    Number(d[3]),
    Number(t[1]),
    Number(t[2]),
    Number(t[3] ?? 0),
  );
  if (new Date(wall).toISOString().slice(0, 10) !== day) return null;
  // The offsets before and after any change of the clocks near that time.
  const before = zoneOffsetMinutes(wall - 12 * HOUR_MS, timeZone);
  const after = zoneOffsetMinutes(wall + 12 * HOUR_MS, timeZone);
  const early = wall - before * 60_000;
  const late = wall - after * 60_000;
  const earlyFits = zoneOffsetMinutes(early, timeZone) === before;
  const lateFits = zoneOffsetMinutes(late, timeZone) === after;
  if (earlyFits && lateFits) return new Date(Math.min(early, late));
  if (earlyFits) return new Date(early);
  if (lateFits) return new Date(late);
  // In the gap: read with the offset in force before it, which lands after the gap.
  return new Date(early);
}

/** The day after a yyyy-MM-dd day. */
const nextDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
};

export interface TypedStretch {
  startedAt: string;
  endedAt: string;
  /** Exact seconds between them. */
  seconds: number;
  /** The end fell before the start: it is on the next day. */
  overnight: boolean;
}

/**
 * A start and end typed on an entry's day, as instants (ISO, UTC) in the zone: an end before the
 * start is on the next day (a night shift). Null when a time is missing or not a time; an end
 * equal to the start gives zero seconds (refused by the form and the API).
 */
export function typedStretch(
  day: string,
  start: string,
  end: string,
  timeZone: string,
): TypedStretch | null {
  if (!TIME.test(start) || !TIME.test(end)) return null;
  const overnight = end < start;
  const from = instantInZone(day, start, timeZone);
  const to = instantInZone(overnight ? nextDay(day) : day, end, timeZone);
  if (!from || !to) return null;
  return {
    startedAt: from.toISOString(),
    endedAt: to.toISOString(),
    seconds: Math.floor((to.getTime() - from.getTime()) / 1000),
    overnight,
  };
}
