import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './patterns';
import { decimalFromText } from './numbers-and-ranges';

export const TENANT_STATUSES = ['active', 'suspended', 'trial', 'cancelled'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

export const TENANT_PAGE_SIZE = 10;
export const SUSPEND_REASON = 'Suspended by global admin';

export const TENANT_TIMEZONES = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'UTC', label: 'UTC' },
] as const;
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export const TENANT_DEFAULT_SETTINGS = {
  timezone: 'America/New_York',
  dateFormat: 'MM/DD/YYYY',
  currency: 'USD',
} as const;
/** 'Other' (PTO) types every new company starts with. */
export const DEFAULT_PTO_TYPES = ['Vacation', 'Sick', 'Holiday'] as const;
/** Welcome links let the new company admin choose a password for this long. */
export const WELCOME_LINK_HOURS = 72;

export const TENANT_MESSAGES = {
  loadFailed: 'Failed to load tenants',
  createFailed: 'Failed to create tenant',
  suspendFailed: 'Failed to suspend tenant',
  reactivateFailed: 'Failed to reactivate tenant',
  welcomeFailed: 'Failed to send welcome email',
  detailsFailed: 'Failed to load tenant details',
  overviewFailed: 'Failed to load company overview data',
  created: (name: string, email: string) =>
    `Company "${name}" created successfully! Welcome email sent to ${email}`,
  suspended: 'Tenant suspended successfully',
  reactivated: 'Tenant reactivated successfully',
  welcomeSent: 'Welcome email sent successfully',
  subdomainTaken: 'This subdomain is already taken',
  subdomainFormat:
    'Subdomain may contain only lower-case letters, digits and hyphens, and cannot start or end with a hyphen',
  emailTaken: 'An account with this email already exists',
  alreadySuspended: 'This company is already suspended',
  notSuspended: 'Only a company that is not active can be reactivated',
} as const;

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

export const tenantDetail = z.object({
  tenant_id: z.string(),
  name: z.string(),
  subdomain: z.string(),
  status: z.string(),
  created_at: z.string(),
});

export const createTenantResponse = z.object({
  tenant: tenantDetail,
  adminUser: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
});

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
