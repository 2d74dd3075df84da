import { and, asc, eq } from 'drizzle-orm';
import type { EntryHistoryItem, TimeEntry } from '@sitehours/contract';
import type { Queryable, Tx } from '../../db/database';
import { timeEntryHistory } from '../../db/schema';
import type { CompanyScope } from '../../platform/principal';
import { appendEntryEvents } from '../ledger/entry-events';

/** What the history keeps of an entry: the fields a payroll dispute is about. */
export type EntrySnapshot = Record<string, string | number | null>;

export function snapshotOf(e: TimeEntry, workerName?: string): EntrySnapshot {
  return {
    worker: workerName ?? e.userId,
    date: e.entryDate,
    hours: e.hours,
    job: e.isPto ? null : e.jobName,
    workType: e.isPto ? null : e.workTypeName,
    wcCode: e.wcCode,
    otherType: e.isPto ? e.ptoName : null,
    notes: e.notes,
    status: e.status,
    // Punched entries: a correction of a punch shows here as a change of start or end.
    ...(e.startedAt ? { start: e.startedAt, end: e.endedAt ?? null } : {}),
  };
}

const FIELD_LABELS: Record<string, string> = {
  worker: 'Worker',
  date: 'Date',
  start: 'Start',
  end: 'End',
  hours: 'Hours',
  job: 'Job',
  workType: 'Work type',
  wcCode: 'WC code',
  otherType: 'Other type',
  notes: 'Notes',
  status: 'Status',
};

export interface HistoryRecord {
  entryId: string;
  action: 'create' | 'update' | 'delete' | 'approve';
  changedBy: string | null;
  changedByName: string;
  reason?: string | null;
  before?: EntrySnapshot | null;
  after?: EntrySnapshot | null;
}

/**
 * Writes the history of changed entries and their events in the company's ledger (one append for
 * all of them). Call it with the entries as they are stored after the change; a delete before the
 * row goes, so its event keeps the state it had.
 */
export async function recordHistory(tx: Tx, scope: CompanyScope, records: HistoryRecord[]) {
  if (records.length === 0) return;
  await tx.insert(timeEntryHistory).values(
    records.map((r) => ({
      ...scope,
      entryId: r.entryId,
      action: r.action,
      changedBy: r.changedBy,
      changedByName: r.changedByName,
      reason: r.reason ?? null,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
  );
  await appendEntryEvents(
    tx,
    scope,
    records.map((r) => ({
      entryId: r.entryId,
      action: r.action,
      actorId: r.changedBy,
      actorName: r.changedByName,
      reason: r.reason ?? null,
    })),
  );
}

const show = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? null : String(v);

/** The changes between two snapshots, field by field, in the order of the labels. */
export function diffSnapshots(before: EntrySnapshot | null, after: EntrySnapshot | null) {
  return Object.keys(FIELD_LABELS)
    .filter((k) => show(before?.[k]) !== show(after?.[k]))
    .map((k) => ({ field: FIELD_LABELS[k]!, before: show(before?.[k]), after: show(after?.[k]) }));
}

export async function entryHistory(
  q: Queryable,
  scope: CompanyScope,
  entryId: string,
): Promise<EntryHistoryItem[]> {
  const rows = await q
    .select()
    .from(timeEntryHistory)
    .where(
      and(eq(timeEntryHistory.companyId, scope.companyId), eq(timeEntryHistory.entryId, entryId)),
    )
    .orderBy(asc(timeEntryHistory.createdAt), asc(timeEntryHistory.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    changedAt: r.createdAt.toISOString(),
    changedBy: r.changedByName,
    reason: r.reason,
    changes: diffSnapshots(r.before as EntrySnapshot | null, r.after as EntrySnapshot | null),
  }));
}
