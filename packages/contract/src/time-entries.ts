import { z } from 'zod';
import { dateRangeError, isEntryDate, parseDecimal } from './numbers-and-ranges';

/** Texts of company spec §2.4, §5 and §8 for time entries. */
export const TIME_ENTRY_MESSAGES = {
  approvedNoEdit: 'This time entry has been approved and cannot be modified.',
  approvedAdminNote: 'This entry has been approved. As an admin, you can still edit it.',
  selectOtherType: 'Please select an Other type',
  selectJobAndWorkType: 'Please select both a job and work type',
  enterHours: 'Please enter hours',
  hoursRange: 'Please enter valid hours between 0 and 12',
  hoursStep: 'Hours must be in increments of 0.25 (15 minutes)',
  dayCap: 'A day cannot hold more than 24 hours in total',
  invalidDate: 'Please enter a valid date (yyyy-MM-dd)',
  notesTooLong: 'Notes must be at most 1000 characters',
  saveFailed: 'Failed to save time entry',
  deleteConfirm: 'Are you sure you want to delete this time entry?',
  deleted: 'Time entry deleted successfully',
  deleteFailed: 'Failed to delete time entry',
  loadUsersFailed: 'Failed to load user list',
  loadJobWorkTypesFailed: 'Failed to load work types for this job',
  noCompany: 'Company information not available',
  noMatchingCode: 'No matching WC code found for this work type and hourly rate',
  wcLookupFailed: 'Error fetching WC code. Check if work type has a WC code configured.',
  noJobs: 'No jobs available',
  noWorkTypes: 'No work types available for this job',
  noOtherTypes: 'No Other types available',
  noUsers: 'No users found',
  missingUser:
    "Authentication Issue: User information not available. Please ensure you're logged in.",
  jobInactive: 'This job is not active',
  workTypeNotOnJob: 'This work type is not available on the chosen job',
  otherTypeMissing: 'This Other type is not available',
  notFound: 'Time entry not found',
  otherUserForbidden: 'You can only record your own time',
  chooseWorker: 'Choose the worker this entry is for',
  workerMissing: 'This worker is not in your company',
  clientIdTaken: 'This entry id is already used by another entry',
} as const;

export const HOURS_MAX = 12;
export const HOURS_STEP = 0.25;
export const DAY_HOURS_MAX = 24;
export const NOTES_MAX = 1000;

/**
 * The hours rules of the entry form; undefined when the value is acceptable. Text must be a plain
 * decimal ('7.5'), as for every number read from text.
 */
export function hoursError(value: number | string | null | undefined): string | undefined {
  if (value === null || value === undefined || String(value).trim() === '')
    return TIME_ENTRY_MESSAGES.enterHours;
  const n = parseDecimal(value);
  if (n === undefined || n <= 0 || n > HOURS_MAX) return TIME_ENTRY_MESSAGES.hoursRange;
  if (Math.abs(n / HOURS_STEP - Math.round(n / HOURS_STEP)) > 1e-9)
    return TIME_ENTRY_MESSAGES.hoursStep;
  return undefined;
}

/** Quarter fractions with two decimals, otherwise one: 8 → 8.0, 7.5 → 7.5, 7.25 → 7.25. */
export function formatHours(hours: number): string {
  const rounded = Math.round(hours * 100) / 100;
  const cents = Math.round(Math.abs(rounded) * 100) % 100;
  return cents === 25 || cents === 75 ? rounded.toFixed(2) : rounded.toFixed(1);
}

const optionalId = (label: string) =>
  z
    .uuid(`${label} must be a valid id`)
    .nullish()
    .transform((v) => v ?? undefined);

/** Reads the spellings the client sends (camelCase, snake_case, isPTO / isPto / is_pto). */
const spellings = (body: unknown) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  return {
    hours: b.hours,
    entryDate: b.entryDate ?? b.entry_date,
    notes: b.notes,
    isPto: b.isPto ?? b.isPTO ?? b.is_pto ?? false,
    userId: b.userId ?? b.user_id,
    targetUserId: b.targetUserId ?? b.target_user_id,
    ptoTypeId: b.ptoTypeId ?? b.pto_type_id,
    jobId: b.jobId ?? b.job_id,
    workTypeId: b.workTypeId ?? b.work_type_id,
    clientId: b.clientId ?? b.client_id,
    correctionReason: b.correctionReason ?? b.correction_reason,
  };
};

