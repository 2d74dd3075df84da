import { z } from 'zod';
import type { MessageCode } from '../messages/catalogue';
import { TIME_CARD_FORMATS, TIME_CARD_MAX_DAYS } from '../rules/compliance';
import { dateRangeError, daysInRange, isEntryDate } from '../rules/numbers-and-ranges';
import { MEAL_REST_RULE_VALUES } from '../rules/punches';

/** What the weekly exceptions list flags on a punched workday (decision 0024). */
export const EXCEPTION_KINDS = [
  'meal_missed',
  'meal_short',
  'meal_late',
  'rest_not_given',
  'rest_not_answered',
  'outside_radius',
  'clock_skew',
  'entry_refused',
  'open_punch',
] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

export const complianceException = z.object({
  userId: z.string(),
  workerName: z.string(),
  date: z.string(),
  kind: z.enum(EXCEPTION_KINDS),
  /** For meals: which (1 or 2), minutes worked before it and its length; for punches: how many. */
  meal: z.number().nullable(),
  minutes: z.number().nullable(),
  startedAfterMinutes: z.number().nullable(),
  count: z.number().nullable(),
  /** For an open punch: since when; for a refused stretch: the entry rule's code. */
  since: z.string().nullable(),
  problem: z.string().nullable(),
  /** Minutes worked on the workday (rounded up once for the day); null for an open punch. */
  workedMinutes: z.number().nullable(),
  /** Premium hours this exception owes on its day (meal and rest premiums, at most one each). */
  premiumHours: z.number(),
});
export type ComplianceException = z.infer<typeof complianceException>;

export const complianceExceptionsResponse = z.object({
  rule: z.enum(MEAL_REST_RULE_VALUES),
  dateRange: z.object({ startDate: z.string(), endDate: z.string() }),
  exceptions: z.array(complianceException),
  /** Premium pay owed in the range, per worker, to the cent ("45.00"). */
  premiums: z.array(
    z.object({
      userId: z.string(),
      workerName: z.string(),
      mealPremiumHours: z.number(),
      restPremiumHours: z.number(),
      premiumPay: z.string(),
    }),
  ),
});
export type ComplianceExceptionsResponse = z.infer<typeof complianceExceptionsResponse>;

const day = (required: MessageCode, notDate: MessageCode) =>
  z.string({ error: required }).refine(isEntryDate, notDate);

/**
 * The California time cards of a range (at most a month, {@link TIME_CARD_MAX_DAYS} days), as a
 * CSV or a PDF, of every worker or of one (`userId`, a member of the company).
 */
export const timeCardsQuery = z
  .object({
    startDate: day('startDateRequired', 'startDateNotDate'),
    endDate: day('endDateRequired', 'endDateNotDate'),
    format: z.enum(TIME_CARD_FORMATS, { error: 'timeCardFormatUnknown' }),
    userId: z.uuid('userIdInvalid').optional(),
    /** The client's cache-buster; ignored. */
    _: z.string().max(50).optional(),
  })
  .superRefine((q, ctx) => {
    const problem =
      dateRangeError(q.startDate, q.endDate) ??
      (isEntryDate(q.startDate) &&
      isEntryDate(q.endDate) &&
      daysInRange(q.startDate, q.endDate) > TIME_CARD_MAX_DAYS
        ? {
            code: 'rangeTooLong' as const,
            params: { start: 'startDate', end: 'endDate', max: TIME_CARD_MAX_DAYS },
          }
        : undefined);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem.code,
        params: problem.params,
        path: ['endDate'],
      });
  });
export type TimeCardsQuery = z.infer<typeof timeCardsQuery>;
