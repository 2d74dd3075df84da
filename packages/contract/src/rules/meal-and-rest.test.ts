import { describe, expect, it } from 'vitest';
import {
  judgeWorkday,
  premiumPayCents,
  regularRateCents,
  restPeriodsDue,
  type DayPeriod,
  type MealOutcome,
} from './meal-and-rest';

/** h:mm as minutes. */
const m = (hm: string) => {
  const [h, min] = hm.split(':').map(Number);
  return h! * 60 + min!;
};

/**
 * A day from 7:00: work until each meal, the meal, and work again, so that `mealAfter` is the
 * work done before the meal begins and `worked` the day's total.
 */
function day(worked: string, meals: { after: string; minutes: number }[] = []): DayPeriod[] {
  const periods: DayPeriod[] = [];
  let clock = 7 * 60;
  let done = 0;
  for (const meal of meals) {
    const workFor = m(meal.after) - done;
    periods.push({ kind: 'work', start: clock, end: clock + workFor });
    clock += workFor;
    done += workFor;
    periods.push({ kind: 'meal', start: clock, end: clock + meal.minutes });
    clock += meal.minutes;
  }
  periods.push({ kind: 'work', start: clock, end: clock + m(worked) - done });
  return periods;
}

const outcomes = (periods: DayPeriod[], waived?: { firstMeal?: boolean; secondMeal?: boolean }) =>
  judgeWorkday({ periods, waived, restBreaksGiven: true }).meals.map((x) => x.outcome);

describe('meal periods (Labor Code 512(a); Wage Order 16, section 10; Brinker, 2012)', () => {
  it.each<[string, string, { after: string; minutes: number }[], MealOutcome[]]>([
    // A meal is due for more than five hours of work.
    ['exactly 5:00 with no meal', '5:00', [], []],
    ['5:01 with no meal', '5:01', [], ['missed']],
    // It must begin before the end of the fifth hour: at 5:00 of work, not 5:01.
    ['meal begun at 5:00', '8:00', [{ after: '5:00', minutes: 30 }], ['ok']],
    ['meal begun at 5:01', '8:00', [{ after: '5:01', minutes: 30 }], ['late']],
    // At least 30 minutes off duty.
    ['29-minute meal', '8:00', [{ after: '4:00', minutes: 29 }], ['short']],
    ['30-minute meal', '8:00', [{ after: '4:00', minutes: 30 }], ['ok']],
    // A second meal for more than ten hours, begun before the end of the tenth.
    ['10:00 with one meal', '10:00', [{ after: '4:00', minutes: 30 }], ['ok']],
    ['10:01 with one meal', '10:01', [{ after: '4:00', minutes: 30 }], ['ok', 'missed']],
    [
      'second meal begun at 10:00',
      '11:00',
      [
        { after: '4:00', minutes: 30 },
        { after: '10:00', minutes: 30 },
      ],
      ['ok', 'ok'],
    ],
    [
      'second meal begun at 10:01',
      '11:00',
      [
        { after: '4:00', minutes: 30 },
        { after: '10:01', minutes: 30 },
      ],
      ['ok', 'late'],
    ],
  ])('%s', (_name, worked, meals, expected) => {
    expect(outcomes(day(worked, meals))).toEqual(expected);
  });

  const firstMeal = [{ after: '4:00', minutes: 30 }];
  it.each<
    [
      string,
      string,
      { after: string; minutes: number }[],
      { firstMeal?: boolean; secondMeal?: boolean },
      MealOutcome[],
    ]
  >([
    // The first meal may be waived when the day is no more than six hours...
    ['first waived at 6:00', '6:00', [], { firstMeal: true }, ['waived']],
    // ...and a waiver for a longer day is void.
    ['first waived at 6:01', '6:01', [], { firstMeal: true }, ['missed']],
    // The second, at no more than twelve hours, if the first was not waived.
    ['second waived at 12:00', '12:00', firstMeal, { secondMeal: true }, ['ok', 'waived']],
    ['second waived at 12:01', '12:01', firstMeal, { secondMeal: true }, ['ok', 'missed']],
  ])('%s', (_name, worked, meals, waived, expected) => {
    expect(outcomes(day(worked, meals), waived)).toEqual(expected);
  });

  it('does not let both meals be waived (the second only if the first was not)', () => {
    // 11 hours: the first waiver is void (more than six hours), so the first meal is missed and
    // the second is judged on its own.
    expect(outcomes(day('11:00'), { firstMeal: true, secondMeal: true })).toEqual([
      'missed',
      'waived',
    ]);
  });

  it('applies no meal rule to construction under a qualifying agreement (Labor Code 512(e))', () => {
    const judged = judgeWorkday({
      periods: day('11:00'),
      restBreaksGiven: true,
      mealRulesExempt: true,
    });
    expect(judged.meals).toEqual([]);
    expect(judged.mealPremiumHours).toBe(0);
    expect(judged.restPeriodsDue).toBe(3);
  });

  it('counts meal time off duty: the hours are the work periods only', () => {
    expect(
      judgeWorkday({
        periods: day('8:00', [{ after: '4:00', minutes: 45 }]),
        restBreaksGiven: true,
      }).workedMinutes,
    ).toBe(480);
  });
});

