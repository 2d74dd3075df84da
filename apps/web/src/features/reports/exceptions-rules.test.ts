import { describe, expect, it } from 'vitest';
import type { ComplianceException } from '@sitehours/contract/schemas';
import { dayPremiumHours, exceptionText, groupExceptions, premiumTotals } from './exceptions-rules';

const base: ComplianceException = {
  userId: 'u-1',
  workerName: 'Luis Hernandez',
  date: '2025-04-08',
  kind: 'meal_missed',
  meal: 1,
  minutes: null,
  startedAfterMinutes: null,
  count: null,
  since: null,
  problem: null,
  workedMinutes: 510,
  premiumHours: 1,
};
const ex = (over: Partial<ComplianceException>): ComplianceException => ({ ...base, ...over });
const zone = { timeZone: 'America/Los_Angeles', locale: 'en-US' };

describe('what each exception says', () => {
  it.each([
    [ex({}), 'exceptions.kind.mealMissed', { worked: '8:30' }],
    [ex({ meal: 2, workedMinutes: 645 }), 'exceptions.kind.meal2Missed', { worked: '10:45' }],
    [
      ex({ kind: 'meal_late', startedAfterMinutes: 301, minutes: 30 }),
      'exceptions.kind.mealLate',
      { after: '5:01' },
    ],
    [
      ex({ kind: 'meal_short', startedAfterMinutes: 270, minutes: 29 }),
      'exceptions.kind.mealShort',
      { minutes: 29 },
    ],
    [ex({ kind: 'rest_not_given' }), 'exceptions.kind.restNotGiven', {}],
    [ex({ kind: 'rest_not_answered', premiumHours: 0 }), 'exceptions.kind.restNotAnswered', {}],
    [ex({ kind: 'outside_radius', count: 2 }), 'exceptions.kind.outsideRadius', { count: 2 }],
    [ex({ kind: 'clock_skew', count: 1 }), 'exceptions.kind.clockSkew', { count: 1 }],
  ] as const)('%#: %s', (e, key, values) => {
    expect(exceptionText(e, zone)).toEqual({ key, values });
  });

  it('names the entry rule that refused a stretch', () => {
    expect(exceptionText(ex({ kind: 'entry_refused', problem: 'dayLimitExceeded' }), zone)).toEqual(
      { key: 'exceptions.kind.entryRefused', values: {}, problem: 'dayLimitExceeded' },
    );
  });

  it('tells since when a punch is left running, in the company zone', () => {
    // 14:02 UTC on Monday 2025-04-07 is 7:02 in the morning in Los Angeles (PDT).
    const open = ex({ kind: 'open_punch', since: '2025-04-07T14:02:00.000Z', workedMinutes: null });
    expect(exceptionText(open, zone)).toEqual({
      key: 'exceptions.kind.openPunch',
      values: { time: '7:02', weekday: 'Mon' },
    });
    expect(
      exceptionText(open, { timeZone: 'America/Los_Angeles', locale: 'es-US' }).values,
    ).toEqual({ time: '7:02', weekday: 'lun' });
    expect(exceptionText(open, { timeZone: 'UTC', locale: 'en-US' }).values.time).toBe('14:02');
  });
});

describe('grouping per worker and day', () => {
  it('orders workers by name and days by date, each day with the premium hours it owes', () => {
    const list = [
      ex({ userId: 'u-2', workerName: 'Ana Flores', date: '2025-04-09', kind: 'rest_not_given' }),
      ex({ date: '2025-04-10', kind: 'meal_short', minutes: 29 }),
      ex({ date: '2025-04-10', kind: 'rest_not_given' }),
      ex({ date: '2025-04-08' }),
      ex({ date: '2025-04-08', meal: 2 }),
      ex({ date: '2025-04-11', kind: 'outside_radius', count: 2, premiumHours: 0 }),
    ];
    const groups = groupExceptions(list);
    expect(groups.map((g) => g.workerName)).toEqual(['Ana Flores', 'Luis Hernandez']);
    expect(groups[1]!.days.map((d) => [d.date, d.exceptions.length, d.premiumHours])).toEqual([
      ['2025-04-08', 2, 1], // two meals missed: still one meal premium a day
      ['2025-04-10', 2, 2], // a short meal and no rest: one of each
      ['2025-04-11', 1, 0],
    ]);
  });

  it('counts no premium for exceptions that owe none', () => {
    expect(dayPremiumHours([ex({ kind: 'rest_not_answered', premiumHours: 0 })])).toBe(0);
    expect(dayPremiumHours([])).toBe(0);
  });

  it('sums the premiums per worker into a total, to the cent', () => {
    const { rows, total } = premiumTotals([
      {
        userId: 'u-1',
        workerName: 'Luis',
        mealPremiumHours: 3,
        restPremiumHours: 1,
        premiumPay: '115.00',
      },
      {
        userId: 'u-2',
        workerName: 'Ana',
        mealPremiumHours: 1,
        restPremiumHours: 0,
        premiumPay: '34.21',
      },
    ]);
    expect(rows.map((r) => r.workerName)).toEqual(['Ana', 'Luis']);
    expect(total).toEqual({ mealPremiumHours: 4, restPremiumHours: 1, premiumPay: '149.21' });
  });
});
