import { describe, expect, it } from 'vitest';
import { ApiError } from '@/app/errors/api-error';
import { createPunchQueue, type PunchStorage } from './punch-queue';
import type { NewPunch, QueuedPunch } from './punch-queue-rules';

function memoryStorage(): PunchStorage & { stored: Map<string, unknown> } {
  const stored = new Map<string, unknown>();
  return {
    stored,
    read: (owner) => structuredClone(stored.get(owner) ?? []),
    write: (owner, queue) => void stored.set(owner, structuredClone(queue)),
  };
}

const OWNER = 'user|company';
let n = 0;
const punch = (kind: NewPunch['kind'], over: Partial<NewPunch> = {}): NewPunch => ({
  clientId: `c${++n}`,
  kind,
  at: `2026-11-23T07:0${n % 10}:00-08:00`,
  jobId: null,
  workTypeId: null,
  jobName: null,
  workTypeName: null,
  location: null,
  restBreaksGiven: null,
  locatingUntil: null,
  ...over,
});

function setup(answer: (p: QueuedPunch) => Promise<unknown>) {
  const storage = memoryStorage();
  const sent: string[] = [];
  const queue = createPunchQueue({
    storage,
    now: () => 10_000,
    send: (p) => {
      sent.push(p.kind);
      return answer(p);
    },
  });
  return { storage, sent, queue };
}

describe('the punch queue at run time', () => {
  it('keeps each press on the device at once and sends them in order, each once', async () => {
    const { storage, sent, queue } = setup(() => Promise.resolve({}));
    queue.add(OWNER, punch('in'));
    queue.add(OWNER, punch('meal_start'));
    expect((storage.stored.get(OWNER) as unknown[]).length).toBe(2);
    await Promise.all([queue.sync(OWNER), queue.sync(OWNER)]);
    expect(sent).toEqual(['in', 'meal_start']);
    expect(queue.snapshot(OWNER).queue).toEqual([]);
    expect(queue.snapshot(OWNER).sent.map((p) => p.kind)).toEqual(['in', 'meal_start']);
    await queue.sync(OWNER);
    expect(sent).toHaveLength(2);
  });

  it('waits without a connection and sends what waited when it is back', async () => {
    let online = false;
    const { sent, queue } = setup(() =>
      online ? Promise.resolve({}) : Promise.reject(new ApiError('offline', { status: 0 })),
    );
    queue.add(OWNER, punch('out', { restBreaksGiven: true }));
    await queue.sync(OWNER);
    expect(queue.snapshot(OWNER).queue.map((p) => p.status)).toEqual(['queued']);
    online = true;
    await queue.sync(OWNER);
    expect(sent).toEqual(['out', 'out']);
    expect(queue.snapshot(OWNER).queue).toEqual([]);
  });

  it('keeps a refused punch with its message until the worker has seen it, and goes on', async () => {
    const { sent, queue } = setup((p) =>
      p.kind === 'meal_end'
        ? Promise.reject(
            new ApiError('x', { status: 409, body: { message: 'x', code: 'punchNotOnMeal' } }),
          )
        : Promise.resolve({}),
    );
    queue.add(OWNER, punch('meal_end'));
    queue.add(OWNER, punch('out'));
    await queue.sync(OWNER);
    expect(sent).toEqual(['meal_end', 'out']);
    const [refused] = queue.snapshot(OWNER).queue;
    expect(refused).toMatchObject({ kind: 'meal_end', status: 'refused', error: 'punchNotOnMeal' });
    await queue.sync(OWNER);
    expect(sent).toHaveLength(2);
    queue.dismiss(OWNER, refused!.clientId);
    expect(queue.snapshot(OWNER).queue).toEqual([]);
  });

  it('holds a punch looking for its position, then sends it with the position', async () => {
    const bodies: QueuedPunch[] = [];
    const { queue } = setup((p) => {
      bodies.push(p);
      return Promise.resolve({});
    });
    const p = punch('in', { locatingUntil: 20_000 });
    queue.add(OWNER, p);
    await queue.sync(OWNER);
    expect(bodies).toEqual([]);
    queue.located(OWNER, p.clientId, { latitude: 1, longitude: 2, accuracy: 5 });
    await queue.sync(OWNER);
    expect(bodies[0]?.location).toEqual({ latitude: 1, longitude: 2, accuracy: 5 });
  });

  it('keeps each worker and company apart', async () => {
    const { storage, queue } = setup(() => new Promise(() => undefined));
    queue.add(OWNER, punch('in'));
    queue.add('other|company', punch('in'));
    expect(queue.snapshot(OWNER).queue).toHaveLength(1);
    expect(queue.snapshot('other|company').queue).toHaveLength(1);
    expect([...storage.stored.keys()]).toEqual([OWNER, 'other|company']);
  });
});
