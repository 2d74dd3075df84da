import { isMessageCode } from '@sitehours/contract/messages';
import type { FieldError } from '@sitehours/contract/schemas';

/** A field the server refused, and what to show under it (see {@link shownText}). */
export type FieldMessage = Pick<FieldError, 'path' | 'msg'>;

/** Status used for requests that never reached the server (offline, DNS, refused connection). */
export const NETWORK_ERROR_STATUS = 0;

export interface ApiErrorOptions {
  status: number;
  statusText?: string;
  body?: unknown;
  /** The refresh failed and the session ended; the user is being sent to /login. */
  sessionExpired?: boolean;
  cause?: unknown;
}

/** The one error type thrown by the API client. */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly fieldErrors: FieldMessage[];
  readonly sessionExpired: boolean;

  constructor(message: string, options: ApiErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status;
    this.statusText = options.statusText ?? '';
    this.body = options.body;
    this.fieldErrors = readFieldErrors(options.body);
    this.sessionExpired = options.sessionExpired ?? false;
  }

  get isNetworkError(): boolean {
    return this.status === NETWORK_ERROR_STATUS;
  }

  /** The `message` (or `error`) text the server sent, if it sent JSON with one. */
  get serverMessage(): string | undefined {
    return readServerMessage(this.body);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What to show of a message the server sent: its code when the catalogue knows it and it has no
 * values, which the messages catalogue translates; else the server's own words.
 */
function shownText(item: Record<string, unknown>, text: string): string {
  return isMessageCode(item.code) && item.params === undefined ? item.code : text;
}

/** Prefers the human-readable `message`; `error` usually carries a machine code on this server. */
export function readServerMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.message === 'string' && body.message.trim() !== '')
    return shownText(body, body.message);
  return typeof body.error === 'string' && body.error.trim() !== '' ? body.error : undefined;
}

/** Reads `errors: [{ path | param, msg }]` of a validation failure. */
export function readFieldErrors(body: unknown): FieldMessage[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  const out: FieldMessage[] = [];
  for (const item of body.errors) {
    if (!isRecord(item)) continue;
    const path = typeof item.path === 'string' ? item.path : item.param;
    const msg = item.msg ?? item.message;
    if (typeof path === 'string' && typeof msg === 'string')
      out.push({ path, msg: shownText(item, msg) });
  }
  return out;
}

/** The text of a failed call that a screen may show: the server's own message, else `fallback`. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !error.isNetworkError) return error.serverMessage ?? fallback;
  return fallback;
}
