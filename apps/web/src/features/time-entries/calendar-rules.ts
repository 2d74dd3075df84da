import { isDay, weekStart } from './dates';
import type { TimesheetT } from './use-entry-text';

/** Rules of the Timesheet Calendar (company spec §2.3) that are not shared with other screens. */

/** The weekday/full-week choice is kept per user, under a key holding the user id. */
export const weekModeStorageKey = (userId: string) => `sitehours.timesheet.fullWeek.${userId}`;

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Weekdays only unless this user chose the full week before. */
export function readFullWeek(store: KeyValueStore | undefined, userId: string): boolean {
  if (!store || !userId) return false;
  try {
    return store.getItem(weekModeStorageKey(userId)) === 'true';
  } catch {
    return false;
  }
}

export function writeFullWeek(store: KeyValueStore | undefined, userId: string, fullWeek: boolean) {
  if (!store || !userId) return;
  try {
    store.setItem(weekModeStorageKey(userId), String(fullWeek));
  } catch {
    // Private mode or a full store: the choice lasts for this visit only.
  }
}

export const weekModeLabel = (t: TimesheetT, fullWeek: boolean) =>
  fullWeek ? t('calendar.showingFullWeek') : t('calendar.showingWeekdays');

/** The Monday of the week named in the address (?week=yyyy-MM-dd), else of `today`. */
export function weekFromParam(param: string | null, today: string): string {
  return weekStart(isDay(param) ? param : today);
}

/** The cell's accessible name, e.g. 'Monday, November 16: 8.0 hours' or '…: no entries, add time'. */
export function dayCellLabel(
  t: TimesheetT,
  day: string,
  hours: string,
  count: number,
  other: string | null,
) {
  if (count === 0) return t('calendar.dayEmpty', { day });
  return other
    ? t('calendar.dayHoursOther', { day, hours, other })
    : t('calendar.dayHours', { day, hours });
}
