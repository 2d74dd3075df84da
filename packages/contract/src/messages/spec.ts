/** Texts of the specification that both sides show or return. Keep them word for word. */
export const MESSAGES = {
  loginRequiredFields: 'Please fill in all required fields.',
  loginInvalidEmail: 'Please enter a valid email address.',
  loginTooManyAttempts: 'Too many failed attempts. Please try again later.',
  loginInvalidCredentials: 'Invalid username or password. Please try again.',
  loginFailed: 'Login failed',
  accountDeactivated: 'Your account has been deactivated. Please contact your administrator.',
  tenantSuspended: 'Your company account has been deactivated. Please contact support.',
  accountLocked:
    'Your account is temporarily locked after too many failed sign-in attempts. Try again later or contact your administrator.',
  profileFetchFailed: 'Failed to fetch user profile',
  tokenRefreshFailed: 'Token refresh failed',
  refreshFailed: 'Failed to refresh token',
  noRefreshToken: 'No refresh token available',
  sessionExpired: 'Session expired. Please log in again.',
  forbidden: 'Forbidden: Access denied',
  insufficientPermissions: 'Insufficient permissions',
  accessDenied:
    "You don't have permission to access this page. This area is restricted to users with the required role.",
  passwordsDoNotMatchReset: 'Passwords do not match',
  passwordsDoNotMatchChange: 'New passwords do not match',
  passwordsDontMatchInline: "Passwords don't match",
  weakPassword: 'Please choose a stronger password that meets the security requirements',
  invalidResetLink: 'Invalid reset link. Please request a new password reset link.',
  genericError: 'An error occurred. Please try again.',
  resetError: 'An error occurred. Please try again or request a new reset link.',
  changePasswordFailed: 'Failed to change password. Please try again.',
  forgotPasswordSent:
    'If an account exists for that email address, a password reset link has been sent.',
  passwordResetDone: 'Your password has been reset. You can now sign in.',
  passwordChanged: 'Your password has been changed.',
  currentPasswordWrong: 'Current password is incorrect',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  crashTitle: 'Something went wrong',
  crashBody:
    "We've encountered an unexpected error. The error has been reported and we'll look into it.",
  systemSettingsPlaceholder: 'System settings will allow configuration of system-wide settings.',
} as const;

/** The generic error classification of the API client (platform spec §8). */
export const GENERIC_ERROR_MESSAGES = {
  authentication: 'You need to sign in again to continue.',
  network: 'Unable to connect to the server. Please check your internet connection.',
  server: 'The server encountered an error. Please try again later.',
  validation: 'The information provided is not valid.',
  api: 'There was a problem with the request.',
  unknown: 'An unexpected error occurred.',
} as const;
export type ErrorCategory = keyof typeof GENERIC_ERROR_MESSAGES;
