import { schemaResolver } from '@mantine/form';
import { CERTIFIED_PAYROLL_MESSAGES as M } from '@sitehours/contract/messages';
import { formulaSafe } from '@sitehours/contract/rules';
import {
  deductionsRequest,
  signCertifiedPayrollRequest,
  type CertifiedPayroll,
  type CertifiedPayrollFormat,
  type CertifiedPayrollList,
  type CertifiedPayrollWarningItem,
  type CertifiedPayrollWorker,
  type DeductionsRequest,
  type PublicWorksJobList,
  type SignCertifiedPayrollRequest,
} from '@sitehours/contract/schemas';

/** What the Certified Payroll screen decides, apart from React (decision 0028). */

type WeekSummary = CertifiedPayrollList['weeks'][number];

/** The job to show: the one in the address when it is a public-works job, else the only one. */
export function jobToShow(jobs: PublicWorksJobList, requested: string | null): string | null {
  if (requested && jobs.some((j) => j.jobId === requested)) return requested;
  return jobs.length === 1 ? jobs[0]!.jobId : null;
}

/** The badges of a week in the list and on the week: signed or not, final, no work. */
export function weekBadges(
  week: Pick<WeekSummary, 'status' | 'isFinal' | 'noWorkPerformed'>,
): ('signed' | 'unsigned' | 'final' | 'noWork')[] {
  const badges: ('signed' | 'unsigned' | 'final' | 'noWork')[] = [week.status];
  if (week.isFinal) badges.push('final');
  if (week.noWorkPerformed) badges.push('noWork');
  return badges;
}

/** The oldest unsigned week before `weekStart`: it must be signed first (the numbers run on). */
export function earlierUnsignedWeek(
  weeks: readonly Pick<WeekSummary, 'weekStart' | 'status'>[],
  weekStart: string,
): string | null {
  const earlier = weeks
    .filter((w) => w.status === 'unsigned' && w.weekStart < weekStart)
    .map((w) => w.weekStart)
    .sort();
  return earlier[0] ?? null;
}

/** The week's warnings: those that must be resolved, and those an explanation may clear. */
export function openWarnings(warnings: readonly CertifiedPayrollWarningItem[]) {
  return {
    mustResolve: warnings.filter((w) => !w.explainable),
    toExplain: warnings.filter((w) => w.explainable),
  };
}

/** The explanations to send: of the week's explainable warnings, each typed one, trimmed. */
export function explanationsToSend(
  warnings: readonly CertifiedPayrollWarningItem[],
  typed: Readonly<Record<string, string>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const w of warnings) {
    const text = typed[w.key]?.trim();
    if (w.explainable && text) out[w.key] = text;
  }
  return out;
}

export type SignBlock =
  | { reason: 'signed' }
  | { reason: 'notEnded' }
  | { reason: 'earlierUnsigned'; weekStart: string }
  | { reason: 'unresolved'; count: number }
  | { reason: 'unexplained'; count: number };

/**
 * Why the week cannot be signed now, or null when it can: the server refuses the same (an unended
 * week, an earlier week unsigned, a warning neither resolved nor explained).
 */
export function signBlock(
  payroll: Pick<CertifiedPayroll, 'status' | 'weekEnding' | 'warnings'>,
  facts: { today: string; earlierUnsigned: string | null; explanations: Record<string, string> },
): SignBlock | null {
  if (payroll.status === 'signed') return { reason: 'signed' };
  if (facts.today <= payroll.weekEnding) return { reason: 'notEnded' };
  if (facts.earlierUnsigned) return { reason: 'earlierUnsigned', weekStart: facts.earlierUnsigned };
  const { mustResolve, toExplain } = openWarnings(payroll.warnings);
  if (mustResolve.length > 0) return { reason: 'unresolved', count: mustResolve.length };
  const given = explanationsToSend(payroll.warnings, facts.explanations);
  const unexplained = toExplain.filter((w) => !given[w.key]).length;
  return unexplained > 0 ? { reason: 'unexplained', count: unexplained } : null;
}

