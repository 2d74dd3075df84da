import { z } from 'zod';
import { APPROVAL_MESSAGES } from '../messages/approvals';
import { isMonday } from '../rules/approvals';
import { isEntryDate } from '../rules/numbers-and-ranges';
import { APPROVE_BATCH_MAX } from '../rules/reports';
import { reportRangeQuery } from './reports';

/** A worker's week, named by its Monday. */
export const weekRequest = z.object({
  weekStart: z
    .string({ error: APPROVAL_MESSAGES.weekStartRequired })
    .refine((d) => isEntryDate(d) && isMonday(d), APPROVAL_MESSAGES.weekStartNotMonday),
});
export type WeekRequest = z.infer<typeof weekRequest>;

export const submitWeekResponse = z.object({
  /** Entries submitted now, and those the week had submitted before (repeating is harmless). */
  submitted: z.number(),
  alreadySubmitted: z.number(),
  message: z.string(),
});
export type SubmitWeekResponse = z.infer<typeof submitWeekResponse>;

export const unsubmitWeekResponse = z.object({
  unsubmitted: z.number(),
  message: z.string(),
});
export type UnsubmitWeekResponse = z.infer<typeof unsubmitWeekResponse>;

export const reviewQuery = reportRangeQuery;

/** One entry as the reviewer sees it, with each step's who and when. */
export const reviewEntry = z.object({
  id: z.string(),
  hours: z.number(),
  isPto: z.boolean(),
  jobName: z.string().nullable(),
  workTypeName: z.string().nullable(),
  ptoName: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(['pending', 'approved']),
  submittedAt: z.string().nullable(),
  submittedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: z.string().nullable(),
  /** The caller may review it now: theirs to review, pending, not yet reviewed, submitted if asked. */
  mayReview: z.boolean(),
});
export type ReviewEntry = z.infer<typeof reviewEntry>;

export const reviewDay = z.object({
  date: z.string(),
  hours: z.number(),
  entries: z.array(reviewEntry),
});

export const reviewWorker = z.object({
  userId: z.string(),
  name: z.string(),
  hours: z.number(),
  days: z.array(reviewDay),
});
export type ReviewWorker = z.infer<typeof reviewWorker>;

export const reviewListResponse = z.object({
  /** Whether the company asks workers to submit their week: then only submitted time is reviewed. */
  workerSubmit: z.boolean(),
  workers: z.array(reviewWorker),
});
export type ReviewList = z.infer<typeof reviewListResponse>;

export const reviewRequest = z.object({
  entryIds: z
    .array(z.uuid('entryIdsInvalid'), { error: 'entryIdsNotList' })
    .min(1, APPROVAL_MESSAGES.nothingChosen)
    .max(APPROVE_BATCH_MAX, 'entryIdsTooMany'),
});
export type ReviewRequest = z.infer<typeof reviewRequest>;

export const reviewResponse = z.object({
  reviewed: z.number(),
  alreadyReviewed: z.number(),
  /** Already approved: left as they are. */
  alreadyApproved: z.number(),
  /** Not submitted by their worker while the company asks for it: left for later. */
  notSubmitted: z.array(z.string()),
  /** Not the caller's to review (another job, crew or company, or their own time). */
  refused: z.array(z.string()),
  /** Ids that are no entry of the company: counted only. */
  notFound: z.number(),
  message: z.string(),
});
export type ReviewResponse = z.infer<typeof reviewResponse>;
