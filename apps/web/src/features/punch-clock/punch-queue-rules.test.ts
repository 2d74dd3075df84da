import { describe, expect, it } from 'vitest';
import { ApiError } from '@/app/errors/api-error';
import {
  isoWithOffset,
  newClientId,
  nextToSend,
  punchRequestOf,
  queueCounts,
  queueFrom,
  sendOutcome,
  withPunch,
  type NewPunch,
  type QueuedPunch,
} from './punch-queue-rules';

const punch = (over: Partial<NewPunch> = {}): NewPunch => ({
  clientId: newClientId(),
  kind: 'in',
  at: '2026-11-23T07:00:00-08:00',
  jobId: 'job',
  workTypeId: 'wt',
  jobName: 'Job',
  workTypeName: 'Type',
  location: null,
  restBreaksGiven: null,
  locatingUntil: null,
  ...over,
});

describe('the order of the queue', () => {
  it('numbers each press after the others and sends the first still waiting', () => {
    let queue: QueuedPunch[] = [];
    queue = withPunch(queue, punch({ kind: 'in' }));
    queue = withPunch(queue, punch({ kind: 'meal_start' }));
    queue = withPunch(queue, punch({ kind: 'meal_end' }));
    expect(queue.map((p) => [p.seq, p.kind, p.status])).toEqual([
      [1, 'in', 'queued'],
      [2, 'meal_start', 'queued'],
      [3, 'meal_end', 'queued'],
    ]);
    expect(nextToSend(queue, 0)?.kind).toBe('in');
    // A refused punch waits to be seen; the next one goes.
    const refused = queue.map((p) => (p.seq === 1 ? { ...p, status: 'refused' as const } : p));
    expect(nextToSend(refused, 0)?.kind).toBe('meal_start');
    // After the last one was removed, numbering goes on above what is left.
    expect(withPunch(queue.slice(1), punch({ kind: 'out' })).at(-1)?.seq).toBe(4);
  });

  it('never lets a later punch overtake one still looking for its position', () => {
    const queue = withPunch(
      withPunch([], punch({ kind: 'in', locatingUntil: 5_000 })),
      punch({ kind: 'out' }),
    );
    expect(nextToSend(queue, 4_999)).toBeNull();
    expect(nextToSend(queue, 5_000)?.kind).toBe('in');
  });

  it('has nothing to send when empty or all refused', () => {
    expect(nextToSend([], 0)).toBeNull();
    const refused = withPunch([], punch()).map((p) => ({ ...p, status: 'refused' as const }));
    expect(nextToSend(refused, 0)).toBeNull();
    expect(queueCounts(refused)).toEqual({ waiting: 0, refused: 1 });
  });
});

describe('the request of a punch', () => {
  it('carries the press time, the send time and only what the punch names', () => {
    const [p] = withPunch(
      [],
      punch({ kind: 'out', jobId: null, workTypeId: null, restBreaksGiven: false }),
    );
    const body = punchRequestOf(p!, new Date(2026, 10, 23, 15, 31, 2));
    expect(body).toEqual({
      clientId: p!.clientId,
      kind: 'out',
      at: '2026-11-23T07:00:00-08:00',
      sentAt: isoWithOffset(new Date(2026, 10, 23, 15, 31, 2)),
      restBreaksGiven: false,
    });
    const [located] = withPunch(
      [],
      punch({ location: { latitude: 37.8, longitude: -122.27, accuracy: 12 } }),
    );
    expect(punchRequestOf(located!, new Date())).toMatchObject({
      jobId: 'job',
      workTypeId: 'wt',
      location: { latitude: 37.8, longitude: -122.27, accuracy: 12 },
    });
  });

  it('writes the device time with its offset, which reads back as the same instant', () => {
    const date = new Date(Date.UTC(2026, 10, 23, 15, 2, 5));
    const text = isoWithOffset(date);
    expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(new Date(text).getTime()).toBe(date.getTime());
  });

  it('makes version-4 ids', () => {
    expect(newClientId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('what an answer means', () => {
  const refusal = (status: number, body: unknown) => new ApiError('x', { status, body });

  it('takes 201 and 200 (already recorded) as done', () => {
    expect(sendOutcome({ ok: true })).toEqual({ kind: 'done' });
  });

  it('keeps a refusal with the server message, by code', () => {
    expect(
      sendOutcome({
        ok: false,
        error: refusal(409, { error: 'Conflict', message: 'x', code: 'punchNotClockedIn' }),
      }),
    ).toEqual({ kind: 'refused', message: 'punchNotClockedIn' });
  });

  it('waits on no connection, a server away or busy, and stops when the sign-in ended', () => {
    expect(sendOutcome({ ok: false, error: new ApiError('x', { status: 0 }) }).kind).toBe('retry');
    expect(sendOutcome({ ok: false, error: refusal(503, null) }).kind).toBe('retry');
    expect(sendOutcome({ ok: false, error: refusal(429, null) }).kind).toBe('retry');
    expect(sendOutcome({ ok: false, error: new TypeError('x') }).kind).toBe('retry');
    expect(sendOutcome({ ok: false, error: refusal(401, null) }).kind).toBe('stop');
  });
});

describe('a queue read back from the device', () => {
  it('keeps the punches, in order, and drops what is not one', () => {
    const queue = withPunch(withPunch([], punch()), punch({ kind: 'out' }));
    expect(queueFrom([queue[1], 'junk', null, { seq: 'x' }, queue[0]])).toEqual(queue);
    expect(queueFrom('nonsense')).toEqual([]);
  });
});