/** Where a warning is put right: the screen that fixes it, or the week's deductions. */
export type WarningFix =
  | { kind: 'reviewTime'; to: string }
  | { kind: 'timesheet'; to: string }
  | { kind: 'staff'; to: string }
  | { kind: 'deductions'; userId: string };

export function warningFix(
  warning: Pick<CertifiedPayrollWarningItem, 'code' | 'userId'>,
  weekStart: string,
): WarningFix | null {
  switch (warning.code) {
    case M.pendingEntries:
      return { kind: 'reviewTime', to: '/review-time' };
    case M.missingClassification:
    case M.missingEquipment: {
      const query = new URLSearchParams({ week: weekStart });
      if (warning.userId) query.set('user', warning.userId);
      return { kind: 'timesheet', to: `/time-entries?${query.toString()}` };
    }
    case M.missingIdentity:
    case M.paidBelowPrevailingWage:
      return { kind: 'staff', to: '/users' };
    case M.missingDeductions:
      return warning.userId ? { kind: 'deductions', userId: warning.userId } : null;
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Deductions

/** A worker's deductions as typed ('' for nothing typed). */
export interface DeductionDraft {
  fica: string;
  withholding: string;
  other: string;
  otherNote: string;
}

const EMPTY_DRAFT: DeductionDraft = { fica: '', withholding: '', other: '', otherNote: '' };

/** The form's starting values: each worker's deductions on file, or nothing. */
export function deductionDrafts(
  workers: readonly CertifiedPayrollWorker[],
): Record<string, DeductionDraft> {
  const out: Record<string, DeductionDraft> = {};
  for (const w of workers) {
    const d = w.deductions;
    out[w.userId] = d
      ? { fica: d.fica, withholding: d.withholding, other: d.other, otherNote: d.otherNote ?? '' }
      : EMPTY_DRAFT;
  }
  return out;
}

/** An amount as typed: '$1,234.50' → '1234.50', '12,5' (a decimal comma) → '12.5'. */
export function typedAmount(text: string): string {
  const t = text.trim().replace(/^\$/, '').trim();
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) return t.replace(/,/g, '');
  return /^\d+,\d{1,2}$/.test(t) ? t.replace(',', '.') : t;
}

const sameAmount = (a: string, b: string) => Number(typedAmount(a)) === Number(typedAmount(b));
const isBlank = (d: DeductionDraft) =>
  !d.fica.trim() && !d.withholding.trim() && !d.other.trim() && !d.otherNote.trim();

/**
 * The rows to save: the workers whose typed deductions differ from those on file. A row left
 * blank is not sent (there is nothing to save); a row half typed is, so the check names what it
 * lacks.
 */
export function changedDeductionRows(
  workers: readonly CertifiedPayrollWorker[],
  drafts: Readonly<Record<string, DeductionDraft>>,
): DeductionsRequest['rows'] {
  const rows: DeductionsRequest['rows'] = [];
  for (const w of workers) {
    const d = drafts[w.userId];
    if (!d || isBlank(d)) continue;
    const saved = w.deductions;
    const unchanged =
      saved !== null &&
      sameAmount(d.fica, saved.fica) &&
      sameAmount(d.withholding, saved.withholding) &&
      sameAmount(d.other || '0', saved.other) &&
      d.otherNote.trim() === (saved.otherNote ?? '');
    if (unchanged) continue;
    rows.push({
      userId: w.userId,
      fica: typedAmount(d.fica),
      withholding: typedAmount(d.withholding),
      other: typedAmount(d.other) || '0',
      otherNote: d.otherNote.trim() || null,
    });
  }
  return rows;
}

export type DeductionField = 'fica' | 'withholding' | 'other' | 'otherNote';

const checkDeductions = schemaResolver(deductionsRequest, { sync: true });

/**
 * The contract's checks of the rows (the API's own): each message under its worker and field,
 * e.g. `{ [userId]: { fica: 'deductionInvalid' } }`.
 */
export function deductionErrors(
  request: DeductionsRequest,
): Record<string, Partial<Record<DeductionField, string>>> {
  const out: Record<string, Partial<Record<DeductionField, string>>> = {};
  for (const [path, message] of Object.entries(checkDeductions(request))) {
    const match = /^rows\.(\d+)\.(fica|withholding|other|otherNote)$/.exec(path);
    const row = match ? request.rows[Number(match[1])] : undefined;
    if (!match || !row || typeof message !== 'string') continue;
    (out[row.userId] ??= {})[match[2] as DeductionField] = message;
  }
  return out;
}

/** The columns of a deductions file, as the import reads them. */
export const DEDUCTIONS_COLUMNS = ['worker', 'fica', 'withholding', 'other', 'otherNote'] as const;

const CSV_BOM = '\uFEFF';

/** An RFC 4180 field: quoted when it holds a comma, a quote or a line break; formula-safe. */
function csvField(value: string): string {
  const safe = formulaSafe(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A deductions file to fill in: the columns' header, then one line per worker of the week by
 * the name the payroll shows (the import matches a worker by email or by that name), with the
 * deductions on file. A byte order mark leads, so spreadsheets read accented names.
 */
export function deductionsTemplateCsv(workers: readonly CertifiedPayrollWorker[]): string {
  const lines = [DEDUCTIONS_COLUMNS.join(',')];
  for (const w of workers) {
    const d = w.deductions;
    lines.push(
      [w.name, d?.fica ?? '', d?.withholding ?? '', d?.other ?? '', d?.otherNote ?? '']
        .map(csvField)
        .join(','),
    );
  }
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** A chosen file's text as the import takes it: without the byte order mark spreadsheets add. */
export const csvForImport = (text: string): string => text.replace(/^\uFEFF/, '');

export function deductionsTemplateName(payroll: Pick<CertifiedPayroll, 'weekEnding'>): string {
  return `deductions-week-ending-${payroll.weekEnding}.csv`;
}

// ---------------------------------------------------------------------------------------------
// Signing and the files

export interface SignFormValues {
  signatoryName: string;
  signatoryTitle: string;
  isFinal: boolean;
}

export function signRequest(
  payroll: Pick<CertifiedPayroll, 'jobId' | 'weekStart' | 'warnings'>,
  values: SignFormValues,
  explanations: Readonly<Record<string, string>>,
): SignCertifiedPayrollRequest {
  return {
    jobId: payroll.jobId,
    weekStart: payroll.weekStart,
    signatoryName: values.signatoryName.trim(),
    signatoryTitle: values.signatoryTitle.trim(),
    isFinal: values.isFinal,
    explanations: explanationsToSend(payroll.warnings, explanations),
  };
}

const checkSign = schemaResolver(signCertifiedPayrollRequest, { sync: true });

/** The contract's checks of the signatory's name and title (the API's own). */
export function signFormErrors(
  request: SignCertifiedPayrollRequest,
): Partial<Record<'signatoryName' | 'signatoryTitle', string>> {
  const errors = checkSign(request);
  const out: Partial<Record<'signatoryName' | 'signatoryTitle', string>> = {};
  for (const field of ['signatoryName', 'signatoryTitle'] as const) {
    const message = errors[field];
    if (typeof message === 'string') out[field] = message;
  }
  return out;
}

/** The name a payroll file is saved under when the server names none. */
export function certifiedPayrollFallbackName(
  payroll: Pick<CertifiedPayroll, 'payrollNumber' | 'weekEnding'>,
  format: CertifiedPayrollFormat,
): string {
  const base = `certified-payroll-${payroll.payrollNumber}-${payroll.weekEnding}`;
  return format === 'lcptracker' ? `${base}-lcptracker.csv` : `${base}.${format}`;
}

/** The start of a SHA-256, enough to compare by eye; the whole one is copied. */
export const shortSha = (sha256: string): string => sha256.slice(0, 12);

// ---------------------------------------------------------------------------------------------
// Figures as shown

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** Money of the payroll ("1234.5" → "$1,234.50"); rates keep their third decimal ("$22.125"). */
export function shownMoney(amount: string, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 3,
  }).format(Number(amount));
}

/** A day's hours in the table: blank for none (as on the paper form), else up to two places. */
export function shownDayHours(hours: string, locale: string): string {
  const value = Number(hours);
  return value === 0 ? '' : numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** Hours as totals show them, zero included. */
export function shownHours(hours: string, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(Number(hours));
}
