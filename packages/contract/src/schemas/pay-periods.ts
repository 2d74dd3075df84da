import { z } from 'zod';
import type { MessageCode } from '../messages/catalogue';
import { PAY_PERIOD_MESSAGES } from '../messages/pay-periods';
import { TIME_ENTRY_MESSAGES } from '../messages/time-entries';
import { dateRangeError, isEntryDate } from '../rules/numbers-and-ranges';
import { PAY_FREQUENCIES } from '../rules/pay-periods';

const day = (message: MessageCode = TIME_ENTRY_MESSAGES.invalidDate) =>
  z.string({ error: message }).refine(isEntryDate, message);

/** The periods to list: each that holds a day from `from` to `to` (default: about three months). */
export const payPeriodsQuery = z
  .object({
    from: day().optional(),
    to: day().optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const problem = dateRangeError(q.from, q.to, { start: 'from', end: 'to' });
    if (problem)
      ctx.addIssue({ code: 'custom', message: problem.code, params: problem.params, path: ['to'] });
  });

export const payPeriodStatus = z.enum(['open', 'closed', 'reopened']);

export const payPeriod = z.object({
  startDate: z.string(),
  endDate: z.string(),
  status: payPeriodStatus,
  entryCount: z.number(),
  pendingCount: z.number(),
  /** Hours of the period's entries, adjustments dated in it included. */
  hours: z.number(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  reopenedBy: z.string().nullable(),
  reopenReason: z.string().nullable(),
});
export type PayPeriod = z.infer<typeof payPeriod>;

export const payPeriodList = z.object({
  frequency: z.enum(PAY_FREQUENCIES),
  anchor: z.string(),
  /** The period today (in the company's time zone) belongs to. */
  current: z.object({ startDate: z.string(), endDate: z.string() }),
  /** Newest first. */
  periods: z.array(payPeriod),
});
export type PayPeriodList = z.infer<typeof payPeriodList>;

export const closePayPeriodRequest = z.object({
  startDate: day(PAY_PERIOD_MESSAGES.notPeriodStart),
});

export const reopenPayPeriodRequest = z.object({
  startDate: day(PAY_PERIOD_MESSAGES.notPeriodStart),
  reason: z
    .string({ error: PAY_PERIOD_MESSAGES.reopenReasonRequired })
    .trim()
    .min(1, PAY_PERIOD_MESSAGES.reopenReasonRequired)
    .max(500, 'correctionReasonTooLong'),
});
