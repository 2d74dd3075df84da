import type { MessageCode } from '../messages/catalogue';
import { z } from 'zod';
import { ADMIN_MESSAGES } from '../messages/admins';
import { PASSWORD_MAX_LENGTH } from '../rules/password-strength';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/patterns';

const adminEmail = z
  .string({ error: ADMIN_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, ADMIN_MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, 'emailTooLong')
  .regex(EMAIL_PATTERN, 'loginInvalidEmail');
const namePart = (notText: MessageCode, tooLong: MessageCode) =>
  z.string({ error: notText }).trim().max(100, tooLong).default('');

export const createGlobalAdminRequest = z.object({
  email: adminEmail,
  password: z
    .string({ error: ADMIN_MESSAGES.passwordRequiredForNew })
    .min(1, ADMIN_MESSAGES.passwordRequiredForNew)
    .max(PASSWORD_MAX_LENGTH),
  firstName: namePart('firstNameNotText', 'firstNameTooLong'),
  lastName: namePart('lastNameNotText', 'lastNameTooLong'),
});
export type CreateGlobalAdminRequest = z.input<typeof createGlobalAdminRequest>;

export const updateGlobalAdminRequest = z.object({
  email: adminEmail,
  /** Blank or missing leaves the password unchanged. */
  password: z.string().max(PASSWORD_MAX_LENGTH).optional().nullable(),
  firstName: namePart('firstNameNotText', 'firstNameTooLong'),
  lastName: namePart('lastNameNotText', 'lastNameTooLong'),
});
export type UpdateGlobalAdminRequest = z.input<typeof updateGlobalAdminRequest>;

export const globalAdminStatusRequest = z.object({
  isActive: z.boolean({ error: 'isActiveNotBoolean' }),
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
