import { z } from 'zod';
import { dateRangeError } from '../rules/numbers-and-ranges';
/** {@link dateRangeError} on a query of startDate and endDate, reported on endDate. */
export const withDateRange = <T extends { startDate: string; endDate: string }>(
  schema: z.ZodType<T>,
) =>
  schema.superRefine((q, ctx) => {
    const problem = dateRangeError(q.startDate, q.endDate);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem.code,
        params: problem.params,
        path: ['endDate'],
      });
  });
