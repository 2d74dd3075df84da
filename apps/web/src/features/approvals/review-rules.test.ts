import { describe, expect, it } from 'vitest';
import type { ReviewEntry, ReviewList } from '@sitehours/contract/schemas';
import { chipOf, entryWhat, reviewableIds, stillChosen } from './review-rules';

const base: ReviewEntry = {
  id: 'a',
  hours: 4,
  isPto: false,
  jobName: 'Lakeshore',
  workTypeName: 'Carpentry',
  ptoName: null,
  notes: null,
  status: 'pending',
  submittedAt: null,
  submittedBy: null,
  reviewedAt: null,
  reviewedBy: null,
  approvedAt: null,
  approvedBy: null,
  mayReview: true,
};

describe('chipOf', () => {
  it.each([
    ['pending, no submit asked', base, false, 'pending'],
    ['not submitted', base, true, 'notSubmitted'],
    ['submitted', { ...base, submittedAt: '2026-11-27T10:00:00Z' }, true, 'submitted'],
    [
      'reviewed',
      { ...base, submittedAt: '2026-11-27T10:00:00Z', reviewedAt: '2026-11-28T10:00:00Z' },
      true,
      'reviewed',
    ],
    ['approved', { ...base, status: 'approved' as const, reviewedAt: 'x' }, false, 'approved'],
  ])('%s', (_name, entry, workerSubmit, chip) => expect(chipOf(entry, workerSubmit)).toBe(chip));
});

describe('reviewable ids', () => {
  const list: ReviewList = {
    workerSubmit: false,
    workers: [
      {
        userId: 'u',
        name: 'Luis',
        hours: 8,
        days: [
          {
            date: '2026-11-23',
            hours: 8,
            entries: [base, { ...base, id: 'b', mayReview: false }, { ...base, id: 'c' }],
          },
        ],
      },
    ],
  };
  it('lists only those the reviewer may review now', () => {
    expect(reviewableIds(list)).toEqual(['a', 'c']);
    expect(reviewableIds(undefined)).toEqual([]);
  });
  it('keeps only chosen ids still reviewable', () => {
    expect(stillChosen(new Set(['b', 'c', 'z']), reviewableIds(list))).toEqual(['c']);
  });
});

describe('entryWhat', () => {
  it('names the job and work type, or the Other type', () => {
    expect(entryWhat(base)).toBe('Lakeshore · Carpentry');
    expect(entryWhat({ ...base, isPto: true, ptoName: 'Holiday' })).toBe('Holiday');
  });
});
