import { GENERIC_ERROR_MESSAGES, type ErrorCategory } from '@sitehours/contract/messages';
import { ApiError } from './api-error';

export interface ClassifiedError {
  category: ErrorCategory;
  /** The raw message of the error. */
  rawMessage: string;
}

const AUTH_WORDS = /auth|token|permission/i;
const NETWORK_WORDS =
  /failed to fetch|networkerror|network error|load failed|network request failed/i;

/** Generic classification of platform spec §8, as a pure function of the error. */
export function classifyError(error: unknown): ClassifiedError {
  const rawMessage = errorText(error);
  if (error instanceof ApiError) {
    if (error.isNetworkError) return { category: 'network', rawMessage };
    if (error.status === 401 || error.status === 403) {
      return { category: 'authentication', rawMessage };
    }
    if (error.status >= 500) return { category: 'server', rawMessage };
    if (error.status === 400) return { category: 'validation', rawMessage };
    if (error.status >= 400) return { category: 'api', rawMessage };
  }
  if (error instanceof TypeError && NETWORK_WORDS.test(rawMessage)) {
    return { category: 'network', rawMessage };
  }
  if (NETWORK_WORDS.test(rawMessage)) return { category: 'network', rawMessage };
  if (AUTH_WORDS.test(rawMessage)) return { category: 'authentication', rawMessage };
  if (/invalid/i.test(rawMessage)) return { category: 'validation', rawMessage };
  return { category: 'unknown', rawMessage };
}

/**
 * The text to show for an error: the generic text of its category in production builds,
 * the raw message otherwise (a network failure always reads as the generic network text).
 */
export function userFacingErrorMessage(error: unknown, production: boolean): string {
  const { category, rawMessage } = classifyError(error);
  if (production || category === 'network' || rawMessage === '') {
    return GENERIC_ERROR_MESSAGES[category];
  }
  return rawMessage;
}

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}
