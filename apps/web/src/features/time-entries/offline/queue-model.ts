import { ApiError, type ShownMessage } from '@/app/errors/api-error';
import { deletePath, type SaveRequest } from '../entry-permissions';
import type { EntryRecord } from '../entry-records';

/**
 * The offline queue of time-entry changes (saved in IndexedDB): what is queued, how a new change
 * merges with the ones already waiting, how the queue shows in the timesheet's lists, and what a
 * sync answer means. Pure: the store and the runtime build on it.
 */

export type QueuedKind = 'create' | 'admin-create' | 'update' | 'delete';

export interface QueuedOp {
  /** Order of arrival: the queue is sent oldest first. Assigned by the store. */
  seq: number;
  /** The signed-in user and company that recorded the change: only they see and send it. */
  ownerKey: string;
  kind: QueuedKind;
  /** The entry's id in the lists: the server id, or 'pending-{clientId}' for a queued create. */
  entryId: string;
  /** Creates: the client-generated id that makes a repeated POST harmless. */
  clientId: string | null;
  path: string;
  body: Record<string, unknown> | null;
  /** How the entry shows until the server has it (for a delete: the entry as last shown). */
  preview: EntryRecord;
  status: 'queued' | 'refused';
  /** The server's message once it refused the change (a code, or words of an older version). */
  error: ShownMessage | null;
  queuedAt: number;
}

export type NewOp = Omit<QueuedOp, 'seq'>;

/** The id a queued create shows under (the same as the form's pending preview). */
export const queuedCreateId = (clientId: string) => `pending-${clientId}`;

/** An entry that exists only in the queue: editing it re-saves the queued create. */
export function isQueuedCreate(entry: Pick<EntryRecord, 'id' | 'clientId' | 'queued'>): boolean {
  return entry.queued === true && !!entry.clientId && entry.id === queuedCreateId(entry.clientId);
}

export function isCreate(op: Pick<QueuedOp, 'kind'>): boolean {
  return op.kind === 'create' || op.kind === 'admin-create';
}

/** A save turned into a queued change. */
export function opForSave(
  ownerKey: string,
  request: SaveRequest,
  preview: EntryRecord,
  now: number,
): NewOp {
  const create = request.kind !== 'update';
  const clientId =
    create && typeof request.body.clientId === 'string' ? request.body.clientId : null;
  return {
    ownerKey,
    kind: request.kind,
    entryId: create && clientId ? queuedCreateId(clientId) : preview.id,
    clientId,
    path: request.path,
    body: request.body,
    preview: { ...preview, isPending: true, queued: true, syncError: null },
    status: 'queued',
    error: null,
    queuedAt: now,
  };
}

export function opForDelete(
  ownerKey: string,
  entry: EntryRecord,
  now: number,
  reason?: string | null,
): NewOp {
  return {
    ownerKey,
    kind: 'delete',
    entryId: entry.id,
    clientId: null,
    path: deletePath(entry.id, reason),
    body: null,
    preview: { ...entry, queued: true, syncError: null },
    status: 'queued',
    error: null,
    queuedAt: now,
  };
}

/**
 * The queue after a new change, as a list of writes for the store:
 * - saving a queued create again (same client id: an edit of an entry not sent yet, or a fix of
 *   a refused one) replaces it in place;
 * - editing an entry whose edit is already queued replaces that edit in place;
 * - deleting a queued create drops it (nothing reaches the server); deleting an entry with a
 *   queued edit drops the edit and queues the delete;
 * - anything else joins the end of the queue.
 */
export type QueueChange =
  { type: 'put'; op: QueuedOp } | { type: 'add'; op: NewOp } | { type: 'remove'; seq: number };

export function mergeIntoQueue(queue: readonly QueuedOp[], incoming: NewOp): QueueChange[] {
  const mine = queue.filter((op) => op.ownerKey === incoming.ownerKey);
  const sameEntry = mine.filter((op) => op.entryId === incoming.entryId);
  const queuedCreate = sameEntry.find(isCreate);

  if (incoming.kind === 'delete') {
    if (queuedCreate) return sameEntry.map((op) => ({ type: 'remove', seq: op.seq }));
    return [
      ...sameEntry.map((op): QueueChange => ({ type: 'remove', seq: op.seq })),
      { type: 'add', op: incoming },
    ];
  }

  const replaceable = isCreate(incoming)
    ? mine.find((op) => isCreate(op) && op.clientId === incoming.clientId)
    : sameEntry.find((op) => op.kind === 'update');
  if (replaceable) {
    // A queued admin-create keeps its kind and path: the entry is still created for the worker.
    const kind = isCreate(replaceable) ? replaceable.kind : incoming.kind;
    const path = isCreate(replaceable) ? replaceable.path : incoming.path;
    return [
      {
        type: 'put',
        op: {
          ...incoming,
          kind,
          path,
          seq: replaceable.seq,
          queuedAt: replaceable.queuedAt,
          entryId: replaceable.entryId,
        },
      },
    ];
  }
  return [{ type: 'add', op: incoming }];
}

