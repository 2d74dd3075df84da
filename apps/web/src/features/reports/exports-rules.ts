import type { ExportFileSummary, PayrollExportFormat } from '@sitehours/contract/schemas';
import type { DateRange } from './report-dates';

/** What an export list row needs of an earlier export: when and by whom. */
export interface EarlierExport {
  createdAt: string;
  createdByName: string;
}

/** Whether two calendar ranges (yyyy-MM-dd, both ends in) share a day. */
export const rangesOverlap = (a: DateRange, b: DateRange) =>
  a.startDate <= b.endDate && a.endDate >= b.startDate;

/**
 * The latest export whose dates overlap a range, if any: the export flow warns "These dates were
 * already exported on … by …" before a payroll file pays them twice.
 */
export function latestOverlap(
  exports: readonly ExportFileSummary[],
  range: DateRange,
): ExportFileSummary | undefined {
  // The list comes newest first.
  return exports.find((e) => rangesOverlap(e, range));
}

/** The first characters of a SHA-256, enough to tell files apart on screen. */
export const shortSha = (sha256: string) => sha256.slice(0, 12);

/** The manifest's file name beside the export's. */
export const manifestFileName = (fileName: string) =>
  `${fileName.replace(/\.[^.]+$/, '')}.manifest.json`;

/** The text key of a format's name (the Payroll Export menu's). */
export const formatLabelKey = (format: PayrollExportFormat) =>
  `summary.payrollExport.${format}` as const;
