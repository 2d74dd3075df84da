import type { EntryHistoryItem } from '@sitehours/contract/schemas';
import type { TimesheetT } from './use-entry-text';

/** Pure rules of the entry history (who changed a time entry, when, what and why). */

/** How the history names things, in the interface language. */
export interface HistoryText {
  t: TimesheetT;
  /** Hours as the timesheet shows them (8.0, 7.25). */
  hours: (hours: number) => string;
}

export const historyActionLabel = (t: TimesheetT, action: EntryHistoryItem['action']) =>
  t(`history.action.${action}`);

/** The server names the fields in English ('Work type'); the known ones are translated. */
const FIELD_KEYS = {
  worker: 'history.field.worker',
  date: 'history.field.date',
  hours: 'history.field.hours',
  job: 'history.field.job',
  'work type': 'history.field.workType',
  'wc code': 'history.field.wcCode',
  'other type': 'history.field.otherType',
  notes: 'history.field.notes',
  status: 'history.field.status',
} as const;

const isHoursField = (field: string) => /^hours$/i.test(field.trim());
const isStatusField = (field: string) => /^status$/i.test(field.trim());

function fieldLabel(field: string, t: TimesheetT): string {
  const name = field.trim().toLowerCase();
  if (Object.hasOwn(FIELD_KEYS, name)) return t(FIELD_KEYS[name as keyof typeof FIELD_KEYS]);
  return field.charAt(0).toUpperCase() + field.slice(1);
}

/** A value as the history shows it: hours with one decimal at least, statuses by name. */
export function formatHistoryValue(field: string, value: string | null, text: HistoryText): string {
  if (value === null || value.trim() === '') return text.t('history.empty');
  if (isHoursField(field)) {
    const n = Number(value);
    return Number.isFinite(n) ? text.hours(n) : value;
  }
  if (isStatusField(field)) {
    const status = value.trim().toLowerCase();
    if (status === 'pending' || status === 'approved') return text.t(`history.status.${status}`);
    return value.charAt(0).toUpperCase() + value.slice(1);
  }
  return value;
}

type Change = EntryHistoryItem['changes'][number];

/** 'Hours: 8.0 → 7.5'; a value only set or only cleared reads 'Notes: (empty) → …'. */
export function describeChange(change: Change, text: HistoryText): string {
  return text.t('history.change', {
    field: fieldLabel(change.field, text.t),
    before: formatHistoryValue(change.field, change.before, text),
    after: formatHistoryValue(change.field, change.after, text),
  });
}

const describeValue = (change: Change, value: string | null, text: HistoryText) =>
  text.t('history.value', {
    field: fieldLabel(change.field, text.t),
    value: formatHistoryValue(change.field, value, text),
  });

/**
 * What a history item shows as its changes. A creation lists the values set ('Hours: 8.0'),
 * a deletion the values removed; an edit or approval lists before → after.
 */
export function changeLines(item: EntryHistoryItem, text: HistoryText): string[] {
  if (item.action === 'create') {
    return item.changes.filter((c) => c.after !== null).map((c) => describeValue(c, c.after, text));
  }
  if (item.action === 'delete') {
    return item.changes
      .filter((c) => c.before !== null)
      .map((c) => describeValue(c, c.before, text));
  }
  return item.changes.map((c) => describeChange(c, text));
}

/** When, in the browser's locale and zone: 'Mar 3, 2026, 4:05 PM'; the raw text if unreadable. */
export function formatChangedAt(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(locale ?? 'en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
