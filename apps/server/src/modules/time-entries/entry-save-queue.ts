import type { Db } from '../../db/database';
import type { CompanyScope } from '../../platform/principal';
import {
  saveNewEntries,
  type NewEntry,
  type SavedEntry,
  type SaveOutcome,
} from './time-entry.repository';

/** A save's answer: the client id it found taken while its group ran was looked for again. */
export type SettledSave = SavedEntry & { outcome: Exclude<SaveOutcome, 'taken_meanwhile'> };

export interface WaitingSave {
  scope: CompanyScope;
  entry: NewEntry;
  /** Saved alone: its group failed, or its client id was taken while the group ran. */
  alone: boolean;
  tries: number;
  resolve: (saved: SettledSave) => void;
  reject: (error: unknown) => void;
}

/**
 * Entries saved in one transaction at most: a hundred workers saving at once go in one or two
 * groups (a group of this size takes some 50 ms on two cores).
 */
const GROUP_MAX = 128;
/**
 * Groups under way at once. The saves that arrive meanwhile wait and go together in the next:
 * fewer, larger transactions, where each save alone would wait for a connection anyway. With
 * two at once the benchmark's burst had a p99 of 89-147 ms, with one 80-85 ms (decision 0013).
 */
const GROUPS_AT_ONCE = 1;
/** A save whose client id keeps being taken by transactions under way gives up after this. */
const TRIES_MAX = 3;

/** Client ids are unique within a tenant. */
const clientKey = (s: WaitingSave) =>
  s.entry.clientId === null ? null : `${s.scope.tenantId} ${s.entry.clientId}`;

/**
 * Takes the next group out of `waiting`: the first save, and after it, in arrival order, the saves
 * whose worker and client id are not in the group yet (an entry's day total is read before its
 * group is written). A save to be tried alone goes alone.
 */
export function takeGroup(waiting: WaitingSave[], max = GROUP_MAX): WaitingSave[] {
  const first = waiting.shift();
  if (!first) return [];
  if (first.alone) return [first];
  const group = [first];
  const workers = new Set([first.entry.worker]);
  const clientIds = new Set([clientKey(first)]);
  for (let i = 0; i < waiting.length && group.length < max;) {
    const s = waiting[i]!;
    const clientId = clientKey(s);
    if (s.alone || workers.has(s.entry.worker) || (clientId !== null && clientIds.has(clientId))) {
      i++;
      continue;
    }
    group.push(s);
    workers.add(s.entry.worker);
    clientIds.add(clientId);
    waiting.splice(i, 1);
  }
  return group;
}

/**
 * The new entries of one database, saved in groups (decision 0013): each group is one
 * transaction of the repository's set-based statements, so a crew saving at once shares commits, trigger runs and the locks on the
 * rows it has in common. A group starts on the event loop's next turn with the saves received by
 * then (a lone save goes alone); each save is answered once its group has committed.
 */
export class EntrySaveQueue {
  private readonly waiting: WaitingSave[] = [];
  private running = 0;
  private starting = false;

  constructor(private readonly db: Db) {}

  save(scope: CompanyScope, entry: NewEntry): Promise<SettledSave> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ scope, entry, alone: false, tries: 0, resolve, reject });
      this.pump();
    });
  }

  /**
   * A group starts on the event loop's next turn, once the requests already received have been
   * read: on the embedded database a save runs in this thread, and none would ever wait for it.
   */
  private pump() {
    if (this.starting) return;
    this.starting = true;
    setImmediate(() => {
      this.starting = false;
      while (this.running < GROUPS_AT_ONCE && this.waiting.length > 0) {
        const group = takeGroup(this.waiting);
        this.running++;
        void this.run(group).finally(() => {
          this.running--;
          this.pump();
        });
      }
    });
  }

  private async run(group: WaitingSave[]) {
    let rows: SavedEntry[];
    try {
      for (const s of group) s.tries++;
      rows = await saveNewEntries(this.db, group);
    } catch (error) {
      if (group.length === 1) return group[0]!.reject(error);
      // One entry's failure (a connection lost, a deadlock, a row the database refused) must
      // not fail the others: each is tried again alone, first in line.
      this.retryAlone(group);
      return;
    }
    const again: WaitingSave[] = [];
    group.forEach((s, i) => {
      const saved = rows[i];
      if (!saved) s.reject(new Error('The entry save answered nothing'));
      else if (saved.outcome !== 'taken_meanwhile') s.resolve({ ...saved, outcome: saved.outcome });
      else if (s.tries < TRIES_MAX) again.push(s);
      else s.reject(new Error('The client id was taken by saves under way'));
    });
    this.retryAlone(again);
  }

  private retryAlone(saves: WaitingSave[]) {
    for (const s of saves) s.alone = true;
    this.waiting.unshift(...saves);
  }
}

const queues = new WeakMap<Db, EntrySaveQueue>();

/** The save queue of a database (one per server process and database). */
export function entrySaveQueue(db: Db): EntrySaveQueue {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = new EntrySaveQueue(db)));
  return queue;
}
