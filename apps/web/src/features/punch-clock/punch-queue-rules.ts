import type { PunchKind } from '@sitehours/contract/rules';
import type { PunchRequest } from '@sitehours/contract/schemas';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';

/**
 * The punches waiting on the device (decision 0025): each press of a punch button is queued at
 * once with its own client id and the device's time, and sent in the order pressed, each once
 * (the server records a repeated client id once and answers 200). A punch the server refuses stays,
 * with the server's message, until the worker has seen it. Pure: the store and the sync build on it.
 */

export interface PunchPosition {
  latitude: number;
  longitude: number;
  accuracy: number | null;
}

export interface QueuedPunch {
  /** Order of the presses: the queue is sent lowest first. */
  seq: number;
  clientId: string;
  kind: PunchKind;
  /** The device's time at the press, with its offset ("2026-11-23T07:02:05-08:00"). */
  at: string;
  jobId: string | null;
  workTypeId: string | null;
  /** The names the screen shows until the server answers. */
  jobName: string | null;
  workTypeName: string | null;
  location: PunchPosition | null;
  restBreaksGiven: boolean | null;
  /**
   * While the device looks for its position (with the worker's consent), the punch waits, at
   * most until this time (ms since 1970); null: ready to send.
   */
  locatingUntil: number | null;
  status: 'queued' | 'refused';
  /** The server's refusal (a message code, or words), shown until the worker dismisses it. */
  error: ShownMessage | null;
}

export type NewPunch = Omit<QueuedPunch, 'seq' | 'status' | 'error'>;

/** Appends a punch after every other (its `seq` one above the highest). */
export function withPunch(queue: readonly QueuedPunch[], punch: NewPunch): QueuedPunch[] {
  const seq = queue.reduce((max, p) => Math.max(max, p.seq), 0) + 1;
  return inOrder([...queue, { ...punch, seq, status: 'queued', error: null }]);
}

export const inOrder = (queue: readonly QueuedPunch[]): QueuedPunch[] =>
  [...queue].sort((a, b) => a.seq - b.seq);

/**
 * The punch to send now: the first one still queued, in order. None while that one still waits
 * for its position: a later punch never overtakes an earlier one.
 */
export function nextToSend(queue: readonly QueuedPunch[], now: number): QueuedPunch | null {
  const first = inOrder(queue).find((p) => p.status === 'queued');
  if (!first) return null;
  if (first.locatingUntil !== null && now < first.locatingUntil) return null;
  return first;
}

/** The instant as the device's wall clock with its offset, to the second. */
export function isoWithOffset(date: Date): string {
  const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** The body of POST /api/punches for a queued punch, sent at `sentAt` (the device's time). */
export function punchRequestOf(punch: QueuedPunch, sentAt: Date): PunchRequest {
  return {
    clientId: punch.clientId,
    kind: punch.kind,
    at: punch.at,
    sentAt: isoWithOffset(sentAt),
    ...(punch.jobId ? { jobId: punch.jobId } : {}),
    ...(punch.workTypeId ? { workTypeId: punch.workTypeId } : {}),
    ...(punch.location ? { location: punch.location } : {}),
    ...(punch.kind === 'out' && punch.restBreaksGiven !== null
      ? { restBreaksGiven: punch.restBreaksGiven }
      : {}),
  };
}

export type SendOutcome =
  /** Recorded (201), or recorded before under this client id (200). */
  | { kind: 'done' }
  /** Refused (a 4xx): kept with its message until the worker has seen it. */
  | { kind: 'refused'; message: ShownMessage }
  /** Not reachable, or not now: the queue waits and tries again. */
  | { kind: 'retry' }
  /** The sign-in ended: the queue waits for the next one. */
  | { kind: 'stop' };

export const REFUSED_FALLBACK = 'The server refused this change.';

export function sendOutcome(result: { ok: true } | { ok: false; error: unknown }): SendOutcome {
  if (result.ok) return { kind: 'done' };
  const error = result.error;
  if (!(error instanceof ApiError) || error.isNetworkError) return { kind: 'retry' };
  if (error.sessionExpired || error.status === 401) return { kind: 'stop' };
  if (error.status >= 500 || error.status === 408 || error.status === 429) return { kind: 'retry' };
  return {
    kind: 'refused',
    message: error.serverMessage ?? error.fieldErrors[0]?.msg ?? REFUSED_FALLBACK,
  };
}

/** How many punches wait to be sent, and how many the server refused. */
export function queueCounts(queue: readonly QueuedPunch[]): { waiting: number; refused: number } {
  const refused = queue.filter((p) => p.status === 'refused').length;
  return { waiting: queue.length - refused, refused };
}

/**
 * A queue read back from the device: storage may hold anything (another version, a hand edit),
 * so what is not a punch is left out rather than breaking the screen.
 */
export function queueFrom(value: unknown): QueuedPunch[] {
  if (!Array.isArray(value)) return [];
  return inOrder(
    value.filter(
      (p): p is QueuedPunch =>
        typeof p === 'object' &&
        p !== null &&
        typeof (p as QueuedPunch).seq === 'number' &&
        typeof (p as QueuedPunch).clientId === 'string' &&
        typeof (p as QueuedPunch).kind === 'string' &&
        typeof (p as QueuedPunch).at === 'string',
    ),
  );
}

/** A random version-4 UUID, also where `crypto.randomUUID` is missing (an insecure origin). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
