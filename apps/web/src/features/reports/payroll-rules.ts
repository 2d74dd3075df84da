import type { OvertimeRule } from '@sitehours/contract/rules';
import type { PayrollExportFormat } from '@sitehours/contract/schemas';
import type { DateRange } from './report-dates';

/** Pure rules of the payroll parts of the Reports screen (docs/payroll-exports.md). */

/** The downloads of the Weekly Summary's payroll menu, in menu order (labels: reports catalogue). */
export const PAYROLL_EXPORTS = [
  { format: 'generic', labelKey: 'summary.payrollExport.generic', extension: 'csv' },
  { format: 'quickbooks-iif', labelKey: 'summary.payrollExport.quickbooks-iif', extension: 'iif' },
  { format: 'gusto', labelKey: 'summary.payrollExport.gusto', extension: 'csv' },
] as const satisfies readonly {
  format: PayrollExportFormat;
  labelKey: `summary.payrollExport.${string}`;
  extension: 'csv' | 'iif';
}[];

const OVERTIME_RULE_KEYS = {
  none: 'overtimeRule.none',
  federal: 'overtimeRule.federal',
  california: 'overtimeRule.california',
} as const satisfies Record<OvertimeRule, `overtimeRule.${string}`>;

/**
 * The catalogue key of a rule's label ('California (over 8 a day …)' in English, the contract's
 * words); null for a rule this build does not know (shown as its value).
 */
export function overtimeRuleKey(
  rule: OvertimeRule | null,
): (typeof OVERTIME_RULE_KEYS)[OvertimeRule] | 'overtimeRule.notReported' | null {
  if (rule === null) return 'overtimeRule.notReported';
  return OVERTIME_RULE_KEYS[rule] ?? null;
}

/** A money amount as sent ('1234.5' or '1234.50') shown with two decimals: '1,234.50'. */
export function formatMoney(amount: string, locale = 'en-US'): string {
  const n = Number(amount);
  if (!Number.isFinite(n)) return amount;
  return n.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A decimal as sent ('5.42', '17.40'), in the locale with the decimals it was sent with. */
export function formatDecimal(value: string, locale = 'en-US'): string {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) return value;
  const digits = Math.min(20, /\.(\d+)$/.exec(value.trim())?.[1]?.length ?? 0);
  return n.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** The name a payroll file is saved under when the server names none. */
export function payrollExportFallbackName(format: PayrollExportFormat, range: DateRange): string {
  const extension = PAYROLL_EXPORTS.find((e) => e.format === format)?.extension ?? 'csv';
  return `payroll-${format}_${range.startDate}_to_${range.endDate}.${extension}`;
}
