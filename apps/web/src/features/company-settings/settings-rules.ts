import { schemaResolver } from '@mantine/form';
import {
  LANGUAGES,
  MEAL_REST_RULE_VALUES,
  OVERTIME_RULE_VALUES,
  TIME_CAPTURE_VALUES,
  type Language,
  type OvertimeRule,
} from '@sitehours/contract/rules';
import { COMPANY_TIMEZONES, CURRENCIES, DATE_FORMATS } from '@sitehours/contract/rules';
import { updateCompanyRequest, type CompanySettings } from '@sitehours/contract/schemas';
import type settingsCatalogue from '@/locales/en/settings.json';
import type { AddressInput, GeneralSettingsInput } from './api/company-settings';

/**
 * Pure rules of the Company Settings screen (company spec §2.7, §3, §9). Texts come from the
 * settings catalogue through the `t` the screen passes in.
 */

export type SettingsKey = keyof typeof settingsCatalogue;
export type Translate = (key: SettingsKey) => string;

// ---- Billing & Subscription display --------------------------------------------------------

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

const STATUS_KEYS: Record<string, SettingsKey> = {
  active: 'billing.status.active',
  trial: 'billing.status.trial',
  suspended: 'billing.status.suspended',
  cancelled: 'billing.status.cancelled',
  past_due: 'billing.status.past_due',
};

/** A known status in the interface language; another one by its own words ('Past Due'). */
export function subscriptionStatusLabel(status: string | null | undefined, t: Translate): string {
  const text = status?.trim() ?? '';
  if (text === '') return t('billing.status.unknown');
  const key = STATUS_KEYS[text.toLowerCase().replace(/[\s-]+/g, '_')];
  return key ? t(key) : capitalize(text);
}

/** Plan basic is shown as 'Standard'; other plans by their name. */
export function planLabel(plan: string | null | undefined, t: Translate): string {
  const text = plan?.trim() ?? '';
  if (text === '' || text.toLowerCase() === 'basic') return t('billing.plan.standard');
  return capitalize(text);
}

// ---- Options ---------------------------------------------------------------------------------

export interface Option {
  value: string;
  label: string;
}

type CompanyTimeZone = (typeof COMPANY_TIMEZONES)[number]['value'];
const timeZoneKey = (zone: CompanyTimeZone) => `timeZone.${zone}` as const;

/** The six zones of §9; a zone set elsewhere (e.g. UTC by an operator) stays selectable. */
export function timeZoneOptions(current: string | null | undefined, t: Translate): Option[] {
  const options: Option[] = COMPANY_TIMEZONES.map((zone) => ({
    value: zone.value,
    label: t(timeZoneKey(zone.value)),
  }));
  if (current && !options.some((o) => o.value === current))
    options.push({ value: current, label: current });
  return options;
}

export function timeZoneLabel(value: string | null | undefined, t: Translate): string {
  const zone = COMPANY_TIMEZONES.find((z) => z.value === value);
  return zone ? t(timeZoneKey(zone.value)) : (value ?? '');
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
  /** '' for none (each person's browser language). */
  default_language: string;
  /** 'hours' (hours per entry) or 'times' (start and end times: clock in and out). */
  time_capture: string;
  /** 'none' or 'california': the meal and rest period rules punched workdays are judged by. */
  meal_rest_rule: string;
}

/** The choices of the default language: none (each person's browser), then each language. */
export const DEFAULT_LANGUAGE_OPTIONS: { value: string; labelKey: SettingsKey; lang?: Language }[] =
  [
    { value: '', labelKey: 'general.defaultLanguage.browser' },
    ...LANGUAGES.map((language) => ({
      value: language,
      labelKey: `general.defaultLanguage.${language}` as const,
      lang: language,
    })),
  ];

const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export function defaultLanguageKey(language: string | null | undefined): SettingsKey {
  return isLanguage(language)
    ? `general.defaultLanguage.${language}`
    : 'general.defaultLanguage.browser';
}

