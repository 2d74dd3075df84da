import Papa from 'papaparse';
import { formatHours, formulaSafe } from '@sitehours/contract/rules';
import type {
  EmployeeSummaryRow,
  JobReportRow,
  WeeklyReportRow,
} from '@sitehours/contract/schemas';
import type { DateRange } from './report-dates';
import type { PayHours, WcPayrollReport } from './report-parse';
import {
  dayTotals,
  entryLabels,
  jobGrandTotal,
  round2,
  STATUS_LABELS,
  sumHours,
} from './report-rules';

/**
 * The CSV exports of the Reports screen (company spec §2.6, §9; layouts in
 * docs/decisions/0008-report-range-step.md). RFC 4180: fields with commas, quotes, CR or LF are
 * quoted and quotes doubled, rows end with CRLF. A UTF-8 byte order mark leads, so spreadsheet
 * programs read names with accents correctly. Text cells starting with =, +, -, @, a tab or a
 * carriage return get a leading apostrophe (`formulaSafe`, the same rule as the server's payroll
 * exports), so a spreadsheet never runs them as formulas.
 */

export const CSV_BOM = '\uFEFF';

export type CsvCell = string | number;

/** Text cells go through the exports' one formula rule (`formulaSafe`); numbers as they are. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  const text = Papa.unparse(
    rows.map((row) =>
      row.map((cell) => (typeof cell === 'number' ? String(cell) : formulaSafe(cell))),
    ),
    { newline: '\r\n', quotes: false },
  );
  return CSV_BOM + text + '\r\n';
}

/** Hours in a CSV: always a number, zero as 0.0 (§9). */
const hoursCell = (hours: number | undefined) => formatHours(round2(hours ?? 0));

// ---------------------------------------------------------------------------------------------
// Layouts

/**
 * Weekly Entries: Employee, Job, Work Type, WC Code, Other Type, one column per day, Total,
 * Status, then (with notes) one 'Notes yyyy-MM-dd' column per day; a closing Totals row.
 */
export function weeklyEntriesCsv(
  rows: readonly WeeklyReportRow[],
  days: readonly string[],
  options: { includeNotes: boolean },
): CsvCell[][] {
  const header: CsvCell[] = [
    'Employee',
    'Job',
    'Work Type',
    'WC Code',
    'Other Type',
    ...days,
    'Total',
    'Status',
  ];
  if (options.includeNotes) header.push(...days.map((d) => `Notes ${d}`));
  const body = rows.map((row) => {
    const labels = entryLabels(row);
    const line: CsvCell[] = [
      row.employeeName,
      labels.job,
      labels.workType,
      labels.wcCode,
      labels.otherType,
      ...days.map((d) => hoursCell(row.hours[d])),
      hoursCell(row.total),
      STATUS_LABELS[row.status],
    ];
    if (options.includeNotes) line.push(...days.map((d) => row.notes[d] ?? ''));
    return line;
  });
  const totals = dayTotals(rows, days);
  const totalLine: CsvCell[] = [
    'Totals',
    '',
    '',
    '',
    '',
    ...days.map((d) => hoursCell(totals.hours[d])),
    hoursCell(totals.total),
    '',
  ];
  if (options.includeNotes) totalLine.push(...days.map(() => ''));
  return [header, ...body, totalLine];
}

/**
 * Weekly Summary: Employee, one column per day, Weekly Total, then the payroll split (Regular,
 * Overtime, Double Time, PTO, Gross Pay); a closing Company Totals row (the split of the totals
 * as the server sent it, else summed here). Where the answer carries meal and rest premiums (a
 * company that applies a rule), Meal Premium Hours, Rest Premium Hours and Premium Pay (part of
 * Gross Pay) close each row; otherwise the file is as it was.
 */
export function weeklySummaryCsv(
  rows: readonly EmployeeSummaryRow[],
  days: readonly string[],
  payTotals: PayHours = sumPay(rows),
): CsvCell[][] {
  const totals = dayTotals(rows, days);
  const premiums = payTotals.premiumPay !== undefined;
  const payCells = (pay: PayHours): CsvCell[] => [
    hoursCell(pay.regularHours),
    hoursCell(pay.overtimeHours),
    hoursCell(pay.doubleTimeHours),
    hoursCell(pay.ptoHours),
    pay.grossPay,
    ...(premiums
      ? [hoursCell(pay.mealPremiumHours), hoursCell(pay.restPremiumHours), pay.premiumPay ?? '0.00']
      : []),
  ];
  return [
    [
      'Employee',
      ...days,
      'Weekly Total',
      'Regular',
      'Overtime',
      'Double Time',
      'PTO',
      'Gross Pay',
      ...(premiums ? ['Meal Premium Hours', 'Rest Premium Hours', 'Premium Pay'] : []),
    ],
    ...rows.map((row) => [
      row.employeeName,
      ...days.map((d) => hoursCell(row.hours[d])),
      hoursCell(row.total),
      ...payCells(row),
    ]),
    [
      'Company Totals',
      ...days.map((d) => hoursCell(totals.hours[d])),
      hoursCell(totals.total),
      ...payCells(payTotals),
    ],
  ];
}

