import { describe, expect, it } from 'vitest';
import {
  clockTime,
  dayMinutes,
  entryDuration,
  isPunched,
  stretchSeconds,
  timeInputValue,
  timeRange,
  weekMinutes,
  zoneOrLocal,
} from './punched-time';
import { instantInZone, typedStretch, zoneOffsetMinutes } from './typed-times';

const LA = 'America/Los_Angeles';
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('instants from a day and a typed time', () => {
  it('reads the time in the zone, winter and summer', () => {
    expect(iso(instantInZone('2026-11-23', '07:00', LA))).toBe('2026-11-23T15:00:00.000Z');
    expect(iso(instantInZone('2026-07-01', '07:00', LA))).toBe('2026-07-01T14:00:00.000Z');
    expect(iso(instantInZone('2026-07-01', '07:00', 'Pacific/Honolulu'))).toBe(
      '2026-07-01T17:00:00.000Z',
    );
    expect(iso(instantInZone('2026-07-01', '23:59:30', 'UTC'))).toBe('2026-07-01T23:59:30.000Z');
  });

  it('moves a time the clocks skip (spring forward) past the gap', () => {
    // 8 March 2026, 02:00 PST becomes 03:00 PDT.
    expect(iso(instantInZone('2026-03-08', '01:59', LA))).toBe('2026-03-08T09:59:00.000Z');
    expect(iso(instantInZone('2026-03-08', '02:30', LA))).toBe('2026-03-08T10:30:00.000Z');
    expect(iso(instantInZone('2026-03-08', '03:00', LA))).toBe('2026-03-08T10:00:00.000Z');
  });

  it('takes the first of a time the clocks repeat (fall back)', () => {
    // 1 November 2026, 02:00 PDT becomes 01:00 PST: 01:30 happens twice.
    expect(iso(instantInZone('2026-11-01', '01:30', LA))).toBe('2026-11-01T08:30:00.000Z');
    expect(iso(instantInZone('2026-11-01', '02:00', LA))).toBe('2026-11-01T10:00:00.000Z');
    expect(zoneOffsetMinutes(Date.parse('2026-11-01T08:30:00Z'), LA)).toBe(-420);
    expect(zoneOffsetMinutes(Date.parse('2026-11-01T09:30:00Z'), LA)).toBe(-480);
  });

  it('refuses what is no day or no time', () => {
    expect(instantInZone('2026-02-30', '07:00', LA)).toBeNull();
    expect(instantInZone('2026-11-23', '24:00', LA)).toBeNull();
    expect(instantInZone('2026-11-23', '7:00', LA)).toBeNull();
    expect(instantInZone('', '07:00', LA)).toBeNull();
  });
});

describe('a typed start and end', () => {
  it('gives the instants and the exact seconds between them', () => {
    expect(typedStretch('2026-11-23', '07:00', '11:30', LA)).toEqual({
      startedAt: '2026-11-23T15:00:00.000Z',
      endedAt: '2026-11-23T19:30:00.000Z',
      seconds: 4.5 * 3600,
      overnight: false,
    });
  });

  it('puts an end before the start on the next day, also across months and years', () => {
    expect(typedStretch('2026-11-23', '22:00', '06:00', LA)).toMatchObject({
      endedAt: '2026-11-24T14:00:00.000Z',
      seconds: 8 * 3600,
      overnight: true,
    });
    expect(typedStretch('2026-12-31', '23:00', '01:15', LA)).toMatchObject({
      startedAt: '2027-01-01T07:00:00.000Z',
      endedAt: '2027-01-01T09:15:00.000Z',
      seconds: 2.25 * 3600,
    });
  });

  it('counts the hour the clocks change: a night shift is 9 h in spring and 11 h in autumn', () => {
    expect(typedStretch('2026-03-07', '20:00', '06:00', LA)?.seconds).toBe(9 * 3600);
    expect(typedStretch('2026-10-31', '20:00', '06:00', LA)?.seconds).toBe(11 * 3600);
  });

  it('gives zero seconds for an end equal to the start, and nothing for a missing time', () => {
    expect(typedStretch('2026-11-23', '07:00', '07:00', LA)?.seconds).toBe(0);
    expect(typedStretch('2026-11-23', '', '11:30', LA)).toBeNull();
    expect(typedStretch('2026-11-23', '07:00', '', LA)).toBeNull();
  });
});

describe('showing punched entries', () => {
  const punched = {
    hours: 4.51,
    startedAt: '2026-11-23T15:00:05.000Z',
    endedAt: '2026-11-23T19:30:30.000Z',
  };
  const typed = { hours: 7.5, startedAt: null, endedAt: null };

  it('shows start and end in the zone without a leading zero', () => {
    expect(timeRange(punched, LA)).toBe('7:00–11:30');
    expect(timeRange(punched, 'America/New_York')).toBe('10:00–14:30');
    expect(timeRange(typed, LA)).toBeNull();
    expect(clockTime('2026-11-23T21:05:00Z', LA)).toBe('13:05');
    expect(timeInputValue(punched.startedAt, LA)).toBe('07:00');
    expect(timeInputValue(null, LA)).toBe('');
  });

  it('tells punched entries from typed hours', () => {
    expect(isPunched(punched)).toBe(true);
    expect(isPunched(typed)).toBe(false);
    expect(isPunched({ startedAt: punched.startedAt })).toBe(false);
    expect(stretchSeconds(punched)).toBe(4 * 3600 + 30 * 60 + 25);
  });

  it('rounds a day up to the minute once, adding typed hours as they are', () => {
    // 4:30:25 is shown as 4:31; two stretches of 30 s are one minute, not two.
    expect(entryDuration(punched)).toBe('4:31');
    expect(entryDuration(typed)).toBe('7:30');
    const half = (from: string, to: string) => ({ hours: 0.01, startedAt: from, endedAt: to });
    expect(
      dayMinutes([
        half('2026-11-23T15:00:00Z', '2026-11-23T15:00:30Z'),
        half('2026-11-23T16:00:00Z', '2026-11-23T16:00:30Z'),
      ]),
    ).toBe(1);
    expect(dayMinutes([punched, typed])).toBe(271 + 450);
    expect(dayMinutes([])).toBe(0);
  });

  it('adds up the week day by day, weekdays and weekend apart', () => {
    const on = (entryDate: string, entry: typeof punched | typeof typed) => ({
      ...entry,
      entryDate,
    });
    const week = ['2026-11-23', '2026-11-24', '2026-11-28', '2026-11-29'];
    expect(
      weekMinutes(
        [
          on('2026-11-23', punched),
          on('2026-11-24', typed),
          on('2026-11-28', typed),
          on('2026-12-01', typed),
        ],
        week,
      ),
    ).toEqual({ weekdayTotal: 271 + 450, weekendTotal: 450, fullTotal: 271 + 900 });
  });

  it('uses the device zone when the company has none', () => {
    expect(zoneOrLocal('America/Chicago')).toBe('America/Chicago');
    expect(zoneOrLocal(null)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
