import { GENERIC_ERROR_MESSAGES, MESSAGES } from '@sitehours/contract/messages';
import { EMAIL_PATTERN } from '@sitehours/contract/rules';
import { ApiError, englishText, type ShownMessage } from '@/app/errors/api-error';

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

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined);

/** The server locked sign-in for this address from this device (423). */
function isServerLock(error: unknown): boolean {
  return statusOf(error) === 423;
}

/** Refused before the password was checked: too many requests (429) or a busy server (5xx). */
function isRefusedUnchecked(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && (status === 429 || status >= 500);
}

/**
 * A request that never reached the server, or that it refused before checking the password,
 * is not a failed sign-in attempt.
 */
export function countsAsFailedAttempt(error: unknown): boolean {
  return !isNetworkFailure(error) && !isRefusedUnchecked(error);
}

/** The attempts the server says are left for this address from this device, if it said. */
function serverRemaining(error: unknown): number | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { remainingAttempts?: unknown } | null | undefined;
  const value = body?.remainingAttempts;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * The failed-attempt count after a failed sign-in. It goes up by one, and never shows more
 * attempts left than the server counts (it counts per address and device, and across page
 * loads); a server lock-out (423) is the fifth failure, so the screen shows the lock and
 * no attempts left.
 */
export function failuresAfter(previous: number, error: unknown): number {
  if (isServerLock(error)) return Math.max(previous, MAX_LOGIN_ATTEMPTS);
  if (!countsAsFailedAttempt(error)) return previous;
  const remaining = serverRemaining(error);
  const counted = previous + 1;
  return remaining === undefined ? counted : Math.max(counted, MAX_LOGIN_ATTEMPTS - remaining);
}

/**
 * The failure box text: the server's message as-is when it mentions 'deactivated' or 'contact'
 * (deactivated account, suspended company, lock-out); too many attempts when the server refused
 * to check (429); the server-error text when it was busy or failing; else the
 * invalid-credentials text.
 */
/** Refusals shown as the server sent them (by code; in English from an older server). */
const SHOWN_AS_SENT: string[] = [
  MESSAGES.accountDeactivated,
  MESSAGES.tenantSuspended,
  MESSAGES.accountLocked,
];

export function loginFailureMessage(error: unknown): ShownMessage {
  if (isNetworkFailure(error)) return GENERIC_ERROR_MESSAGES.network;
  const status = statusOf(error);
  if (status === 429) return MESSAGES.loginTooManyAttempts;
  if (status !== undefined && status >= 500) return GENERIC_ERROR_MESSAGES.server;
  const shown: ShownMessage =
    error instanceof ApiError
      ? (error.serverMessage ?? '')
      : error instanceof Error
        ? error.message
        : '';
  if (typeof shown === 'string' && SHOWN_AS_SENT.includes(shown)) return shown;
  // §8: a refusal that mentions 'deactivated' or 'contact' is shown as the server sent it.
  if (/deactivated|contact/i.test(englishText(shown))) return shown;
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
