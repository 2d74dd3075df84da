import { GENERIC_ERROR_MESSAGES, STAFF_MESSAGES } from '@sitehours/contract/messages';
import { schemaResolver } from '@mantine/form';
import type { CompanyRole } from '@sitehours/contract/rules';
import { createUserRequest, type StaffUser } from '@sitehours/contract/schemas';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';
import type { StaffUserInput } from './api/users';
import { groupRoleOf } from './user-groups';
import { filterRateInput, formatPhoneInput, phoneDigits, rateInputValue } from './staff-inputs';

/** Values, validation and payload of the staff add/edit form (company spec §5 "Staff"). */

export interface StaffFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  hourlyRate: string;
  role: CompanyRole;
  includeInReports: boolean;
  /** Covered by a qualifying collective bargaining agreement (California meal rules exempt). */
  collectiveBargaining: boolean;
  /** Signed a meal period waiver. */
  mealWaiver: boolean;
  /** May lead crews and record their day (managers and admins always may). */
  crewLead: boolean;
  password: string;
}

export type StaffField = keyof StaffFormValues;

export const STAFF_FIELDS: readonly StaffField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'hourlyRate',
  'role',
  'includeInReports',
  'collectiveBargaining',
  'mealWaiver',
  'crewLead',
  'password',
];

export function emptyStaffForm(role: CompanyRole = 'standard_user'): StaffFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    hourlyRate: '',
    role,
    includeInReports: true,
    collectiveBargaining: false,
    mealWaiver: false,
    crewLead: false,
    password: '',
  };
}

/** The edit form starts from the user; the password starts blank (unchanged). */
export function staffFormValues(user: StaffUser): StaffFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email.toLowerCase(),
    phone: formatPhoneInput(user.phone ?? ''),
    hourlyRate: filterRateInput(rateInputValue(user.hourlyRate)),
    role: groupRoleOf(user),
    includeInReports: user.includeInReports,
    collectiveBargaining: user.collectiveBargaining ?? false,
    mealWaiver: user.mealWaiver ?? false,
    crewLead: user.crewLead ?? false,
    password: '',
  };
}

export interface StaffValidation {
  /** Short texts shown under the fields. */
  errors: Partial<Record<StaffField, string>>;
  /** The first failing rule's alert text (§5), shown above the form; null when valid. */
  alert: string | null;
}

/** The API's checks of the body (names, email, phone, rate, role): the contract's user request. */
const checkUser = schemaResolver(createUserRequest, { sync: true });

/**
 * Under the phone and the rate the form shows the short inline texts of §5 ('Must be 10 digits',
 * 'Enter a valid rate (e.g., 25.50)'); the alert above the form shows the schema's long text.
 */
const INLINE_TEXTS: Partial<Record<StaffField, string>> = {
  phone: STAFF_MESSAGES.phoneInline,
  hourlyRate: STAFF_MESSAGES.rateInline,
};

/**
 * Checks in the order of the form: the fields as the contract's `createUserRequest` checks them
 * (the password there only by length). The password may be blank (create: the server emails an
 * invitation; edit: unchanged); a typed one must pass the strength check (`passwordValid`), which
 * the form runs beside the schema because it needs the typed name and email and the strength
 * service.
 */
export function validateStaffForm(
  values: StaffFormValues,
  options: { isEdit: boolean; passwordValid: boolean },
): StaffValidation {
  const issues = checkUser({ ...values, password: undefined }) as Partial<
    Record<StaffField, string>
  >;
  if (values.password !== '' && !options.passwordValid)
    issues.password = options.isEdit
      ? STAFF_MESSAGES.strongPasswordEdit
      : STAFF_MESSAGES.strongPasswordNew;
  const errors: Partial<Record<StaffField, string>> = {};
  const alerts: string[] = [];
  for (const field of STAFF_FIELDS) {
    const issue = issues[field];
    if (!issue) continue;
    errors[field] = INLINE_TEXTS[field] ?? issue;
    alerts.push(issue);
  }
  return { errors, alert: alerts[0] ?? null };
}

/**
 * The request body: trimmed names and email, ten phone digits or null, the rate as a number,
 * the meal and rest facts (collective bargaining, meal waiver), and the password only when one
 * was typed. A new user starts active; an edit keeps the status.
 */
export function staffPayload(values: StaffFormValues, user: StaffUser | null): StaffUserInput {
  const digits = phoneDigits(values.phone);
  const payload: StaffUserInput = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: digits === '' ? null : digits,
    hourlyRate: Number(values.hourlyRate.trim()),
    role: values.role,
    isActive: user ? user.isActive : true,
    includeInReports: values.includeInReports,
    collectiveBargaining: values.collectiveBargaining,
    mealWaiver: values.mealWaiver,
    crewLead: values.crewLead,
  };
  if (values.password !== '') payload.password = values.password;
  return payload;
}

/** The state of a worker's personal PIN, as the staff list and form show it. */
export type PinStatus = 'set' | 'locked' | 'not-set';

export function pinStatusOf(user: Pick<StaffUser, 'pinSet' | 'pinLocked'>): PinStatus {
  if (user.pinLocked) return 'locked';
  return user.pinSet ? 'set' : 'not-set';
}

/** Reset PIN is offered while there is a PIN to clear (set or locked). */
export const canResetPin = (status: PinStatus) => status !== 'not-set';

/** Success text of a save: a new user without a password was sent an invitation. */
export function staffSavedText(isEdit: boolean, passwordTyped: boolean): string {
  if (isEdit) return STAFF_MESSAGES.updated;
  return passwordTyped ? STAFF_MESSAGES.created : STAFF_MESSAGES.invited;
}

/** Server texts about the last admin read as the sole-admin text of §8. */
export function mentionsSoleAdmin(code: string | undefined): boolean {
  return code === STAFF_MESSAGES.soleAdmin || code === STAFF_MESSAGES.soleAdminRole;
}

export interface StaffErrorText {
  text: ShownMessage;
  /** The sole-admin case: shown as a warning rather than an error. */
  soleAdmin: boolean;
}

/** The text of a failed call: sole admin, else the server's message, else `fallback`. */
export function staffErrorText(error: unknown, fallback: ShownMessage): StaffErrorText {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return { text: GENERIC_ERROR_MESSAGES.network, soleAdmin: false };
    const server = error.serverMessage;
    if (mentionsSoleAdmin(error.code)) return { text: STAFF_MESSAGES.soleAdmin, soleAdmin: true };
    if (error.sessionExpired) return { text: error.message, soleAdmin: false };
    return { text: server ?? fallback, soleAdmin: false };
  }
  return { text: fallback, soleAdmin: false };
}

/** Field errors of a 400 or 409 that belong to the form's fields. */
export function serverFieldErrors(error: unknown): Partial<Record<StaffField, ShownMessage>> {
  if (!(error instanceof ApiError)) return {};
  const out: Partial<Record<StaffField, ShownMessage>> = {};
  for (const e of error.fieldErrors) {
    const path = e.path === 'hourly_rate' ? 'hourlyRate' : e.path;
    if ((STAFF_FIELDS as readonly string[]).includes(path) && !out[path as StaffField])
      out[path as StaffField] = e.msg;
  }
  return out;
}
