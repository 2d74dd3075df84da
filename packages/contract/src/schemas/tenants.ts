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

const timezoneField = z.enum(TENANT_TIMEZONES.map((t) => t.value) as [string, ...string[]], {
  error: 'chooseTimeZone',
});
const dateFormatField = z.enum(DATE_FORMATS, { error: 'chooseDateFormat' });
const currencyField = z.enum(CURRENCIES, { error: 'chooseCurrency' });

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
      timezone: timezoneField.default(TENANT_DEFAULT_SETTINGS.timezone),
      dateFormat: dateFormatField.default(TENANT_DEFAULT_SETTINGS.dateFormat),
      currency: currencyField.default(TENANT_DEFAULT_SETTINGS.currency),
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
  /** The companies of the client account. */
  company_count: z.number(),
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
  /** The companies of the client account. */
  company_count: z.number(),
  status: z.string(),
});
export type TenantOverview = z.infer<typeof tenantOverview>;

/** A further company in a client account, with its first admin (as opening the account does). */
export const createTenantCompanyRequest = createTenantRequest.omit({ subdomain: true });
export type CreateTenantCompanyRequest = z.input<typeof createTenantCompanyRequest>;

/** A company's name and settings, as the operator changes them. */
export const updateTenantCompanyRequest = z.object({
  name: required('tenantCompanyNameRequired', 'tenantCompanyNameTooLong'),
  settings: z.object(
    { timezone: timezoneField, dateFormat: dateFormatField, currency: currencyField },
    { error: TENANT_MESSAGES.companySettingsRequired },
  ),
});
export type UpdateTenantCompanyRequest = z.input<typeof updateTenantCompanyRequest>;

/** One company of a client account, as the operator's list shows it. */
export const tenantCompany = z.object({
  id: z.string(),
  name: z.string(),
  time_zone: z.string(),
  date_format: z.string(),
  currency: z.string(),
  user_count: z.number(),
  created_at: z.string(),
});
export type TenantCompany = z.infer<typeof tenantCompany>;

export const tenantCompanyList = z.array(tenantCompany);

export const createTenantCompanyResponse = z.object({
  company: tenantCompany,
  adminUser: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  /**
   * What the admin was sent: 'welcome', a link to choose a password (a new account), or
   * 'invitation', to accept the company from their own sign-in (an existing account).
   */
  adminMail: z.enum(['welcome', 'invitation']),
});
export type CreateTenantCompanyResponse = z.infer<typeof createTenantCompanyResponse>;
