import type { FieldMessage, ShownMessage } from '@/app/errors/api-error';
import { schemaResolver } from '@mantine/form';
import { CURRENCIES, DATE_FORMATS, TENANT_DEFAULT_SETTINGS } from '@sitehours/contract/rules';
import {
  createTenantCompanyRequest,
  updateTenantCompanyRequest,
  type CreateTenantCompanyRequest,
  type TenantCompany,
  type UpdateTenantCompanyRequest,
} from '@sitehours/contract/schemas';

/** Pure rules of the companies of one client account (Company Management's details). */

type Currency = (typeof CURRENCIES)[number];
type DateFormat = (typeof DATE_FORMATS)[number];

export interface TenantCompanyFormValues {
  name: string;
  timezone: string;
  dateFormat: string;
  currency: string;
  adminEmail: string;
  adminFirstName: string;
  adminLastName: string;
}

export type TenantCompanyField = keyof TenantCompanyFormValues;

/** The form's fields when adding a company, in their order; editing leaves out the admin's. */
export const ADD_FIELDS = [
  'name',
  'timezone',
  'dateFormat',
  'currency',
  'adminFirstName',
  'adminLastName',
  'adminEmail',
] as const satisfies readonly TenantCompanyField[];

export const EMPTY_TENANT_COMPANY_FORM: TenantCompanyFormValues = {
  name: '',
  timezone: TENANT_DEFAULT_SETTINGS.timezone,
  dateFormat: TENANT_DEFAULT_SETTINGS.dateFormat,
  currency: TENANT_DEFAULT_SETTINGS.currency,
  adminEmail: '',
  adminFirstName: '',
  adminLastName: '',
};

/** The edit form starts from the company as it is. */
export function tenantCompanyFormValues(company: TenantCompany): TenantCompanyFormValues {
  return {
    ...EMPTY_TENANT_COMPANY_FORM,
    name: company.name,
    timezone: company.time_zone,
    dateFormat: company.date_format,
    currency: company.currency,
  };
}

const settingsOf = (values: TenantCompanyFormValues) => ({
  timezone: values.timezone,
  dateFormat: values.dateFormat as DateFormat,
  currency: values.currency as Currency,
});

export function addTenantCompanyPayload(
  values: TenantCompanyFormValues,
): CreateTenantCompanyRequest {
  return {
    name: values.name.trim(),
    adminEmail: values.adminEmail.trim(),
    adminFirstName: values.adminFirstName.trim(),
    adminLastName: values.adminLastName.trim(),
    settings: settingsOf(values),
  };
}

export function updateTenantCompanyPayload(
  values: TenantCompanyFormValues,
): UpdateTenantCompanyRequest {
  return { name: values.name.trim(), settings: settingsOf(values) };
}

const FIELD_OF_PATH: Record<string, TenantCompanyField> = {
  name: 'name',
  adminEmail: 'adminEmail',
  adminFirstName: 'adminFirstName',
  adminLastName: 'adminLastName',
  settings: 'timezone',
  'settings.timezone': 'timezone',
  'settings.dateFormat': 'dateFormat',
  'settings.currency': 'currency',
};

/** Errors (of the server or of the contract's schema) keyed by the field they belong under. */
export function tenantCompanyFieldErrors(
  errors: readonly FieldMessage[],
): Partial<Record<TenantCompanyField, ShownMessage>> {
  const out: Partial<Record<TenantCompanyField, ShownMessage>> = {};
  for (const { path, msg } of errors) {
    const field = FIELD_OF_PATH[path];
    if (field && !out[field]) out[field] = msg;
  }
  return out;
}

/** Whether every error the server sent has its place under a field (then no banner is needed). */
export function allUnderFields(errors: readonly FieldMessage[]): boolean {
  return errors.length > 0 && errors.every(({ path }) => path in FIELD_OF_PATH);
}

const checkAdd = schemaResolver(createTenantCompanyRequest, { sync: true });
const checkUpdate = schemaResolver(updateTenantCompanyRequest, { sync: true });

/**
 * The form's checks before sending: the body the contract's request schema (which the API
 * applies too) checks, each issue under its field. A taken name only the API knows.
 */
export function tenantCompanyFormErrors(
  mode: 'add' | 'edit',
  values: TenantCompanyFormValues,
): Partial<Record<TenantCompanyField, ShownMessage>> {
  const issues =
    mode === 'add'
      ? checkAdd(addTenantCompanyPayload(values))
      : checkUpdate(updateTenantCompanyPayload(values));
  return tenantCompanyFieldErrors(
    Object.entries(issues).map(([path, msg]) => ({ path, msg: msg as string })),
  );
}
