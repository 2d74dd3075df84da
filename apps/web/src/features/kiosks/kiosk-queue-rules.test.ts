import { describe, expect, it } from 'vitest';
import { ApiError } from '@/app/errors/api-error';
import {
  credentialFromHash,
  kioskActions,
  kioskPunchRequestOf,
  matchingWorkers,
  nextToSend,
  queueFrom,
  sendOutcome,
  withPunch,
  type NewKioskPunch,
} from './kiosk-queue-rules';

const punch = (clientId: string, extra: Partial<NewKioskPunch> = {}): NewKioskPunch => ({
  clientId,
  userId: 'u1',
  name: 'Ana Ruiz',
  pin: '2468',
  kind: 'in',
  at: '2026-11-23T07:00:00-08:00',
  workTypeId: 'w1',
  photo: null,
  ...extra,
});

describe('the kiosk queue', () => {
  it('sends in the order made, skipping refused punches', () => {
    let queue = withPunch([], punch('a'));
    queue = withPunch(queue, punch('b'));
    expect(nextToSend(queue)?.clientId).toBe('a');
    queue = queue.map((p) => (p.clientId === 'a' ? { ...p, status: 'refused' as const } : p));
    expect(nextToSend(queue)?.clientId).toBe('b');
  });

  it('sends the PIN, the work type and the photo only when there are some', () => {
    const [queued] = withPunch([], punch('a', { kind: 'out', workTypeId: null }));
    const body = kioskPunchRequestOf(queued!, new Date('2026-11-23T15:00:00Z'));
    expect(body).toMatchObject({ userId: 'u1', pin: '2468', clientId: 'a', kind: 'out' });
    expect(body).not.toHaveProperty('workTypeId');
    expect(body).not.toHaveProperty('photo');
  });

  it('retries when offline or the server is down, stops on a refused credential', () => {
    expect(sendOutcome({ ok: true })).toEqual({ kind: 'done' });
    expect(sendOutcome({ ok: false, error: new TypeError('fetch') })).toEqual({ kind: 'retry' });
    expect(sendOutcome({ ok: false, error: new ApiError('x', { status: 503 }) })).toEqual({
      kind: 'retry',
    });
    expect(sendOutcome({ ok: false, error: new ApiError('x', { status: 401 }) })).toEqual({
      kind: 'stop',
    });
    expect(sendOutcome({ ok: false, error: new ApiError('Wrong', { status: 400 }) }).kind).toBe(
      'refused',
    );
  });

  it('reads back only what is a punch', () => {
    expect(queueFrom('x')).toEqual([]);
    expect(queueFrom([{ seq: 1 }, ...withPunch([], punch('a'))])).toHaveLength(1);
  });
});

describe('the kiosk screen', () => {
  it('offers the punches that fit where the worker stands', () => {
    expect(kioskActions('off')).toEqual(['in']);
    expect(kioskActions('working')).toEqual(['switch', 'meal_start', 'out']);
    expect(kioskActions('meal')).toEqual(['meal_end', 'out']);
    expect(kioskActions(null)).toHaveLength(5);
  });

  it('finds names without case or accents', () => {
    const workers = [{ name: 'José Ruiz' }, { name: 'Ana Li' }];
    expect(matchingWorkers(workers, 'jose')).toEqual([{ name: 'José Ruiz' }]);
    expect(matchingWorkers(workers, '  ')).toHaveLength(2);
  });

  it('reads a credential from the set-up link only when it looks like one', () => {
    const credential = 'a'.repeat(43);
    expect(credentialFromHash(`#${credential}`)).toBe(credential);
    expect(credentialFromHash('#short')).toBeNull();
  });
});
