import { describe, expect, it } from 'vitest';
import type { Punch, PunchClock } from '@sitehours/contract/schemas';
import {
  actionsFor,
  clockView,
  formatTimer,
  initialChoice,
  stillUnconfirmed,
  workChoiceFrom,
  workedSecondsAt,
} from './punch-clock-rules';
import type { QueuedPunch } from './punch-queue-rules';

const ZONE = 'America/Los_Angeles';
const at = (day: string, time: string) => `${day}T${time}-08:00`;
const DAY = '2026-11-23';

const serverPunch = (over: Partial<Punch>): Punch => ({
  id: 'p',
  clientId: 'c',
  kind: 'in',
  at: new Date(at(DAY, '07:00:00')).toISOString(),
  receivedAt: new Date(at(DAY, '07:00:01')).toISOString(),
  workDate: DAY,
  jobId: 'job-1',
  workTypeId: 'wt-1',
  clockSkewFlagged: false,
  outsideRadius: false,
  distanceM: null,
  entryId: null,
  problem: null,
  ...over,
});

const offClock = (over: Partial<PunchClock> = {}): PunchClock => ({
  timeCapture: 'times',
  state: 'off',
  since: null,
  workDate: null,
  jobId: null,
  jobName: null,
  workTypeId: null,
  workTypeName: null,
  workedSeconds: 0,
  asksRestBreaks: true,
  locationConsent: null,
  punches: [],
  ...over,
});

let seq = 0;
const queued = (over: Partial<QueuedPunch>): QueuedPunch => ({
  seq: ++seq,
  clientId: `q${seq}`,
  kind: 'in',
  at: at(DAY, '07:00:00'),
  jobId: null,
  workTypeId: null,
  jobName: null,
  workTypeName: null,
  location: null,
  restBreaksGiven: null,
  locatingUntil: null,
  status: 'queued',
  error: null,
  ...over,
});

const clockIn = (time: string, over: Partial<QueuedPunch> = {}) =>
  queued({
    kind: 'in',
    at: at(DAY, time),
    jobId: 'job-1',
    jobName: 'Harbor Point',
    workTypeId: 'wt-1',
    workTypeName: 'Carpentry',
    ...over,
  });

describe('clockView: the clock after the punches still on the device', () => {
  it('shows the server clock as it is when nothing waits', () => {
    const server = offClock({ workedSeconds: 120, punches: [serverPunch({ kind: 'out' })] });
    const view = clockView(server, [], ZONE);
    expect(view).toMatchObject({ state: 'off', since: null, workedSeconds: 120 });
    expect(view.punches).toEqual([expect.objectContaining({ kind: 'out', pending: false })]);
  });

  it('turns a day of queued punches into working, meal and off, counting closed stretches', () => {
    const punches = [
      clockIn('07:00:00'),
      queued({
        kind: 'switch',
        at: at(DAY, '09:30:10'),
        jobId: 'job-1',
        jobName: 'Harbor Point',
        workTypeId: 'wt-2',
        workTypeName: 'Electrical',
      }),
      queued({ kind: 'meal_start', at: at(DAY, '11:30:00') }),
    ];
    let view = clockView(offClock(), punches.slice(0, 1), ZONE);
    expect(view).toMatchObject({
      state: 'working',
      since: at(DAY, '07:00:00'),
      jobName: 'Harbor Point',
      workTypeName: 'Carpentry',
      workedSeconds: 0,
    });
    view = clockView(offClock(), punches.slice(0, 2), ZONE);
    expect(view).toMatchObject({
      state: 'working',
      workTypeName: 'Electrical',
      workedSeconds: 9010,
    });
    view = clockView(offClock(), punches, ZONE);
    // On the meal, the names of the stretch before it stay; 9,010 s + 7,190 s.
    expect(view).toMatchObject({
      state: 'meal',
      since: at(DAY, '11:30:00'),
      workTypeName: 'Electrical',
      workedSeconds: 16_200,
    });
    const after = [
      ...punches,
      queued({ kind: 'meal_end', at: at(DAY, '12:00:00') }),
      queued({ kind: 'out', at: at(DAY, '15:30:00'), restBreaksGiven: true }),
    ];
    view = clockView(offClock(), after, ZONE);
    expect(view).toMatchObject({ state: 'off', since: null, jobName: null, workedSeconds: 28_800 });
    expect(view.punches.map((p) => [p.kind, p.pending])).toEqual([
      ['in', true],
      ['switch', true],
      ['meal_start', true],
      ['meal_end', true],
      ['out', true],
    ]);
  });

  it('goes on from the server state: a queued clock-out closes the running stretch', () => {
    const server = offClock({
      state: 'working',
      since: new Date(at(DAY, '12:00:00')).toISOString(),
      workDate: DAY,
      jobName: 'Harbor Point',
      workTypeName: 'Carpentry',
      workedSeconds: 3600,
      punches: [serverPunch({ clientId: 's1' })],
    });
    const view = clockView(server, [queued({ kind: 'out', at: at(DAY, '13:00:00') })], ZONE);
    expect(view).toMatchObject({ state: 'off', workedSeconds: 7200 });
    expect(view.punches.map((p) => p.pending)).toEqual([false, true]);
  });

  it('applies a punch once: one the server already holds is not applied again', () => {
    const punch = clockIn('07:00:00', { clientId: 'same' });
    const server = offClock({
      state: 'working',
      since: new Date(at(DAY, '07:00:00')).toISOString(),
      workDate: DAY,
      punches: [serverPunch({ clientId: 'same' })],
    });
    const view = clockView(server, [punch], ZONE);
    expect(view.punches).toHaveLength(1);
    expect(view.punches[0]!.pending).toBe(false);
  });

  it('leaves out refused punches and punches that may not follow (a second clock-in)', () => {
    const view = clockView(
      offClock(),
      [
        clockIn('07:00:00'),
        clockIn('07:05:00', { workTypeName: 'Painting' }),
        queued({ kind: 'meal_start', at: at(DAY, '08:00:00'), status: 'refused', error: 'x' }),
      ],
      ZONE,
    );
    expect(view).toMatchObject({ state: 'working', workTypeName: 'Carpentry' });
    expect(view.punches).toHaveLength(1);
  });

  it('starts a new workday on a clock-in of another day', () => {
    const yesterday = offClock({
      workedSeconds: 28_800,
      punches: [serverPunch({ kind: 'out', workDate: '2026-11-22', clientId: 'old' })],
    });
    const view = clockView(yesterday, [clockIn('07:00:00')], ZONE);
    expect(view.workedSeconds).toBe(0);
    expect(view.punches.map((p) => p.clientId)).not.toContain('old');
  });
});

