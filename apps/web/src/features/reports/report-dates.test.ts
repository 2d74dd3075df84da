import { describe, expect, it } from 'vitest';
import {
  RANGE_STEP_DAYS,
  addDays,
  currentWeek,
  dayHeading,
  daysOf,
  formatRangeLabel,
  localIsoDate,
  sameRange,
  shiftRange,
  weekOf,
} from './report-dates';

describe('weeks', () => {
  it('runs Monday to Sunday, from any day of the week', () => {
    const week = { startDate: '2026-11-16', endDate: '2026-11-22' };
    for (const day of daysOf(week)) expect(weekOf(day)).toEqual(week);
    expect(weekOf('2026-11-23')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
  });

  it('crosses months, years and leap days', () => {
    expect(weekOf('2027-01-01')).toEqual({ startDate: '2026-12-28', endDate: '2027-01-03' });
    expect(weekOf('2028-02-29')).toEqual({ startDate: '2028-02-28', endDate: '2028-03-05' });
  });

  it('takes the current week from the local calendar day', () => {
    // Sunday evening local time stays in the week that began on Monday.
    expect(currentWeek(new Date(2026, 10, 22, 23, 30))).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
    expect(localIsoDate(new Date(2026, 0, 5, 0, 5))).toBe('2026-01-05');
  });

  it('lists the seven days of a week in order', () => {
    expect(daysOf({ startDate: '2026-03-09', endDate: '2026-03-15' })).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
    expect(daysOf({ startDate: '2026-03-15', endDate: '2026-03-09' })).toEqual([]);
  });
});

describe('the range step (ADR 0008)', () => {
  const week = { startDate: '2026-11-16', endDate: '2026-11-22' };

  it('moves seven days back and seven days forward', () => {
    expect(RANGE_STEP_DAYS).toBe(7);
    expect(shiftRange(week, -1)).toEqual({ startDate: '2026-11-09', endDate: '2026-11-15' });
    expect(shiftRange(week, 1)).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
  });

  it('returns to the same week after previous then next, and keeps Monday starts', () => {
    let range = week;
    for (let i = 0; i < 60; i++) range = shiftRange(range, 1);
    for (let i = 0; i < 60; i++) range = shiftRange(range, -1);
    expect(range).toEqual(week);
    expect(sameRange(shiftRange(shiftRange(week, -1), 1), week)).toBe(true);
    const later = shiftRange(week, 1);
    expect(weekOf(later.startDate)).toEqual(later);
  });

  it('is not thrown off by summer time changes', () => {
    expect(addDays('2026-03-02', 7)).toBe('2026-03-09');
    expect(addDays('2026-10-26', 7)).toBe('2026-11-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('labels', () => {
  it('shows the range with the year once, or twice across a new year', () => {
    expect(formatRangeLabel({ startDate: '2026-11-16', endDate: '2026-11-22' })).toBe(
      'Nov 16 – Nov 22, 2026',
    );
    expect(formatRangeLabel({ startDate: '2026-12-28', endDate: '2027-01-03' })).toBe(
      'Dec 28, 2026 – Jan 3, 2027',
    );
  });

  it('heads a day column with its weekday and date', () => {
    expect(dayHeading('2026-11-16')).toEqual({
      weekday: 'Mon',
      date: '11/16',
      long: 'Monday, November 16',
    });
    expect(dayHeading('2026-11-22').weekday).toBe('Sun');
  });

  it('follows the locale of the interface', () => {
    expect(formatRangeLabel({ startDate: '2026-11-16', endDate: '2026-11-22' }, 'es-US')).toBe(
      '16 nov – 22 nov 2026',
    );
    expect(dayHeading('2026-11-16', 'es-US')).toEqual({
      weekday: 'lun',
      date: '16/11',
      long: 'lunes, 16 de noviembre',
    });
  });
});
