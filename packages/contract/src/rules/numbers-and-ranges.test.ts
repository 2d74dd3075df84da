import { messageText, type Message } from '../messages/catalogue';
import { hoursError } from './hours';
import {
  REPORT_MAX_DAYS,
  dateRangeError,
  daysInRange,
  decimalFromText,
  parseDecimal,
} from './numbers-and-ranges';
import { hourlyRateField } from '../schemas/staff';
import { describe, expect, it } from 'vitest';

describe('numbers read from text', () => {
  it('reads numbers and plain decimals', () => {
    expect(parseDecimal(7.5)).toBe(7.5);
    expect(parseDecimal('8')).toBe(8);
    expect(parseDecimal(' 7.25 ')).toBe(7.25);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('8.')).toBe(8);
    expect(parseDecimal('-1')).toBe(-1);
  });

  it('refuses other ways of writing a number, and non-numbers', () => {
    for (const text of [
      '0x2',
      '0X2',
      '0b10',
      '0o2',
      '1e1',
      '1E-1',
      'Infinity',
      '-Infinity',
      'NaN',
    ]) {
      expect(parseDecimal(text), text).toBeUndefined();
    }
    for (const text of ['', ' ', '1,5', '1_000', '1.2.3', '٣', '２', '.', '-', '1 2']) {
      expect(parseDecimal(text), text).toBeUndefined();
    }
    expect(parseDecimal(Number.NaN)).toBeUndefined();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(parseDecimal(null)).toBeUndefined();
    expect(parseDecimal(true)).toBeUndefined();
    expect(parseDecimal([2])).toBeUndefined();
  });

  it('is the rule of the hours and the hourly rate', () => {
    expect(hoursError('2')).toBeUndefined();
    expect(hoursError('0x2')).toBeDefined();
    expect(hoursError('2e0')).toBeDefined();
    expect(hourlyRateField.safeParse('25.50').data).toBe(25.5);
    expect(hourlyRateField.safeParse('0x19').success).toBe(false);
    expect(hourlyRateField.safeParse('2.55e1').success).toBe(false);
  });

  it('turns query text into a number only when it is a plain decimal', () => {
    expect(decimalFromText('20')).toBe(20);
    expect(decimalFromText('0x14')).toBe('0x14');
    expect(decimalFromText(undefined)).toBeUndefined();
  });
});

describe('date ranges', () => {
  it('counts both ends', () => {
    expect(daysInRange('2026-11-16', '2026-11-22')).toBe(7);
    expect(daysInRange('2026-03-01', '2026-03-01')).toBe(1);
  });

  it('takes up to the longest range and no more, end not before start', () => {
    expect(dateRangeError('2026-11-16', '2026-11-22')).toBeUndefined();
    const last = new Date(Date.UTC(2026, 0, 1 + REPORT_MAX_DAYS - 1)).toISOString().slice(0, 10);
    const beyond = new Date(Date.UTC(2026, 0, 1 + REPORT_MAX_DAYS)).toISOString().slice(0, 10);
    expect(dateRangeError('2026-01-01', last)).toBeUndefined();
    const text = (m: Message | undefined) => m && messageText(m.code, m.params);
    expect(text(dateRangeError('2026-01-01', beyond))).toMatch(
      /startDate to endDate covers at most/,
    );
    expect(
      text(dateRangeError('2000-01-01', '2100-12-31', { start: 'start_date', end: 'end_date' })),
    ).toBe(`The range from start_date to end_date covers at most ${REPORT_MAX_DAYS} days`);
    expect(text(dateRangeError('2026-01-02', '2026-01-01'))).toBe(
      'endDate must not be before startDate',
    );
  });

  it('leaves days that are no dates to their own fields', () => {
    expect(dateRangeError('2026-13-01', '2026-01-01')).toBeUndefined();
  });
});
