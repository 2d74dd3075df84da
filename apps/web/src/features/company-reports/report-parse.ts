import type { EmployeeSummaryRow, JobReportRow, WeeklyReportRow } from '@sitehours/contract';
import { InvalidReportResponseError } from './report-rules';

/**
 * Reads the report responses (company spec §7 "Reports"). Anything that is not the expected
 * shape raises {@link InvalidReportResponseError}: 'Invalid response format from server.'
 * Both camelCase and snake_case are read (§3).
 */

type Rec = Record<string, unknown>;

const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

function fail(): never {
  throw new InvalidReportResponseError();
}

const pick = (r: Rec, ...keys: string[]): unknown => {
  for (const k of keys) if (r[k] !== undefined) return r[k];
  return undefined;
};

function str(r: Rec, ...keys: string[]): string {
  const v = pick(r, ...keys);
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  return fail();
}

function optStr(r: Rec, ...keys: string[]): string | null {
  const v = pick(r, ...keys);
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  return fail();
}

function num(v: unknown): number {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isFinite(n)) return fail();
  return n;
}

function hoursMap(v: unknown): Record<string, number> {
  if (v === null || v === undefined) return {};
  if (!isRecord(v)) return fail();
  return Object.fromEntries(Object.entries(v).map(([day, hours]) => [day, num(hours)]));
}

function notesMap(v: unknown): Record<string, string> {
  if (v === null || v === undefined) return {};
  if (!isRecord(v)) return fail();
  const out: Record<string, string> = {};
  for (const [day, text] of Object.entries(v)) {
    if (typeof text === 'string' && text.trim() !== '') out[day] = text;
  }
  return out;
}

const sumOf = (hours: Record<string, number>) =>
  Object.values(hours).reduce((total, h) => total + h, 0);

function weeklyRow(v: unknown): WeeklyReportRow {
  if (!isRecord(v)) return fail();
  const hours = hoursMap(pick(v, 'hours'));
  const ids = pick(v, 'entryIds', 'entry_ids') ?? [];
  if (!Array.isArray(ids)) return fail();
  const isPto = pick(v, 'isPto', 'isPTO', 'is_pto') === true;
  const status = pick(v, 'status');
  const total = pick(v, 'total');
  return {
    employeeId: str(v, 'employeeId', 'employee_id'),
    employeeName: str(v, 'employeeName', 'employee_name'),
    jobId: optStr(v, 'jobId', 'job_id'),
    jobName: optStr(v, 'jobName', 'job_name'),
    workTypeId: optStr(v, 'workTypeId', 'work_type_id'),
    workTypeName: optStr(v, 'workTypeName', 'work_type_name'),
    wcCodeId: optStr(v, 'wcCodeId', 'wc_code_id'),
    wcCode: optStr(v, 'wcCode', 'wc_code'),
    isPto,
    ptoTypeId: optStr(v, 'ptoTypeId', 'pto_type_id'),
    ptoName: optStr(v, 'ptoName', 'pto_name'),
    hours,
    notes: notesMap(pick(v, 'notes')),
    entryIds: ids.map((id) => (typeof id === 'string' ? id : fail())),
    // Pending wins (§4): anything but an explicit 'approved' counts as pending.
    status: status === 'approved' ? 'approved' : 'pending',
    total: total === undefined || total === null ? sumOf(hours) : num(total),
  };
}

/** GET /time-entries/weekly-report → its entries. */
export function parseWeeklyReport(body: unknown): WeeklyReportRow[] {
  if (!isRecord(body) || !Array.isArray(body.entries)) return fail();
  return body.entries.map(weeklyRow);
}

/** GET /time-entries/employee-weekly-report → its entries (totals are recomputed on screen). */
export function parseEmployeeSummary(body: unknown): EmployeeSummaryRow[] {
  if (!isRecord(body) || !Array.isArray(body.entries)) return fail();
  return body.entries.map((v: unknown) => {
    if (!isRecord(v)) return fail();
    const hours = hoursMap(pick(v, 'hours'));
    const total = pick(v, 'total');
    return {
      employeeId: str(v, 'employeeId', 'employee_id'),
      employeeName: str(v, 'employeeName', 'employee_name'),
      hours,
      total: total === undefined || total === null ? sumOf(hours) : num(total),
    };
  });
}

/** GET /time-entries/job-worktype-report → an array of rows. */
export function parseJobReport(body: unknown): JobReportRow[] {
  if (!Array.isArray(body)) return fail();
  return body.map((v: unknown) => {
    if (!isRecord(v)) return fail();
    return {
      date: optStr(v, 'date', 'entryDate', 'entry_date'),
      jobId: str(v, 'jobId', 'job_id'),
      jobName: str(v, 'jobName', 'job_name'),
      userName: optStr(v, 'userName', 'user_name'),
      wcCode: optStr(v, 'wcCode', 'wc_code'),
      workTypeName: str(v, 'workTypeName', 'work_type_name'),
      hours: num(pick(v, 'hours')),
    };
  });
}

/** GET /time-entries/ids → the ids, or null when the answer holds none in a readable form. */
export function parseEntryIds(body: unknown): string[] | null {
  if (!isRecord(body)) return null;
  const ids = pick(body, 'entryIds', 'entry_ids');
  if (!Array.isArray(ids)) return null;
  return ids.filter((id): id is string => typeof id === 'string' && id !== '');
}

export interface JobOption {
  value: string;
  label: string;
}

/**
 * GET /jobs (active jobs) → the job filter's options, by name; jobs sharing a name are told
 * apart by their address or city.
 */
export function parseJobOptions(body: unknown): JobOption[] {
  const list = Array.isArray(body)
    ? body
    : isRecord(body) && Array.isArray(body.jobs)
      ? body.jobs
      : isRecord(body) && Array.isArray(body.data)
        ? body.data
        : fail();
  const jobs = list.filter(isRecord).flatMap((j) => {
    const id = pick(j, 'jobId', 'id', 'job_id');
    const name = pick(j, 'jobName', 'name', 'job_name');
    if (typeof id !== 'string' || typeof name !== 'string') return [];
    if (pick(j, 'isActive', 'is_active') === false) return [];
    const place = [pick(j, 'address'), pick(j, 'city')].find(
      (p): p is string => typeof p === 'string' && p.trim() !== '',
    );
    return [{ id, name, place }];
  });
  const counts = new Map<string, number>();
  for (const j of jobs) counts.set(j.name, (counts.get(j.name) ?? 0) + 1);
  return jobs
    .map((j) => ({
      value: j.id,
      label: (counts.get(j.name) ?? 0) > 1 && j.place ? `${j.name} (${j.place})` : j.name,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
