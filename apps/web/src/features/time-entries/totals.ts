import { formatHours } from '@sitehours/contract/rules';
import { isWeekend } from './dates';
import type { EntryRecord } from './entry-records';

/** Hour totals (company spec §2.3, §9): rounded to 2 decimals; zero shows 0.0. */

export const roundHours = (hours: number) => Math.round(hours * 100) / 100;

/** A total as shown: 0.0, 8.0, 7.5, 7.25. */
export const formatTotal = (hours: number) => formatHours(roundHours(hours) || 0);

/** The decimals hours show with (as formatHours): two for quarter fractions, else one. */
export function hoursDigits(hours: number): 1 | 2 {
  const cents = Math.round(Math.abs(roundHours(hours)) * 100) % 100;
  return cents === 25 || cents === 75 ? 2 : 1;
}

export function sumHours(entries: readonly Pick<EntryRecord, 'hours'>[]): number {
  return roundHours(entries.reduce((sum, e) => sum + e.hours, 0));
}

export interface DaySummary {
  day: string;
  entries: EntryRecord[];
  total: number;
  /** The Other type name(s) when the day holds only Other (PTO) entries; else null. */
  ptoLabel: string | null;
}

export function entriesOfDay(entries: readonly EntryRecord[], day: string): EntryRecord[] {
  return entries.filter((e) => e.entryDate === day);
}

export function summarizeDay(entries: readonly EntryRecord[], day: string): DaySummary {
  const ofDay = entriesOfDay(entries, day);
  let ptoLabel: string | null = null;
  if (ofDay.length > 0 && ofDay.every((e) => e.isPto)) {
    const names: string[] = [];
    for (const e of ofDay) {
      const name = e.ptoName || e.displayName;
      if (name && !names.includes(name)) names.push(name);
    }
    ptoLabel = names.length > 0 ? names.join(', ') : null;
  }
  return { day, entries: ofDay, total: sumHours(ofDay), ptoLabel };
}

export interface WeekTotals {
  weekdayTotal: number;
  weekendTotal: number;
  fullTotal: number;
}

/** Totals of the entries dated within `weekDays` (pass all seven days of the week). */
export function weekTotals(
  entries: readonly EntryRecord[],
  weekDays: readonly string[],
): WeekTotals {
  const inWeek = entries.filter((e) => weekDays.includes(e.entryDate));
  const weekend = inWeek.filter((e) => isWeekend(e.entryDate));
  const weekdays = inWeek.filter((e) => !isWeekend(e.entryDate));
  return {
    weekdayTotal: sumHours(weekdays),
    weekendTotal: sumHours(weekend),
    fullTotal: sumHours(inWeek),
  };
}

export interface FooterLine {
  /** Weekday Total, Weekly Total, Weekend Hours or Full Week Total. */
  kind: 'weekday' | 'weekly' | 'weekend' | 'fullWeek';
  hours: number;
}

/**
 * The footer: 'Weekly Total:' on the full week; 'Weekday Total:' on weekdays only, followed by
 * 'Weekend Hours:' and 'Full Week Total:' when the hidden weekend holds hours.
 */
export function footerLines(totals: WeekTotals, fullWeek: boolean): FooterLine[] {
  if (fullWeek) return [{ kind: 'weekly', hours: totals.fullTotal }];
  const lines: FooterLine[] = [{ kind: 'weekday', hours: totals.weekdayTotal }];
  if (totals.weekendTotal > 0) {
    lines.push({ kind: 'weekend', hours: totals.weekendTotal });
    lines.push({ kind: 'fullWeek', hours: totals.fullTotal });
  }
  return lines;
}

export interface NamedTotal {
  key: string;
  /** The job's or the Other type's name; null when the entry carries none. */
  name: string | null;
  /** An Other (PTO) type rather than a job: shown as 'Vacation (Other)'. */
  isPto: boolean;
  hours: number;
}

/** Hours per job (work) or per Other type, largest first: the dashboard's breakdown. */
export function hoursByJob(entries: readonly EntryRecord[]): NamedTotal[] {
  const map = new Map<string, NamedTotal>();
  for (const e of entries) {
    const key = e.isPto
      ? `pto:${e.ptoTypeId ?? e.ptoName ?? ''}`
      : `job:${e.jobId ?? e.jobName ?? ''}`;
    const name = (e.isPto ? e.ptoName : e.jobName) || e.displayName || null;
    const current = map.get(key) ?? { key, name, isPto: e.isPto, hours: 0 };
    current.hours = roundHours(current.hours + e.hours);
    map.set(key, current);
  }
  return [...map.values()].sort(
    (a, b) => b.hours - a.hours || (a.name ?? '').localeCompare(b.name ?? ''),
  );
}
