import { z } from 'zod';
import { parseDecimal } from './numbers-and-ranges';

/** Texts of company spec §5 and §8 for jobs, work types and WC codes. */
export const CATALOG_MESSAGES = {
  workTypeNameRequired: 'Work Type name is required',
  workTypeNameTaken: 'A work type with this name already exists',
  wcCodeRequired: 'WC Code is required',
  wcCodeFormat: 'WC Code must be exactly 4 digits (example: 8810)',
  compRateRequired: 'Comp rate is required',
  compRateNumber: 'Comp rate must be a valid number',
  compRateRange: 'Comp rate must be between 0.01% and 99.99%',
  thresholdRequired: 'Threshold value is required',
  thresholdNumber: 'Threshold must be a valid number',
  thresholdRange: 'Threshold must be between 0.01 and 99.99',
  codesMustDiffer: 'Below and above threshold WC codes must be different',
  fixErrors: 'Please fix all validation errors before saving.',
  invalidCodeFormat: 'Invalid WC Code format',
  invalidCompRate: 'Invalid comp rate',
  rateRange: 'Hourly rate bounds must be between 0 and 999.99, the lower not above the upper',
  jobNameRequired: 'Job name is required',
  zipFormat: 'ZIP must be exactly 5 digits',
  stateFormat: 'State must be at most 2 letters',
  atLeastOneWorkType: 'At least one work type must be selected',
  workTypeNotFound: (name: string) => `Work type "${name}" not found.`,
  workTypeNoCodes: (name: string) =>
    `Work type "${name}" has no active WC codes. Please add WC codes first or remove this work type.`,
  validateWorkTypesFailed: 'Unable to validate work types. Please try again.',
  noMatchingCode: 'No matching WC code found for this work type and hourly rate',
  wcCodeLookupFailed: 'Error fetching WC code. Check if work type has a WC code configured.',
  jobNotFound: 'Job not found',
  workTypeMissing: 'Work type not found',
  wcCodeMissing: 'WC code not found',
  assigned: (count: number) => `Work type successfully assigned to ${count} active jobs!`,
  saved: 'Work type and WC codes created/updated successfully!',
  noJobs: 'No jobs found. Click the "Add New Job" button to add a job.',
  loadWorkTypesFailed: 'Failed to load work types',
  loadJobWorkTypesFailed: 'Failed to load work types for this job',
  fetchJobsFailed: 'Failed to fetch jobs',
  updateJobFailed: 'Failed to update job',
  createJobFailed: 'Failed to create job',
  toggleJobFailed: 'Failed to toggle job status',
  loadingJobs: 'Loading jobs...',
  loadingWorkTypes: 'Loading work types...',
  noWorkTypesAvailable: 'No work types available',
} as const;

/** Upper bound of the top rate band ("up to 999.99"). */
export const MAX_HOURLY_RATE = 999.99;
/** When detecting the threshold mode of loaded codes, an upper bound from here counts as "above". */
export const ABOVE_CODE_DETECT_MIN = 900;
/** When displaying, an upper bound from here reads as open-ended. */
export const ABOVE_CODE_DISPLAY_MIN = 999;

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

/** At most two decimals (money and percentages). */
export const hasTwoDecimalsAtMost = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

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
  .refine(hasTwoDecimalsAtMost, 'Comp rate can have at most 2 decimals');

const rateBound = numeric(
  'Hourly rate bound is required',
  'Hourly rate bound must be a number',
).refine(
  (n) => n >= 0 && n <= MAX_HOURLY_RATE && hasTwoDecimalsAtMost(n),
  CATALOG_MESSAGES.rateRange,
);

export const uuidField = (label: string) => z.uuid(`${label} must be a valid id`);

/** Query or body field naming the caller's company; it must be the caller's own. */
export const companyIdField = uuidField('companyId').optional();

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
    workTypeId: uuidField('workTypeId'),
    isActive: z.boolean().default(true),
  }),
);

export const wcCodesMultipleRequest = z.object({
  workTypeId: uuidField('workTypeId'),
  wcCodes: z
    .array(wcCodeBand, { error: 'wcCodes must be a list' })
    .min(1, CATALOG_MESSAGES.wcCodeRequired)
    .max(2, 'A work type has one code (No Threshold) or two (below and above a threshold)'),
});

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
  workTypeId: uuidField('workTypeId'),
  hourlyRate: numeric('hourlyRate is required', 'hourlyRate must be a number').refine(
    (n) => n >= 0 && n <= MAX_HOURLY_RATE,
    'hourlyRate must be between 0 and 999.99',
  ),
  companyId: companyIdField,
});

export const workTypeRequest = z.object({
  workTypeName: z
    .string({ error: CATALOG_MESSAGES.workTypeNameRequired })
    .trim()
    .min(1, CATALOG_MESSAGES.workTypeNameRequired)
    .max(100, 'Work Type name must be at most 100 characters'),
  isActive: z.boolean().default(true),
  companyId: companyIdField,
});

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

export const workTypeWithCodes = workType.extend({ wcCodes: z.array(wcCode) });

export const listWorkTypesQuery = z.object({
  companyId: companyIdField,
  includeInactive: z
    .enum(['true', 'false'], { error: 'includeInactive must be true or false' })
    .optional(),
});

export const assignToJobsRequest = z.object({
  allActiveJobs: z.literal(true, { error: 'allActiveJobs must be true' }),
});