describe('the timer', () => {
  it('adds the running stretch to the closed ones, only while working', () => {
    const since = at(DAY, '07:00:00');
    const now = new Date(at(DAY, '08:01:05')).getTime();
    expect(workedSecondsAt({ state: 'working', since, workedSeconds: 60 }, now)).toBe(3725);
    expect(workedSecondsAt({ state: 'meal', since, workedSeconds: 60 }, now)).toBe(60);
    expect(workedSecondsAt({ state: 'off', since: null, workedSeconds: 0 }, now)).toBe(0);
    // A device clock behind the punch never shows less than the closed stretches.
    expect(workedSecondsAt({ state: 'working', since, workedSeconds: 5 }, 0)).toBe(5);
  });

  it('reads hours:minutes:seconds', () => {
    expect(formatTimer(0)).toBe('0:00:00');
    expect(formatTimer(3725)).toBe('1:02:05');
    expect(formatTimer(36_000 + 59)).toBe('10:00:59');
    expect(formatTimer(-3)).toBe('0:00:00');
  });
});

describe('the buttons of each state', () => {
  it('offers clock-in when off, switch, meal and out when working, end meal and out on a meal', () => {
    expect(actionsFor('off')).toEqual(['in']);
    expect(actionsFor('working')).toEqual(['switch', 'meal_start', 'out']);
    expect(actionsFor('meal')).toEqual(['meal_end', 'out']);
  });
});

describe('the remembered job and work type', () => {
  const typesOf = (jobId: string) => (jobId === 'job-1' ? ['wt-1', 'wt-2'] : undefined);

  it('starts with the last choice while the job is offered and carries the work type', () => {
    expect(initialChoice({ jobId: 'job-1', workTypeId: 'wt-2' }, ['job-1'], typesOf)).toEqual({
      jobId: 'job-1',
      workTypeId: 'wt-2',
    });
    expect(initialChoice({ jobId: 'job-1', workTypeId: 'wt-9' }, ['job-1'], typesOf)).toEqual({
      jobId: 'job-1',
      workTypeId: null,
    });
    expect(initialChoice({ jobId: 'gone', workTypeId: 'wt-1' }, ['job-1'], typesOf)).toEqual({
      jobId: null,
      workTypeId: null,
    });
    expect(initialChoice(null, ['job-1'], typesOf)).toEqual({ jobId: null, workTypeId: null });
  });

  it('reads back only what it wrote', () => {
    expect(workChoiceFrom({ jobId: 'a', workTypeId: 'b' })).toEqual({
      jobId: 'a',
      workTypeId: 'b',
    });
    expect(workChoiceFrom({ jobId: 3 })).toEqual({});
    expect(workChoiceFrom('x')).toBeNull();
  });
});

describe('punches just sent', () => {
  it('show until the clock has been read after them', () => {
    const sent = [{ sentAt: 1000 }, { sentAt: 2000 }];
    expect(stillUnconfirmed(sent, 1500)).toEqual([{ sentAt: 2000 }]);
    expect(stillUnconfirmed(sent, 2500)).toEqual([]);
  });
});