export const timeEntryRequest = z.preprocess(
  spellings,
  z
    .object({
      hours: z
        .union([z.number(), z.string()], { error: TIME_ENTRY_MESSAGES.enterHours })
        .superRefine((v, ctx) => {
          const msg = hoursError(v);
          if (msg) ctx.addIssue({ code: 'custom', message: msg });
        })
        .transform(Number),
      entryDate: z
        .string({ error: TIME_ENTRY_MESSAGES.invalidDate })
        .refine(isEntryDate, TIME_ENTRY_MESSAGES.invalidDate),
      notes: z
        .string()
        .trim()
        .max(NOTES_MAX, TIME_ENTRY_MESSAGES.notesTooLong)
        .nullish()
        .transform((v) => (v ? v : null)),
      isPto: z.boolean({ error: 'isPTO must be true or false' }),
      userId: optionalId('userId'),
      targetUserId: optionalId('targetUserId'),
      ptoTypeId: optionalId('ptoTypeId'),
      jobId: optionalId('jobId'),
      workTypeId: optionalId('workTypeId'),
      clientId: z
        .string()
        .trim()
        .min(8, 'clientId must be 8 to 100 characters')
        .max(100, 'clientId must be 8 to 100 characters')
        .regex(/^[\w-]+$/, 'clientId may hold letters, digits, - and _ only')
        .nullish()
        .transform((v) => v ?? undefined),
      /** Why an admin changes an approved entry (kept in the entry history). */
      correctionReason: z
        .string()
        .trim()
        .max(500, 'The reason must be at most 500 characters')
        .nullish()
        .transform((v) => (v ? v : undefined)),
    })
    .superRefine((b, ctx) => {
      if (b.isPto && !b.ptoTypeId) {
        ctx.addIssue({
          code: 'custom',
          path: ['ptoTypeId'],
          message: TIME_ENTRY_MESSAGES.selectOtherType,
        });
      }
      if (!b.isPto && (!b.jobId || !b.workTypeId)) {
        ctx.addIssue({
          code: 'custom',
          path: [b.jobId ? 'workTypeId' : 'jobId'],
          message: TIME_ENTRY_MESSAGES.selectJobAndWorkType,
        });
      }
    }),
);
export type TimeEntryInput = z.output<typeof timeEntryRequest>;

export const listTimeEntriesQuery = z
  .object({
    user_id: z.uuid('user_id must be a valid id').optional(),
    userId: z.uuid('userId must be a valid id').optional(),
    start_date: z.string().refine(isEntryDate, 'start_date must be a date (yyyy-MM-dd)').optional(),
    end_date: z.string().refine(isEntryDate, 'end_date must be a date (yyyy-MM-dd)').optional(),
    startDate: z.string().refine(isEntryDate, 'startDate must be a date (yyyy-MM-dd)').optional(),
    endDate: z.string().refine(isEntryDate, 'endDate must be a date (yyyy-MM-dd)').optional(),
  })
  .superRefine((q, ctx) => {
    // Named as the caller named them (the web app sends start_date and end_date).
    const snake = q.start_date !== undefined || q.end_date !== undefined || q.user_id !== undefined;
    const names = snake
      ? { start: 'start_date', end: 'end_date' }
      : { start: 'startDate', end: 'endDate' };
    const startDate = q.start_date ?? q.startDate;
    const endDate = q.end_date ?? q.endDate;
    if (!startDate || !endDate) {
      ctx.addIssue({
        code: 'custom',
        message: 'start_date and end_date are required',
        path: [startDate ? names.end : names.start],
      });
      return;
    }
    const message = dateRangeError(startDate, endDate, names);
    if (message) ctx.addIssue({ code: 'custom', message, path: [names.end] });
  })
  .transform((q) => ({
    userId: q.user_id ?? q.userId,
    startDate: (q.start_date ?? q.startDate)!,
    endDate: (q.end_date ?? q.endDate)!,
  }));

export const timeEntry = z.object({
  timeEntryId: z.string(),
  id: z.string(),
  time_entry_id: z.string(),
  userId: z.string(),
  user_id: z.string(),
  entryDate: z.string(),
  entry_date: z.string(),
  hours: z.number(),
  notes: z.string().nullable(),
  isPTO: z.boolean(),
  isPto: z.boolean(),
  is_pto: z.boolean(),
  jobId: z.string().nullable(),
  jobName: z.string().nullable(),
  workTypeId: z.string().nullable(),
  workTypeName: z.string().nullable(),
  wcCodeId: z.string().nullable(),
  wcCode: z.string().nullable(),
  ptoTypeId: z.string().nullable(),
  ptoName: z.string().nullable(),
  displayName: z.string(),
  status: z.enum(['pending', 'approved']),
  isPending: z.boolean(),
  clientId: z.string().nullable(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TimeEntry = z.infer<typeof timeEntry>;

/** The company's 'Other' (PTO) types, offered instead of a job in the entry form. */
export const ptoType = z.object({
  pto_type_id: z.string(),
  ptoTypeId: z.string(),
  id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  is_active: z.boolean(),
});
