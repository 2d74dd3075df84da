/**
 * Reading the time-entry screens' lists in any spelling the server uses (company spec §3), and
 * the labels the screens show for them.
 */

export type EntryStatus = 'pending' | 'approved';

/** A time entry as the screens need it; `isPending` marks one not yet confirmed by the server. */
export interface EntryRecord {
  id: string;
  userId: string;
  entryDate: string;
  hours: number;
  notes: string | null;
  isPto: boolean;
  jobId: string | null;
  jobName: string | null;
  workTypeId: string | null;
  workTypeName: string | null;
  ptoTypeId: string | null;
  ptoName: string | null;
  displayName: string;
  status: EntryStatus;
  isPending: boolean;
  clientId: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  /** Recorded while offline (or unsent): waiting in the device's queue to be sent. */
  queued?: boolean;
  /** The server refused the queued change; the worker fixes or discards it. */
  syncError?: string | null;
}

export interface JobOption {
  jobId: string;
  jobName: string;
  address: string | null;
  city: string | null;
}

export interface WorkTypeChoice {
  workTypeId: string;
  workTypeName: string;
}

export interface PtoTypeOption {
  ptoTypeId: string;
  name: string;
  isActive: boolean;
}

export interface CompanyUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  /** Null when the server hides pay (managers) or the user has none. */
  hourlyRate: number | null;
}

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

function text(...values: unknown[]): string | null {
  for (const v of values) if (typeof v === 'string' && v !== '') return v;
  for (const v of values) if (typeof v === 'number') return String(v);
  return null;
}

function flag(fallback: boolean, ...values: unknown[]): boolean {
  for (const v of values) if (typeof v === 'boolean') return v;
  return fallback;
}

function num(...values: unknown[]): number | null {
  for (const v of values) {
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  }
  return null;
}

/** A list answer: an array, `{data: [...]}` or `{timeEntries: [...]}` (§7). */
export function listOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (isRecord(body)) {
    if (Array.isArray(body.data)) return body.data;
    if (Array.isArray(body.timeEntries)) return body.timeEntries;
  }
  return [];
}

function compact<T>(items: (T | null)[]): T[] {
  return items.filter((i): i is T => i !== null);
}

export function normalizeEntry(value: unknown): EntryRecord | null {
  if (!isRecord(value)) return null;
  const id = text(value.timeEntryId, value.id, value.time_entry_id);
  const entryDate = text(value.entryDate, value.entry_date);
  if (!id || !entryDate) return null;
  const isPto = flag(false, value.isPTO, value.isPto, value.is_pto);
  const jobName = text(value.jobName, value.job_name);
  const ptoName = text(value.ptoName, value.pto_name);
  return {
    id,
    userId: text(value.userId, value.user_id) ?? '',
    entryDate: entryDate.slice(0, 10),
    hours: num(value.hours) ?? 0,
    notes: text(value.notes),
    isPto,
    jobId: text(value.jobId, value.job_id),
    jobName,
    workTypeId: text(value.workTypeId, value.work_type_id),
    workTypeName: text(value.workTypeName, value.work_type_name),
    ptoTypeId: text(value.ptoTypeId, value.pto_type_id),
    ptoName,
    displayName: text(value.displayName) ?? (isPto ? ptoName : jobName) ?? '',
    status: value.status === 'approved' ? 'approved' : 'pending',
    isPending: flag(false, value.isPending),
    clientId: text(value.clientId, value.client_id),
    createdAt: text(value.createdAt, value.created_at),
    updatedAt: text(value.updatedAt, value.updated_at),
  };
}

export const normalizeEntries = (body: unknown): EntryRecord[] =>
  compact(listOf(body).map(normalizeEntry));

export function normalizeJobOption(value: unknown): JobOption | null {
  if (!isRecord(value)) return null;
  const jobId = text(value.jobId, value.id, value.job_id);
  if (!jobId) return null;
  if (!flag(true, value.isActive, value.is_active)) return null;
  return {
    jobId,
    jobName: text(value.jobName, value.name, value.job_name) ?? '',
    address: text(value.address),
    city: text(value.city),
  };
}

export const normalizeJobOptions = (body: unknown): JobOption[] =>
  compact(listOf(body).map(normalizeJobOption));

export function normalizeWorkTypeChoice(value: unknown): WorkTypeChoice | null {
  if (!isRecord(value)) return null;
  const workTypeId = text(value.workTypeId, value.id, value.work_type_id);
  if (!workTypeId) return null;
  if (!flag(true, value.isActive, value.is_active)) return null;
  return {
    workTypeId,
    workTypeName: text(value.workTypeName, value.name, value.work_type_name) ?? '',
  };
}

export const normalizeWorkTypeChoices = (body: unknown): WorkTypeChoice[] =>
  compact(listOf(body).map(normalizeWorkTypeChoice));

export function normalizePtoType(value: unknown): PtoTypeOption | null {
  if (!isRecord(value)) return null;
  const ptoTypeId = text(value.ptoTypeId, value.pto_type_id, value.id);
  if (!ptoTypeId) return null;
  return {
    ptoTypeId,
    name: text(value.name, value.pto_name) ?? '',
    isActive: flag(true, value.isActive, value.is_active, value.active),
  };
}

/** Only active Other types are offered. */
export const normalizePtoTypes = (body: unknown): PtoTypeOption[] =>
  compact(listOf(body).map(normalizePtoType)).filter((p) => p.isActive);

export function normalizeCompanyUser(value: unknown): CompanyUser | null {
  if (!isRecord(value)) return null;
  const id = text(value.userId, value.user_id, value.id);
  if (!id) return null;
  let firstName = text(value.firstName, value.first_name) ?? '';
  let lastName = text(value.lastName, value.last_name) ?? '';
  if (!firstName && !lastName) {
    const [first = '', ...rest] = (text(value.name) ?? '').split(' ');
    firstName = first;
    lastName = rest.join(' ');
  }
  return {
    id,
    firstName,
    lastName,
    email: text(value.email) ?? '',
    isActive: flag(true, value.isActive, value.is_active),
    hourlyRate: num(value.hourlyRate, value.hourly_rate),
  };
}

/** Active users sorted by name, for the user selector. */
export function normalizeCompanyUsers(body: unknown): CompanyUser[] {
  return compact(listOf(body).map(normalizeCompanyUser))
    .filter((u) => u.isActive)
    .sort((a, b) => userLabel(a).localeCompare(userLabel(b)));
}

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
