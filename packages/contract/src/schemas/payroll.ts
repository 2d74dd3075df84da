import { z } from 'zod';
import { isEntryDate } from '../rules/numbers-and-ranges';
import { OVERTIME_RULE_VALUES } from '../rules/payroll';
import { withDateRange } from './date-range';
export const overtimeRuleRequest = z.object({
  overtime_rule: z.enum(OVERTIME_RULE_VALUES, {
    error: 'chooseOvertimeRule',
  }),
});

export const payrollRow = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  hourlyRate: z.number(),
  regularHours: z.number(),
  overtimeHours: z.number(),
  doubleTimeHours: z.number(),
  ptoHours: z.number(),
  grossPay: z.string(),
});
export type PayrollRow = z.infer<typeof payrollRow>;

export const wcPayrollRow = z.object({
  wcCode: z.string(),
  workTypes: z.array(z.string()),
  compRate: z.string(),
  hours: z.number(),
  wages: z.string(),
  premium: z.string(),
});
export type WcPayrollRow = z.infer<typeof wcPayrollRow>;

/**
 * How the WC total (work hours with a WC code, of every worker) meets the other tabs' totals:
 * wcHours + otherHours + uncodedHours = allHours; allHours − notInReportsHours = reportHours,
 * the total of Weekly Entries and Weekly Summary; reportWorkHours is Job Breakdown's (All Jobs).
 */
export const wcPayrollReconciliation = z.object({
  /** The WC table's total: work hours with a WC code, of every worker. */
  wcHours: z.number(),
  /** Other (PTO) hours, of every worker. */
  otherHours: z.number(),
  /** Work hours without a WC code, of every worker. */
  uncodedHours: z.number(),
  /** Every hour logged in the range. */
  allHours: z.number(),
  /** Hours (work and Other) of the workers left out of the weekly reports. */
  notInReportsHours: z.number(),
  /** The Weekly Entries and Weekly Summary total: allHours − notInReportsHours. */
  reportHours: z.number(),
  /** The Job Breakdown total (All Jobs): work hours of the workers in the reports. */
  reportWorkHours: z.number(),
});
export type WcPayrollReconciliation = z.infer<typeof wcPayrollReconciliation>;

export const wcPayrollResponse = z.object({
  rows: z.array(wcPayrollRow),
  totals: z.object({ hours: z.number(), wages: z.string(), premium: z.string() }),
  dateRange: z.object({ startDate: z.string(), endDate: z.string() }),
  reconciliation: wcPayrollReconciliation,
});
export type WcPayrollResponse = z.infer<typeof wcPayrollResponse>;

export const PAYROLL_EXPORT_FORMATS = ['generic', 'quickbooks-iif', 'gusto'] as const;
export type PayrollExportFormat = (typeof PAYROLL_EXPORT_FORMATS)[number];

export const payrollExportQuery = withDateRange(
  z.object({
    startDate: z.string().refine(isEntryDate, 'startDateNotDate'),
    endDate: z.string().refine(isEntryDate, 'endDateNotDate'),
    format: z.enum(PAYROLL_EXPORT_FORMATS, {
      error: 'payrollFormatUnknown',
    }),
    _: z.string().max(50).optional(),
  }),
);

export const entryHistoryItem = z.object({
  id: z.string(),
  action: z.enum(['create', 'update', 'delete', 'approve']),
  changedAt: z.string(),
  changedBy: z.string(),
  reason: z.string().nullable(),
  changes: z.array(
    z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() }),
  ),
});
export type EntryHistoryItem = z.infer<typeof entryHistoryItem>;
