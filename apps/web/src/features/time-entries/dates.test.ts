import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayTitle,
  isDay,
  isWeekend,
  companyToday,
  localToday,
  monthLabel,
  shortDayName,
  shortWeekdayName,
  weekDays,
  weekEnd,
  weekStart,
} from './dates';

describe('week maths', () => {
  it('starts the week on Monday for every day, Sunday included', () => {
    // 2026-11-16 is a Monday.
    for (let i = 0; i < 7; i++) expect(weekStart(addDays('2026-11-16', i))).toBe('2026-11-16');
    expect(weekStart('2026-11-22')).toBe('2026-11-16'); // Sunday
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // next Monday
    expect(weekEnd('2026-11-18')).toBe('2026-11-22');
  });

  it('crosses months, years and daylight-saving changes', () => {
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('lists 5 weekdays or 7 days from Monday', () => {
    expect(weekDays('2026-11-19', false)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    const full = weekDays('2026-11-22', true);
    expect(full).toHaveLength(7);
    expect(full[6]).toBe('2026-11-22');
    expect(full.map(isWeekend)).toEqual([false, false, false, false, false, true, true]);
  });

  it('labels the month, or both months of a week that spans two (also across years)', () => {
    expect(monthLabel(weekDays('2026-11-16', true))).toBe('November');
    expect(monthLabel(weekDays('2026-11-30', true))).toBe('November/December');
    expect(monthLabel(weekDays('2026-12-28', true))).toBe('December/January');
    // Weekdays only: Mon 27 – Fri 31 July stays in July, the full week reaches August.
    expect(monthLabel(weekDays('2026-07-27', false))).toBe('July');
    expect(monthLabel(weekDays('2026-07-27', true))).toBe('July/August');
  });

  it('titles a day and a range', () => {
    expect(dayTitle('2026-11-16')).toBe('Monday, November 16');
    expect(dayTitle('2026-11-22')).toBe('Sunday, November 22');
    expect(shortDayName('2026-12-28')).toBe('Dec 28');
    expect(shortWeekdayName('2026-11-16')).toBe('Mon');
  });

  it('names days and months in Spanish, capitalised where they start a title', () => {
    expect(dayTitle('2026-11-16', 'es-US')).toBe('Lunes, 16 de noviembre');
    expect(monthLabel(weekDays('2026-11-30', true), 'es-US')).toBe('Noviembre/Diciembre');
    expect(shortWeekdayName('2026-11-18', 'es-US')).toMatch(/^Mié/);
  });

  it('reads the local calendar day and checks day strings', () => {
    expect(localToday(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(isDay('2026-11-16')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('16/11/2026')).toBe(false);
    expect(isDay(null)).toBe(false);
  });

  it("reads today in the company's time zone", () => {
    const lateEvening = new Date('2026-11-23T05:30:00Z'); // Sun 21:30 in Los Angeles, Mon in New York
    expect(companyToday('America/Los_Angeles', lateEvening)).toBe('2026-11-22');
    expect(companyToday('America/New_York', lateEvening)).toBe('2026-11-23');
    expect(companyToday('Not/AZone', lateEvening)).toBe(localToday(lateEvening));
    expect(companyToday(null, lateEvening)).toBe(localToday(lateEvening));
  });
});
