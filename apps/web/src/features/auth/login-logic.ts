import { EMAIL_PATTERN, GENERIC_ERROR_MESSAGES, MESSAGES } from '@sitehours/contract';
import { ApiError } from '../../app/errors/api-error';

/** Rules of the login form (platform spec §4 "Login form", §5, §8). */

export const MAX_LOGIN_ATTEMPTS = 5;

export interface LoginInput {
  email: string;
  password: string;
}

/** Email trimmed and lower-cased, password trimmed. */
export function normalizeLoginInput(input: LoginInput): LoginInput {
  return { email: input.email.trim().toLowerCase(), password: input.password.trim() };
}

/** The validation message for normalised input, or null when it may be sent. */
export function validateLoginInput(input: LoginInput): string | null {
  if (!input.email || !input.password) return MESSAGES.loginRequiredFields;
  if (!EMAIL_PATTERN.test(input.email)) return MESSAGES.loginInvalidEmail;
  return null;
}

function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkError;
}

/** A request that never reached the server is not a failed sign-in attempt. */
export function countsAsFailedAttempt(error: unknown): boolean {
  return !isNetworkFailure(error);
}

/**
 * The failure box text: the server's message as-is when it mentions 'deactivated' or 'contact'
 * (deactivated account, suspended company, lock-out), else the invalid-credentials text.
 */
export function loginFailureMessage(error: unknown): string {
  if (isNetworkFailure(error)) return GENERIC_ERROR_MESSAGES.network;
  const text = error instanceof Error ? error.message : '';
  if (/deactivated|contact/i.test(text)) return text;
  return MESSAGES.loginInvalidCredentials;
}

/** The N of 'Remaining attempts: N', shown while the failure count is 1 to 4. */
export function remainingAttempts(failures: number): number | null {
  if (failures < 1 || failures >= MAX_LOGIN_ATTEMPTS) return null;
  return MAX_LOGIN_ATTEMPTS - failures;
}

export function isLoginLocked(failures: number): boolean {
  return failures >= MAX_LOGIN_ATTEMPTS;
}
