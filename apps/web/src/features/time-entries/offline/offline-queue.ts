import { useSyncExternalStore } from 'react';
import type { SuccessMessageResponse, TimeEntry } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import type { SaveRequest } from '../entry-permissions';
import type { EntryRecord } from '../entry-records';
import {
  mergeIntoQueue,
  opForDelete,
  opForSave,
  queuedCreateId,
  syncOutcome,
  type NewOp,
  type QueuedOp,
} from './queue-model';
import { createQueueStore, type QueueStore } from './queue-store';

/**
 * The offline queue at run time: an in-memory copy of the signed-in user's queued changes (kept
 * in IndexedDB), the connection state, and the sync that sends the queue in order once the
 * connection is back. Queue writes and sync steps run one at a time, so a change made while an
 * entry is being sent applies after that send.
 */

export interface QueueSnapshot {
  ownerKey: string | null;
  ops: readonly QueuedOp[];
  online: boolean;
  syncing: boolean;
}

export interface SyncReport {
  /** Changes the server took (or already had). */
  done: number;
  /** Changes the server refused in this run. */
  refused: number;
  /** The run stopped early (offline, server away, signed out); the rest waits. */
  halted: boolean;
}

export interface OfflineQueueDeps {
  store: QueueStore;
  /** Sends one change; throws the API client's error when it fails. */
  send: (op: QueuedOp) => Promise<unknown>;
  isOnline: () => boolean;
  now?: () => number;
}

export function createOfflineQueue(deps: OfflineQueueDeps) {
  const now = deps.now ?? Date.now;
  let snapshot: QueueSnapshot = {
    ownerKey: null,
    ops: [],
    online: deps.isOnline(),
    syncing: false,
  };
  const listeners = new Set<() => void>();
  const syncListeners = new Set<(report: SyncReport) => void>();
  let chain: Promise<unknown> = Promise.resolve();
  let syncRun: Promise<SyncReport> | null = null;

  function set(patch: Partial<QueueSnapshot>) {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  }

  /** Runs tasks one after another. */
  function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = chain.then(task, task);
    chain = run.catch(() => undefined);
    return run;
  }

  function requireOwner(): string {
    if (!snapshot.ownerKey) throw new Error('No signed-in user to queue the change for');
    return snapshot.ownerKey;
  }

  async function enqueue(build: (ownerKey: string) => NewOp): Promise<void> {
    await exclusive(async () => {
      const ownerKey = requireOwner();
      const changes = mergeIntoQueue(snapshot.ops, build(ownerKey));
      set({ ops: await deps.store.write(ownerKey, changes) });
    });
    if (snapshot.online) void sync();
  }

  async function runSync(): Promise<SyncReport> {
    const report: SyncReport = { done: 0, refused: 0, halted: false };
    for (;;) {
      const step = await exclusive(async (): Promise<'next' | 'empty' | 'halt'> => {
        const ownerKey = snapshot.ownerKey;
        const op = snapshot.ops.find((o) => o.status === 'queued');
        if (!ownerKey || !op) return 'empty';
        let outcome;
        try {
          outcome = syncOutcome(op, { ok: true, body: await deps.send(op) });
        } catch (error) {
          outcome = syncOutcome(op, { ok: false, error });
        }
        switch (outcome.kind) {
          case 'done':
            report.done++;
            set({ ops: await deps.store.write(ownerKey, [{ type: 'remove', seq: op.seq }]) });
            return 'next';
          case 'refused':
            report.refused++;
            set({
              ops: await deps.store.write(ownerKey, [
                { type: 'put', op: { ...op, status: 'refused', error: outcome.message } },
              ]),
            });
            return 'next';
          case 'retry':
          case 'stop':
            report.halted = true;
            return 'halt';
        }
      });
      if (step !== 'next') break;
    }
    return report;
  }

  /** Sends what waits, oldest first. Concurrent calls share one run. */
  function sync(): Promise<SyncReport> {
    syncRun ??= (async () => {
      set({ syncing: true });
      try {
        const report = await runSync();
        if (report.done > 0 || report.refused > 0)
          for (const listener of syncListeners) listener(report);
        return report;
      } finally {
        syncRun = null;
        set({ syncing: false });
      }
    })();
    return syncRun;
  }

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Called after every sync run that changed something (to reload the lists). */
    onSynced(listener: (report: SyncReport) => void) {
      syncListeners.add(listener);
      return () => {
        syncListeners.delete(listener);
      };
    },
    /** Shows and sends the queue of this user (null when signed out: nothing is shown). */
    setOwner(ownerKey: string | null): Promise<void> {
      return exclusive(async () => {
        if (snapshot.ownerKey === ownerKey) return;
        set({ ownerKey, ops: [] });
        if (ownerKey) {
          const ops = await deps.store.list(ownerKey).catch(() => []);
          if (snapshot.ownerKey === ownerKey) set({ ops });
        }
      });
    },
    setOnline(online: boolean) {
      if (snapshot.online === online) return;
      set({ online });
      if (online) void sync();
    },
    /** Whether a new change must join the queue (offline, or older changes still wait). */
    mustQueue(): boolean {
      return !snapshot.online || snapshot.ops.some((op) => op.status === 'queued');
    },
    /** Queues a save; returns the entry as the lists show it meanwhile. */
    async queueSave(request: SaveRequest, preview: EntryRecord): Promise<EntryRecord> {
      let shown: EntryRecord = preview;
      await enqueue((ownerKey) => {
        const op = opForSave(ownerKey, request, preview, now());
        shown = { ...op.preview, id: op.entryId };
        return op;
      });
      return shown;
    },
    /** Queues a delete, or drops the queued create when the entry never reached the server. */
    queueDelete(entry: EntryRecord, reason?: string | null): Promise<void> {
      return enqueue((ownerKey) => opForDelete(ownerKey, entry, now(), reason));
    },
    /** Whether the entry exists only in the queue (a create not sent yet). */
    isQueuedCreate(entryId: string): boolean {
      return snapshot.ops.some(
        (op) =>
          op.clientId !== null && op.entryId === entryId && queuedCreateId(op.clientId) === entryId,
      );
    },
    /** Drops the queued changes of an entry (the worker discards a refused change). */
    discard(entryId: string): Promise<void> {
      return exclusive(async () => {
        const ownerKey = requireOwner();
        const changes = snapshot.ops
          .filter((op) => op.entryId === entryId)
          .map((op) => ({ type: 'remove' as const, seq: op.seq }));
        set({ ops: await deps.store.write(ownerKey, changes) });
      });
    },
    sync,
  };
}

