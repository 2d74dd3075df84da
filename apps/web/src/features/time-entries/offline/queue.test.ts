import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/app/errors/api-error';
import type { EntryRecord } from '../entry-records';
import { saveRequest, type EntryFormValues } from '../entry-form-rules';
import { createOfflineQueue } from './offline-queue';
import {
  mergeIntoQueue,
  opForDelete,
  opForSave,
  overlayEntries,
  queueCounts,
  syncOutcome,
  type QueuedOp,
} from './queue-model';
import { createQueueStore } from './queue-store';

const OWNER = 'u1|c1';
let dbCount = 0;
const freshStore = () => createQueueStore(`queue-test-${++dbCount}`);

function entry(id: string, patch: Partial<EntryRecord> = {}): EntryRecord {
  return {
    id,
    userId: 'u1',
    entryDate: '2026-06-01',
    hours: 8,
    notes: null,
    isPto: false,
    jobId: 'j1',
    jobName: 'Lakeshore Medical Office',
    workTypeId: 'w1',
    workTypeName: 'Carpentry',
    ptoTypeId: null,
    ptoName: null,
    displayName: 'Lakeshore Medical Office',
    status: 'pending',
    isPending: false,
    clientId: null,
    createdAt: null,
    updatedAt: null,
    ...patch,
  };
}

const values = (hours: number, day = '2026-06-01'): EntryFormValues => ({
  entryDate: day,
  entryType: 'work',
  jobId: 'j1',
  workTypeId: 'w1',
  ptoTypeId: '',
  hours,
  startTime: '',
  endTime: '',
  notes: '',
  classificationId: '',
  equipment: '',
});

const ctx = (clientId: string, entryId: string | null = null) => ({
  targetUserId: 'u1',
  actorUserId: 'u1',
  entryId,
  clientId,
});

function create(clientId: string, hours: number, day?: string) {
  const preview = entry(`pending-${clientId}`, {
    hours,
    entryDate: day ?? '2026-06-01',
    clientId,
    isPending: true,
  });
  return opForSave(OWNER, saveRequest(values(hours, day), ctx(clientId)), preview, 1);
}

function update(id: string, hours: number) {
  return opForSave(
    OWNER,
    saveRequest(values(hours), ctx('ignored', id)),
    entry(id, { hours, isPending: true }),
    1,
  );
}

/** Applies merge results with made-up seqs, as the store would. */
function run(ops: ReturnType<typeof create>[]): QueuedOp[] {
  let queue: QueuedOp[] = [];
  let seq = 0;
  for (const op of ops) {
    for (const change of mergeIntoQueue(queue, op)) {
      if (change.type === 'add') queue.push({ ...change.op, seq: ++seq });
      else if (change.type === 'put')
        queue = queue.map((o) => (o.seq === change.op.seq ? change.op : o));
      else queue = queue.filter((o) => o.seq !== change.seq);
    }
  }
  return queue.sort((a, b) => a.seq - b.seq);
}

describe('queue merging', () => {
  it('keeps changes in the order they were made', () => {
    const queue = run([create('a', 1), create('b', 2), update('s1', 3)]);
    expect(queue.map((o) => [o.kind, o.entryId])).toEqual([
      ['create', 'pending-a'],
      ['create', 'pending-b'],
      ['update', 's1'],
    ]);
  });

  it('editing a queued create changes that create in place, keeping its client id', () => {
    const queue = run([create('a', 1), create('b', 2), create('a', 5)]);
    expect(queue).toHaveLength(2);
    expect(queue[0]!.entryId).toBe('pending-a');
    expect(queue[0]!.body).toMatchObject({ hours: 5, clientId: 'a' });
    expect(queue[0]!.preview.hours).toBe(5);
  });

  it('deleting a queued create drops it: nothing reaches the server', () => {
    const queue = run([create('a', 1), create('b', 2), opForDelete(OWNER, entry('pending-a'), 2)]);
    expect(queue.map((o) => o.entryId)).toEqual(['pending-b']);
  });

  it('a second edit of a server entry replaces the first; a delete replaces the edit', () => {
    expect(run([update('s1', 3), update('s1', 4)]).map((o) => o.body?.hours)).toEqual([4]);
    const queue = run([update('s1', 3), create('a', 1), opForDelete(OWNER, entry('s1'), 2)]);
    expect(queue.map((o) => [o.kind, o.entryId])).toEqual([
      ['create', 'pending-a'],
      ['delete', 's1'],
    ]);
  });

  it('fixing a refused create queues it again', () => {
    const refused = run([create('a', 13)]).map((o) => ({
      ...o,
      status: 'refused' as const,
      error: 'Too many hours',
    }));
    const [change] = mergeIntoQueue(refused, create('a', 8));
    expect(change).toMatchObject({ type: 'put', op: { status: 'queued', error: null } });
  });
});

