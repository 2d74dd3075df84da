import { z } from 'zod';
import { ADMIN_MESSAGES } from '../messages/admins';
import { PASSWORD_MAX_LENGTH } from '../rules/password-strength';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/patterns';

const adminEmail = z
  .string({ error: ADMIN_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, ADMIN_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .regex(EMAIL_PATTERN, 'Please enter a valid email address.');
const namePart = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(100, `${label} must be at most 100 characters`)
    .default('');

export const createGlobalAdminRequest = z.object({
  email: adminEmail,
  password: z
    .string({ error: ADMIN_MESSAGES.passwordRequiredForNew })
    .min(1, ADMIN_MESSAGES.passwordRequiredForNew)
    .max(PASSWORD_MAX_LENGTH),
  firstName: namePart('First name'),
  lastName: namePart('Last name'),
});
export type CreateGlobalAdminRequest = z.input<typeof createGlobalAdminRequest>;

export const updateGlobalAdminRequest = z.object({
  email: adminEmail,
  /** Blank or missing leaves the password unchanged. */
  password: z.string().max(PASSWORD_MAX_LENGTH).optional().nullable(),
  firstName: namePart('First name'),
  lastName: namePart('Last name'),
});
export type UpdateGlobalAdminRequest = z.input<typeof updateGlobalAdminRequest>;

export const globalAdminStatusRequest = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
});

export const globalAdmin = z.object({
  adminId: z.string(),
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type GlobalAdmin = z.infer<typeof globalAdmin>;
