import { COMPANY_TIMEZONES } from '../rules/company-settings';
import { z } from 'zod';
import { SETTINGS_MESSAGES } from '../messages/company-settings';
import { HEX_COLOR_PATTERN } from '../rules/branding';
import { LANGUAGES } from '../rules/languages';
import { MEAL_REST_RULE_VALUES, TIME_CAPTURE_VALUES } from '../rules/punches';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/patterns';
import { PAY_PERIOD_MESSAGES } from '../messages/pay-periods';
import { isEntryDate } from '../rules/numbers-and-ranges';
import { PAY_FREQUENCIES } from '../rules/pay-periods';
import { CURRENCIES, DATE_FORMATS, TENANT_TIMEZONES } from '../rules/tenants';
import { US_STATES } from '../rules/wc-audit';

/** A company created with UTC by an operator keeps it; the settings screen offers the six above. */
const ALLOWED_TIMEZONES = [
  ...new Set([...COMPANY_TIMEZONES, ...TENANT_TIMEZONES].map((t) => t.value)),
] as [string, ...string[]];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'atMostCharacters')
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

const optionalEmail = z
  .string({ error: SETTINGS_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), SETTINGS_MESSAGES.invalidEmail)
  .nullish()
  // Missing stays missing (not changed); empty clears.
  .transform((v) => (v === undefined ? undefined : v || null));

/** General fields, or contact_email alone, or billing_contact_email alone (company spec §7). */
export const updateCompanyRequest = z
  .object({
    name: z.string().trim().min(1, SETTINGS_MESSAGES.companyNameRequired).max(200).optional(),
    company_name: z
      .string()
      .trim()
      .min(1, SETTINGS_MESSAGES.companyNameRequired)
      .max(200)
      .optional(),
    time_zone: z.enum(ALLOWED_TIMEZONES, { error: 'chooseTimeZone' }).optional(),
    date_format: z.enum(DATE_FORMATS, { error: 'chooseDateFormat' }).optional(),
    currency: z.enum(CURRENCIES, { error: 'chooseCurrency' }).optional(),
    tax_id: optionalText(50),
    contact_email: optionalEmail,
    billing_contact_email: optionalEmail,
    overtime_rule: z
      .enum(['none', 'federal', 'california'], {
        error: 'chooseOvertimeRule',
      })
      .optional(),
    /** null: each person's browser language. */
    default_language: z.enum(LANGUAGES, { error: 'chooseLanguage' }).nullable().optional(),
    time_capture: z.enum(TIME_CAPTURE_VALUES, { error: 'chooseTimeCapture' }).optional(),
    meal_rest_rule: z.enum(MEAL_REST_RULE_VALUES, { error: 'chooseMealRestRule' }).optional(),
    /** The state whose WC rules the audit packet follows; null: the address's state. */
    wc_state: z.enum(US_STATES, { error: 'wcStateUnknown' }).nullable().optional(),
    /** Workers submit their week before it is reviewed and approved (decision 0027). */
    worker_submit: z.boolean({ error: 'workerSubmitNotBoolean' }).optional(),
    /** How often the company pays, and a day a weekly or two-weekly period starts (decision 0027). */
    pay_frequency: z
      .enum(PAY_FREQUENCIES, { error: PAY_PERIOD_MESSAGES.frequencyUnknown })
      .optional(),
    pay_period_anchor: z
      .string({ error: PAY_PERIOD_MESSAGES.anchorInvalid })
      .refine(isEntryDate, PAY_PERIOD_MESSAGES.anchorInvalid)
      .optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), SETTINGS_MESSAGES.nothingToUpdate);

export const updateAddressRequest = z.object({
  address_line1: optionalText(200),
  address_line2: optionalText(200),
  city: optionalText(100),
  state: optionalText(50),
  zip_code: optionalText(20),
  country: optionalText(100),
});
export type UpdateAddressRequest = z.input<typeof updateAddressRequest>;
export type UpdateCompanyRequest = z.input<typeof updateCompanyRequest>;

export const companySettings = z.object({
  id: z.string(),
  company_name: z.string(),
  name: z.string(),
  time_zone: z.string(),
  date_format: z.string(),
  currency: z.string(),
  tax_id: z.string().nullable(),
  contact_email: z.string().nullable(),
  billing_contact_email: z.string().nullable(),
  subscription_status: z.string(),
  plan_type: z.string(),
  contact_info: z.object({
    address_line1: z.string().nullable(),
    address_line2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip_code: z.string().nullable(),
    country: z.string().nullable(),
  }),
  primary_color: z.string(),
  secondary_color: z.string(),
  logo_url: z.string().nullable(),
  overtime_rule: z.enum(['none', 'federal', 'california']),
  default_language: z.enum(LANGUAGES).nullable(),
  time_capture: z.enum(TIME_CAPTURE_VALUES),
  meal_rest_rule: z.enum(MEAL_REST_RULE_VALUES),
  wc_state: z.string().nullable().optional(),
  worker_submit: z.boolean().optional(),
  pay_frequency: z.enum(PAY_FREQUENCIES).optional(),
  pay_period_anchor: z.string().optional(),
});
export type CompanySettings = z.infer<typeof companySettings>;

export const brandingFields = z.object({
  primary_color: z.string().regex(HEX_COLOR_PATTERN, SETTINGS_MESSAGES.colorFormat),
  secondary_color: z.string().regex(HEX_COLOR_PATTERN, SETTINGS_MESSAGES.colorFormat),
});