describe('queue overlay', () => {
  const scope = { userId: 'u1', start: '2026-06-01', end: '2026-06-07' };

  it('shows queued creates and edits pending, hides queued deletes', () => {
    const server = [entry('s1', { hours: 2 }), entry('s2', { hours: 3 })];
    const queue = run([create('a', 1), update('s1', 6), opForDelete(OWNER, entry('s2'), 1)]);
    const shown = overlayEntries(server, queue, scope);
    expect(shown.map((e) => [e.id, e.hours, e.isPending])).toEqual([
      ['pending-a', 1, true],
      ['s1', 6, true],
    ]);
  });

  it('leaves out queued entries of other weeks and workers', () => {
    const queue = run([create('a', 1, '2026-06-20')]);
    expect(overlayEntries([], queue, scope)).toEqual([]);
    expect(overlayEntries([], run([create('b', 1)]), { ...scope, userId: 'u2' })).toEqual([]);
  });

  it('shows a create once when the server already holds it under the client id', () => {
    const queue = run([create('a', 1)]);
    const shown = overlayEntries([entry('s9', { clientId: 'a', hours: 1 })], queue, scope);
    expect(shown.map((e) => e.id)).toEqual(['pending-a']);
  });

  it('keeps refused changes visible with the server message', () => {
    const queue = run([create('a', 1), opForDelete(OWNER, entry('s1'), 1)]).map((o) => ({
      ...o,
      status: 'refused' as const,
      error: 'This time entry has been approved and cannot be modified.',
    }));
    const shown = overlayEntries([entry('s1')], queue, scope);
    expect(shown.map((e) => [e.id, e.syncError])).toEqual([
      ['s1', 'This time entry has been approved and cannot be modified.'],
      ['pending-a', 'This time entry has been approved and cannot be modified.'],
    ]);
    expect(queueCounts(queue)).toEqual({ waiting: 0, refused: 2 });
  });
});

describe('sync outcomes', () => {
  const err = (status: number, body?: unknown, message = 'x') =>
    new ApiError(message, { status, body });

  it('saved (201 new, 200 already saved under the client id) is done', () => {
    expect(syncOutcome({ kind: 'create' }, { ok: true, body: {} }).kind).toBe('done');
  });

  it('a delete answering 404 has already happened', () => {
    expect(syncOutcome({ kind: 'delete' }, { ok: false, error: err(404) }).kind).toBe('done');
    expect(syncOutcome({ kind: 'update' }, { ok: false, error: err(404) }).kind).toBe('refused');
  });

  it('keeps a refusal with the server message', () => {
    const message = 'This time entry has been approved and cannot be modified.';
    expect(
      syncOutcome({ kind: 'update' }, { ok: false, error: err(403, { message }, message) }),
    ).toEqual({ kind: 'refused', message });
    const wc = 'No matching WC code found for this work type and pay rate.';
    expect(
      syncOutcome({ kind: 'create' }, { ok: false, error: err(400, { message: wc }, wc) }),
    ).toEqual({ kind: 'refused', message: wc });
  });

  it('network errors and server trouble retry later; an ended sign-in stops', () => {
    expect(syncOutcome({ kind: 'create' }, { ok: false, error: err(0) }).kind).toBe('retry');
    expect(syncOutcome({ kind: 'create' }, { ok: false, error: err(503) }).kind).toBe('retry');
    expect(syncOutcome({ kind: 'create' }, { ok: false, error: new TypeError('x') }).kind).toBe(
      'retry',
    );
    expect(syncOutcome({ kind: 'create' }, { ok: false, error: err(401) }).kind).toBe('stop');
  });
});

describe('queue store (IndexedDB)', () => {
  it('keeps each owner’s queue in order across reopening', async () => {
    const name = `queue-test-persist-${++dbCount}`;
    const store = createQueueStore(name);
    await store.write(OWNER, [{ type: 'add', op: create('a', 1) }]);
    await store.write('u2|c1', [{ type: 'add', op: { ...create('x', 1), ownerKey: 'u2|c1' } }]);
    await store.write(OWNER, [{ type: 'add', op: create('b', 2) }]);
    const reopened = createQueueStore(name);
    const ops = await reopened.list(OWNER);
    expect(ops.map((o) => o.entryId)).toEqual(['pending-a', 'pending-b']);
    expect(ops[0]!.seq).toBeLessThan(ops[1]!.seq);
    expect((await reopened.list('u2|c1')).map((o) => o.entryId)).toEqual(['pending-x']);
  });

  it('keeps a public-works entry’s classification and equipment across reopening', async () => {
    const name = `queue-test-persist-${++dbCount}`;
    const worked = { classificationId: 'k1', equipment: 'Excavator' };
    const request = saveRequest({ ...values(4), ...worked }, ctx('pw'));
    const op = opForSave(OWNER, request, entry('pending-pw', { clientId: 'pw', ...worked }), 1);
    await createQueueStore(name).write(OWNER, [{ type: 'add', op }]);
    const [kept] = await createQueueStore(name).list(OWNER);
    expect(kept!.body).toMatchObject(worked);
    expect(kept!.preview).toMatchObject(worked);
    expect(
      overlayEntries([], [kept!], { userId: 'u1', start: '2026-06-01', end: '2026-06-07' }),
    ).toMatchObject([worked]);
  });
});

