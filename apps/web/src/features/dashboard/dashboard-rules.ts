import { addDays, weekStart, sumHours } from '@/features/time-entries';
import type { EntryRecord } from '@/features/time-entries';

/** Pure rules of the personal dashboard (/dashboard; docs/decisions/0007). */

export interface DashboardRange {
  /** Monday of last week: the first day the dashboard reads. */
  start: string;
  thisMonday: string;
  thisSunday: string;
}

export function dashboardRange(today: string): DashboardRange {
  const thisMonday = weekStart(today);
  return { start: addDays(thisMonday, -7), thisMonday, thisSunday: addDays(thisMonday, 6) };
}

export const inRange = (entry: Pick<EntryRecord, 'entryDate'>, first: string, last: string) =>
  entry.entryDate >= first && entry.entryDate <= last;

export interface DayHours {
  day: string;
  hours: number;
}

/** Hours per day of the given days (zero for days without entries). */
export function hoursByDay(entries: readonly EntryRecord[], days: readonly string[]): DayHours[] {
  return days.map((day) => ({ day, hours: sumHours(entries.filter((e) => e.entryDate === day)) }));
}

/** The latest entries first (by day, then by when they were recorded). */
export function recentEntries(entries: readonly EntryRecord[], count: number): EntryRecord[] {
  return [...entries]
    .sort(
      (a, b) =>
        b.entryDate.localeCompare(a.entryDate) ||
        (b.createdAt ?? '').localeCompare(a.createdAt ?? ''),
    )
    .slice(0, count);
}

export interface PendingCounts {
  thisWeek: number;
  lastWeek: number;
}

/** A bar's share of the busiest day (0–100), for the by-day chart. */
export function barPercent(hours: number, days: readonly DayHours[]): number {
  const max = Math.max(8, ...days.map((d) => d.hours));
  return Math.round((hours / max) * 100);
}
