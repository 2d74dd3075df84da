import { schemaResolver } from '@mantine/form';
import { STAFF_MESSAGES } from '@sitehours/contract/messages';
import { hourlyRateField, phoneField } from '@sitehours/contract/schemas';

/** Input rules of the staff form's phone and hourly-rate fields (company spec §5 "Staff"). */

export const PHONE_DIGITS = 10;

/** The digits of a phone value, capped at ten. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/**
 * Formats the phone as it is typed: (xxx) xxx-xxxx, built up progressively and capped at ten
 * digits. Anything but digits is dropped.
 */
export function formatPhoneInput(value: string): string {
  const d = phoneDigits(value);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** The contract's checks of the two fields (a single value's issue is under the empty path). */
const checkPhone = schemaResolver(phoneField, { sync: true });
const checkRate = schemaResolver(hourlyRateField, { sync: true });

/**
 * 'Must be 10 digits' under a partly typed phone; null when empty or complete. The API's
 * `phoneField` decides; the short inline text (spec §5) replaces its alert text under the field.
 */
export function phoneInlineError(value: string): string | null {
  return '' in checkPhone(value) ? STAFF_MESSAGES.phoneInline : null;
}

/**
 * Typing filter of the hourly rate: only digits and one dot survive (later dots are dropped)
 * and the decimals are cut to two.
 */
export function filterRateInput(value: string): string {
  const kept = value.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot === -1) return kept;
  const whole = kept.slice(0, dot);
  const decimals = kept
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole}.${decimals}`;
}

/**
 * 'Enter a valid rate (e.g., 25.50)' under a typed rate the API's `hourlyRateField` refuses (a
 * non-negative number with at most two decimals, within the upper bound); null when empty.
 */
export function rateInlineError(value: string): string | null {
  if (value.trim() === '') return null;
  return '' in checkRate(value) ? STAFF_MESSAGES.rateInline : null;
}

/** The rate as shown in the edit form: two decimals, or empty when unknown. */
export function rateInputValue(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return '';
  return rate.toFixed(2);
}
