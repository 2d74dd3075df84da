import type { MessageCode } from './catalogue';
/** Texts of the specification that both sides show or return. Keep them word for word. */
export const MESSAGES = {
  loginRequiredFields: 'loginRequiredFields',
  loginInvalidEmail: 'loginInvalidEmail',
  loginTooManyAttempts: 'loginTooManyAttempts',
  loginInvalidCredentials: 'loginInvalidCredentials',
  loginFailed: 'loginFailed',
  accountDeactivated: 'accountDeactivated',
  tenantSuspended: 'tenantSuspended',
  accountLocked: 'accountLocked',
  profileFetchFailed: 'profileFetchFailed',
  tokenRefreshFailed: 'tokenRefreshFailed',
  refreshFailed: 'refreshFailed',
  noRefreshToken: 'noRefreshToken',
  sessionExpired: 'sessionExpired',
  forbidden: 'forbidden',
  insufficientPermissions: 'insufficientPermissions',
  accessDenied: 'accessDenied',
  passwordsDoNotMatchReset: 'passwordsDoNotMatchReset',
  passwordsDoNotMatchChange: 'passwordsDoNotMatchChange',
  passwordsDontMatchInline: 'passwordsDontMatchInline',
  weakPassword: 'weakPassword',
  invalidResetLink: 'invalidResetLink',
  genericError: 'genericError',
  resetError: 'resetError',
  changePasswordFailed: 'changePasswordFailed',
  forgotPasswordSent: 'forgotPasswordSent',
  passwordResetDone: 'passwordResetDone',
  passwordChanged: 'passwordChanged',
  currentPasswordWrong: 'currentPasswordWrong',
  resetTokenInvalid: 'resetTokenInvalid',
  crashTitle: 'crashTitle',
  crashBody: 'crashBody',
  systemSettingsPlaceholder: 'systemSettingsPlaceholder',
} as const satisfies Record<string, MessageCode>;

/** The generic error classification of the API client (platform spec §8). */
export const GENERIC_ERROR_MESSAGES = {
  authentication: 'errorAuthentication',
  network: 'errorNetwork',
  server: 'errorServer',
  validation: 'errorValidation',
  api: 'errorApi',
  unknown: 'errorUnknown',
} as const satisfies Record<string, MessageCode>;
export type ErrorCategory = keyof typeof GENERIC_ERROR_MESSAGES;
