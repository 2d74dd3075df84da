import { z } from 'zod';
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
