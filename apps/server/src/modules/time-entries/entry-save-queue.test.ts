import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/database';
import { EntrySaveQueue, takeGroup, type WaitingSave } from './entry-save-queue';
import type { NewEntry, NewEntryOfCompany, SavedEntry } from './time-entry.repository';

interface Answer {
  resolve: (rows: SavedEntry[]) => void;
  reject: (error: Error) => void;
}
/** Each call to the database, answered by the test. */
const calls: { group: NewEntryOfCompany[]; answer: Answer }[] = [];
vi.mock('./time-entry.repository', () => ({
  saveNewEntries: (_db: unknown, group: NewEntryOfCompany[]) =>
    new Promise<SavedEntry[]>((resolve, reject) =>
      calls.push({ group: [...group], answer: { resolve, reject } }),
    ),
}));

const acme = { tenantId: 't-acme', companyId: 'c-acme' };
const birch = { tenantId: 't-birch', companyId: 'c-birch' };

function entry(worker: string, clientId: string | null = null): NewEntry {
  return {
    worker,
    id: `id-${worker}-${clientId}`,
    clientId,
    day: '2026-11-16',
    hours: '8.00',
    notes: null,
    isPto: false,
    job: 'job',
    workType: 'type',
    ptoType: null,
    createdBy: worker,
    changedBy: worker,
    changedByName: worker,
  };
}

function waiting(scope: typeof acme, e: NewEntry, alone = false): WaitingSave {
  return { scope, entry: e, alone, tries: 0, resolve: () => {}, reject: () => {} };
}

const workersOf = (group: WaitingSave[]) => group.map((s) => s.entry.worker);

/** The workers of each call to the repository. */
const groupsCalled = () => calls.map((c) => c.group.map((s) => s.entry.worker));

function answer(call: number, outcomes: SavedEntry['outcome'][]) {
  calls[call]!.answer.resolve(
    outcomes.map((outcome) => ({
      outcome,
      seenId: outcome === 'seen' ? 'seen-id' : null,
      seenUser: null,
      jobName: 'Job',
      workTypeName: 'Type',
      ptoName: null,
      wcCodeId: 'code-id',
      wcCode: '5403',
      classificationId: null,
      equipment: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    })),
  );
}

/** Lets the queue's callbacks run, up to the start of its next group (on the next turn). */
const settle = () => new Promise((resolve) => setImmediate(() => setImmediate(resolve)));

describe('takeGroup', () => {
  it('takes the waiting saves in order, one per worker and per client id of a tenant', () => {
    const queue = [
      waiting(acme, entry('w1', 'a')),
      waiting(birch, entry('w2', 'a')), // the same client id in another tenant
      waiting(acme, entry('w1', 'b')), // w1 again: the next group
      waiting(acme, entry('w3', 'a')), // client id a again in Acme: the next group
      waiting(acme, entry('w4')),
      waiting(acme, entry('w5'), true), // to be tried alone
    ];
    expect(workersOf(takeGroup(queue))).toEqual(['w1', 'w2', 'w4']);
    expect(workersOf(queue)).toEqual(['w1', 'w3', 'w5']);
    expect(workersOf(takeGroup(queue))).toEqual(['w1', 'w3']);
    expect(workersOf(takeGroup(queue))).toEqual(['w5']);
    expect(takeGroup(queue)).toEqual([]);
  });

  it('goes alone when the first save is to be tried alone, and stops at the largest group', () => {
    const queue = [waiting(acme, entry('w0'), true), waiting(acme, entry('w1'))];
    expect(workersOf(takeGroup(queue))).toEqual(['w0']);
    const many = Array.from({ length: 5 }, (_, i) => waiting(acme, entry(`w${i}`)));
    expect(workersOf(takeGroup(many, 3))).toEqual(['w0', 'w1', 'w2']);
    expect(workersOf(many)).toEqual(['w3', 'w4']);
  });
});

describe('EntrySaveQueue', () => {
  const db = {} as Db;
  let queue: EntrySaveQueue;

  beforeEach(() => {
    calls.length = 0;
    queue = new EntrySaveQueue(db);
  });

  it('starts a group with the saves received, and those that arrive meanwhile go next', async () => {
    const first = ['w0', 'w1'].map((w) => queue.save(acme, entry(w)));
    expect(groupsCalled()).toEqual([]);
    await settle();
    expect(groupsCalled()).toEqual([['w0', 'w1']]);
    const rest = ['w2', 'w3', 'w4'].map((w) => queue.save(w === 'w3' ? birch : acme, entry(w)));
    await settle();
    expect(groupsCalled()).toHaveLength(1);

    answer(0, ['created', 'created']);
    await expect(Promise.all(first)).resolves.toMatchObject([
      { outcome: 'created', wcCode: '5403' },
      { outcome: 'created' },
    ]);
    await settle();
    expect(groupsCalled()).toEqual([
      ['w0', 'w1'],
      ['w2', 'w3', 'w4'],
    ]);
    // A group may hold several companies' saves; each answer comes back to its own save.
    expect(calls[1]!.group.map((s) => s.scope.companyId)).toEqual(['c-acme', 'c-birch', 'c-acme']);

    answer(1, ['created', 'day_cap', 'created']);
    const answers = await Promise.all(rest);
    expect(answers.map((a) => a.outcome)).toEqual(['created', 'day_cap', 'created']);
  });

  it("tries each save of a failed group alone, so that one save's failure is its own", async () => {
    const blocker = queue.save(acme, entry('w0'));
    await settle();
    const saves = ['w1', 'w2'].map((w) => queue.save(acme, entry(w)));
    answer(0, ['created']);
    await blocker;
    await settle();
    calls[1]!.answer.reject(new Error('deadlock detected'));
    await settle();
    expect(groupsCalled().slice(2)).toEqual([['w1']]);
    calls[2]!.answer.reject(new Error('value too long'));
    await expect(saves[0]).rejects.toThrow('value too long');
    await settle();
    expect(groupsCalled().slice(3)).toEqual([['w2']]);
    answer(3, ['created']);
    await expect(saves[1]).resolves.toMatchObject({ outcome: 'created' });
    await settle();
    expect(calls).toHaveLength(4);
  });

  it('asks again, alone, for a save whose client id was taken while its group ran', async () => {
    const save = queue.save(acme, entry('w1', 'c-1'));
    await settle();
    answer(0, ['taken_meanwhile']);
    await settle();
    expect(groupsCalled()).toEqual([['w1'], ['w1']]);
    answer(1, ['seen']);
    await expect(save).resolves.toMatchObject({ outcome: 'seen', seenId: 'seen-id' });
    await settle();
    expect(calls).toHaveLength(2);
  });
});