describe('rest periods (Wage Order 16, section 11: ten minutes per four hours or major fraction)', () => {
  it.each([
    ['3:29', 0],
    ['3:30', 1],
    ['6:00', 1],
    ['6:01', 2],
    ['10:00', 2],
    ['10:01', 3],
    ['14:00', 3],
    ['14:01', 4],
  ])('%s of work: %i due', (worked, due) => {
    expect(restPeriodsDue(m(worked))).toBe(due);
  });

  it.each<[boolean | null, string, 0 | 1]>([
    [true, 'given', 0],
    [false, 'not_given', 1],
    // Not answered at clock-out: an exception for the admin, not a premium by itself.
    [null, 'not_answered', 0],
  ])('answer %s at clock-out: %s', (answer, rest, premium) => {
    const judged = judgeWorkday({
      periods: day('8:00', [{ after: '4:00', minutes: 30 }]),
      restBreaksGiven: answer,
    });
    expect(judged.rest).toBe(rest);
    expect(judged.restPremiumHours).toBe(premium);
  });

  it('asks nothing of a day under 3.5 hours', () => {
    expect(judgeWorkday({ periods: day('3:29'), restBreaksGiven: null }).rest).toBe('not_due');
  });
});

describe('premium hours (Labor Code 226.7(c): one per workday for each kind)', () => {
  it.each<[string, DayPeriod[], boolean, 0 | 1, 0 | 1]>([
    ['both meals missed: one meal premium', day('11:00'), true, 1, 0],
    [
      'a short first meal and a late second: still one',
      day('11:00', [
        { after: '4:00', minutes: 20 },
        { after: '10:30', minutes: 30 },
      ]),
      true,
      1,
      0,
    ],
    ['meals missed and rest not given: one of each', day('11:00'), false, 1, 1],
    ['a compliant day: none', day('8:00', [{ after: '4:30', minutes: 30 }]), true, 0, 0],
  ])('%s', (_name, periods, restGiven, meal, rest) => {
    const judged = judgeWorkday({ periods, restBreaksGiven: restGiven });
    expect([judged.mealPremiumHours, judged.restPremiumHours]).toEqual([meal, rest]);
  });
});

describe('regular rate and premium pay (Ferra v. Loews Hollywood Hotel, 2021)', () => {
  it('weights a week of two rates by their hours', () => {
    // 30 hours at $25.00 and 10 at $35.00: (750 + 350) / 40 = $27.50, not the base $25.00.
    const week = [
      { minutes: 30 * 60, rate: '25.00' },
      { minutes: 10 * 60, rate: '35.00' },
    ];
    expect(regularRateCents(week)).toBe(2750n);
    expect(premiumPayCents(week, 2)).toBe(5500n);
  });

  it('rounds once, to the cent, half up', () => {
    // 7 hours at $20.00 and 2 at $21.01: 18,202 cents over 9 hours = 2,022.44 cents an hour.
    const week = [
      { minutes: 7 * 60, rate: '20.00' },
      { minutes: 2 * 60, rate: '21.01' },
    ];
    expect(regularRateCents(week)).toBe(2022n);
    // Three premium hours: 6,067.33 cents, one rounding for the three.
    expect(premiumPayCents(week, 3)).toBe(6067n);
    // 1 hour at $20.01 and 1 at $20.00: 2,000.5 cents rounds up.
    expect(
      regularRateCents([
        { minutes: 60, rate: '20.01' },
        { minutes: 60, rate: '20.00' },
      ]),
    ).toBe(2001n);
  });

  it('owes nothing without premium hours or without work', () => {
    expect(premiumPayCents([{ minutes: 480, rate: '30' }], 0)).toBe(0n);
    expect(premiumPayCents([], 1)).toBe(0n);
  });
});
