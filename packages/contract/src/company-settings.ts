import { LANGUAGES } from './languages';
import { z } from 'zod';
import { HEX_COLOR_PATTERN } from './branding';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './patterns';
import { CURRENCIES, DATE_FORMATS, TENANT_TIMEZONES } from './tenants';

/** Company spec §9: the time zones of the company settings screen. */
export const COMPANY_TIMEZONES = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'America/Anchorage', label: 'Alaska' },
  { value: 'Pacific/Honolulu', label: 'Hawaii' },
] as const;

/** A company created with UTC by an operator keeps it; the settings screen offers the six above. */
const ALLOWED_TIMEZONES = [
  ...new Set([...COMPANY_TIMEZONES, ...TENANT_TIMEZONES].map((t) => t.value)),
] as [string, ...string[]];

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** The widest or tallest logo picture accepted, in pixels. */
export const LOGO_MAX_SIDE = 4096;

export const SETTINGS_MESSAGES = {
  noCompanyId: 'Unable to determine company ID',
  loadFailed: 'Failed to load company settings',
  updateFailed: 'Failed to update company information',
  addressFailed: 'Failed to update address information',
  billingFailed: 'Failed to update billing information',
  updated: 'Company information updated successfully',
  addressUpdated: 'Address updated successfully',
  contactUpdated: 'Contact email updated successfully',
  billingUpdated: 'Billing contact updated successfully',
  brandingUpdated: 'Company branding updated successfully',
  brandingFailed: 'Failed to update company branding',
  sessionExpired: 'Your session has expired. Please log in again.',
  noToken: 'Authentication token not available.',
  logoTooBig: 'Logo file size must be less than 2MB',
  logoNotImage: 'Logo must be an image file',
  logoWrongType: 'Logo must be a JPEG or PNG file',
  logoReadFailed: 'Failed to read the image file',
  logoTooLarge: `Logo must be at most ${LOGO_MAX_SIDE} pixels on each side`,
  colorFormat: 'Colours must be hex values such as #1A2B3C',
  companyNameRequired: 'Company name is required',
  invalidEmail: 'Please enter a valid email address',
  nothingToUpdate: 'Send the general fields, contact_email or billing_contact_email',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
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
    time_zone: z
      .enum(ALLOWED_TIMEZONES, { error: 'Choose one of the offered time zones' })
      .optional(),
    date_format: z
      .enum(DATE_FORMATS, { error: 'Choose one of the offered date formats' })
      .optional(),
    currency: z.enum(CURRENCIES, { error: 'Choose one of the offered currencies' }).optional(),
    tax_id: optionalText(50),
    contact_email: optionalEmail,
    billing_contact_email: optionalEmail,
    overtime_rule: z
      .enum(['none', 'federal', 'california'], {
        error: 'Choose one of the offered overtime rules',
      })
      .optional(),
    /** null: each person's browser language. */
    default_language: z
      .enum(LANGUAGES, { error: 'Choose one of the offered languages' })
      .nullable()
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
});
export type CompanySettings = z.infer<typeof companySettings>;

export const brandingFields = z.object({
  primary_color: z.string().regex(HEX_COLOR_PATTERN, SETTINGS_MESSAGES.colorFormat),
  secondary_color: z.string().regex(HEX_COLOR_PATTERN, SETTINGS_MESSAGES.colorFormat),
});
