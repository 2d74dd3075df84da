import { describe, expect, it } from 'vitest';
import { judgeWorkday } from '@sitehours/contract';
import { periodsOf } from './workdays';

const at = (time: string) => new Date(`2026-03-02T${time}Z`);
const stretch = (start: string, end: string) => ({ start: at(start), end: at(end) });

/**
 * Punched stretches become the periods the meal rules read (decision 0025): work before a meal
 * rounded up to the minute, the meal rounded down, so the edges go the worker's way.
 */
describe('punched stretches as meal-rule periods', () => {
  it.each([
    // [case, stretches, first meal outcome, worked minutes]
    [
      'meal begun at 5:00 of work is on time',
      [stretch('07:00:00', '12:00:00'), stretch('12:30:00', '15:30:00')],
      'ok',
      480,
    ],
    [
      'meal begun at 5:00:01 of work is late (rounded up to 5:01)',
      [stretch('07:00:00', '12:00:01'), stretch('12:30:01', '15:30:00')],
      'late',
      480,
    ],
    [
      'a 29 min 59 s meal is short',
      [stretch('07:00:00', '11:00:00'), stretch('11:29:59', '15:30:00')],
      'short',
      481,
    ],
    [
      'a 30 min meal is a meal',
      [stretch('07:00:00', '11:00:00'), stretch('11:30:00', '15:30:00')],
      'ok',
      480,
    ],
    [
      'no gap: missed',
      [stretch('07:00:00', '11:00:00'), stretch('11:00:00', '15:30:00')],
      'missed',
      510,
    ],
    [
      'a switch of work type is no break',
      [
        stretch('07:00:00', '09:00:00'),
        stretch('09:00:00', '12:30:00'),
        stretch('13:00:00', '15:30:00'),
      ],
      'late',
      480,
    ],
  ] as const)('%s', (_case, stretches, outcome, worked) => {
    const { periods, workedMinutes } = periodsOf([...stretches]);
    expect(workedMinutes).toBe(worked);
    const judged = judgeWorkday({ periods, restBreaksGiven: true });
    expect(judged.meals[0]?.outcome).toBe(outcome);
  });

  it('rounds the day up once, not each stretch', () => {
    // Three stretches of 20 s each: 60 s in all, one minute (rounding each would give three).
    const { workedMinutes } = periodsOf([
      stretch('07:00:00', '07:00:20'),
      stretch('07:00:20', '07:00:40'),
      stretch('07:00:40', '07:01:00'),
    ]);
    expect(workedMinutes).toBe(1);
  });

  it('keeps breaks of under a minute out of the meal rules but lists them', () => {
    const { periods, breaks } = periodsOf([
      stretch('07:00:00', '08:00:00'),
      stretch('08:00:30', '09:00:00'),
    ]);
    expect(breaks).toHaveLength(1);
    expect(breaks[0]!.minutes).toBe(0);
    expect(periods.every((p) => p.kind === 'work')).toBe(true);
  });
});
