import { describe, expect, it } from 'vitest';
import type { EntryRecord } from './entry-records';
import { entryFixture as entry } from './fixtures';
import {
  footerLines,
  formatTotal,
  hoursByJob,
  hoursDigits,
  roundHours,
  summarizeDay,
  weekTotals,
} from './totals';
import { weekDays } from './dates';

const pto = (over: Partial<EntryRecord>) =>
  entry({
    isPto: true,
    jobId: null,
    jobName: null,
    workTypeId: null,
    workTypeName: null,
    ptoTypeId: 'p1',
    ptoName: 'Vacation',
    displayName: 'Vacation',
    ...over,
  });

describe('totals', () => {
  it('rounds to 2 decimals and shows zero as 0.0', () => {
    expect(roundHours(0.1 + 0.2)).toBe(0.3);
    expect(formatTotal(0)).toBe('0.0');
    expect(formatTotal(-0)).toBe('0.0');
    expect(formatTotal(40)).toBe('40.0');
    expect(formatTotal(7.5)).toBe('7.5');
    expect(formatTotal(7.25)).toBe('7.25');
    expect(formatTotal(1.005 + 2)).toBe('3.0');
    expect([8, 7.5, 7.25, 6.75, 1.005 + 2].map(hoursDigits)).toEqual([1, 1, 2, 2, 1]);
  });

  it("sums a day's entries and names the Other type when it holds only those", () => {
    const list = [
      entry({ hours: 5 }),
      entry({ hours: 3.25 }),
      pto({ entryDate: '2026-11-17', hours: 8 }),
      pto({ entryDate: '2026-11-18', hours: 4 }),
      entry({ entryDate: '2026-11-18', hours: 4 }),
      pto({ entryDate: '2026-11-19', hours: 4 }),
      pto({ entryDate: '2026-11-19', hours: 4, ptoTypeId: 'p2', ptoName: 'Sick' }),
    ];
    expect(summarizeDay(list, '2026-11-16')).toMatchObject({ total: 8.25, ptoLabel: null });
    expect(summarizeDay(list, '2026-11-17')).toMatchObject({ total: 8, ptoLabel: 'Vacation' });
    expect(summarizeDay(list, '2026-11-18').ptoLabel).toBeNull();
    expect(summarizeDay(list, '2026-11-19').ptoLabel).toBe('Vacation, Sick');
    expect(summarizeDay(list, '2026-11-20')).toMatchObject({ total: 0, ptoLabel: null });
    expect(summarizeDay(list, '2026-11-20').entries).toEqual([]);
  });

  it('splits weekday and weekend hours', () => {
    const days = weekDays('2026-11-16', true);
    const list = [
      entry({ hours: 8 }),
      entry({ entryDate: '2026-11-20', hours: 7.75 }),
      entry({ entryDate: '2026-11-21', hours: 3 }),
      entry({ entryDate: '2026-11-22', hours: 1.5 }),
      entry({ entryDate: '2026-11-23', hours: 9 }), // next week
    ];
    expect(weekTotals(list, days)).toEqual({
      weekdayTotal: 15.75,
      weekendTotal: 4.5,
      fullTotal: 20.25,
    });
  });

  it('builds the footer for weekdays, weekdays with weekend hours, and the full week', () => {
    expect(footerLines({ weekdayTotal: 40, weekendTotal: 0, fullTotal: 40 }, false)).toEqual([
      { kind: 'weekday', hours: 40 },
    ]);
    expect(footerLines({ weekdayTotal: 40, weekendTotal: 4.5, fullTotal: 44.5 }, false)).toEqual([
      { kind: 'weekday', hours: 40 },
      { kind: 'weekend', hours: 4.5 },
      { kind: 'fullWeek', hours: 44.5 },
    ]);
    expect(footerLines({ weekdayTotal: 40, weekendTotal: 4.5, fullTotal: 44.5 }, true)).toEqual([
      { kind: 'weekly', hours: 44.5 },
    ]);
    expect(footerLines({ weekdayTotal: 0, weekendTotal: 0, fullTotal: 0 }, true)).toEqual([
      { kind: 'weekly', hours: 0 },
    ]);
  });

  it('groups hours by job and Other type, largest first', () => {
    const list = [
      entry({ hours: 3 }),
      entry({ hours: 2.5 }),
      entry({ jobId: 'j2', jobName: 'Shop & Yard', hours: 6 }),
      pto({ hours: 8 }),
    ];
    expect(hoursByJob(list)).toEqual([
      { key: 'pto:p1', name: 'Vacation', isPto: true, hours: 8 },
      { key: 'job:j2', name: 'Shop & Yard', isPto: false, hours: 6 },
      { key: 'job:j1', name: 'Harbor Point Apartments', isPto: false, hours: 5.5 },
    ]);
  });
});
