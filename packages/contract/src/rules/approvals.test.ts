import { describe, expect, it } from 'vitest';
import { isMonday, weekStepOf } from './approvals';

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