describe('offline queue runtime', () => {
  function setup(answers: ((op: QueuedOp) => unknown)[]) {
    const sent: string[] = [];
    let online = false;
    const queue = createOfflineQueue({
      store: freshStore(),
      isOnline: () => online,
      send: async (op) => {
        sent.push(`${op.kind} ${op.entryId}`);
        const answer = answers.shift();
        if (!answer) throw new ApiError('offline', { status: 0 });
        return answer(op);
      },
    });
    return { queue, sent, goOnline: () => (online = true) };
  }

  const req = (clientId: string, hours: number) => saveRequest(values(hours), ctx(clientId));
  const preview = (clientId: string, hours: number) =>
    entry(`pending-${clientId}`, { clientId, hours, isPending: true });

  it('queues offline, then sends in order once online', async () => {
    const { queue, sent } = setup([() => ({}), () => ({}), () => ({})]);
    await queue.setOwner(OWNER);
    expect(queue.mustQueue()).toBe(true);
    const shown = await queue.queueSave(req('a', 1), preview('a', 1));
    expect(shown).toMatchObject({ id: 'pending-a', isPending: true, queued: true });
    await queue.queueSave(req('b', 2), preview('b', 2));
    await queue.queueSave(req('a', 4), preview('a', 4)); // edit of the queued create
    await queue.queueDelete(entry('s1'));
    expect(queue.getSnapshot().ops).toHaveLength(3);

    queue.setOnline(true);
    const report = await queue.sync();
    expect(sent).toEqual(['create pending-a', 'create pending-b', 'delete s1']);
    expect(report).toEqual({ done: 3, refused: 0, halted: false });
    expect(queue.getSnapshot().ops).toEqual([]);
  });

  it('stops at a network error and resumes later without losing anything', async () => {
    const { queue, sent } = setup([() => ({})]);
    await queue.setOwner(OWNER);
    await queue.queueSave(req('a', 1), preview('a', 1));
    await queue.queueSave(req('b', 2), preview('b', 2));
    queue.setOnline(true);
    await queue.sync();
    expect(sent).toEqual(['create pending-a', 'create pending-b']);
    expect(queue.getSnapshot().ops.map((o) => o.entryId)).toEqual(['pending-b']);
  });

  it('keeps a refused change with the message and goes on with the rest', async () => {
    const message = 'This time entry has been approved and cannot be modified.';
    const { queue } = setup([
      () => {
        throw new ApiError(message, { status: 403, body: { message } });
      },
      () => ({}),
    ]);
    await queue.setOwner(OWNER);
    await queue.queueSave(
      saveRequest(values(3), ctx('x', 's1')),
      entry('s1', { hours: 3, isPending: true }),
    );
    await queue.queueSave(req('b', 2), preview('b', 2));
    queue.setOnline(true);
    const report = await queue.sync();
    expect(report.refused).toBe(1);
    expect(queue.getSnapshot().ops).toMatchObject([
      { entryId: 's1', status: 'refused', error: message },
    ]);
    expect(queue.mustQueue()).toBe(false);
    await queue.discard('s1');
    expect(queue.getSnapshot().ops).toEqual([]);
  });

  it('shows only the signed-in user’s queue', async () => {
    const { queue } = setup([]);
    await queue.setOwner(OWNER);
    await queue.queueSave(req('a', 1), preview('a', 1));
    await queue.setOwner('u2|c1');
    expect(queue.getSnapshot().ops).toEqual([]);
    await queue.setOwner(OWNER);
    expect(queue.getSnapshot().ops).toHaveLength(1);
  });
});

describe('connection banner', () => {
  it('says offline, counts what waits to sync, and names refusals', async () => {
    const { connectivityMessage: message, connectivityBannerShown } =
      await import('./connectivity-message');
    const { timesheetT } = await import('../test-i18n');
    const t = timesheetT();
    const connectivityMessage = (state: typeof base) => message(state, t);
    const base = { online: true, syncing: false, waiting: 0, refused: 0 };
    expect(connectivityMessage(base)).toBeNull();
    expect(connectivityBannerShown(base)).toBe(false);
    expect(connectivityMessage({ ...base, online: false })?.text).toBe(
      "You're offline · showing saved data",
    );
    expect(connectivityMessage({ ...base, online: false, waiting: 3 })?.text).toBe(
      "You're offline · 3 entries waiting to sync",
    );
    expect(connectivityMessage({ ...base, waiting: 1, syncing: true })?.text).toBe(
      'Syncing 1 entry…',
    );
    expect(connectivityMessage({ ...base, refused: 1 })).toEqual({
      tone: 'refused',
      text: '1 entry not synced',
    });
    expect(connectivityBannerShown({ ...base, refused: 1 })).toBe(true);
    expect(message({ ...base, online: false, waiting: 1 }, timesheetT('es'))?.text).toBe(
      'Estás sin conexión · 1 registro esperando sincronizarse',
    );
  });
});
