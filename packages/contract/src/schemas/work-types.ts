import type { MessageCode } from '../messages/catalogue';
import { z } from 'zod';
import { CATALOG_MESSAGES } from '../messages/work-types';
import { MAX_HOURLY_RATE, hasTwoDecimalsAtMost } from '../rules/wc-rules';
import { isEntryDate, parseDecimal } from '../rules/numbers-and-ranges';

/** A number given as a number or a plain decimal string, as forms send them. */
const numeric = (required: string, notNumber: string) =>
  z.union([z.number(), z.string()], { error: required }).transform((v, ctx) => {
    if (typeof v === 'string' && v.trim() === '') {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    const n = parseDecimal(v);
    if (n === undefined) {
      ctx.addIssue({ code: 'custom', message: notNumber });
      return z.NEVER;
    }
    return n;
  });

export const wcCodeValue = z
  .string({ error: CATALOG_MESSAGES.wcCodeRequired })
  .trim()
  .min(1, CATALOG_MESSAGES.wcCodeRequired)
  .regex(/^\d{4}$/, CATALOG_MESSAGES.wcCodeFormat);

export const compRateValue = numeric(
  CATALOG_MESSAGES.compRateRequired,
  CATALOG_MESSAGES.compRateNumber,
)
  .refine((n) => n >= 0.01 && n <= 99.99, CATALOG_MESSAGES.compRateRange)
  .refine(hasTwoDecimalsAtMost, 'compRateDecimals');

const rateBound = numeric('rateBoundRequired', 'rateBoundNotNumber').refine(
  (n) => n >= 0 && n <= MAX_HOURLY_RATE && hasTwoDecimalsAtMost(n),
  CATALOG_MESSAGES.rateRange,
);

export const uuidField = (invalid: MessageCode) => z.uuid(invalid);

/** Query or body field naming the caller's company; it must be the caller's own. */
export const companyIdField = uuidField('companyIdInvalid').optional();

const wcCodeBand = z
  .object({
    code: wcCodeValue,
    minHourlyRate: rateBound.default(0),
    maxHourlyRate: rateBound.default(0),
    compRate: compRateValue,
  })
  .refine((c) => c.minHourlyRate <= c.maxHourlyRate, {
    message: CATALOG_MESSAGES.rateRange,
    path: ['maxHourlyRate'],
  });

export const wcCodeRequest = z.intersection(
  wcCodeBand,
  z.object({
    workTypeId: uuidField('workTypeIdInvalid'),
    isActive: z.boolean().default(true),
  }),
);

export const wcCodesMultipleRequest = z.object({
  workTypeId: uuidField('workTypeIdInvalid'),
  wcCodes: z
    .array(wcCodeBand, { error: 'wcCodesNotList' })
    .min(1, CATALOG_MESSAGES.wcCodeRequired)
    .max(2, 'wcCodeCount'),
});
export type WcCodesMultipleRequest = z.input<typeof wcCodesMultipleRequest>;

export const wcCode = z.object({
  id: z.string(),
  code: z.string(),
  workTypeId: z.string(),
  minHourlyRate: z.number(),
  maxHourlyRate: z.number(),
  compRate: z.number(),
  isActive: z.boolean(),
});
export type WcCode = z.infer<typeof wcCode>;

export const wcCodeMatchQuery = z.object({
  workTypeId: uuidField('workTypeIdInvalid'),
  hourlyRate: numeric('hourlyRateRequired', 'hourlyRateNotNumber').refine(
    (n) => n >= 0 && n <= MAX_HOURLY_RATE,
    'hourlyRateRange',
  ),
  /** The entry's day: the code under the bands in force that day (a threshold may change later). */
  date: z.string().refine(isEntryDate, 'entryInvalidDate').optional(),
  companyId: companyIdField,
});

export const workTypeRequest = z.object({
  workTypeName: z
    .string({ error: CATALOG_MESSAGES.workTypeNameRequired })
    .trim()
    .min(1, CATALOG_MESSAGES.workTypeNameRequired)
    .max(100, 'workTypeNameTooLong'),
  isActive: z.boolean().default(true),
  companyId: companyIdField,
});
export type WorkTypeRequest = z.input<typeof workTypeRequest>;

export const workType = z.object({
  workTypeId: z.string(),
  id: z.string(),
  workTypeName: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  companyId: z.string(),
  activeCodeCount: z.number(),
});
export type WorkType = z.infer<typeof workType>;

export const workTypeWithCodes = workType.extend({
  wcCodes: z.array(wcCode),
  /**
   * The day the bands shown took or take effect, from the latest threshold change applied to the
   * work type (decision 0027); null when none was. A day after today: earlier days keep the bands
   * before it.
   */
  bandsFrom: z.string().nullable(),
});
export type WorkTypeWithCodes = z.infer<typeof workTypeWithCodes>;

export const listWorkTypesQuery = z.object({
  companyId: companyIdField,
  includeInactive: z.enum(['true', 'false'], { error: 'includeInactiveNotBoolean' }).optional(),
});

export const assignToJobsRequest = z.object({
  allActiveJobs: z.literal(true, { error: 'allActiveJobsNotTrue' }),
});

/** How many jobs were linked (assign to all active jobs, or a job's work types set). */
export const linkCountResponse = z.object({ message: z.string(), count: z.number() });
export type LinkCountResponse = z.infer<typeof linkCountResponse>;
