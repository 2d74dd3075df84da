import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueueChange, QueuedOp } from './queue-model';

/**
 * The queue's IndexedDB store: survives closing and reopening the app. Entries are keyed by an
 * increasing `seq`, which is the order they are sent in.
 */

export const QUEUE_DB_NAME = 'sitehours-offline';
const STORE = 'time-entry-queue';

interface QueueSchema extends DBSchema {
  [STORE]: { key: number; value: QueuedOp; indexes: { ownerKey: string } };
}

export interface QueueStore {
  list(ownerKey: string): Promise<QueuedOp[]>;
  /** Applies the changes in one transaction; returns the queue of that owner afterwards. */
  write(ownerKey: string, changes: readonly QueueChange[]): Promise<QueuedOp[]>;
}

export function createQueueStore(dbName: string = QUEUE_DB_NAME): QueueStore {
  let dbPromise: Promise<IDBPDatabase<QueueSchema>> | null = null;
  const db = () => {
    if (typeof globalThis.indexedDB === 'undefined')
      return Promise.reject(new Error('IndexedDB is not available'));
    dbPromise ??= openDB<QueueSchema>(dbName, 1, {
      upgrade(database) {
        const store = database.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
        store.createIndex('ownerKey', 'ownerKey');
      },
    });
    dbPromise.catch(() => {
      dbPromise = null; // try again on the next call (e.g. after a blocked upgrade)
    });
    return dbPromise;
  };

  const sorted = (ops: QueuedOp[]) => ops.sort((a, b) => a.seq - b.seq);

  return {
    async list(ownerKey) {
      return sorted(await (await db()).getAllFromIndex(STORE, 'ownerKey', ownerKey));
    },
    async write(ownerKey, changes) {
      const tx = (await db()).transaction(STORE, 'readwrite');
      for (const change of changes) {
        switch (change.type) {
          case 'remove':
            await tx.store.delete(change.seq);
            break;
          case 'put':
            await tx.store.put(change.op);
            break;
          case 'add':
            // `seq` is left out so the store numbers it.
            await tx.store.add(change.op as QueuedOp);
            break;
        }
      }
      const ops = await tx.store.index('ownerKey').getAll(ownerKey);
      await tx.done;
      return sorted(ops);
    },
  };
}
