import { REPORT_MESSAGES } from '@sitehours/contract/messages';
import { formatHours, hasAnyRole } from '@sitehours/contract/rules';
import type {
  EmployeeSummaryRow,
  JobReportRow,
  WeeklyReportRow,
} from '@sitehours/contract/schemas';

/** Pure rules of the Reports screen (company spec §2.6, §4, §5 "Reports access", §8, §9). */

/**
 * Hour totals are rounded to 2 decimals (§9). The product goes through 12 significant digits
 * first so binary noise (3.015 * 100 = 301.4999…) does not round the wrong way.
 */
export const round2 = (n: number) => Math.round(Number((n * 100).toPrecision(12))) / 100;

export function sumHours(values: Iterable<number>): number {
  let total = 0;
  for (const v of values) total += v;
  return round2(total);
}

const separators = new Map<string, string>();

/** The decimal separator of a locale ('.' in en-US and es-US, ',' in es-ES). */
function decimalSeparator(locale: string): string {
  let separator = separators.get(locale);
  if (separator === undefined) {
    separator =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ??
      '.';
    separators.set(locale, separator);
  }
  return separator;
}

/**
 * Hours as the reports show them (formatHours: '7.5', '0.25', '0.0'), with the locale's decimal
 * separator. The digits are formatHours' own, so English reads exactly as the CSV exports do.
 */
export function formatHoursIn(hours: number, locale = 'en-US'): string {
  const text = formatHours(hours);
  const separator = decimalSeparator(locale);
  return separator === '.' ? text : text.replace('.', separator);
}

/** A computed total: always a number, zero as 0.0 (§9). */
export const formatTotal = (hours: number, locale = 'en-US') =>
  formatHoursIn(round2(hours), locale);

/** A day cell: hours when some were logged, a dash when none were (see ADR 0008). */
export const EMPTY_CELL = '–';
export function formatDayCell(hours: number | undefined, locale = 'en-US'): string {
  return hours === undefined ? EMPTY_CELL : formatHoursIn(hours, locale);
}

/** Per-day totals over the given days (days without hours are 0) and their sum. */
export function dayTotals(
  rows: readonly { hours: Record<string, number> }[],
  days: readonly string[],
): { hours: Record<string, number>; total: number } {
  const hours: Record<string, number> = {};
  for (const day of days) hours[day] = sumHours(rows.map((r) => r.hours[day] ?? 0));
  return { hours, total: sumHours(Object.values(hours)) };
}

// ---------------------------------------------------------------------------------------------
// Weekly Entries

/** The label columns of a Weekly Entries row: a work row names a job, an Other row its type. */
export interface EntryLabels {
  job: string;
  workType: string;
  wcCode: string;
  otherType: string;
}

/** The Other type of a row whose type has no name (CSV exports; the screen translates it). */
export const OTHER_TYPE_FALLBACK = 'Other';

export function entryLabels(row: WeeklyReportRow): EntryLabels {
  if (row.isPto) {
    return { job: '', workType: '', wcCode: '', otherType: row.ptoName ?? OTHER_TYPE_FALLBACK };
  }
  return {
    job: row.jobName ?? '',
    workType: row.workTypeName ?? '',
    wcCode: row.wcCode ?? '',
    otherType: '',
  };
}

export interface EmployeeGroup {
  employeeId: string;
  employeeName: string;
  rows: WeeklyReportRow[];
  /** Hours per day of the employee (days without hours are 0) and their sum. */
  totals: { hours: Record<string, number>; total: number };
  status: 'pending' | 'approved';
}

/** A stable key for a report row (an employee may hold several rows). */
export function entryRowKey(row: WeeklyReportRow): string {
  return [
    row.employeeId,
    row.isPto ? 'pto' : 'work',
    row.jobId,
    row.workTypeId,
    row.wcCodeId ?? row.wcCode,
    row.ptoTypeId,
  ].join('|');
}

/**
 * The rows per employee, in the server's order (by name). Rows of one employee are gathered
 * even when they do not arrive next to each other; work rows come before Other rows.
 */
