import { formulaSafe, type PayrollExportFormat } from '@sitehours/contract';
import { csvFile } from '../../platform/csv-file';
import type { AdjustmentLine } from './adjustment-lines';
import type { PayrollLine } from './payroll-line';
import type { DateRange } from '@sitehours/contract';

/**
 * Text cells go through `formulaSafe` where each row is built (names, e-mails, ids); numbers are
 * formatted here and left as they are, so that a negative amount stays a number.
 */
const text = formulaSafe;

const hoursText = (h: number) => h.toFixed(2);

const premiumHoursText = (h: number | undefined) => hoursText(h ?? 0);

/**
 * Whether a file carries meal and rest premiums (where the company applies a rule), and the
 * adjustment lines of the range: corrections of closed periods, paid once (decision 0027).
 */
export interface ExportOptions {
  premiums?: boolean;
  adjustments?: readonly AdjustmentLine[];
}

const adjustsPeriod = (l: AdjustmentLine) => `${l.adjustsStart} to ${l.adjustsEnd}`;

/** Signed hours as the files write them: a correction that takes hours away is negative. */
const signedHours = (h: number) => (h === 0 ? '0.00' : h.toFixed(2));

/**
 * Generic payroll CSV: one line per worker with the period, hours by kind, rate and gross. Where
 * the company applies a meal and rest rule, three more columns close each line: the meal and
 * rest premium hours and their pay (already part of Gross Pay); otherwise the file is as it was.
 * A file with adjustments closes each line with `Line Type` (Regular or Adjustment) and
 * `Adjusts Period` (the closed period an adjustment line corrects; empty on regular lines), and
 * its adjustment lines follow the regular ones with signed hours and pay; a file without any
 * keeps its layout.
 */
export function genericPayrollCsv(
  lines: PayrollLine[],
  range: DateRange,
  options: ExportOptions = {},
): string {
  const premiums = options.premiums === true;
  const adjustments = options.adjustments ?? [];
  const marked = adjustments.length > 0;
  return csvFile([
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
      ...(premiums ? ['Meal Premium Hours', 'Rest Premium Hours', 'Premium Pay'] : []),
      ...(marked ? ['Line Type', 'Adjusts Period'] : []),
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
      ...(premiums
        ? [
            premiumHoursText(l.mealPremiumHours),
            premiumHoursText(l.restPremiumHours),
            l.premiumPay ?? '0.00',
          ]
        : []),
      ...(marked ? ['Regular', ''] : []),
    ]),
    ...adjustments.map((l) => [
      text(l.employeeId),
      text(l.employeeName),
      text(l.email),
      range.startDate,
      range.endDate,
      signedHours(l.regularHours),
      signedHours(l.overtimeHours),
      signedHours(l.doubleTimeHours),
      signedHours(l.ptoHours),
      l.hourlyRate.toFixed(2),
      l.grossPay,
      ...(premiums ? ['0.00', '0.00', '0.00'] : []),
      'Adjustment',
      adjustsPeriod(l),
    ]),
  ]);
}

/**
 * Gusto's hours import: one line per employee with their hours by kind (Gusto computes the pay).
 * Other types named Sick or Holiday go to their own columns; every other Other type is PTO.
 * Meal and rest premiums (where the company applies a rule) are an amount, not hours: they are
 * paid at the week's regular rate, which Gusto's hours columns cannot carry, and Gusto's CSV
 * upload takes no custom earning types; so they close the line as one clearly named amount,
 * `meal_rest_premium`, for the admin to enter as an earning (or map in Gusto's Smart Import).
 * Adjustments: Gusto's hours import has no place for a correction of an earlier pay period, so a
 * file with adjustments closes each row with `line_type` (regular or adjustment) and
 * `adjusts_period`, and adds one adjustment row per worker (their corrected weeks together, hours
 * signed) after the regular rows: Smart Import maps or skips the two columns, and the admin
 * sees which hours correct a period already paid. Without adjustments the file is as it was.
 */
export function gustoCsv(lines: PayrollLine[], options: ExportOptions = {}): string {
  const premiums = options.premiums === true;
  const adjustments = options.adjustments ?? [];
  const marked = adjustments.length > 0;
  const byType = (l: PayrollLine, name: string) => l.ptoByType[name] ?? 0;
  const hourCells = (l: PayrollLine, hours: (h: number) => string) => {
    const sick = byType(l, 'Sick');
    const holiday = byType(l, 'Holiday');
    return [
      hours(l.regularHours),
      hours(l.overtimeHours),
      hours(l.doubleTimeHours),
      hours(l.ptoHours - sick - holiday),
      hours(sick),
      hours(holiday),
    ];
  };
  return csvFile([
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
      ...(premiums ? ['meal_rest_premium'] : []),
      ...(marked ? ['line_type', 'adjusts_period'] : []),
    ],
    ...lines.map((l) => [
      text(l.lastName),
      text(l.firstName),
      text(l.email),
      ...hourCells(l, hoursText),
      ...(premiums ? [l.premiumPay ?? '0.00'] : []),
      ...(marked ? ['regular', ''] : []),
    ]),
    ...mergeByWorker(adjustments).map((l) => [
      text(l.lastName),
      text(l.firstName),
      text(l.email),
      ...hourCells(l, signedHours),
      ...(premiums ? ['0.00'] : []),
      'adjustment',
      l.periods,
    ]),
  ]);
}

