// Days must not move with the browser's zone: this file runs in one with daylight saving.
process.env.TZ = 'America/Los_Angeles';

import { describe, expect, it } from 'vitest';
import { addDays, companyToday, daysBetween, isDay, weekEnd, weekStart } from './calendar-days';

describe('calendar days in a zone with daylight saving', () => {
  it('steps over the spring and autumn changes one day at a time', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDays('2026-11-02', -1)).toBe('2026-11-01');
    expect(daysBetween('2026-03-06', '2026-03-10')).toEqual([
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
  });

  it('keeps weeks Monday to Sunday across a change', () => {
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
    expect(weekEnd('2026-11-02')).toBe('2026-11-08');
  });

  it('caps a range and refuses a reversed one', () => {
    expect(daysBetween('2026-01-01', '2027-12-31')).toHaveLength(400);
    expect(daysBetween('2026-01-02', '2026-01-01')).toEqual([]);
  });

  it('checks day strings', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-1-1')).toBe(false);
  });

  it("reads today in the company's zone, whatever the browser's", () => {
    const instant = new Date('2026-11-23T05:30:00Z');
    expect(companyToday('America/New_York', instant)).toBe('2026-11-23');
    expect(companyToday('Asia/Tokyo', instant)).toBe('2026-11-23');
    expect(companyToday('America/Los_Angeles', instant)).toBe('2026-11-22');
  });
});
