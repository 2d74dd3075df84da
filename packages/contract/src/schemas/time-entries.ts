import type { MessageCode } from '../messages/catalogue';
import { z } from 'zod';
import { TIME_ENTRY_MESSAGES } from '../messages/time-entries';
import { PUNCH_MESSAGES } from '../messages/punches';
import { DAY_HOURS_MAX, NOTES_MAX, hoursError } from '../rules/hours';
import { stretchHours } from '../rules/punches';
import { dateRangeError, isEntryDate } from '../rules/numbers-and-ranges';

const optionalId = (invalid: MessageCode) =>
  z
    .uuid(invalid)
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
    startedAt: b.startedAt ?? b.started_at,
    endedAt: b.endedAt ?? b.ended_at,
    correctionReason: b.correctionReason ?? b.correction_reason,
    classificationId: b.classificationId ?? b.classification_id,
    equipment: b.equipment,
  };
};

export const timeEntryRequest = z.preprocess(
  spellings,
  z
    .object({
      // Checked below: typed hours follow the form's rules; with start and end times (a company
      // that punches, decision 0025) the hours come from the times.
      hours: z.union([z.number(), z.string()], { error: TIME_ENTRY_MESSAGES.enterHours }).nullish(),
      startedAt: z.iso.datetime({ offset: true, error: PUNCH_MESSAGES.invalidTime }).nullish(),
      endedAt: z.iso.datetime({ offset: true, error: PUNCH_MESSAGES.invalidTime }).nullish(),
      entryDate: z
        .string({ error: TIME_ENTRY_MESSAGES.invalidDate })
        .refine(isEntryDate, TIME_ENTRY_MESSAGES.invalidDate),
      notes: z
        .string()
        .trim()
        .max(NOTES_MAX, TIME_ENTRY_MESSAGES.notesTooLong)
        .nullish()
        .transform((v) => (v ? v : null)),
      isPto: z.boolean({ error: 'isPtoNotBoolean' }),
      userId: optionalId('userIdInvalid'),
      targetUserId: optionalId('targetUserIdInvalid'),
      ptoTypeId: optionalId('ptoTypeIdInvalid'),
      jobId: optionalId('jobIdInvalid'),
      workTypeId: optionalId('workTypeIdInvalid'),
      /** On a public-works job: the wage determination's classification (decision 0028). */
      classificationId: optionalId('classificationNotFound'),
      /** An operator classification's equipment. */
      equipment: z
        .string({ error: 'equipmentTooLong' })
        .trim()
        .max(100, 'equipmentTooLong')
        .nullish()
        .transform((v) => (v ? v : undefined)),
      clientId: z
        .string()
        .trim()
        .min(8, 'clientIdLength')
        .max(100, 'clientIdLength')
        .regex(/^[\w-]+$/, 'clientIdCharacters')
        .nullish()
        .transform((v) => v ?? undefined),
      /** Why an admin changes an approved entry (kept in the entry history). */
      correctionReason: z
        .string()
        .trim()
        .max(500, 'correctionReasonTooLong')
        .nullish()
        .transform((v) => (v ? v : undefined)),
    })
    .superRefine((b, ctx) => {
      if (b.startedAt || b.endedAt) {
        const problem = timesError(b.startedAt, b.endedAt);
        if (problem)
          ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
      } else {
        const msg = hoursError(b.hours ?? undefined);
        if (msg) ctx.addIssue({ code: 'custom', path: ['hours'], message: msg });
      }
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
    })
    .transform(({ hours, startedAt, endedAt, ...rest }) => ({
      ...rest,
      hours:
        startedAt && endedAt
          ? Number(stretchHours((Date.parse(endedAt) - Date.parse(startedAt)) / 1000))
          : Number(hours),
      startedAt: startedAt ? new Date(startedAt).toISOString() : undefined,
      endedAt: endedAt ? new Date(endedAt).toISOString() : undefined,
    })),
);

/** The start and end of a punched stretch typed in: both, in order, at most a day apart. */
function timesError(
  startedAt: string | null | undefined,
  endedAt: string | null | undefined,
): { path: string; message: MessageCode } | undefined {
  if (!startedAt) return { path: 'startedAt', message: PUNCH_MESSAGES.enterTimes };
  if (!endedAt) return { path: 'endedAt', message: PUNCH_MESSAGES.enterTimes };
  const seconds = (Date.parse(endedAt) - Date.parse(startedAt)) / 1000;
  if (seconds <= 0) return { path: 'endedAt', message: PUNCH_MESSAGES.startAfterEnd };
  if (seconds > DAY_HOURS_MAX * 3600) return { path: 'endedAt', message: PUNCH_MESSAGES.tooLong };
  return undefined;
}
export type TimeEntryInput = z.output<typeof timeEntryRequest>;

export const listTimeEntriesQuery = z
  .object({
    user_id: z.uuid('userIdSnakeInvalid').optional(),
    userId: z.uuid('userIdInvalid').optional(),
    start_date: z.string().refine(isEntryDate, 'startDateSnakeNotDate').optional(),
    end_date: z.string().refine(isEntryDate, 'endDateSnakeNotDate').optional(),
    startDate: z.string().refine(isEntryDate, 'startDateNotDate').optional(),
    endDate: z.string().refine(isEntryDate, 'endDateNotDate').optional(),
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
        message: 'dateRangeSnakeRequired',
        path: [startDate ? names.end : names.start],
      });
      return;
    }
    const problem = dateRangeError(startDate, endDate, names);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem.code,
        params: problem.params,
        path: [names.end],
      });
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
  /** Where the company punches: when the stretch began and ended (null for typed hours). */
  startedAt: z.string().nullable().optional(),
  endedAt: z.string().nullable().optional(),
  approvedAt: z.string().nullable(),
  /** The approval steps before the admin's, present once taken (decision 0027). */
  submittedAt: z.string().optional(),
  reviewedAt: z.string().optional(),
  /** Who reviewed it, by name. */
  reviewedBy: z.string().optional(),
  /** An adjustment: the entry of a closed pay period it corrects (decision 0027). */
  adjustsEntryId: z.string().optional(),
  /** On a public-works job (decision 0028): the classification and an operator's equipment. */
  classificationId: z.string().nullable().optional(),
  equipment: z.string().nullable().optional(),
  /** Present (true) when the entry's day lies in a closed pay period: it is locked. */
  periodClosed: z.boolean().optional(),
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
export type PtoType = z.infer<typeof ptoType>;
