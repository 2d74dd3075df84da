import type { MessageCode } from '../messages/catalogue';
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

const required = (missing: MessageCode, tooLong: MessageCode, max = 200) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

export const createTenantRequest = z.object({
  name: required('tenantCompanyNameRequired', 'tenantCompanyNameTooLong'),
  subdomain: required('tenantSubdomainRequired', 'tenantSubdomainTooLong', 63)
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, TENANT_MESSAGES.subdomainFormat),
  adminEmail: z
    .string({ error: 'tenantAdminEmailRequired' })
    .trim()
    .toLowerCase()
    .min(1, 'tenantAdminEmailRequired')
    .max(EMAIL_MAX_LENGTH, 'tenantAdminEmailTooLong')
    .regex(EMAIL_PATTERN, 'loginInvalidEmail'),
  adminFirstName: required('tenantAdminFirstNameRequired', 'tenantAdminFirstNameTooLong', 100),
  adminLastName: required('tenantAdminLastNameRequired', 'tenantAdminLastNameTooLong', 100),
  settings: z
    .object({
      timezone: z
        .enum(TENANT_TIMEZONES.map((t) => t.value) as [string, ...string[]], {
          error: 'chooseTimeZone',
        })
        .default(TENANT_DEFAULT_SETTINGS.timezone),
      dateFormat: z
        .enum(DATE_FORMATS, { error: 'chooseDateFormat' })
        .default(TENANT_DEFAULT_SETTINGS.dateFormat),
      currency: z
        .enum(CURRENCIES, { error: 'chooseCurrency' })
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
        .number({ error: 'limitNotNumber' })
        .int('limitNotWhole')
        .min(1, 'limitTooSmall')
        .max(100, 'limitTooBig'),
    )
    .default(TENANT_PAGE_SIZE),
  offset: z
    .preprocess(
      decimalFromText,
      z.number({ error: 'offsetNotNumber' }).int('offsetNotWhole').min(0, 'offsetNegative'),
    )
    .default(0),
  status: z.enum(TENANT_STATUSES, { error: 'statusUnknown' }).optional(),
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
    reason: z.string().trim().max(500, 'suspendReasonTooLong').optional(),
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
