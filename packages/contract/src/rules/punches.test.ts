import { describe, expect, it } from 'vitest';
import {
  dayInZone,
  distanceMeters,
  formatClockDuration,
  punchRefusal,
  siteCheck,
  stretchHours,
  timeInZone,
  type ClockState,
  type PunchKind,
} from './punches';
import { splitOvertime, wagesCents } from './payroll';

describe('what a worker may punch next', () => {
  it.each<[ClockState, PunchKind, string | undefined]>([
    ['off', 'in', undefined],
    ['off', 'switch', 'not_clocked_in'],
    ['off', 'meal_start', 'not_clocked_in'],
    ['off', 'meal_end', 'not_on_meal'],
    ['off', 'out', 'not_clocked_in'],
    ['working', 'in', 'already_clocked_in'],
    ['working', 'switch', undefined],
    ['working', 'meal_start', undefined],
    ['working', 'meal_end', 'not_on_meal'],
    ['working', 'out', undefined],
    ['meal', 'in', 'already_clocked_in'],
    ['meal', 'switch', 'on_meal'],
    ['meal', 'meal_start', 'on_meal'],
    ['meal', 'meal_end', undefined],
    // Leaving from a meal: the meal stays a gap, off duty.
    ['meal', 'out', undefined],
  ])('%s then %s: %s', (state, kind, refusal) => {
    expect(punchRefusal(state, kind)).toBe(refusal);
  });
});

/**
 * Decision 0025: a stretch's hours are its exact seconds rounded up to the hundredth of an hour
 * (36 s), never in the employer's favour (Labor Code 1174; See's Candy, 2012).
 */
describe('hours of a punched stretch', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [36, '0.01'],
    [37, '0.02'],
    [3600, '1.00'],
    [3601, '1.01'],
    [9010, '2.51'],
    [8 * 3600 + 60, '8.02'],
    [12 * 3600, '12.00'],
    [24 * 3600, '24.00'],
  ])('%i s → %s h', (seconds, hours) => {
    expect(stretchHours(seconds)).toBe(hours);
  });

  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [60, '1:00'],
    [470, '7:50'],
    [725, '12:05'],
  ])('%i min shows as %s', (minutes, shown) => {
    expect(formatClockDuration(minutes)).toBe(shown);
  });
});

/** Payroll counts hundredths (decision 0025); overtime by Labor Code 510 at 8 h and 12 h a day. */
describe('punched hours in the payroll rules', () => {
  it.each([
    // [hours of a day, regular, overtime, double time]
    [8, 8, 0, 0],
    [8.02, 8, 0.02, 0],
    [12.01, 8, 4, 0.01],
    [7.84, 7.84, 0, 0],
  ])('a California day of %d h: %d regular, %d overtime, %d double', (h, r, o, d) => {
    const split = splitOvertime([{ date: '2026-03-02', workHours: h, ptoHours: 0 }], 'california');
    expect(split).toEqual({ regular: r, overtime: o, doubleTime: d, pto: 0 });
  });

  it('pays hundredths exactly: 2.51 h at 28.75 is 72.16 (72.1625 rounded half up)', () => {
    expect(wagesCents('2.51', '28.75')).toBe(7216n);
    // Quarters stay as they were: 7.25 h at 28.75 = 208.4375 → 208.44.
    expect(wagesCents('7.25', '28.75')).toBe(20844n);
  });
});

describe('the site check', () => {
  const site = { latitude: 38.556, longitude: -121.418, radiusM: 300 };
  it('measures the distance in metres', () => {
    // 0.01° of latitude is about 1,112 m.
    expect(Math.round(distanceMeters(site, { latitude: 38.566, longitude: -121.418 }))).toBe(1112);
  });
  it.each([
    ['on the site', { latitude: 38.556, longitude: -121.418, accuracyM: 5 }, false],
    ['just inside the radius', { latitude: 38.5586, longitude: -121.418, accuracyM: 0 }, false],
    ['outside the radius', { latitude: 38.566, longitude: -121.418, accuracyM: 10 }, true],
    // 350 m away with a 100 m fix may be on site: not flagged.
    [
      'outside, but within the fix’s accuracy',
      { latitude: 38.55915, longitude: -121.418, accuracyM: 100 },
      false,
    ],
  ])('%s', (_case, at, outside) => {
    expect(siteCheck(site, at).outsideRadius).toBe(outside);
  });
  it('checks nothing without a site or a position', () => {
    expect(siteCheck(null, { latitude: 0, longitude: 0 })).toEqual({
      distanceM: null,
      outsideRadius: false,
    });
    expect(siteCheck(site, null)).toEqual({ distanceM: null, outsideRadius: false });
  });
});

describe('the company day of a punch', () => {
  it.each([
    // A clock-in at 23:30 in Los Angeles is 07:30 UTC the next day.
    ['2026-03-03T07:30:00Z', 'America/Los_Angeles', '2026-03-02', '23:30'],
    ['2026-03-03T07:30:00Z', 'America/New_York', '2026-03-03', '02:30'],
    // Across the spring change (8 March 2026): 7:00 PDT.
    ['2026-03-09T14:00:00Z', 'America/Los_Angeles', '2026-03-09', '07:00'],
  ])('%s in %s is %s at %s', (instant, zone, day, time) => {
    expect(dayInZone(new Date(instant), zone)).toBe(day);
    expect(timeInZone(new Date(instant), zone)).toBe(time);
  });
});
