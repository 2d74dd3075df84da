import { describe, expect, it } from 'vitest';
import {
  entryContentChanged,
  isMonday,
  stepsClearedByChange,
  weekStepOf,
  type EntryContent,
} from './approvals';

describe('isMonday', () => {
  it.each([
    ['2026-11-23', true],
    ['2026-11-24', false],
    ['2026-11-29', false],
    ['2024-01-01', true],
  ])('%s → %s', (day, monday) => expect(isMonday(day)).toBe(monday));
});

describe('weekStepOf', () => {
  const at = '2026-11-27T16:00:00.000Z';
  const later = '2026-11-28T09:00:00.000Z';
  it.each([
    ['no entries', [], 'empty'],
    ['nothing submitted', [{ status: 'pending' as const }], 'open'],
    [
      'an entry added after the submit',
      [{ status: 'pending' as const, submittedAt: at }, { status: 'pending' as const }],
      'open',
    ],
    [
      'all submitted',
      [
        { status: 'pending' as const, submittedAt: at },
        { status: 'pending' as const, submittedAt: later },
      ],
      'submitted',
    ],
    [
      'some reviewed',
      [
        { status: 'pending' as const, submittedAt: at, reviewedAt: later },
        { status: 'pending' as const, submittedAt: at },
      ],
      'submitted',
    ],
    [
      'all pending reviewed, some approved',
      [
        { status: 'pending' as const, submittedAt: at, reviewedAt: later },
        { status: 'approved' as const },
      ],
      'reviewed',
    ],
    ['all approved', [{ status: 'approved' as const }], 'approved'],
  ])('%s', (_name, entries, step) => expect(weekStepOf(entries).step).toBe(step));

  it('names the latest submit', () => {
    expect(
      weekStepOf([
        { status: 'pending', submittedAt: later },
        { status: 'pending', submittedAt: at },
      ]).submittedAt,
    ).toBe(later);
  });
});

describe('stepsClearedByChange', () => {
  const worker = 'worker-1';
  const base: EntryContent = {
    userId: worker,
    entryDate: '2026-11-24',
    hours: '8.00',
    notes: 'Framing',
    isPto: false,
    jobId: 'job-1',
    workTypeId: 'type-1',
    ptoTypeId: null,
    startedAt: null,
    endedAt: null,
  };
  const none = { submitted: false, reviewed: false };
  const review = { submitted: false, reviewed: true };
  const both = { submitted: true, reviewed: true };
  it.each([
    // Saved again as it was: nothing is taken back, whoever saves it.
    ['unchanged, by the worker', {}, worker, none],
    ['unchanged, by a manager', {}, 'manager-1', none],
    ['hours written another way', { hours: 8 }, worker, none],
    // The worker's own change: the week is submitted again and reviewed again.
    ['hours, by the worker', { hours: '7.50' }, worker, both],
    ['date, by the worker', { entryDate: '2026-11-25' }, worker, both],
    ['notes, by the worker', { notes: 'Framing, 2nd floor' }, worker, both],
    ['job, by the worker', { jobId: 'job-2' }, worker, both],
    ['work type, by the worker', { workTypeId: 'type-2' }, worker, both],
    [
      'work to Other time, by the worker',
      { isPto: true, jobId: null, workTypeId: null, ptoTypeId: 'pto-1' },
      worker,
      both,
    ],
    // A manager's, an admin's or an operator's change: the review only.
    ['hours, by a manager', { hours: '9.00' }, 'manager-1', review],
    ['work type, by an admin', { workTypeId: 'type-2' }, 'admin-1', review],
    ['notes, by an operator in a support session', { notes: 'x' }, null, review],
    [
      'punch times corrected, by an admin',
      { startedAt: '2026-11-24T15:00:00Z', endedAt: '2026-11-24T23:00:00Z' },
      'admin-1',
      review,
    ],
    // Moved to another worker, who never submitted it.
    ['moved to another worker, by an admin', { userId: 'worker-2' }, 'admin-1', both],
  ] as const)('%s', (_, change, actorUserId, expected) => {
    const after = { ...base, ...change } as EntryContent;
    expect(stepsClearedByChange({ before: base, after, actorUserId })).toEqual(expected);
  });

  it('reads empty notes as none', () => {
    expect(entryContentChanged({ ...base, notes: null }, { ...base, notes: '' })).toBe(false);
  });

  it('compares punch times as instants, not as text', () => {
    const punched = {
      ...base,
      startedAt: new Date('2026-11-24T15:00:00Z'),
      endedAt: new Date('2026-11-24T23:00:00Z'),
    };
    const same = {
      ...punched,
      startedAt: '2026-11-24T07:00:00-08:00',
      endedAt: '2026-11-24T15:00:00-08:00',
    };
    expect(entryContentChanged(punched, same)).toBe(false);
    expect(entryContentChanged(punched, { ...same, endedAt: '2026-11-24T15:01:00-08:00' })).toBe(
      true,
    );
    expect(entryContentChanged(punched, { ...punched, startedAt: null, endedAt: null })).toBe(true);
  });
});