/** The split summed over the rows; gross pay (and premium pay, when sent) in whole cents. */
export function sumPay(rows: readonly PayHours[]): PayHours {
  const cents = (amount: (p: PayHours) => string | undefined) =>
    rows.reduce((total, p) => total + Math.round(Number(amount(p) ?? 0) * 100), 0);
  const sum: PayHours = {
    regularHours: sumHours(rows.map((p) => p.regularHours)),
    overtimeHours: sumHours(rows.map((p) => p.overtimeHours)),
    doubleTimeHours: sumHours(rows.map((p) => p.doubleTimeHours)),
    ptoHours: sumHours(rows.map((p) => p.ptoHours)),
    grossPay: (cents((p) => p.grossPay) / 100).toFixed(2),
  };
  if (!rows.some((p) => p.premiumPay !== undefined)) return sum;
  return {
    ...sum,
    mealPremiumHours: sumHours(rows.map((p) => p.mealPremiumHours ?? 0)),
    restPremiumHours: sumHours(rows.map((p) => p.restPremiumHours ?? 0)),
    premiumPay: (cents((p) => p.premiumPay) / 100).toFixed(2),
  };
}

/**
 * WC Payroll: WC Code, Work Types (joined with '; '), Hours, Wages, Comp Rate (%), Estimated
 * Premium; a closing Totals row.
 */
export function wcPayrollCsv(report: WcPayrollReport): CsvCell[][] {
  return [
    ['WC Code', 'Work Types', 'Hours', 'Wages', 'Comp Rate (%)', 'Estimated Premium'],
    ...report.rows.map((r) => [
      r.wcCode,
      r.workTypes.join('; '),
      hoursCell(r.hours),
      r.wages,
      r.compRate,
      r.premium,
    ]),
    ['Totals', '', hoursCell(report.totals.hours), report.totals.wages, '', report.totals.premium],
  ];
}

/**
 * Job Breakdown: [Date,] Job, [Employee,] Work Type, WC Code, Hours (Date and Employee only in
 * the detailed breakdown); a closing Grand Total row.
 */
export function jobBreakdownCsv(rows: readonly JobReportRow[], detailed: boolean): CsvCell[][] {
  const line = (
    date: string,
    job: string,
    employee: string,
    workType: string,
    wc: string,
    hours: string,
  ): CsvCell[] =>
    detailed ? [date, job, employee, workType, wc, hours] : [job, workType, wc, hours];
  return [
    line('Date', 'Job', 'Employee', 'Work Type', 'WC Code', 'Hours'),
    ...rows.map((r) =>
      line(
        r.date ?? '',
        r.jobName,
        r.userName ?? '',
        r.workTypeName,
        r.wcCode ?? '',
        hoursCell(r.hours),
      ),
    ),
    detailed
      ? ['Grand Total', '', '', '', '', hoursCell(jobGrandTotal(rows))]
      : ['Grand Total', '', '', hoursCell(jobGrandTotal(rows))],
  ];
}

// ---------------------------------------------------------------------------------------------
// File names

/** Lower-case ASCII words joined by hyphens ('Shop & Yard' → 'shop-yard'); at most 60 chars. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'job';
}

const rangePart = (range: DateRange) => `${range.startDate}_to_${range.endDate}`;

export type CsvFile =
  | { kind: 'weekly-entries'; range: DateRange }
  | { kind: 'weekly-summary'; range: DateRange }
  | { kind: 'wc-payroll'; range: DateRange }
  | { kind: 'job-breakdown'; range: DateRange; detailed: boolean; jobName?: string | null };

/**
 * §9: weekly-hours-report_…, employee-weekly-hours_…, job-worktype-report-summary_… or
 * job-worktype-report-detailed_…, with the job's slug when one job is filtered.
 */
export function csvFileName(file: CsvFile): string {
  switch (file.kind) {
    case 'weekly-entries':
      return `weekly-hours-report_${rangePart(file.range)}.csv`;
    case 'weekly-summary':
      return `employee-weekly-hours_${rangePart(file.range)}.csv`;
    case 'wc-payroll':
      return `wc-payroll-report_${rangePart(file.range)}.csv`;
    case 'job-breakdown': {
      const mode = file.detailed ? 'detailed' : 'summary';
      const job = file.jobName ? `_${slugify(file.jobName)}` : '';
      return `job-worktype-report-${mode}${job}_${rangePart(file.range)}.csv`;
    }
  }
}
