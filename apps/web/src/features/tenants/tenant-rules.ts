import type { FieldMessage, ShownMessage } from '@/app/errors/api-error';
import { schemaResolver } from '@mantine/form';
import {
  CURRENCIES,
  TENANT_DEFAULT_SETTINGS,
  TENANT_PAGE_SIZE,
  TENANT_TIMEZONES,
} from '@sitehours/contract/rules';
import {
  createTenantRequest,
  type CreateTenantRequest,
  type TenantStatus,
} from '@sitehours/contract/schemas';

/** Pure rules of Company Management (platform spec §4 "Tenant status", §5). */
export { isTenantStatus } from '@/components/tenant-status';

type Currency = (typeof CURRENCIES)[number];

/** Catalogue keys of the offered time zones' names. */
export const TIMEZONE_NAMES = {
  'America/New_York': 'timezone.eastern',
  'America/Chicago': 'timezone.central',
  'America/Denver': 'timezone.mountain',
  'America/Los_Angeles': 'timezone.pacific',
  UTC: 'timezone.utc',
} as const satisfies Record<(typeof TENANT_TIMEZONES)[number]['value'], string>;

/** The catalogue key of a time zone's name, if it is one of the offered ones. */
export const timezoneNameKey = (zone: string) =>
  Object.hasOwn(TIMEZONE_NAMES, zone) ? TIMEZONE_NAMES[zone as keyof typeof TIMEZONE_NAMES] : null;

/** The status filter's options; each label is the catalogue key of its text. */
export const STATUS_FILTER_OPTIONS = [
  { value: '', labelKey: 'companies.filter.all' },
  { value: 'active', labelKey: 'companies.filter.active' },
  { value: 'suspended', labelKey: 'companies.filter.suspended' },
  { value: 'trial', labelKey: 'companies.filter.trial' },
  { value: 'cancelled', labelKey: 'companies.filter.cancelled' },
] as const satisfies readonly { value: TenantStatus | ''; labelKey: string }[];

/** Suspend is offered for active tenants only; Reactivate for every other status. */
export const canSuspend = (status: string) => status === 'active';

export interface PageWindow {
  from: number;
  to: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** 'Showing X to Y of Z results'; Next is disabled when the next offset reaches the total. */
export function pageWindow(page: number, shown: number, total: number): PageWindow {
  const offset = page * TENANT_PAGE_SIZE;
  return {
    from: shown === 0 ? 0 : offset + 1,
    to: offset + shown,
    total,
    hasPrevious: page > 0,
    hasNext: offset + TENANT_PAGE_SIZE < total,
  };
}

export interface CompanyFormValues {
  name: string;
  subdomain: string;
  adminFirstName: string;
  adminLastName: string;
  adminEmail: string;
  timezone: string;
  currency: string;
}

export const EMPTY_COMPANY_FORM: CompanyFormValues = {
  name: '',
  subdomain: '',
  adminFirstName: '',
  adminLastName: '',
  adminEmail: '',
  timezone: TENANT_DEFAULT_SETTINGS.timezone,
  currency: TENANT_DEFAULT_SETTINGS.currency,
};

export function createTenantPayload(values: CompanyFormValues): CreateTenantRequest {
  return {
    name: values.name.trim(),
    subdomain: values.subdomain.trim().toLowerCase(),
    adminEmail: values.adminEmail.trim(),
    adminFirstName: values.adminFirstName.trim(),
    adminLastName: values.adminLastName.trim(),
    settings: {
      timezone: values.timezone,
      dateFormat: TENANT_DEFAULT_SETTINGS.dateFormat,
      currency: values.currency as Currency,
    },
  };
}

const FIELD_OF_PATH: Record<string, keyof CompanyFormValues> = {
  name: 'name',
  subdomain: 'subdomain',
  adminEmail: 'adminEmail',
  adminFirstName: 'adminFirstName',
  adminLastName: 'adminLastName',
  'settings.timezone': 'timezone',
  timezone: 'timezone',
  'settings.currency': 'currency',
  currency: 'currency',
};

/** Server validation errors keyed by the form field they belong under (first one wins). */
export function companyFieldErrors(
  errors: readonly FieldMessage[],
): Partial<Record<keyof CompanyFormValues, ShownMessage>> {
  const out: Partial<Record<keyof CompanyFormValues, ShownMessage>> = {};
  for (const { path, msg } of errors) {
    const field = FIELD_OF_PATH[path];
    if (field && !out[field]) out[field] = msg;
  }
  return out;
}

const checkTenant = schemaResolver(createTenantRequest, { sync: true });

/**
 * The form's checks before sending: the body as the contract's `createTenantRequest` (which the
 * API applies too) checks it, each issue under its field. A taken subdomain only the API knows.
 */
export function companyFormErrors(
  values: CompanyFormValues,
): Partial<Record<keyof CompanyFormValues, ShownMessage>> {
  const issues = checkTenant(createTenantPayload(values));
  return companyFieldErrors(
    Object.entries(issues).map(([path, msg]) => ({ path, msg: msg as string })),
  );
}
