import { DATE_FORMATS } from '../rules/tenants';
import {
  CURRENCIES,
  TENANT_DEFAULT_SETTINGS,
  TENANT_PAGE_SIZE,
  TENANT_STATUSES,
  TENANT_TIMEZONES,
} from '../rules/tenants';
import { z } from 'zod';
import { TENANT_MESSAGES } from '../messages/tenants';
import { decimalFromText } from '../rules/numbers-and-ranges';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/patterns';

export type TenantStatus = (typeof TENANT_STATUSES)[number];

/** 'Other' (PTO) types every new company starts with. */
export const DEFAULT_PTO_TYPES = ['Vacation', 'Sick', 'Holiday'] as const;
/** Welcome links let the new company admin choose a password for this long. */
export const WELCOME_LINK_HOURS = 72;

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const createTenantRequest = z.object({
  name: required('Company Name'),
  subdomain: required('Subdomain', 63)
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, TENANT_MESSAGES.subdomainFormat),
  adminEmail: z
    .string({ error: 'Admin Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Admin Email is required')
    .max(EMAIL_MAX_LENGTH, 'Admin Email is too long')
    .regex(EMAIL_PATTERN, 'Please enter a valid email address.'),
  adminFirstName: required('Admin First Name', 100),
  adminLastName: required('Admin Last Name', 100),
  settings: z
    .object({
      timezone: z
        .enum(TENANT_TIMEZONES.map((t) => t.value) as [string, ...string[]], {
          error: 'Choose one of the offered time zones',
        })
        .default(TENANT_DEFAULT_SETTINGS.timezone),
      dateFormat: z
        .enum(DATE_FORMATS, { error: 'Choose one of the offered date formats' })
        .default(TENANT_DEFAULT_SETTINGS.dateFormat),
      currency: z
        .enum(CURRENCIES, { error: 'Choose one of the offered currencies' })
        .default(TENANT_DEFAULT_SETTINGS.currency),
    })
    .default(TENANT_DEFAULT_SETTINGS),
});
export type CreateTenantRequest = z.input<typeof createTenantRequest>;

export const listTenantsQuery = z.object({
  limit: z
    .preprocess(
      decimalFromText,
      z
        .number({ error: 'limit must be a number' })
        .int('limit must be a whole number')
        .min(1, 'limit must be at least 1')
        .max(100, 'limit must be at most 100'),
    )
    .default(TENANT_PAGE_SIZE),
  offset: z
    .preprocess(
      decimalFromText,
      z
        .number({ error: 'offset must be a number' })
        .int('offset must be a whole number')
        .min(0, 'offset cannot be negative'),
    )
    .default(0),
  status: z.enum(TENANT_STATUSES, { error: 'Unknown status' }).optional(),
});

export const tenantRow = z.object({
  tenant_id: z.string(),
  id: z.string(),
  name: z.string(),
  subdomain: z.string(),
  status: z.string(),
  user_count: z.number(),
  created_at: z.string(),
});
export type TenantRow = z.infer<typeof tenantRow>;

export const tenantList = z.object({ tenants: z.array(tenantRow), total: z.number() });
export type TenantList = z.infer<typeof tenantList>;

export const tenantDetail = z.object({
  tenant_id: z.string(),
  name: z.string(),
  subdomain: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type TenantDetail = z.infer<typeof tenantDetail>;

export const createTenantResponse = z.object({
  tenant: tenantDetail,
  adminUser: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
});
export type CreateTenantResponse = z.infer<typeof createTenantResponse>;

export const suspendTenantRequest = z
  .object({
    reason: z.string().trim().max(500, 'Reason must be at most 500 characters').optional(),
  })
  .optional();

export const tenantOverview = z.object({
  tenant_id: z.string(),
  name: z.string(),
  subdomain: z.string(),
  admin_count: z.number(),
  staff_count: z.number(),
  total_users: z.number(),
  work_type_count: z.number(),
  status: z.string(),
});
export type TenantOverview = z.infer<typeof tenantOverview>;
