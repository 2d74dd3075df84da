import type { Message, MessageCode } from '@sitehours/contract/messages';
import { isMessageCode, messageText } from '@/app/i18n/english-messages';

/**
 * What to show of a message: its code (a string), or its code with values, when the contract's
 * catalogue knows it (translated by `useTranslateMessage()`); else the words as they are.
 */
export type ShownMessage = Message | string;

/** A field the server refused, and what to show under it. */
export interface FieldMessage {
  path: string;
  msg: ShownMessage;
}

/** A message with its values (not a bare code or words). */
export function isMessage(value: unknown): value is Message {
  return isRecord(value) && isMessageCode(value.code);
}

/** The English words of a message: for logs, and the spec's rules that read the server's text. */
export function englishText(message: ShownMessage): string {
  if (typeof message !== 'string') return messageText(message.code, message.params);
  return isMessageCode(message) ? messageText(message) : message;
}

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
  get serverMessage(): ShownMessage | undefined {
    return readServerMessage(this.body);
  }

  /** The server's own words (English). */
  get serverText(): string | undefined {
    return readServerText(this.body);
  }

  /** The stable code of the server's message, for screens that react to one refusal. */
  get code(): MessageCode | undefined {
    const code = isRecord(this.body) ? this.body.code : undefined;
    return isMessageCode(code) ? code : undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A message the server sent, by its code when the catalogue knows it. */
function shownText(item: Record<string, unknown>, text: string): ShownMessage {
  if (!isMessageCode(item.code)) return text;
  return isRecord(item.params)
    ? { code: item.code, params: item.params as Message['params'] }
    : item.code;
}

/** The server's words: `message`, else `error` (which usually carries a class like 'conflict'). */
export function readServerText(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  return typeof body.error === 'string' && body.error.trim() !== '' ? body.error : undefined;
}

/** What to show of the server's message: by its code when it has one. */
export function readServerMessage(body: unknown): ShownMessage | undefined {
  const text = readServerText(body);
  if (text === undefined || !isRecord(body)) return text;
  return text === body.message ? shownText(body, text) : text;
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
export function serverMessageOr(error: unknown, fallback: ShownMessage): ShownMessage {
  if (error instanceof ApiError && !error.isNetworkError) return error.serverMessage ?? fallback;
  return fallback;
}
