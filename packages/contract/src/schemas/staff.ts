import type { MessageCode } from '../messages/catalogue';
import { z } from 'zod';
import { STAFF_MESSAGES } from '../messages/staff';
import { parseDecimal } from '../rules/numbers-and-ranges';
import { PASSWORD_MAX_LENGTH } from '../rules/password-strength';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/patterns';
import { COMPANY_ROLES, normalizeRole, type CompanyRole } from '../rules/roles';
import { hasTwoDecimalsAtMost, MAX_HOURLY_RATE } from '../rules/wc-rules';

const required = (msg: MessageCode, max = 100) =>
  z.string({ error: msg }).trim().min(1, msg).max(max, 'atMostCharacters');

/** Ten digits, whatever punctuation was typed around them; empty means none. */
export const phoneField = z
  .string({ error: STAFF_MESSAGES.invalidPhone })
  .nullish()
  .transform((v, ctx) => {
    const digits = (v ?? '').replace(/\D/g, '');
    if (digits.length === 0) return null;
    if (digits.length !== 10) {
      ctx.addIssue({ code: 'custom', message: STAFF_MESSAGES.invalidPhone });
      return z.NEVER;
    }
    return digits;
  });

export const hourlyRateField = z
  .union([z.number(), z.string()], { error: STAFF_MESSAGES.invalidRate })
  .transform((v, ctx) => {
    const n = parseDecimal(v);
    if (n === undefined || n < 0 || n > MAX_HOURLY_RATE || !hasTwoDecimalsAtMost(n)) {
      ctx.addIssue({ code: 'custom', message: STAFF_MESSAGES.invalidRate });
      return z.NEVER;
    }
    return n;
  });

/** One role (current or legacy name) or a list whose first entry is the effective role. */
const roleField = z
  .union([z.string(), z.array(z.string()).min(1)], { error: STAFF_MESSAGES.invalidRole })
  .transform((v, ctx) => {
    const role = normalizeRole(Array.isArray(v) ? v[0] : v);
    if (!role || !(COMPANY_ROLES as readonly string[]).includes(role)) {
      ctx.addIssue({ code: 'custom', message: STAFF_MESSAGES.invalidRole });
      return z.NEVER;
    }
    return role as CompanyRole;
  });

const userFields = {
  firstName: required(STAFF_MESSAGES.firstNameRequired),
  lastName: required(STAFF_MESSAGES.lastNameRequired),
  email: z
    .string({ error: STAFF_MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, STAFF_MESSAGES.invalidEmail)
    .regex(EMAIL_PATTERN, STAFF_MESSAGES.invalidEmail),
  phone: phoneField,
  hourlyRate: hourlyRateField,
  role: roleField.default('standard_user'),
  isActive: z.boolean().default(true),
  includeInReports: z.boolean().default(true),
  /** California: covered by a qualifying collective bargaining agreement (absent: unchanged). */
  collectiveBargaining: z.boolean({ error: 'collectiveBargainingNotBoolean' }).optional(),
  /** Signed a meal-period waiver (absent: unchanged). */
  mealWaiver: z.boolean({ error: 'mealWaiverNotBoolean' }).optional(),
  /** May lead crews and record their day (absent: unchanged). */
  crewLead: z.boolean({ error: 'crewLeadNotBoolean' }).optional(),
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH)
    .nullish()
    .transform((v) => (v ? v : undefined)),
};

/** Accepts the spec's spellings: hourly_rate, roles[], is_active, include_in_reports. */
const spellings = (body: unknown) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  return {
    ...b,
    hourlyRate: b.hourlyRate ?? b.hourly_rate,
    role: b.role ?? b.roles,
    isActive: b.isActive ?? b.is_active,
    includeInReports: b.includeInReports ?? b.include_in_reports,
    firstName: b.firstName ?? b.first_name,
    lastName: b.lastName ?? b.last_name,
  };
};

const userRequest = z.object(userFields);
export const createUserRequest = z.preprocess(spellings, userRequest);
export const updateUserRequest = z.preprocess(spellings, userRequest);
export type UserInput = z.output<typeof createUserRequest>;
/** The body of POST and PUT /api/users as a client sends it (the current spellings). */
export type UserRequest = z.input<typeof userRequest>;

export const toggleUserStatusRequest = z
  .preprocess(
    (b) =>
      b && typeof b === 'object'
        ? {
            is_active:
              (b as Record<string, unknown>).is_active ?? (b as Record<string, unknown>).isActive,
          }
        : b,
    z.object({ is_active: z.boolean({ error: 'isActiveSnakeNotBoolean' }).optional() }),
  )
  .optional();

export const listUsersQuery = z.object({
  includeInactive: z.enum(['true', 'false'], { error: 'includeInactiveNotBoolean' }).optional(),
});

export const staffUser = z.object({
  userId: z.string(),
  user_id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Hidden from managers: pay is for admins. */
  hourlyRate: z.number().nullable(),
  hourly_rate: z.number().nullable(),
  roles: z.array(z.string()),
  role: z.string(),
  isActive: z.boolean(),
  is_active: z.boolean(),
  includeInReports: z.boolean(),
  collectiveBargaining: z.boolean().optional(),
  mealWaiver: z.boolean().optional(),
  crewLead: z.boolean().optional(),
  /** The worker has a personal PIN, and whether it is locked after five wrong tries. */
  pinSet: z.boolean().optional(),
  pinLocked: z.boolean().optional(),
  companyId: z.string(),
  lastLoginAt: z.string().nullable(),
  hasPassword: z.boolean(),
});
export type StaffUser = z.infer<typeof staffUser>;

export const toggledStaffUser = staffUser.extend({ message: z.string() });
export type ToggledStaffUser = z.infer<typeof toggledStaffUser>;

export const adminCountResponse = z.object({ count: z.number() });
export type AdminCountResponse = z.infer<typeof adminCountResponse>;
