import { useSyncExternalStore } from 'react';
import type { Punch } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import {
  inOrder,
  nextToSend,
  punchRequestOf,
  queueFrom,
  sendOutcome,
  withPunch,
  type NewPunch,
  type PunchPosition,
  type QueuedPunch,
} from './punch-queue-rules';

/**
 * The punches on the device at run time: kept in localStorage per signed-in worker and company
 * (a press is written before anything else happens, and survives closing the app), sent in order
 * by one sync at a time. Punches just sent stay in memory until the clock has been read again, so
 * the screen never steps back while it reloads.
 */

export interface SentPunch extends QueuedPunch {
  /** When the server's answer came (ms since 1970). */
  sentAt: number;
}

export interface PunchQueueSnapshot {
  queue: readonly QueuedPunch[];
  sent: readonly SentPunch[];
}

export interface PunchStorage {
  read(ownerKey: string): unknown;
  write(ownerKey: string, queue: readonly QueuedPunch[]): void;
}

const STORAGE_PREFIX = 'sitehours.punches.';

export const browserPunchStorage: PunchStorage = {
  read(ownerKey) {
    try {
      const raw = window.localStorage.getItem(STORAGE_PREFIX + ownerKey);
      return raw ? (JSON.parse(raw) as unknown) : [];
    } catch {
      return [];
    }
  },
  write(ownerKey, queue) {
    const key = STORAGE_PREFIX + ownerKey;
    if (queue.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(queue));
  },
};

export interface PunchQueueDeps {
  storage: PunchStorage;
  send: (punch: QueuedPunch, sentAt: Date) => Promise<unknown>;
  now?: () => number;
}

const EMPTY: PunchQueueSnapshot = { queue: [], sent: [] };

export function createPunchQueue(deps: PunchQueueDeps) {
  const now = deps.now ?? Date.now;
  const snapshots = new Map<string, PunchQueueSnapshot>();
  const listeners = new Set<() => void>();
  const syncedListeners = new Set<() => void>();
  const runs = new Map<string, Promise<void>>();

  const notify = () => listeners.forEach((listener) => listener());

  function snapshot(ownerKey: string): PunchQueueSnapshot {
    let shown = snapshots.get(ownerKey);
    if (!shown) {
      shown = { queue: queueFrom(deps.storage.read(ownerKey)), sent: [] };
      snapshots.set(ownerKey, shown);
    }
    return shown;
  }

  /** Changes the stored queue, read fresh (another tab may have written it). */
  function change(ownerKey: string, update: (queue: QueuedPunch[]) => QueuedPunch[]) {
    const queue = inOrder(update(queueFrom(deps.storage.read(ownerKey))));
    deps.storage.write(ownerKey, queue);
    snapshots.set(ownerKey, { ...snapshot(ownerKey), queue });
    notify();
  }

  async function runSync(ownerKey: string) {
    let changed = false;
    for (;;) {
      const punch = nextToSend(queueFrom(deps.storage.read(ownerKey)), now());
      if (!punch) break;
      let result: { ok: true } | { ok: false; error: unknown };
      try {
        await deps.send(punch, new Date(now()));
        result = { ok: true };
      } catch (error) {
        result = { ok: false, error };
      }
      const outcome = sendOutcome(result);
      if (outcome.kind === 'retry' || outcome.kind === 'stop') break;
      changed = true;
      if (outcome.kind === 'done') {
        const sent: SentPunch = { ...punch, sentAt: now() };
        change(ownerKey, (queue) => queue.filter((p) => p.clientId !== punch.clientId));
        const shown = snapshot(ownerKey);
        snapshots.set(ownerKey, { ...shown, sent: [...shown.sent, sent] });
        notify();
      } else {
        change(ownerKey, (queue) =>
          queue.map((p) =>
            p.clientId === punch.clientId ? { ...p, status: 'refused', error: outcome.message } : p,
          ),
        );
      }
    }
    if (changed) syncedListeners.forEach((listener) => listener());
  }

  return {
    snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Called after a sync that sent or had refused something (to read the clock again). */
    onSynced(listener: () => void) {
      syncedListeners.add(listener);
      return () => void syncedListeners.delete(listener);
    },
    /** Another tab changed the stored queues: read them again. */
    reload() {
      snapshots.forEach((shown, ownerKey) =>
        snapshots.set(ownerKey, { ...shown, queue: queueFrom(deps.storage.read(ownerKey)) }),
      );
      notify();
    },
    add(ownerKey: string, punch: NewPunch) {
      change(ownerKey, (queue) => withPunch(queue, punch));
    },
    /** The punch's position came (or did not, null): it is ready to send. */
    located(ownerKey: string, clientId: string, position: PunchPosition | null) {
      change(ownerKey, (queue) =>
        queue.map((p) =>
          p.clientId === clientId
            ? { ...p, location: position ?? p.location, locatingUntil: null }
            : p,
        ),
      );
    },
    /** The worker has seen a refusal: the punch leaves the device. */
    dismiss(ownerKey: string, clientId: string) {
      change(ownerKey, (queue) => queue.filter((p) => p.clientId !== clientId));
    },
    /** Sends what waits, in order; one run per worker at a time (a second call joins it). */
    sync(ownerKey: string): Promise<void> {
      let run = runs.get(ownerKey);
      if (!run) {
        run = runSync(ownerKey).finally(() => runs.delete(ownerKey));
        runs.set(ownerKey, run);
      }
      return run;
    },
  };
}

export type PunchQueue = ReturnType<typeof createPunchQueue>;

let appQueue: PunchQueue | null = null;

/** The app's queue: sends with the signed-in worker's token (a 200 for a repeated id is success). */
export function punchQueue(): PunchQueue {
  appQueue ??= createPunchQueue({
    storage: browserPunchStorage,
    send: (punch, sentAt) =>
      api.post<Punch>('punches', punchRequestOf(punch, sentAt), {
        signal: AbortSignal.timeout(20_000),
      }),
  });
  return appQueue;
}

export function usePunchQueue(ownerKey: string | null): PunchQueueSnapshot {
  const queue = punchQueue();
  return useSyncExternalStore(
    queue.subscribe,
    () => (ownerKey ? queue.snapshot(ownerKey) : EMPTY),
    () => EMPTY,
  );
}