/** A worker's adjustment lines as one (Gusto takes a row per employee and kind of row). */
function mergeByWorker(lines: readonly AdjustmentLine[]) {
  const merged = new Map<string, PayrollLine & { periods: string }>();
  const q = (h: number) => Math.round(h * 100);
  for (const l of lines) {
    const m = merged.get(l.employeeId);
    if (!m) {
      merged.set(l.employeeId, { ...l, ptoByType: { ...l.ptoByType }, periods: adjustsPeriod(l) });
      continue;
    }
    m.regularHours = (q(m.regularHours) + q(l.regularHours)) / 100;
    m.overtimeHours = (q(m.overtimeHours) + q(l.overtimeHours)) / 100;
    m.doubleTimeHours = (q(m.doubleTimeHours) + q(l.doubleTimeHours)) / 100;
    m.ptoHours = (q(m.ptoHours) + q(l.ptoHours)) / 100;
    for (const [name, h] of Object.entries(l.ptoByType))
      m.ptoByType[name] = (q(m.ptoByType[name] ?? 0) + q(h)) / 100;
    m.periods = `${m.periods}; ${adjustsPeriod(l)}`;
  }
  return [...merged.values()];
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

/** The payroll item of meal and rest premiums in the QuickBooks file. */
export const PREMIUM_PAYROLL_ITEM = 'Meal/Rest Premium';
/** The payroll item of adjustment lines (corrections of a closed period) in the QuickBooks file. */
export const ADJUSTMENT_PAYROLL_ITEM = 'Payroll Adjustment';

/**
 * QuickBooks Desktop timer activities (IIF): one TIMEACT line per entry, with the job as the
 * customer:job, the work type as the service item and the payroll item (regular pay, or the Other
 * type). QuickBooks Payroll applies overtime from its payroll items on import. Meal and rest
 * premiums (the `premiums` lines of a company that applies a rule) follow as one line per worker
 * who is owed some, on the period's last day, under their own payroll item (`Meal/Rest Premium`),
 * not billable: the premium hours as the duration and, in the note, the hours of each kind and
 * the pay at the week's regular rate (the item's rate in QuickBooks may differ). Adjustments
 * (corrections of a closed period) close the file as one line per worker and corrected week, on
 * the range's last day, under `Payroll Adjustment`, not sent to payroll (`XFERTOPAYROLL` N): a
 * timer activity cannot be negative nor carry overtime already split, so the duration is the net
 * hours added (0:00 when hours are taken away) and the note holds the exact hours of each kind and
 * the gross pay for the admin to enter in the paycheck.
 */
export function quickBooksIif(
  company: string,
  entries: TimeActivity[],
  createdAt: Date,
  premiums: { lines: PayrollLine[]; range: DateRange } | null = null,
  adjustments: { lines: readonly AdjustmentLine[]; range: DateRange } | null = null,
): string {
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
    ...(premiums?.lines ?? [])
      .filter((l) => (l.mealPremiumHours ?? 0) + (l.restPremiumHours ?? 0) > 0)
      .map((l) => {
        const meal = l.mealPremiumHours ?? 0;
        const rest = l.restPremiumHours ?? 0;
        return [
          'TIMEACT',
          iifDate(premiums!.range.endDate),
          '',
          iifField(l.employeeName),
          '',
          PREMIUM_PAYROLL_ITEM,
          iifDuration(String(meal + rest)),
          '',
          `Meal premium ${meal} h, rest premium ${rest} h: ${l.premiumPay ?? '0.00'} at the regular rate`,
          'Y',
          '0',
        ];
      }),
    ...(adjustments?.lines ?? []).map((l) => [
      'TIMEACT',
      iifDate(adjustments!.range.endDate),
      '',
      iifField(l.employeeName),
      '',
      ADJUSTMENT_PAYROLL_ITEM,
      iifDuration(
        String(Math.max(0, l.regularHours + l.overtimeHours + l.doubleTimeHours + l.ptoHours)),
      ),
      '',
      `Adjusts ${adjustsPeriod(l)}: regular ${signedHours(l.regularHours)} h, overtime ${signedHours(l.overtimeHours)} h, double time ${signedHours(l.doubleTimeHours)} h, PTO ${signedHours(l.ptoHours)} h, gross ${l.grossPay}`,
      'N',
      '0',
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
