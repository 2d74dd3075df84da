import type {
  DaySignature,
  KioskInfo,
  KioskPunchResult,
  KioskSignOffRequest,
  KioskWorkerState,
} from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import {
  kioskPunchRequestOf,
  nextToSend,
  queueFrom,
  sendOutcome,
  withPunch,
  type KioskQueuedPunch,
  type NewKioskPunch,
} from '../kiosk-queue-rules';

/**
 * The kiosk tablet's calls, made with its device credential (`Authorization: Kiosk …`) and never
 * with a sign-in, and what it keeps in localStorage: the credential, the last reading of its
 * workers (to go on offline) and the punches waiting to be sent.
 */

const CREDENTIAL_KEY = 'sitehours.kiosk.credential';
const INFO_KEY = 'sitehours.kiosk.info';
const QUEUE_KEY = 'sitehours.kiosk.queue';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const kioskStore = {
  credential: () => read(CREDENTIAL_KEY),
  setCredential(credential: string) {
    window.localStorage.setItem(CREDENTIAL_KEY, credential);
    window.localStorage.removeItem(INFO_KEY);
  },
  forget() {
    window.localStorage.removeItem(CREDENTIAL_KEY);
    window.localStorage.removeItem(INFO_KEY);
  },
  info(): KioskInfo | null {
    try {
      const raw = read(INFO_KEY);
      return raw ? (JSON.parse(raw) as KioskInfo) : null;
    } catch {
      return null;
    }
  },
  keepInfo(info: KioskInfo) {
    window.localStorage.setItem(INFO_KEY, JSON.stringify(info));
  },
  queue(): KioskQueuedPunch[] {
    try {
      return queueFrom(JSON.parse(read(QUEUE_KEY) ?? '[]'));
    } catch {
      return [];
    }
  },
  writeQueue(queue: readonly KioskQueuedPunch[]) {
    if (queue.length === 0) window.localStorage.removeItem(QUEUE_KEY);
    else window.localStorage.setItem(QUEUE_KEY, JSON.stringify(queue));
  },
};

const asKiosk = (credential: string) => ({
  auth: false,
  headers: { Authorization: `Kiosk ${credential}` },
  signal: AbortSignal.timeout(20_000),
});

export const kioskApi = {
  info: (credential: string) => api.get<KioskInfo>('kiosk', undefined, asKiosk(credential)),
  state: (credential: string, userId: string, pin: string) =>
    api.post<KioskWorkerState>('kiosk/state', { userId, pin }, asKiosk(credential)),
  punch: (credential: string, body: unknown) =>
    api.post<KioskPunchResult>('kiosk/punches', body, asKiosk(credential)),
  signOff: (credential: string, body: KioskSignOffRequest) =>
    api.post<{ signature: DaySignature; alerted: boolean }>(
      'kiosk/sign-offs',
      body,
      asKiosk(credential),
    ),
};

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: readonly KioskQueuedPunch[] | null = null;
let running: Promise<'sent' | 'offline' | 'stopped'> | null = null;

function change(update: (queue: KioskQueuedPunch[]) => KioskQueuedPunch[]) {
  const queue = update(kioskStore.queue());
  kioskStore.writeQueue(queue);
  snapshot = queue;
  listeners.forEach((l) => l());
}

/** The kiosk's queue of punches: kept before anything is sent, sent in order, each once. */
export const kioskQueue = {
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  snapshot: (): readonly KioskQueuedPunch[] => (snapshot ??= kioskStore.queue()),
  add: (punch: NewKioskPunch) => change((queue) => withPunch(queue, punch)),
  dismiss: (clientId: string) => change((queue) => queue.filter((p) => p.clientId !== clientId)),
  /** Sends what waits, in order; one run at a time (a second call joins it). */
  sync(credential: string): Promise<'sent' | 'offline' | 'stopped'> {
    running ??= (async () => {
      for (;;) {
        const punch = nextToSend(kioskStore.queue());
        if (!punch) return 'sent' as const;
        let result: { ok: true } | { ok: false; error: unknown };
        try {
          await kioskApi.punch(credential, kioskPunchRequestOf(punch, new Date()));
          result = { ok: true };
        } catch (error) {
          result = { ok: false, error };
        }
        const outcome = sendOutcome(result);
        if (outcome.kind === 'retry') return 'offline' as const;
        if (outcome.kind === 'stop') return 'stopped' as const;
        if (outcome.kind === 'done')
          change((queue) => queue.filter((p) => p.clientId !== punch.clientId));
        else
          change((queue) =>
            queue.map((p) =>
              p.clientId === punch.clientId
                ? // A refused punch keeps no PIN on the tablet.
                  { ...p, pin: '', photo: null, status: 'refused', error: outcome.message }
                : p,
            ),
          );
      }
    })().finally(() => {
      running = null;
    });
    return running;
  },
};
