import type { PunchKind } from '@sitehours/contract/rules';
import type { KioskPunchRequest } from '@sitehours/contract/schemas';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';

/**
 * The punches waiting on a kiosk (the ideas of the punch clock's queue, decision 0025): each
 * punch is queued at once with its own client id, the worker's PIN and the tablet's time, and sent
 * in the order made, each once (the server records a repeated client id once). A punch the server
 * refuses stays, with its message, until someone has seen it. Pure: the store builds on it.
 */

export interface KioskQueuedPunch {
  seq: number;
  clientId: string;
  userId: string;
  /** The worker's name, as the refusal shows it. */
  name: string;
  pin: string;
  kind: PunchKind;
  /** The tablet's time at the punch, with its offset. */
  at: string;
  workTypeId: string | null;
  photo: string | null;
  status: 'queued' | 'refused';
  error: ShownMessage | null;
}

export type NewKioskPunch = Omit<KioskQueuedPunch, 'seq' | 'status' | 'error'>;

export const inOrder = (queue: readonly KioskQueuedPunch[]): KioskQueuedPunch[] =>
  [...queue].sort((a, b) => a.seq - b.seq);

/** Appends a punch after every other. */
export function withPunch(
  queue: readonly KioskQueuedPunch[],
  punch: NewKioskPunch,
): KioskQueuedPunch[] {
  const seq = queue.reduce((max, p) => Math.max(max, p.seq), 0) + 1;
  return inOrder([...queue, { ...punch, seq, status: 'queued', error: null }]);
}

/** The punch to send now: the first one still queued. */
export function nextToSend(queue: readonly KioskQueuedPunch[]): KioskQueuedPunch | null {
  return inOrder(queue).find((p) => p.status === 'queued') ?? null;
}

/** The instant as the tablet's wall clock with its offset, to the second. */
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

/** The body of POST /api/kiosk/punches for a queued punch, sent at `sentAt`. */
export function kioskPunchRequestOf(punch: KioskQueuedPunch, sentAt: Date): KioskPunchRequest {
  return {
    userId: punch.userId,
    pin: punch.pin,
    clientId: punch.clientId,
    kind: punch.kind,
    at: punch.at,
    sentAt: isoWithOffset(sentAt),
    ...(punch.workTypeId ? { workTypeId: punch.workTypeId } : {}),
    ...(punch.photo ? { photo: punch.photo } : {}),
  };
}

export type SendOutcome =
  | { kind: 'done' }
  | { kind: 'refused'; message: ShownMessage }
  | { kind: 'retry' }
  /** The kiosk's credential was refused: nothing can be sent until it is set up again. */
  | { kind: 'stop' };

export const REFUSED_FALLBACK = 'The server refused this change.';

export function sendOutcome(result: { ok: true } | { ok: false; error: unknown }): SendOutcome {
  if (result.ok) return { kind: 'done' };
  const error = result.error;
  if (!(error instanceof ApiError) || error.isNetworkError) return { kind: 'retry' };
  if (error.status === 401) return { kind: 'stop' };
  if (error.status >= 500 || error.status === 408 || error.status === 429) return { kind: 'retry' };
  return {
    kind: 'refused',
    message: error.serverMessage ?? error.fieldErrors[0]?.msg ?? REFUSED_FALLBACK,
  };
}

/** A queue read back from storage: what is not a punch is left out. */
export function queueFrom(value: unknown): KioskQueuedPunch[] {
  if (!Array.isArray(value)) return [];
  return inOrder(
    value.filter(
      (p): p is KioskQueuedPunch =>
        typeof p === 'object' &&
        p !== null &&
        typeof (p as KioskQueuedPunch).seq === 'number' &&
        typeof (p as KioskQueuedPunch).clientId === 'string' &&
        typeof (p as KioskQueuedPunch).userId === 'string' &&
        typeof (p as KioskQueuedPunch).pin === 'string' &&
        typeof (p as KioskQueuedPunch).kind === 'string' &&
        typeof (p as KioskQueuedPunch).at === 'string',
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

/** The buttons a worker gets for where they stand (null: not known, the kiosk is offline). */
export function kioskActions(state: 'off' | 'working' | 'meal' | null): PunchKind[] {
  switch (state) {
    case 'off':
      return ['in'];
    case 'working':
      return ['switch', 'meal_start', 'out'];
    case 'meal':
      return ['meal_end', 'out'];
    case null:
      return ['in', 'switch', 'meal_start', 'meal_end', 'out'];
  }
}

/** Names matching what was typed, in any case and without accents ("jose" finds "José"). */
export function matchingWorkers<T extends { name: string }>(workers: readonly T[], typed: string) {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const wanted = fold(typed.trim());
  if (!wanted) return [...workers];
  return workers.filter((w) => fold(w.name).includes(wanted));
}

/**
 * The kiosk's credential from a set-up link (`/kiosk#<credential>`): 43 base64url characters.
 */
export function credentialFromHash(hash: string): string | null {
  const value = hash.replace(/^#/, '');
  return /^[\w-]{43}$/.test(value) ? value : null;
}
