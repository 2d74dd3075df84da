import {
  COMPANY_TIMEZONES,
  CURRENCIES,
  DATE_FORMATS,
  EMAIL_PATTERN,
  OVERTIME_RULES,
  OVERTIME_RULE_VALUES,
  SETTINGS_MESSAGES,
  type CompanySettings,
  type OvertimeRule,
} from '@sitehours/contract';
import type { AddressInput, GeneralSettingsInput } from './api/company-settings';

/** Pure rules of the Company Settings screen (company spec §2.7, §3, §9). */

// ---- Billing & Subscription display --------------------------------------------------------

export const BILLING_CYCLE_LABEL = 'Monthly';
export const NEXT_BILLING_DATE_LABEL = 'N/A';

/** Active is shown green, anything else red. */
export function subscriptionStatusColor(status: string | null | undefined): 'green' | 'red' {
  return status?.trim().toLowerCase() === 'active' ? 'green' : 'red';
}

const capitalize = (text: string) =>
  text
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');

export function subscriptionStatusLabel(status: string | null | undefined): string {
  const text = status?.trim() ?? '';
  return text === '' ? 'Unknown' : capitalize(text);
}

/** Plan basic is shown as 'Standard'; other plans by their name. */
export function planLabel(plan: string | null | undefined): string {
  const text = plan?.trim() ?? '';
  if (text.toLowerCase() === 'basic') return 'Standard';
  return text === '' ? 'Standard' : capitalize(text);
}

// ---- Options ---------------------------------------------------------------------------------

export interface Option {
  value: string;
  label: string;
}

/** The six zones of §9; a zone set elsewhere (e.g. UTC by an operator) stays selectable. */
export function timeZoneOptions(current: string | null | undefined): Option[] {
  const options: Option[] = COMPANY_TIMEZONES.map((t) => ({ value: t.value, label: t.label }));
  if (current && !options.some((o) => o.value === current))
    options.push({ value: current, label: current });
  return options;
}

export function timeZoneLabel(value: string | null | undefined): string {
  return COMPANY_TIMEZONES.find((t) => t.value === value)?.label ?? value ?? '';
}

export const DATE_FORMAT_OPTIONS: Option[] = DATE_FORMATS.map((f) => ({ value: f, label: f }));
export const CURRENCY_OPTIONS: Option[] = CURRENCIES.map((c) => ({ value: c, label: c }));

// ---- General information ---------------------------------------------------------------------

export interface GeneralFormValues {
  name: string;
  time_zone: string;
  date_format: string;
  currency: string;
  tax_id: string;
}

export function generalFormValues(settings: CompanySettings): GeneralFormValues {
  return {
    name: settings.company_name || settings.name,
    time_zone: settings.time_zone,
    date_format: settings.date_format,
    currency: settings.currency,
    tax_id: settings.tax_id ?? '',
  };
}

export function validateGeneral(
  values: GeneralFormValues,
): Partial<Record<keyof GeneralFormValues, string>> {
  return values.name.trim() === '' ? { name: SETTINGS_MESSAGES.companyNameRequired } : {};
}

export function generalPayload(values: GeneralFormValues): GeneralSettingsInput {
  const taxId = values.tax_id.trim();
  return {
    name: values.name.trim(),
    time_zone: values.time_zone,
    date_format: values.date_format,
    currency: values.currency,
    tax_id: taxId === '' ? null : taxId,
  };
}

// ---- Address and e-mails --------------------------------------------------------------------

export type AddressFormValues = { [K in keyof AddressInput]: string };

export const ADDRESS_FIELDS: { key: keyof AddressInput; label: string }[] = [
  { key: 'address_line1', label: 'Address Line 1' },
  { key: 'address_line2', label: 'Address Line 2' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State / Province' },
  { key: 'zip_code', label: 'ZIP / Postal Code' },
  { key: 'country', label: 'Country' },
];

export function addressFormValues(settings: CompanySettings): AddressFormValues {
  const c = settings.contact_info;
  return {
    address_line1: c.address_line1 ?? '',
    address_line2: c.address_line2 ?? '',
    city: c.city ?? '',
    state: c.state ?? '',
    zip_code: c.zip_code ?? '',
    country: c.country ?? '',
  };
}

/** Trimmed; an emptied field is sent as null (cleared). */
export function addressPayload(values: AddressFormValues): AddressInput {
  const clean = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    address_line1: clean(values.address_line1),
    address_line2: clean(values.address_line2),
    city: clean(values.city),
    state: clean(values.state),
    zip_code: clean(values.zip_code),
    country: clean(values.country),
  };
}

/** One line per filled part of the address, for the read-only view. */
export function addressLines(settings: CompanySettings): string[] {
  const c = settings.contact_info;
  const cityLine = [c.city, [c.state, c.zip_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [c.address_line1, c.address_line2, cityLine, c.country].filter(
    (line): line is string => !!line && line.trim() !== '',
  );
}

/** An optional e-mail: empty clears it, anything else must look like one. */
export function optionalEmailError(value: string): string | null {
  const text = value.trim();
  return text === '' || EMAIL_PATTERN.test(text) ? null : SETTINGS_MESSAGES.invalidEmail;
}

export function emailPayload(value: string): string | null {
  const text = value.trim().toLowerCase();
  return text === '' ? null : text;
}

// ---------------------------------------------------------------------------------------------
// Overtime rule

export const OVERTIME_RULE_SAVED = 'Overtime rule updated successfully';
export const OVERTIME_RULE_FAILED = 'Failed to update the overtime rule';

const isOvertimeRule = (v: unknown): v is OvertimeRule =>
  typeof v === 'string' && (OVERTIME_RULE_VALUES as readonly string[]).includes(v);

/** The company's overtime rule; 'none' when the settings name no known rule. */
export function overtimeRuleOf(settings: { overtime_rule?: unknown }): OvertimeRule {
  return isOvertimeRule(settings.overtime_rule) ? settings.overtime_rule : 'none';
}

export function overtimeRuleLabel(rule: OvertimeRule): string {
  return OVERTIME_RULES.find((r) => r.value === rule)?.label ?? rule;
}