export function groupByEmployee(
  rows: readonly WeeklyReportRow[],
  days: readonly string[],
): EmployeeGroup[] {
  const groups = new Map<string, WeeklyReportRow[]>();
  for (const row of rows) {
    const list = groups.get(row.employeeId);
    if (list) list.push(row);
    else groups.set(row.employeeId, [row]);
  }
  return [...groups.values()].map((list) => {
    const ordered = [...list.filter((r) => !r.isPto), ...list.filter((r) => r.isPto)];
    return {
      employeeId: ordered[0]!.employeeId,
      employeeName: ordered[0]!.employeeName,
      rows: ordered,
      totals: dayTotals(ordered, days),
      status: ordered.some((r) => r.status === 'pending') ? 'pending' : 'approved',
    };
  });
}

/** Approve All is hidden when there are no rows or every row is approved (§4). */
export function showApproveAll(rows: readonly Pick<WeeklyReportRow, 'status'>[]): boolean {
  return rows.some((r) => r.status !== 'approved');
}

/** The status words of the CSV exports (English: payroll software reads them). */
export const STATUS_LABELS = { pending: 'Pending', approved: 'Approved' } as const;

/** The status words of the screen (reports catalogue). */
export const STATUS_KEYS = {
  pending: 'entries.status.pending',
  approved: 'entries.status.approved',
} as const;

// ---------------------------------------------------------------------------------------------
// Weekly Summary and Job Breakdown

export function summaryTotals(rows: readonly EmployeeSummaryRow[], days: readonly string[]) {
  return dayTotals(rows, days);
}

export const jobGrandTotal = (rows: readonly JobReportRow[]) => sumHours(rows.map((r) => r.hours));

/**
 * Chart data of the Job Breakdown: one bar per job, stacked by work type. Jobs are keyed by id
 * (two jobs may share a name); a repeated name gets its number added.
 */
export function jobChartData(rows: readonly JobReportRow[]): {
  data: Record<string, string | number>[];
  workTypes: string[];
} {
  const jobs = new Map<string, { label: string; hours: Map<string, number> }>();
  const workTypes: string[] = [];
  const namesSeen = new Map<string, number>();
  for (const row of rows) {
    let job = jobs.get(row.jobId);
    if (!job) {
      const seen = (namesSeen.get(row.jobName) ?? 0) + 1;
      namesSeen.set(row.jobName, seen);
      job = { label: seen > 1 ? `${row.jobName} (${seen})` : row.jobName, hours: new Map() };
      jobs.set(row.jobId, job);
    }
    if (!workTypes.includes(row.workTypeName)) workTypes.push(row.workTypeName);
    job.hours.set(row.workTypeName, round2((job.hours.get(row.workTypeName) ?? 0) + row.hours));
  }
  workTypes.sort((a, b) => a.localeCompare(b));
  const data = [...jobs.values()].map((job) => {
    const point: Record<string, string | number> = { job: job.label };
    for (const [type, hours] of job.hours) point[type] = hours;
    return point;
  });
  return { data, workTypes };
}

// ---------------------------------------------------------------------------------------------
// Access and errors

export type ReportAccess = 'allowed' | 'not-admin' | 'no-company';

/** §5 "Reports access": an admin (or a global admin in support) and a company id are required. */
export function reportAccess(input: {
  roles: readonly string[];
  isGlobalAdmin: boolean;
  inSupportSession: boolean;
  companyId: string | null | undefined;
}): ReportAccess {
  const admin =
    hasAnyRole(input.roles, ['company_admin']) || (input.isGlobalAdmin && input.inSupportSession);
  if (!admin) return 'not-admin';
  if (!input.companyId) return 'no-company';
  return 'allowed';
}

/** What a failed load shows: 403 is final (no Try Again); everything else may be retried. */
export function reportLoadError(error: unknown): { text: string; canRetry: boolean } {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (status === 403) return { text: REPORT_MESSAGES.forbidden, canRetry: false };
  return { text: REPORT_MESSAGES.loadFailed, canRetry: true };
}