/** Applies store writes to an in-memory copy (the store assigns `seq` to additions). */
export function applyChanges(
  queue: readonly QueuedOp[],
  changes: readonly (QueueChange & { type: 'put' | 'remove' })[],
): QueuedOp[] {
  let next = [...queue];
  for (const change of changes) {
    if (change.type === 'remove') next = next.filter((op) => op.seq !== change.seq);
    else next = [...next.filter((op) => op.seq !== change.op.seq), change.op];
  }
  return next.sort((a, b) => a.seq - b.seq);
}

// ---------------------------------------------------------------------------------------------
// How the queue shows in the lists

export interface ListScope {
  userId: string;
  start: string;
  end: string;
}

const inScope = (entry: EntryRecord, scope: ListScope) =>
  entry.userId === scope.userId && scope.start <= entry.entryDate && entry.entryDate <= scope.end;

/**
 * A worker's list between two days as the worker should see it: the server's entries with the
 * queued changes applied, oldest first. Queued creates and edits show marked pending (with the
 * server's message once refused); a queued delete hides the entry, unless the server refused it.
 */
export function overlayEntries(
  list: readonly EntryRecord[],
  queue: readonly QueuedOp[],
  scope: ListScope,
): EntryRecord[] {
  let result = [...list];
  for (const op of [...queue].sort((a, b) => a.seq - b.seq)) {
    const flagged: EntryRecord = {
      ...op.preview,
      isPending: true,
      queued: true,
      syncError: op.status === 'refused' ? op.error : null,
    };
    if (op.kind === 'delete') {
      if (op.status === 'refused') {
        result = result.map((e) => (e.id === op.entryId ? { ...e, ...flaggedDelete(e, op) } : e));
      } else {
        result = result.filter((e) => e.id !== op.entryId);
      }
      continue;
    }
    // A create the server already holds (same client id) shows once, as queued.
    result = result.filter(
      (e) => e.id !== op.entryId && !(op.clientId !== null && e.clientId === op.clientId),
    );
    if (inScope(flagged, scope)) result.push(flagged);
  }
  return result;
}

function flaggedDelete(entry: EntryRecord, op: QueuedOp): Partial<EntryRecord> {
  return { queued: true, syncError: op.error, isPending: entry.isPending };
}

// ---------------------------------------------------------------------------------------------
// Sync answers

export type SyncOutcome =
  /** Saved (201 new, 200 already saved under this client id), or a delete already done (404). */
  | { kind: 'done'; saved: unknown }
  /** Refused by the server: kept with its message until the worker fixes or discards it. */
  | { kind: 'refused'; message: ShownMessage }
  /** Not reachable or not available now: the queue waits and tries again later. */
  | { kind: 'retry' }
  /** The sign-in ended: the queue waits for the next sign-in. */
  | { kind: 'stop' };

export const REFUSED_FALLBACK = 'The server refused this change.';

/** The server's message; for a refused field, that field's (the server names the first). */
function refusalText(error: ApiError): ShownMessage {
  return error.serverMessage ?? error.fieldErrors[0]?.msg ?? REFUSED_FALLBACK;
}

export function syncOutcome(
  op: Pick<QueuedOp, 'kind'>,
  result: { ok: true; body: unknown } | { ok: false; error: unknown },
): SyncOutcome {
  if (result.ok) return { kind: 'done', saved: result.body };
  const error = result.error;
  if (!(error instanceof ApiError)) return { kind: 'retry' };
  if (error.isNetworkError) return { kind: 'retry' };
  if (error.sessionExpired || error.status === 401) return { kind: 'stop' };
  if (op.kind === 'delete' && error.status === 404) return { kind: 'done', saved: null };
  if (error.status >= 500 || error.status === 408 || error.status === 429) return { kind: 'retry' };
  return { kind: 'refused', message: refusalText(error) };
}

/** How many changes wait to be sent, and how many the server refused. */
export function queueCounts(queue: readonly QueuedOp[]): { waiting: number; refused: number } {
  let waiting = 0;
  let refused = 0;
  for (const op of queue) {
    if (op.status === 'refused') refused++;
    else waiting++;
  }
  return { waiting, refused };
}
