import type { MessageCode } from '../messages/catalogue';
import { z } from 'zod';
import { LANGUAGES } from '../rules/languages';
import { PASSWORD_MAX_LENGTH } from '../rules/password-strength';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../rules/patterns';

export const emailSchema = z
  .string({ error: 'emailRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'emailRequired')
  .max(EMAIL_MAX_LENGTH, 'emailTooLong')
  .regex(EMAIL_PATTERN, 'loginInvalidEmail');

const passwordField = (required: MessageCode, tooLong: MessageCode) =>
  z.string({ error: required }).min(1, required).max(PASSWORD_MAX_LENGTH, tooLong);

export const loginRequest = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'passwordRequired' })
    .trim()
    .min(1, 'passwordRequired')
    .max(PASSWORD_MAX_LENGTH, 'passwordTooLong'),
  /** The company the person worked in last on this device (`currentCompanyId`), if any. */
  companyId: z.uuid({ error: 'companyIdInvalid' }).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const accountTypes = ['user', 'global_admin'] as const;
export type AccountType = (typeof accountTypes)[number];

export const loginResponse = z.object({
  token: z.string(),
  refresh_token: z.string(),
  refreshToken: z.string(),
  type: z.enum(accountTypes),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const refreshRequest = z
  .object({
    refreshToken: z.string().max(512).optional(),
    refresh_token: z.string().max(512).optional(),
  })
  .optional();

export const refreshResponse = z.object({
  token: z.string(),
  refresh_token: z.string(),
  refreshToken: z.string(),
});
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const logoutRequest = refreshRequest;

export const companySummary = z.object({
  id: z.string(),
  company_id: z.string(),
  companyId: z.string(),
  name: z.string(),
  company_name: z.string(),
  tenant_id: z.string(),
  primary_color: z.string(),
  secondary_color: z.string(),
  logo_url: z.string().nullable(),
  /** IANA zone of the company: "today" on the timesheet is the company's today. */
  time_zone: z.string().optional(),
  /** Hours per entry, or start and end times (the punch clock): menus and forms follow it. */
  time_capture: z.enum(['hours', 'times']).optional(),
  /** Present (true) when workers submit their week: the timesheet offers Submit week. */
  worker_submit: z.literal(true).optional(),
});
export type CompanySummary = z.infer<typeof companySummary>;

export const supportSessionInfo = z.object({
  sessionId: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  reason: z.string(),
});
export type SupportSessionInfo = z.infer<typeof supportSessionInfo>;

export const languageSchema = z.enum(LANGUAGES);
export const updateLanguageRequest = z.object({ language: languageSchema });
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequest>;

/** A company that added the person to its staff; they accept it from their own sign-in. */
export const membershipInvitation = z.object({
  membershipId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
});
export type MembershipInvitation = z.infer<typeof membershipInvitation>;

/** Changes the company a signed-in person works in: a new sign-in scoped to that company. */
export const switchCompanyRequest = z.object({
  companyId: z.uuid({ error: 'companyIdInvalid' }),
});
export type SwitchCompanyRequest = z.infer<typeof switchCompanyRequest>;

export const profileResponse = z.object({
  id: z.string(),
  user_id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  isGlobalAdmin: z.boolean(),
  companies: z.array(companySummary),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  tenantId: z.string().nullable(),
  hourlyRate: z.string().nullable(),
  /** May lead crews (the crew-lead permission): the menus offer the crew day. */
  crewLead: z.boolean().optional(),
  /** Leads an active crew, and is on one: the menus offer the crew day and the days to sign. */
  leadsCrew: z.boolean().optional(),
  onCrew: z.boolean().optional(),
  /** Manages an active job (decision 0027): the menus offer Review Time. */
  reviewsTime: z.boolean().optional(),
  supportSession: supportSessionInfo.nullable(),
  /** The language the person chose; null until they choose one. */
  language: languageSchema.nullable(),
  /** The company's default language; null: each person's browser language. */
  companyLanguage: languageSchema.nullable(),
  /** Companies that added the person and wait for their answer (people only; operators: []). */
  invitations: z.array(membershipInvitation),
});
export type Profile = z.infer<typeof profileResponse>;

export const forgotPasswordRequest = z.object({ email: emailSchema });
export const forgotPasswordResponse = z.object({
  message: z.string(),
  resetUrl: z.string().optional(),
  info: z.string().optional(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;

export const resetPasswordRequest = z.object({
  token: z.string({ error: 'tokenRequired' }).min(1, 'tokenRequired').max(512),
  email: emailSchema,
  password: passwordField('passwordRequired', 'passwordTooLong'),
});

export const changePasswordRequest = z.object({
  currentPassword: passwordField('currentPasswordRequired', 'currentPasswordTooLong'),
  newPassword: passwordField('newPasswordRequired', 'newPasswordTooLong'),
});

export const checkPasswordStrengthRequest = z.object({
  password: z.string({ error: 'passwordRequired' }).max(PASSWORD_MAX_LENGTH),
  // The account the password is for, when the form knows it (staff and admin forms, change
  // password): the password must not contain its name or email. Free text, as typed so far.
  email: z.string().max(EMAIL_MAX_LENGTH).optional(),
  firstName: z.string().max(200).optional(),
  lastName: z.string().max(200).optional(),
  // On the reset screen: the link's token and email name the account, whose name then counts.
  resetToken: z.string().max(512).optional(),
});
export type CheckPasswordStrengthRequest = z.infer<typeof checkPasswordStrengthRequest>;

export const passwordStrengthResponse = z.object({
  success: z.literal(true),
  data: z.object({
    strength: z.object({
      score: z.number(),
      level: z.enum(['Weak', 'Moderate', 'Strong', 'Very Strong']),
      analysis: z.object({
        length: z.boolean(),
        hasUppercase: z.boolean(),
        hasLowercase: z.boolean(),
        hasNumbers: z.boolean(),
        hasSpecialChars: z.boolean(),
        isNotCommon: z.boolean(),
        isNotPersonal: z.boolean(),
      }),
      recommendations: z.array(z.string()),
    }),
    isValid: z.boolean(),
  }),
});
export type PasswordStrengthResponse = z.infer<typeof passwordStrengthResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const successMessageResponse = z.object({ success: z.literal(true), message: z.string() });
export type SuccessMessageResponse = z.infer<typeof successMessageResponse>;
