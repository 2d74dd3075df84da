import { z } from 'zod';
import { isEntryDate, withDateRange } from './numbers-and-ranges';

/** Texts of company spec §2.6, §5 (Reports access) and §8 (Reports). */
export const REPORT_MESSAGES = {
  accessDenied: 'Access denied. This report is only available to company administrators.',
  noCompany: 'Company information not available.',
  contactAdmin: 'Please contact your system administrator if you need access.',
  forbidden: 'Access denied. You do not have permission to view this report.',
  loadFailed: 'Failed to load report data. Please try again.',
  invalidResponse: 'Invalid response format from server.',
  approveConfirm:
    'Are you sure you want to approve all time entries in this report? Approved entries cannot be edited by employees.',
  idsFailed: 'Failed to get time entry IDs from server',
  nothingToApprove:
    'No time entries found that need approval. All entries may already be approved.',
  approveFailed: 'Failed to approve time entries. Please try again.',
  approved: 'All time entries have been successfully approved.',
  noEntries: 'No time entries found for the selected date range.',
  noData: 'No data found for the selected date range.',
  noEmployees: 'No employees found.',
  foreignEntries: 'Some of these entries are not in your company; nothing was approved.',
} as const;

const day = (label: string) =>
  z
    .string({ error: `${label} is required (yyyy-MM-dd)` })
    .refine(isEntryDate, `${label} must be a date (yyyy-MM-dd)`);

const rangeFields = {
  startDate: day('startDate'),
  endDate: day('endDate'),
  /** The client's cache-buster; ignored. */
  _: z.string().max(50).optional(),
  t: z.string().max(50).optional(),
  cacheBuster: z.string().max(50).optional(),
};

export const reportRangeQuery = withDateRange(z.object(rangeFields));
export const jobReportQuery = withDateRange(
  z.object({
    ...rangeFields,
    detailed: z.enum(['true', 'false'], { error: 'detailed must be true or false' }).optional(),
    jobId: z.uuid('jobId must be a valid id').optional(),
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

const payFields = {
  regularHours: z.number(),
  overtimeHours: z.number(),
  doubleTimeHours: z.number(),
  ptoHours: z.number(),
  /** Gross pay to the cent, as a decimal string. */
  grossPay: z.string(),
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

/**
 * The most entries one approve-batch call takes. Approving is one transaction, and on the
 * embedded database one transaction holds every company's requests until it ends: 500 entries
 * take about 0.2 s there (decision 0016). Approve All sends a longer list in several calls.
 */
export const APPROVE_BATCH_MAX = 500;

export const approveBatchRequest = z.object({
  entryIds: z
    .array(z.uuid('entryIds must hold entry ids'), {
      error: 'entryIds must be a list of entry ids',
    })
    .min(1, REPORT_MESSAGES.nothingToApprove)
    .max(APPROVE_BATCH_MAX, `entryIds: at most ${APPROVE_BATCH_MAX} entries at a time`),
  companyId: z.uuid('companyId must be a valid id').optional(),
});

export const approveBatchResponse = z.object({
  success: z.literal(true),
  approved: z.number(),
  alreadyApproved: z.number(),
  message: z.string(),
});
