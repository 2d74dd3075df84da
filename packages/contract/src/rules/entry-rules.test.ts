import {
  ENTRY_REFUSALS,
  exceedsDayCap,
  judgeEntry,
  type CandidateCode,
  type EntryFacts,
} from './entry-rules';
import { describe, expect, it } from 'vitest';

const code = (id: string, min: number, max: number, isActive = true): CandidateCode => ({
  id,
  code: id.toUpperCase(),
  compRate: '1.00',
  minHourlyRate: min,
  maxHourlyRate: max,
  isActive,
});

const split = [code('below', 0, 36), code('above', 36, 999.99)];

const work: EntryFacts = {
  isPto: false,
  hours: '8.00',
  worker: { hourlyRate: '30.00' },
  job: { isActive: true },
  workTypeOnJob: true,
  dayTotal: '0',
  codes: split,
};
const other: EntryFacts = {
  isPto: true,
  hours: '8.00',
  worker: { hourlyRate: '30.00' },
  otherTypeActive: true,
  dayTotal: '0',
};

describe('the 24-hour day (company spec §8)', () => {
  it.each([
    ['0', '12', false],
    ['12', '12', false], // exactly 24 is allowed
    ['12.25', '11.75', false],
    ['12.25', '12', true], // 24.25
    ['23.99', '0.01', false],
    ['23.99', '0.02', true],
    // 0.1 + 0.2 style float errors never count against a worker: 0.1 × 3 + 23.7 is exactly 24.
    ['23.7', 0.3, false],
    [0.1 + 0.2, '23.7', false],
  ] as const)('%s h on the day and %s h more exceeds it: %s', (total, hours, exceeds) => {
    expect(exceedsDayCap(total, hours)).toBe(exceeds);
  });
});

describe('judging an entry: the first rule it fails, in order (company spec §2.4, §8)', () => {
  it.each<[string, EntryFacts, string]>([
    ['a worker outside the company', { ...work, worker: undefined }, 'worker_missing'],
    // The worker is checked first, whatever else is wrong.
    [
      'no worker and an inactive job',
      { ...work, worker: undefined, job: { isActive: false } },
      'worker_missing',
    ],
    // A closed pay period refuses the day before anything else about the entry.
    ['a day of a closed pay period', { ...work, periodClosed: true }, 'period_closed'],
    [
      'a closed period and an inactive job',
      { ...work, periodClosed: true, job: { isActive: false } },
      'period_closed',
    ],
    ['Other time in a closed period', { ...other, periodClosed: true }, 'period_closed'],
    [
      'no worker in a closed period',
      { ...work, worker: undefined, periodClosed: true },
      'worker_missing',
    ],
    ['a missing Other type', { ...other, otherTypeActive: false }, 'other_type_missing'],
    ['a job of another company', { ...work, job: undefined }, 'job_inactive'],
    ['an inactive job', { ...work, job: { isActive: false } }, 'job_inactive'],
    [
      'an inactive job and a work type off the job',
      { ...work, job: { isActive: false }, workTypeOnJob: false },
      'job_inactive',
    ],
    ['a work type off the job', { ...work, workTypeOnJob: false }, 'work_type_not_on_job'],
    ['a full day', { ...work, dayTotal: '20', hours: '4.25' }, 'day_cap'],
    ['a full day of Other time', { ...other, dayTotal: '20', hours: '4.25' }, 'day_cap'],
    // The day is checked before the code.
    ['a full day and no code', { ...work, dayTotal: '24', codes: [] }, 'day_cap'],
    [
      'no code for the rate',
      { ...work, codes: [code('below', 0, 36)], worker: { hourlyRate: '40' } },
      'no_code',
    ],
    ['only inactive codes', { ...work, codes: [code('x', 0, 0, false)] }, 'no_code'],
  ])('%s: %s', (_, facts, refusal) => {
    expect(judgeEntry(facts).refusal).toBe(refusal);
  });

  it.each([
    ['35.99', 'below'],
    ['36.00', 'above'],
    ['999.99', 'above'],
  ])('work at %s an hour takes the %s code of the work type', (rate, id) => {
    const judged = judgeEntry({ ...work, worker: { hourlyRate: rate } });
    expect(judged.refusal).toBeUndefined();
    expect(!judged.refusal && judged.code?.id).toBe(id);
  });

  it('Other time takes no code', () => {
    expect(judgeEntry(other)).toEqual({
      code: null,
      classification: { id: null, operator: false },
    });
  });

  it('a change that keeps the code from before is not matched again', () => {
    expect(judgeEntry({ ...work, codes: undefined })).toEqual({ code: undefined });
  });
});

describe('the classification of a public-works entry (decision 0028; 29 CFR 5.5(a)(3)(i))', () => {
  const facts = (c: NonNullable<EntryFacts['classification']>): EntryFacts => ({
    ...work,
    classification: c,
  });
  it.each<[string, NonNullable<EntryFacts['classification']>, unknown]>([
    [
      'one of the job’s, asked for, is taken',
      { asked: 'c1', ofJob: true, isOperator: false, workerDefault: 'c2' },
      { id: 'c1', operator: false },
    ],
    [
      'none asked: the worker’s default on the job',
      { asked: null, ofJob: false, isOperator: true, workerDefault: 'c2' },
      { id: 'c2', operator: true },
    ],
    [
      'none asked and no default: none',
      { asked: null, ofJob: false, isOperator: false, workerDefault: null },
      { id: null, operator: false },
    ],
  ])('%s', (_, classification, expected) => {
    const judged = judgeEntry(facts(classification));
    expect(!judged.refusal && judged.classification).toEqual(expected);
  });

  it('one not of the job (another job’s, inactive, or any on a job without a determination) is refused', () => {
    const judged = judgeEntry(
      facts({ asked: 'c9', ofJob: false, isOperator: false, workerDefault: 'c2' }),
    );
    expect(judged).toEqual({ refusal: 'classification_not_of_job' });
    expect(ENTRY_REFUSALS.classification_not_of_job.path).toBe('classificationId');
  });

  it('an entry that keeps its classification is not judged on it', () => {
    const judged = judgeEntry(work);
    expect(!judged.refusal && judged.classification).toBeUndefined();
  });
});