export function generalFormValues(settings: CompanySettings): GeneralFormValues {
  return {
    name: settings.company_name,
    time_zone: settings.time_zone,
    date_format: settings.date_format,
    currency: settings.currency,
    tax_id: settings.tax_id ?? '',
    default_language: settings.default_language ?? '',
    time_capture: settings.time_capture,
    meal_rest_rule: settings.meal_rest_rule,
  };
}

/** The API's checks of PUT /api/companies/{id}: the contract's `updateCompanyRequest`. */
const checkCompany = schemaResolver(updateCompanyRequest, { sync: true });

/** The general fields as the contract checks the body sent (company name required, …). */
export function validateGeneral(
  values: GeneralFormValues,
): Partial<Record<keyof GeneralFormValues, string>> {
  return checkCompany(generalPayload(values));
}

export function generalPayload(values: GeneralFormValues): GeneralSettingsInput {
  const taxId = values.tax_id.trim();
  return {
    name: values.name.trim(),
    time_zone: values.time_zone,
    // The choices are the contract's lists; validateGeneral refuses any other value.
    date_format: values.date_format as GeneralSettingsInput['date_format'],
    currency: values.currency as GeneralSettingsInput['currency'],
    tax_id: taxId === '' ? null : taxId,
    default_language: isLanguage(values.default_language) ? values.default_language : null,
    time_capture: values.time_capture as GeneralSettingsInput['time_capture'],
    meal_rest_rule: values.meal_rest_rule as GeneralSettingsInput['meal_rest_rule'],
  };
}

/** Hours only (the default) or start and end times (decision 0025). */
export const TIME_CAPTURE_OPTIONS: { value: string; labelKey: SettingsKey }[] =
  TIME_CAPTURE_VALUES.map((value) => ({ value, labelKey: `general.timeCapture.${value}` }));

/** No meal and rest rules, or California's (decision 0024). */
export const MEAL_REST_RULE_OPTIONS: { value: string; labelKey: SettingsKey }[] =
  MEAL_REST_RULE_VALUES.map((value) => ({ value, labelKey: `general.mealRestRule.${value}` }));

/** The label key of a company's setting; an unknown value reads as the default. */
export const timeCaptureKey = (value: string | null | undefined): SettingsKey =>
  value === 'times' ? 'general.timeCapture.times' : 'general.timeCapture.hours';
export const mealRestRuleKey = (value: string | null | undefined): SettingsKey =>
  value === 'california' ? 'general.mealRestRule.california' : 'general.mealRestRule.none';

// ---- Address and e-mails --------------------------------------------------------------------

export type AddressFormValues = { [K in keyof AddressInput]: string };

export const ADDRESS_FIELDS: { key: keyof AddressInput; labelKey: SettingsKey }[] = [
  { key: 'address_line1', labelKey: 'address.line1' },
  { key: 'address_line2', labelKey: 'address.line2' },
  { key: 'city', labelKey: 'address.city' },
  { key: 'state', labelKey: 'address.state' },
  { key: 'zip_code', labelKey: 'address.zip' },
  { key: 'country', labelKey: 'address.country' },
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

/**
 * An optional e-mail (contact or billing, each sent alone): empty clears it, anything else must
 * look like one, as the contract's `updateCompanyRequest` checks it.
 */
export function optionalEmailError(value: string): string | null {
  return (checkCompany({ contact_email: value }).contact_email as string | undefined) ?? null;
}

export function emailPayload(value: string): string | null {
  const text = value.trim().toLowerCase();
  return text === '' ? null : text;
}

// ---------------------------------------------------------------------------------------------
// Overtime rule

const isOvertimeRule = (v: unknown): v is OvertimeRule =>
  typeof v === 'string' && (OVERTIME_RULE_VALUES as readonly string[]).includes(v);

/** The company's overtime rule; 'none' when the settings name no known rule. */
export function overtimeRuleOf(settings: { overtime_rule?: unknown }): OvertimeRule {
  return isOvertimeRule(settings.overtime_rule) ? settings.overtime_rule : 'none';
}

/** The rule in the interface language (in English, the contract's OVERTIME_RULES label). */
export function overtimeRuleLabel(rule: OvertimeRule, t: Translate): string {
  return isOvertimeRule(rule) ? t(`overtimeRule.${rule}`) : rule;
}
