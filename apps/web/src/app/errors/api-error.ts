import type { FieldError } from '@sitehours/contract/schemas';

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
  readonly fieldErrors: FieldError[];
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

/** Prefers the human-readable `message`; `error` usually carries a machine code on this server. */
export function readServerMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  for (const key of ['message', 'error'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** Reads `errors: [{ path | param, msg }]` of a validation failure. */
export function readFieldErrors(body: unknown): FieldError[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  const out: FieldError[] = [];
  for (const item of body.errors) {
    if (!isRecord(item)) continue;
    const path = typeof item.path === 'string' ? item.path : item.param;
    const msg = item.msg ?? item.message;
    if (typeof path === 'string' && typeof msg === 'string') out.push({ path, msg });
  }
  return out;
}

/** The text of a failed call that a screen may show: the server's own message, else `fallback`. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && !error.isNetworkError) return error.serverMessage ?? fallback;
  return fallback;
}
