import { OVERTIME_RULES, type OvertimeRule, type PayrollExportFormat } from '@sitehours/contract';
import type { DateRange } from './report-dates';

/** Pure rules of the payroll parts of the Reports screen (docs/payroll-exports.md). */

/** The downloads of the Weekly Summary's payroll menu, in menu order. */
export const PAYROLL_EXPORTS: readonly {
  format: PayrollExportFormat;
  label: string;
  extension: 'csv' | 'iif';
}[] = [
  { format: 'generic', label: 'Payroll CSV', extension: 'csv' },
  { format: 'quickbooks-iif', label: 'QuickBooks (IIF)', extension: 'iif' },
  { format: 'gusto', label: 'Gusto (CSV)', extension: 'csv' },
];

/** 'California (over 8 a day …)'; the value itself for a rule this build does not know. */
export function overtimeRuleLabel(rule: OvertimeRule | null): string {
  if (rule === null) return 'Not reported';
  return OVERTIME_RULES.find((r) => r.value === rule)?.label ?? rule;
}

/** A money amount as sent ('1234.5' or '1234.50') shown with two decimals: '1,234.50'. */
export function formatMoney(amount: string): string {
  const n = Number(amount);
  if (!Number.isFinite(n)) return amount;
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * The file name of a `content-disposition` header: `filename*=UTF-8''…` (RFC 5987) wins over
 * `filename="…"`; path parts are dropped. Null when the header names none.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
    if (plain) name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]!.trim();
  }
  if (!name) return null;
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base === '' ? null : base;
}

/** The name a payroll file is saved under when the server names none. */
export function payrollExportFallbackName(format: PayrollExportFormat, range: DateRange): string {
  const extension = PAYROLL_EXPORTS.find((e) => e.format === format)?.extension ?? 'csv';
  return `payroll-${format}_${range.startDate}_to_${range.endDate}.${extension}`;
}
