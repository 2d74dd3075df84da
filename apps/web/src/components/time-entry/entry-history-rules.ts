import { entryHistoryItem, formatHours, type EntryHistoryItem } from '@sitehours/contract';

/** Pure rules of the entry history (who changed a time entry, when, what and why). */

/** Thrown when the history answer is not a list of history items. */
export class InvalidHistoryResponseError extends Error {
  constructor() {
    super('Invalid response format from server.');
    this.name = 'InvalidHistoryResponseError';
  }
}

/** GET /time-entries/{id}/history → the items, oldest first (a bare list or `{history}`). */
export function parseEntryHistory(body: unknown): EntryHistoryItem[] {
  const list =
    typeof body === 'object' && body !== null && !Array.isArray(body) && 'history' in body
      ? body.history
      : body;
  const parsed = entryHistoryItem.array().safeParse(list);
  if (!parsed.success) throw new InvalidHistoryResponseError();
  return parsed.data;
}

export const HISTORY_ACTION_LABELS: Record<EntryHistoryItem['action'], string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  approve: 'Approved',
};

export const EMPTY_VALUE = '(empty)';

const isHoursField = (field: string) => /^hours$/i.test(field.trim());
const isStatusField = (field: string) => /^status$/i.test(field.trim());

/** A value as the history shows it: hours with one decimal at least, statuses capitalised. */
export function formatHistoryValue(field: string, value: string | null): string {
  if (value === null || value.trim() === '') return EMPTY_VALUE;
  if (isHoursField(field)) {
    const n = Number(value);
    return Number.isFinite(n) ? formatHours(n) : value;
  }
  if (isStatusField(field)) return value.charAt(0).toUpperCase() + value.slice(1);
  return value;
}

type Change = EntryHistoryItem['changes'][number];

const fieldLabel = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

/** 'Hours: 8.0 → 7.5'; a value only set or only cleared reads 'Notes: (empty) → …'. */
export function describeChange(change: Change): string {
  const before = formatHistoryValue(change.field, change.before);
  const after = formatHistoryValue(change.field, change.after);
  return `${fieldLabel(change.field)}: ${before} → ${after}`;
}

const describeValue = (change: Change, value: string | null) =>
  `${fieldLabel(change.field)}: ${formatHistoryValue(change.field, value)}`;

/**
 * What a history item shows as its changes. A creation lists the values set ('Hours: 8.0'),
 * a deletion the values removed; an edit or approval lists before → after.
 */
export function changeLines(item: EntryHistoryItem): string[] {
  if (item.action === 'create') {
    return item.changes.filter((c) => c.after !== null).map((c) => describeValue(c, c.after));
  }
  if (item.action === 'delete') {
    return item.changes.filter((c) => c.before !== null).map((c) => describeValue(c, c.before));
  }
  return item.changes.map(describeChange);
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