export type OfflineQueue = ReturnType<typeof createOfflineQueue>;

// ---------------------------------------------------------------------------------------------
// The app's queue

let appQueue: OfflineQueue | null = null;

/** Sends a queued change with the signed-in user's token; the queue reads no answer body. */
async function sendOp(op: QueuedOp): Promise<TimeEntry | SuccessMessageResponse> {
  const options = { signal: AbortSignal.timeout(20_000) };
  switch (op.kind) {
    case 'create':
    case 'admin-create':
      return api.post<TimeEntry>(op.path, op.body ?? {}, options);
    case 'update':
      return api.put<TimeEntry>(op.path, op.body ?? {}, options);
    case 'delete':
      return api.delete<SuccessMessageResponse>(op.path, options);
  }
}

export function offlineQueue(): OfflineQueue {
  appQueue ??= createOfflineQueue({
    store: createQueueStore(),
    send: sendOp,
    isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
  });
  return appQueue;
}

const emptySnapshot: QueueSnapshot = { ownerKey: null, ops: [], online: true, syncing: false };

export function useOfflineQueue(): QueueSnapshot {
  const queue = offlineQueue();
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot, () => emptySnapshot);
}

/**
 * One value read from the queue (`select` returns a part of the snapshot or a primitive): the
 * component renders again only when that value changes, not on every change of the queue.
 */
export function useOfflineQueueValue<T>(select: (snapshot: QueueSnapshot) => T): T {
  const queue = offlineQueue();
  return useSyncExternalStore(
    queue.subscribe,
    () => select(queue.getSnapshot()),
    () => select(emptySnapshot),
  );
}
