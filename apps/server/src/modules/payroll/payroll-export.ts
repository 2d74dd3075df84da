import Papa from 'papaparse';
import { formulaSafe, type PayrollExportFormat } from '@sitehours/contract';
import type { DateRange, PayrollLine } from './payroll.service';

/**
 * Text cells go through `formulaSafe` where each row is built (names, e-mails, ids); numbers are
 * formatted here and left as they are, so that a negative amount stays a number.
 */
const csv = (rows: string[][]) => '\uFEFF' + Papa.unparse(rows, { newline: '\r\n', quotes: false });
const text = formulaSafe;

const hoursText = (h: number) => h.toFixed(2);

/** Generic payroll CSV: one line per worker with the period, hours by kind, rate and gross. */
export function genericPayrollCsv(lines: PayrollLine[], range: DateRange): string {
  return csv([
    [
      'Employee ID',
      'Employee',
      'Email',
      'Period Start',
      'Period End',
      'Regular Hours',
      'Overtime Hours',
      'Double Time Hours',
      'PTO Hours',
      'Hourly Rate',
      'Gross Pay',
    ],
    ...lines.map((l) => [
      text(l.employeeId),
      text(l.employeeName),
      text(l.email),
      range.startDate,
      range.endDate,
      hoursText(l.regularHours),
      hoursText(l.overtimeHours),
      hoursText(l.doubleTimeHours),
      hoursText(l.ptoHours),
      l.hourlyRate.toFixed(2),
      l.grossPay,
    ]),
  ]);
}

/**
 * Gusto's hours import: one line per employee with their hours by kind (Gusto computes the pay).
 * Other types named Sick or Holiday go to their own columns; every other Other type is PTO.
 */
export function gustoCsv(lines: PayrollLine[]): string {
  const byType = (l: PayrollLine, name: string) => l.ptoByType[name] ?? 0;
  return csv([
    [
      'last_name',
      'first_name',
      'email',
      'regular_hours',
      'overtime_hours',
      'double_overtime_hours',
      'pto_hours',
      'sick_hours',
      'holiday_hours',
    ],
    ...lines.map((l) => {
      const sick = byType(l, 'Sick');
      const holiday = byType(l, 'Holiday');
      return [
        text(l.lastName),
        text(l.firstName),
        text(l.email),
        hoursText(l.regularHours),
        hoursText(l.overtimeHours),
        hoursText(l.doubleTimeHours),
        hoursText(l.ptoHours - sick - holiday),
        hoursText(sick),
        hoursText(holiday),
      ];
    }),
  ]);
}

export interface TimeActivity {
  entry_date: string;
  employee: string;
  job: string | null;
  work_type: string | null;
  pto: string | null;
  hours: string;
  notes: string | null;
}

/**
 * IIF fields are tab-separated: tabs and line breaks inside a value would break the file, so they
 * become a space. Spreadsheets open IIF files too: the text is then made formula-safe.
 */
const iifField = (v: string | null) => text((v ?? '').replace(/[\t\r\n]+/g, ' ').trim());
const iifDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(2, 4)}`;
const iifDuration = (hours: string) => {
  const minutes = Math.round(Number(hours) * 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
};

/**
 * QuickBooks Desktop timer activities (IIF): one TIMEACT line per entry, with the job as the
 * customer:job, the work type as the service item and the payroll item (regular pay, or the Other
 * type). QuickBooks Payroll applies overtime from its payroll items on import.
 */
export function quickBooksIif(company: string, entries: TimeActivity[], createdAt: Date): string {
  const stamp = Math.floor(createdAt.getTime() / 1000);
  const lines = [
    ['!TIMERHDR', 'VER', 'REL', 'COMPANYNAME', 'IMPORTEDBEFORE', 'FROMTIMER', 'COMPANYCREATETIME'],
    ['TIMERHDR', '8', '0', iifField(company), 'N', 'Y', String(stamp)],
    [
      '!TIMEACT',
      'DATE',
      'JOB',
      'EMP',
      'ITEM',
      'PITEM',
      'DURATION',
      'PROJ',
      'NOTE',
      'XFERTOPAYROLL',
      'BILLINGSTATUS',
    ],
    ...entries.map((e) => [
      'TIMEACT',
      iifDate(e.entry_date),
      iifField(e.job),
      iifField(e.employee),
      iifField(e.work_type),
      e.pto ? iifField(e.pto) : 'Regular Pay',
      iifDuration(e.hours),
      '',
      iifField(e.notes),
      'Y',
      e.pto ? '0' : '1',
    ]),
  ];
  return lines.map((l) => l.join('\t')).join('\r\n') + '\r\n';
}

export function exportFileName(format: PayrollExportFormat, range: DateRange): string {
  const span = `${range.startDate}_to_${range.endDate}`;
  if (format === 'quickbooks-iif') return `quickbooks-timer-activities_${span}.iif`;
  if (format === 'gusto') return `gusto-hours-import_${span}.csv`;
  return `payroll_${span}.csv`;
}
