import { describe, expect, it } from 'vitest';
import { dataAsOf, noteDataAsOf } from './data-freshness';

describe('data freshness of answers', () => {
  it('keeps the latest replica time of a call and forgets it when the primary answers', () => {
    noteDataAsOf('time-entries/weekly-report', '2026-11-27T09:00:00.000Z');
    expect(dataAsOf('time-entries/weekly-report')).toBe('2026-11-27T09:00:00.000Z');
    expect(dataAsOf('time-entries/employee-weekly-report')).toBeUndefined();
    noteDataAsOf('time-entries/weekly-report', null);
    expect(dataAsOf('time-entries/weekly-report')).toBeUndefined();
  });
});
