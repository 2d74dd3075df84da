import type { MessageCode } from '../messages/catalogue';
import { APPROVE_BATCH_MAX } from '../rules/reports';
import { z } from 'zod';
import { REPORT_MESSAGES } from '../messages/reports';
import { isEntryDate } from '../rules/numbers-and-ranges';
import { withDateRange } from './date-range';

const day = (required: MessageCode, notDate: MessageCode) =>
  z.string({ error: required }).refine(isEntryDate, notDate);

const rangeFields = {
  startDate: day('startDateRequired', 'startDateNotDate'),
  endDate: day('endDateRequired', 'endDateNotDate'),
  /** The client's cache-buster; ignored. */
  _: z.string().max(50).optional(),
  t: z.string().max(50).optional(),
  cacheBuster: z.string().max(50).optional(),
};

export const reportRangeQuery = withDateRange(z.object(rangeFields));
export const jobReportQuery = withDateRange(
  z.object({
    ...rangeFields,
    detailed: z.enum(['true', 'false'], { error: 'detailedNotBoolean' }).optional(),
    jobId: z.uuid('jobIdInvalid').optional(),
  }),
);

export const weeklyReportRow = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  jobId: z.string().nullable(),
  jobName: z.string().nullable(),
  workTypeId: z.string().nullable(),
  workTypeName: z.string().nullable(),
  wcCodeId: z.string().nullable(),
  wcCode: z.string().nullable(),
  isPto: z.boolean(),
  ptoTypeId: z.string().nullable(),
  ptoName: z.string().nullable(),
  hours: z.record(z.string(), z.number()),
  notes: z.record(z.string(), z.string()),
  entryIds: z.array(z.string()),
  status: z.enum(['pending', 'approved']),
  total: z.number(),
});
export type WeeklyReportRow = z.infer<typeof weeklyReportRow>;

export const weeklyReportResponse = z.object({
  entries: z.array(weeklyReportRow),
  dateRange: z.object({ startDate: z.string(), endDate: z.string() }),
});
export type WeeklyReportResponse = z.infer<typeof weeklyReportResponse>;

const payFields = {
  regularHours: z.number(),
  overtimeHours: z.number(),
  doubleTimeHours: z.number(),
  ptoHours: z.number(),
  /** Gross pay to the cent, as a decimal string (meal and rest premiums included). */
  grossPay: z.string(),
  /**
   * Meal and rest period premiums (decision 0024), sent only when the company applies a meal and
   * rest rule: premium hours are pay at the week's regular rate, never hours worked.
   */
  mealPremiumHours: z.number().optional(),
  restPremiumHours: z.number().optional(),
  /** Their pay to the cent, as a decimal string; part of grossPay. */
  premiumPay: z.string().optional(),
};

export const employeeSummaryRow = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  hours: z.record(z.string(), z.number()),
  total: z.number(),
  hourlyRate: z.number(),
  ...payFields,
});
export type EmployeeSummaryRow = z.infer<typeof employeeSummaryRow>;

export const employeeSummaryResponse = z.object({
  entries: z.array(employeeSummaryRow),
  totals: z.object({ hours: z.record(z.string(), z.number()), total: z.number(), ...payFields }),
  dateRange: z.object({ startDate: z.string(), endDate: z.string() }),
  overtimeRule: z.enum(['none', 'federal', 'california']),
});
export type EmployeeSummaryResponse = z.infer<typeof employeeSummaryResponse>;

export const jobReportRow = z.object({
  date: z.string().nullable(),
  jobId: z.string(),
  jobName: z.string(),
  userName: z.string().nullable(),
  wcCode: z.string().nullable(),
  workTypeName: z.string(),
  hours: z.number(),
});
export type JobReportRow = z.infer<typeof jobReportRow>;

export const entryIdsResponse = z.object({ entryIds: z.array(z.string()) });
export type EntryIdsResponse = z.infer<typeof entryIdsResponse>;

export const approveBatchRequest = z.object({
  entryIds: z
    .array(z.uuid('entryIdsInvalid'), {
      error: 'entryIdsNotList',
    })
    .min(1, REPORT_MESSAGES.nothingToApprove)
    .max(APPROVE_BATCH_MAX, 'entryIdsTooMany'),
  companyId: z.uuid('companyIdInvalid').optional(),
});

export const approveBatchResponse = z.object({
  success: z.literal(true),
  approved: z.number(),
  alreadyApproved: z.number(),
  /**
   * Entries left pending because the company requires signatures before approval and their
   * worker has not signed the day (decision 0026); absent or 0 otherwise.
   */
  awaitingSignature: z.number().optional(),
  /** Entries left pending because the company asks workers to submit and they have not. */
  awaitingSubmit: z.number().optional(),
  message: z.string(),
});
export type ApproveBatchResponse = z.infer<typeof approveBatchResponse>;
