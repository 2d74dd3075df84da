import { describe, expect, it } from 'vitest';
import {
  adjustmentHours,
  isPeriodStart,
  nextPeriodStart,
  payPeriodOf,
  payPeriodsBetween,
  previousPayPeriod,
  type PayPeriodSetting,
} from './pay-periods';

const weekly: PayPeriodSetting = { frequency: 'weekly', anchor: '2024-01-01' };
const weeklyWed: PayPeriodSetting = { frequency: 'weekly', anchor: '2025-01-01' };
const biweekly: PayPeriodSetting = { frequency: 'biweekly', anchor: '2024-01-01' };
const semimonthly: PayPeriodSetting = { frequency: 'semimonthly', anchor: '2024-01-01' };

describe('payPeriodOf', () => {
  it.each([
    // Weekly from a Monday anchor: Monday to Sunday, before and after the anchor.
    [weekly, '2024-01-01', '2024-01-01', '2024-01-07'],
    [weekly, '2024-01-07', '2024-01-01', '2024-01-07'],
    [weekly, '2024-01-08', '2024-01-08', '2024-01-14'],
    [weekly, '2023-12-31', '2023-12-25', '2023-12-31'],
    [weekly, '2026-03-08', '2026-03-02', '2026-03-08'], // a DST Sunday in the US
    [weekly, '2026-11-01', '2026-10-26', '2026-11-01'],
    [weekly, '2024-02-29', '2024-02-26', '2024-03-03'],
    // Weekly from a Wednesday anchor: Wednesday to Tuesday.
    [weeklyWed, '2025-01-01', '2025-01-01', '2025-01-07'],
    [weeklyWed, '2024-12-31', '2024-12-25', '2024-12-31'],
    [weeklyWed, '2026-11-26', '2026-11-25', '2026-12-01'],
    // Every two weeks: parity counted from the anchor across years.
    [biweekly, '2024-01-14', '2024-01-01', '2024-01-14'],
    [biweekly, '2024-01-15', '2024-01-15', '2024-01-28'],
    [biweekly, '2023-12-31', '2023-12-18', '2023-12-31'],
    [biweekly, '2024-12-30', '2024-12-30', '2025-01-12'],
    [biweekly, '2025-01-12', '2024-12-30', '2025-01-12'],
    [biweekly, '2025-01-13', '2025-01-13', '2025-01-26'],
    [biweekly, '2026-11-26', '2026-11-16', '2026-11-29'],
    // Twice a month: 1st–15th and 16th–last day, February of leap and common years.
    [semimonthly, '2024-02-15', '2024-02-01', '2024-02-15'],
    [semimonthly, '2024-02-16', '2024-02-16', '2024-02-29'],
    [semimonthly, '2025-02-28', '2025-02-16', '2025-02-28'],
    [semimonthly, '2025-04-30', '2025-04-16', '2025-04-30'],
    [semimonthly, '2025-12-31', '2025-12-16', '2025-12-31'],
    [semimonthly, '2026-01-01', '2026-01-01', '2026-01-15'],
  ])('%o: %s is in %s – %s', (setting, day, startDate, endDate) => {
    expect(payPeriodOf(day, setting)).toEqual({ startDate, endDate });
  });
});

describe('nextPeriodStart and previousPayPeriod', () => {
  it.each([
    [weekly, '2024-01-03', '2024-01-08'],
    [weekly, '2024-12-31', '2025-01-06'],
    [biweekly, '2024-12-31', '2025-01-13'],
    [semimonthly, '2024-02-10', '2024-02-16'],
    [semimonthly, '2024-02-29', '2024-03-01'],
    [semimonthly, '2025-12-20', '2026-01-01'],
  ])('%o: after the period of %s comes %s', (setting, day, next) => {
    expect(nextPeriodStart(payPeriodOf(day, setting), setting)).toBe(next);
  });

  it('steps back one period across a year end', () => {
    expect(previousPayPeriod('2025-01-02', semimonthly)).toEqual({
      startDate: '2024-12-16',
      endDate: '2024-12-31',
    });
    expect(previousPayPeriod('2025-01-02', weekly)).toEqual({
      startDate: '2024-12-23',
      endDate: '2024-12-29',
    });
  });
});

describe('payPeriodsBetween', () => {
  it('lists every period holding a day of the range, oldest first', () => {
    expect(payPeriodsBetween('2024-02-10', '2024-03-02', semimonthly)).toEqual([
      { startDate: '2024-02-01', endDate: '2024-02-15' },
      { startDate: '2024-02-16', endDate: '2024-02-29' },
      { startDate: '2024-03-01', endDate: '2024-03-15' },
    ]);
    expect(payPeriodsBetween('2024-01-07', '2024-01-08', weekly)).toHaveLength(2);
    expect(payPeriodsBetween('2024-01-08', '2024-01-07', weekly)).toEqual([]);
    expect(payPeriodsBetween('2024-01-01', '2024-12-31', biweekly)).toHaveLength(27);
    expect(payPeriodsBetween('2024-01-01', '2024-12-31', semimonthly)).toHaveLength(24);
  });
});

describe('isPeriodStart', () => {
  it.each([
    [weekly, '2024-01-08', true],
    [weekly, '2024-01-09', false],
    [biweekly, '2024-01-08', false],
    [biweekly, '2024-01-15', true],
    [semimonthly, '2024-01-16', true],
    [semimonthly, '2024-01-15', false],
  ])('%o: %s → %s', (setting, day, expected) => {
    expect(isPeriodStart(day, setting)).toBe(expected);
  });
});

describe('adjustmentHours', () => {
  it.each([
    ['8.00', '6.50', '-1.50'],
    ['6.5', '8', '1.50'],
    ['0.10', '0.30', '0.20'],
    ['8.00', '8.00', '0.00'],
    ['7.75', '0', '-7.75'],
    ['11.99', '0.01', '-11.98'],
  ])('from %s to %s is %s', (before, after, delta) => {
    expect(adjustmentHours(before, after)).toBe(delta);
  });
});
