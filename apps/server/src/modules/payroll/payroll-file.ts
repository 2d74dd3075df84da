import type { PayrollExportFormat } from '@sitehours/contract';
import type { AppContext } from '../../platform/app-context';
import type { CompanyScope } from '../../platform/principal';
import { exportFileName, genericPayrollCsv, gustoCsv, quickBooksIif } from './payroll-export';
import { entryLines, payrollLines } from './payroll.service';
import type { DateRange } from '@sitehours/contract';

export interface PayrollFile {
  body: string;
  fileName: string;
  contentType: string;
  /** Adjustment lines in the file (corrections of closed periods paid here). */
  adjustments: number;
}

/** The payroll file of a range in one of the formats (docs/payroll-exports.md). */
export async function payrollFile(
  ctx: AppContext,
  scope: CompanyScope,
  format: PayrollExportFormat,
  range: DateRange,
): Promise<PayrollFile> {
  const payroll = await payrollLines(ctx, scope, range);
  // Meal and rest premiums only where the company applies a rule (decision 0024).
  const premiums = payroll.mealRestRule !== 'none';
  const adjustments = payroll.adjustments;
  let body: string;
  if (format === 'quickbooks-iif') {
    const { company, entries } = await entryLines(ctx, scope, range);
    body = quickBooksIif(
      company,
      entries,
      new Date(),
      premiums ? { lines: payroll.lines, range } : null,
      adjustments.length > 0 ? { lines: adjustments, range } : null,
    );
  } else {
    body =
      format === 'gusto'
        ? gustoCsv(payroll.lines, { premiums, adjustments })
        : genericPayrollCsv(payroll.lines, range, { premiums, adjustments });
  }
  return {
    body,
    fileName: exportFileName(format, range),
    contentType:
      format === 'quickbooks-iif' ? 'text/plain; charset=utf-8' : 'text/csv; charset=utf-8',
    adjustments: adjustments.length,
  };
}
