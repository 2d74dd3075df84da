import type { ShownMessage } from '@/app/errors/api-error';
import type { Job, PtoType, StaffUser, TimeEntry, WorkType } from '@sitehours/contract/schemas';

/**
 * The time-entry screens' records, read from the contract's response types (company spec §3),
 * and the labels the screens show for them. Type imports only: the timesheet loads no schema.
 */

export type EntryStatus = TimeEntry['status'];

/**
 * A time entry as the screens and the device's queue keep it: the server's camelCase fields.
 * `isPending` marks one not yet confirmed by the server; previews have no timestamps yet.
 */
export type EntryRecord = Pick<
  TimeEntry,
  | 'id'
  | 'userId'
  | 'entryDate'
  | 'hours'
  | 'notes'
  | 'isPto'
  | 'jobId'
  | 'jobName'
  | 'workTypeId'
  | 'workTypeName'
  | 'ptoTypeId'
  | 'ptoName'
  | 'displayName'
  | 'status'
  | 'isPending'
  | 'clientId'
  | 'startedAt'
  | 'endedAt'
  | 'submittedAt'
  | 'reviewedAt'
  | 'reviewedBy'
  | 'adjustsEntryId'
  | 'periodClosed'
  | 'classificationId'
  | 'equipment'
> & {
  createdAt: string | null;
  updatedAt: string | null;
  /** Recorded while offline (or unsent): waiting in the device's queue to be sent. */
  queued?: boolean;
  /** The server refused the queued change; the worker fixes or discards it. */
  syncError?: ShownMessage | null;
};

export type JobOption = Pick<Job, 'jobId' | 'jobName' | 'address' | 'city'>;
export type WorkTypeChoice = Pick<WorkType, 'workTypeId' | 'workTypeName'>;
export type PtoTypeOption = Pick<PtoType, 'ptoTypeId' | 'name' | 'isActive'>;
/** `hourlyRate` is null when the server hides pay (managers) or the user has none. */
export type CompanyUser = Pick<
  StaffUser,
  'id' | 'firstName' | 'lastName' | 'email' | 'isActive' | 'hourlyRate'
>;

/** The record kept of a server entry: only the fields the screens read, in one spelling. */
export const toEntryRecord = (e: TimeEntry): EntryRecord => ({
  id: e.id,
  userId: e.userId,
  entryDate: e.entryDate,
  hours: e.hours,
  notes: e.notes,
  isPto: e.isPto,
  jobId: e.jobId,
  jobName: e.jobName,
  workTypeId: e.workTypeId,
  workTypeName: e.workTypeName,
  ptoTypeId: e.ptoTypeId,
  ptoName: e.ptoName,
  displayName: e.displayName,
  status: e.status,
  isPending: e.isPending,
  clientId: e.clientId,
  startedAt: e.startedAt ?? null,
  endedAt: e.endedAt ?? null,
  // The approval steps, only once taken (decision 0027).
  ...(e.submittedAt ? { submittedAt: e.submittedAt } : {}),
  ...(e.reviewedAt ? { reviewedAt: e.reviewedAt, reviewedBy: e.reviewedBy } : {}),
  // Closed pay periods and their adjustments (decision 0027), only where there are some.
  ...(e.periodClosed ? { periodClosed: true } : {}),
  ...(e.adjustsEntryId ? { adjustsEntryId: e.adjustsEntryId } : {}),
  // A public-works job's classification and an operator's equipment (decision 0028).
  ...(e.classificationId
    ? { classificationId: e.classificationId, equipment: e.equipment ?? null }
    : {}),
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
});

/** Only active jobs, work types and Other types are offered. */
export const activeOnly = <T extends { isActive: boolean }>(items: readonly T[]): T[] =>
  items.filter((i) => i.isActive);

/** Active users sorted by name, for the user selector. */
export const activeUsersByName = <T extends CompanyUser>(users: readonly T[]): T[] =>
  activeOnly(users).sort((a, b) => userLabel(a).localeCompare(userLabel(b)));

/** 'First Last', else the email. */
export function userLabel(user: Pick<CompanyUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/** 'name - address, city' (company spec §2.4); parts that are missing are left out. */
export function jobOptionLabel(job: Pick<JobOption, 'jobName' | 'address' | 'city'>): string {
  const place = [job.address?.trim(), job.city?.trim()].filter(Boolean).join(', ');
  return place ? `${job.jobName} - ${place}` : job.jobName;
}

/** Sorted by label, for the Job select. */
export function sortJobOptions(jobs: readonly JobOption[]): JobOption[] {
  return [...jobs].sort((a, b) => jobOptionLabel(a).localeCompare(jobOptionLabel(b)));
}

/**
 * What a day list names an entry by: the job or the Other type; `fallback` names an entry that
 * carries neither (in the interface language).
 */
export function entryTitle(
  entry: EntryRecord,
  fallback: { job: string; other: string } = { job: 'Job', other: 'Other' },
): string {
  if (entry.isPto) return entry.ptoName || entry.displayName || fallback.other;
  return entry.jobName || entry.displayName || fallback.job;
}
