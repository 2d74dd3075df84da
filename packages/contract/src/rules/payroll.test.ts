import {
  formatCents,
  grossPayCents,
  premiumCents,
  splitOvertime,
  wagesCents,
  workWeekOf,
  type DayHours,
} from './payroll';
import { describe, expect, it } from 'vitest';

/** A week from Monday 2026-11-16 with the given work hours per day (and optional PTO). */
function week(work: number[], pto: number[] = []): DayHours[] {
  return work.map((h, i) => ({ date: `2026-11-${16 + i}`, workHours: h, ptoHours: pto[i] ?? 0 }));
}

describe('work weeks', () => {
  it('run Monday to Sunday', () => {
    expect(workWeekOf('2026-11-16')).toBe('2026-11-16');
    expect(workWeekOf('2026-11-22')).toBe('2026-11-16');
    expect(workWeekOf('2026-11-23')).toBe('2026-11-23');
    expect(workWeekOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe('no overtime rule', () => {
  it('keeps every hour regular', () => {
    expect(splitOvertime(week([12, 12, 12, 12]), 'none')).toEqual({
      regular: 48,
      overtime: 0,
      doubleTime: 0,
      pto: 0,
    });
  });
});

describe('US federal rule', () => {
  it('pays over 40 hours a week as overtime, at the edge', () => {
    expect(splitOvertime(week([8, 8, 8, 8, 8]), 'federal')).toMatchObject({
      regular: 40,
      overtime: 0,
    });
    expect(splitOvertime(week([8, 8, 8, 8, 8.25]), 'federal')).toMatchObject({
      regular: 40,
      overtime: 0.25,
    });
    expect(splitOvertime(week([10, 10, 10, 10, 10]), 'federal')).toMatchObject({
      regular: 40,
      overtime: 10,
      doubleTime: 0,
    });
  });

  it('never counts PTO toward overtime', () => {
    expect(splitOvertime(week([10, 10, 10, 10, 0], [0, 0, 0, 0, 8]), 'federal')).toEqual({
      regular: 40,
      overtime: 0,
      doubleTime: 0,
      pto: 8,
    });
  });

  it('counts each week on its own, across a range', () => {
    const two = [...week([9, 9, 9, 9, 9]), { date: '2026-11-23', workHours: 30, ptoHours: 0 }];
    expect(splitOvertime(two, 'federal')).toMatchObject({ regular: 70, overtime: 5 });
  });

  it('adds up entries split across jobs on one day', () => {
    const days = [...week([4, 8, 8, 8, 8]), { date: '2026-11-16', workHours: 5, ptoHours: 0 }];
    expect(splitOvertime(days, 'federal')).toMatchObject({ regular: 40, overtime: 1 });
  });
});

describe('California rule', () => {
  it('pays over 8 a day at 1.5x and over 12 a day at 2x', () => {
    expect(splitOvertime(week([8]), 'california')).toMatchObject({
      regular: 8,
      overtime: 0,
      doubleTime: 0,
    });
    expect(splitOvertime(week([8.25]), 'california')).toMatchObject({ regular: 8, overtime: 0.25 });
    expect(splitOvertime(week([12]), 'california')).toMatchObject({
      regular: 8,
      overtime: 4,
      doubleTime: 0,
    });
    expect(splitOvertime(week([12.5]), 'california')).toMatchObject({
      regular: 8,
      overtime: 4,
      doubleTime: 0.5,
    });
  });

  it('turns regular hours beyond 40 in the week into overtime, without counting them twice', () => {
    // Six 8-hour days: 40 regular, the sixth day's 8 become overtime.
    expect(splitOvertime(week([8, 8, 8, 8, 8, 8]), 'california')).toEqual({
      regular: 40,
      overtime: 8,
      doubleTime: 0,
      pto: 0,
    });
    // 10-hour days: 2 daily overtime each; the fifth day pushes regular past 40? 4 × 8 = 32, +8 = 40.
    expect(splitOvertime(week([10, 10, 10, 10, 10]), 'california')).toEqual({
      regular: 40,
      overtime: 10,
      doubleTime: 0,
      pto: 0,
    });
  });

  it('applies the seventh consecutive day rule: first 8 at 1.5x, beyond at 2x', () => {
    const seven = splitOvertime(week([8, 8, 8, 8, 8, 8, 9]), 'california');
    expect(seven).toEqual({ regular: 40, overtime: 8 + 8, doubleTime: 1, pto: 0 });
    // Six days of work and a day of PTO: no seventh day of work.
    const withPto = splitOvertime(week([8, 8, 8, 8, 8, 8, 0], [0, 0, 0, 0, 0, 0, 8]), 'california');
    expect(withPto).toEqual({ regular: 40, overtime: 8, doubleTime: 0, pto: 8 });
  });

  it('never counts PTO toward overtime', () => {
    expect(splitOvertime(week([8, 8, 8, 8, 0], [0, 0, 0, 0, 8]), 'california')).toEqual({
      regular: 32,
      overtime: 0,
      doubleTime: 0,
      pto: 8,
    });
  });
});

describe('money', () => {
  it('computes wages and premiums exactly, rounding half up to the cent', () => {
    expect(formatCents(wagesCents(7.25, '28.75'))).toBe('208.44'); // 208.4375
    expect(formatCents(wagesCents('0.25', '0.01'))).toBe('0.00'); // 0.0025
    expect(formatCents(wagesCents(0.5, '0.01'))).toBe('0.01'); // 0.005 rounds up
    expect(formatCents(premiumCents(20_844n, '13.98'))).toBe('29.14'); // 29.139912
    // 0.1 + 0.2 style errors never appear: 3 × 0.1 h-rate sums stay exact in cents.
    expect(formatCents(wagesCents(3, '0.10'))).toBe('0.30');
  });

  it('adds the overtime premium on the blended regular rate, rounding once', () => {
    // 45 h at 20.00: straight 900.00, regular rate 20.00, 5 h overtime premium 5 × 10.00 = 50.00.
    const split = { regular: 40, overtime: 5, doubleTime: 0, pto: 0 };
    expect(
      formatCents(grossPayCents({ workPay: '900.0000', ptoPay: '0', workHours: 45, split })),
    ).toBe('950.00');
    // 22.5 h at 28.75 (646.875) with 6 h OT and 0.5 h DT, plus 230.00 PTO: 977.50 exactly.
    const ca = { regular: 16, overtime: 6, doubleTime: 0.5, pto: 8 };
    expect(
      formatCents(
        grossPayCents({ workPay: '646.8750', ptoPay: '230.0000', workHours: 22.5, split: ca }),
      ),
    ).toBe('977.50');
    expect(
      formatCents(grossPayCents({ workPay: '0', ptoPay: '230.0000', workHours: 0, split: ca })),
    ).toBe('230.00');
  });
});
