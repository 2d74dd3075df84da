import type { MessageCode } from '../messages/catalogue';
import { z } from 'zod';
import { PUNCH_MESSAGES } from '../messages/punches';
import { CATALOG_MESSAGES } from '../messages/work-types';
import { SITE_RADIUS_MAX_M, SITE_RADIUS_MIN_M } from '../rules/punches';
import { companyIdField, uuidField } from './work-types';

/** Jobs and the work types bookable on each (company spec §5 and §7). */
export const jobWorkTypesRequest = z.object({
  workTypeIds: z
    .array(uuidField('jobWorkTypeIdInvalid'), { error: CATALOG_MESSAGES.atLeastOneWorkType })
    .min(1, CATALOG_MESSAGES.atLeastOneWorkType)
    .max(200),
});

const optionalText = (max: number, notText: MessageCode, tooLong: MessageCode) =>
  z
    .string({ error: notText })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v ? v : null));

/** Where a job's site is, typed or taken from the device on site: punches farther are flagged. */
export const jobSite = z.object({
  latitude: z
    .number({ error: PUNCH_MESSAGES.invalidPosition })
    .min(-90, PUNCH_MESSAGES.invalidPosition)
    .max(90, PUNCH_MESSAGES.invalidPosition),
  longitude: z
    .number({ error: PUNCH_MESSAGES.invalidPosition })
    .min(-180, PUNCH_MESSAGES.invalidPosition)
    .max(180, PUNCH_MESSAGES.invalidPosition),
  radiusM: z
    .number({ error: PUNCH_MESSAGES.siteRadiusRange })
    .int(PUNCH_MESSAGES.siteRadiusRange)
    .min(SITE_RADIUS_MIN_M, PUNCH_MESSAGES.siteRadiusRange)
    .max(SITE_RADIUS_MAX_M, PUNCH_MESSAGES.siteRadiusRange),
});
export type JobSite = z.infer<typeof jobSite>;

export const jobRequest = z.object({
  jobName: z
    .string({ error: CATALOG_MESSAGES.jobNameRequired })
    .trim()
    .min(1, CATALOG_MESSAGES.jobNameRequired)
    .max(200, 'jobNameTooLong'),
  address: optionalText(200, 'addressNotText', 'addressTooLong'),
  city: optionalText(100, 'cityNotText', 'cityTooLong'),
  state: z
    .string({ error: CATALOG_MESSAGES.stateFormat })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{0,2}$/, CATALOG_MESSAGES.stateFormat)
    .nullish()
    .transform((v) => (v ? v : null)),
  zipCode: z
    .string({ error: CATALOG_MESSAGES.zipFormat })
    .trim()
    .regex(/^(\d{5})?$/, CATALOG_MESSAGES.zipFormat)
    .nullish()
    .transform((v) => (v ? v : null)),
  isActive: z.boolean().optional(),
  /** The site's position and radius (absent: unchanged; null: none). */
  site: jobSite.nullish(),
  companyId: companyIdField,
  /** Optional: the job's work types, saved in the same transaction. */
  workTypeIds: jobWorkTypesRequest.shape.workTypeIds.optional(),
  /** Optional: the company managers and admins who review the job's time (absent: unchanged). */
  managerIds: z
    .array(uuidField('managerIdsInvalid'), { error: 'managerIdsNotList' })
    .max(50)
    .optional(),
});
export type JobRequest = z.input<typeof jobRequest>;

export const job = z.object({
  jobId: z.string(),
  id: z.string(),
  jobName: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  zip_code: z.string().nullable(),
  isActive: z.boolean(),
  site: jobSite.nullable(),
  /** The managers who review the job's time (admins' lists only). */
  managerIds: z.array(z.string()).optional(),
});
export type Job = z.infer<typeof job>;
