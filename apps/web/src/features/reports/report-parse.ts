import { OVERTIME_RULE_VALUES, type OvertimeRule } from '@sitehours/contract/rules';
import type {
  EmployeeSummaryRow,
  JobReportRow,
  WcPayrollReconciliation,
  WcPayrollRow,
  WeeklyReportRow,
} from '@sitehours/contract/schemas';
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

/** Regular, overtime, double-time and PTO hours and gross pay, as the server splits them. */
export type PayHours = Pick<
  EmployeeSummaryRow,
  'regularHours' | 'overtimeHours' | 'doubleTimeHours' | 'ptoHours' | 'grossPay'
>;

const MONEY = /^-?\d+(\.\d+)?$/;

function money(v: unknown): string {
  const text = typeof v === 'number' ? v.toFixed(2) : typeof v === 'string' ? v.trim() : null;
  if (text === null || !MONEY.test(text)) return fail();
  return text;
}

/** The payroll split of a summary row or of the totals. */
function payHours(v: Rec): PayHours {
  return {
    regularHours: num(pick(v, 'regularHours', 'regular_hours')),
    overtimeHours: num(pick(v, 'overtimeHours', 'overtime_hours')),
    doubleTimeHours: num(pick(v, 'doubleTimeHours', 'double_time_hours')),
    ptoHours: num(pick(v, 'ptoHours', 'pto_hours')),
    grossPay: money(pick(v, 'grossPay', 'gross_pay')),
  };
}

/**
 * GET /time-entries/employee-weekly-report → its entries with their payroll split (day totals
 * are recomputed on screen).
 */
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
      hourlyRate: num(pick(v, 'hourlyRate', 'hourly_rate')),
      ...payHours(v),
    };
  });
}

export interface EmployeeSummaryReport {
  rows: EmployeeSummaryRow[];
  /** Null when the server named no rule this build knows. */
  overtimeRule: OvertimeRule | null;
  /** The company's split over all rows. */
  totals: PayHours;
}

const isOvertimeRule = (v: unknown): v is OvertimeRule =>
  typeof v === 'string' && (OVERTIME_RULE_VALUES as readonly string[]).includes(v);

/** The whole summary answer: rows, the company's overtime rule and the split of the totals. */
export function parseEmployeeSummaryReport(body: unknown): EmployeeSummaryReport {
  const rows = parseEmployeeSummary(body);
  const b = body as Rec;
  const rule = pick(b, 'overtimeRule', 'overtime_rule');
  const totals = pick(b, 'totals');
  if (!isRecord(totals)) return fail();
  return {
    rows,
    overtimeRule: isOvertimeRule(rule) ? rule : null,
    totals: payHours(totals),
  };
}

export interface WcPayrollReport {
  rows: WcPayrollRow[];
  totals: { hours: number; wages: string; premium: string };
  /** How the WC total meets the other tabs' totals; null from a server that does not send it. */
  reconciliation: WcPayrollReconciliation | null;
}

function reconciliationOf(v: unknown): WcPayrollReconciliation | null {
  if (v === undefined || v === null) return null;
  if (!isRecord(v)) return fail();
  return {
    wcHours: num(pick(v, 'wcHours', 'wc_hours')),
    otherHours: num(pick(v, 'otherHours', 'other_hours')),
    uncodedHours: num(pick(v, 'uncodedHours', 'uncoded_hours')),
    allHours: num(pick(v, 'allHours', 'all_hours')),
    notInReportsHours: num(pick(v, 'notInReportsHours', 'not_in_reports_hours')),
    reportHours: num(pick(v, 'reportHours', 'report_hours')),
    reportWorkHours: num(pick(v, 'reportWorkHours', 'report_work_hours')),
  };
}

/** GET /time-entries/wc-payroll-report → hours, wages and premium per WC class code. */
export function parseWcPayrollReport(body: unknown): WcPayrollReport {
  if (!isRecord(body) || !Array.isArray(body.rows)) return fail();
  const rows = body.rows.map((v: unknown): WcPayrollRow => {
    if (!isRecord(v)) return fail();
    const types = pick(v, 'workTypes', 'work_types') ?? [];
    if (!Array.isArray(types)) return fail();
    return {
      wcCode: str(v, 'wcCode', 'wc_code'),
      workTypes: types.map((t) => (typeof t === 'string' ? t : fail())),
      compRate: money(pick(v, 'compRate', 'comp_rate')),
      hours: num(pick(v, 'hours')),
      wages: money(pick(v, 'wages')),
      premium: money(pick(v, 'premium')),
    };
  });
  const t = body.totals;
  if (!isRecord(t)) return fail();
  return {
    rows,
    totals: {
      hours: num(pick(t, 'hours')),
      wages: money(pick(t, 'wages')),
      premium: money(pick(t, 'premium')),
    },
    reconciliation: reconciliationOf(body.reconciliation),
  };
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
