import { describe, expect, it } from 'vitest';
import { formatCents, type OvertimeRule } from '@sitehours/contract';
import { weekDelta, type WeekFact } from './adjustment-delta';

// A closed week, Mon 2032-01-05 .. Sun 2032-01-11, at 20.00/h unless a case says otherwise.
const work = (date: string, hours: number, extra: Partial<WeekFact> = {}): WeekFact => ({
  date,
  hours,
  rate: '20.00',
  isPto: false,
  ptoType: null,
  inRange: false,
  ...extra,
});
const adjust = (date: string, hours: number, extra: Partial<WeekFact> = {}) =>
  work(date, hours, { inRange: true, ...extra });
const fiveEights = ['05', '06', '07', '08', '09'].map((d) => work(`2032-01-${d}`, 8));

interface Case {
  name: string;
  rule: OvertimeRule;
  facts: WeekFact[];
  expected: {
    regular: number;
    overtime: number;
    doubleTime: number;
    pto: number;
    gross: string;
  };
}

const cases: Case[] = [
  {
    // FLSA: hours past 40 in the work week are overtime (29 CFR 778.103).
    name: 'an hour added to a 40-hour week is paid as overtime (federal)',
    rule: 'federal',
    facts: [...fiveEights, adjust('2032-01-05', 1)],
    expected: { regular: 0, overtime: 1, doubleTime: 0, pto: 0, gross: '30.00' },
  },
  {
    name: 'three hours added to a 38-hour week: two regular, one overtime (federal)',
    rule: 'federal',
    facts: [...fiveEights.slice(0, 4), work('2032-01-09', 6), adjust('2032-01-09', 3)],
    expected: { regular: 2, overtime: 1, doubleTime: 0, pto: 0, gross: '70.00' },
  },
  {
    name: 'hours taken away from a 42-hour week take the overtime back first (federal)',
    rule: 'federal',
    facts: [...fiveEights, work('2032-01-10', 2), adjust('2032-01-10', -2)],
    expected: { regular: 0, overtime: -2, doubleTime: 0, pto: 0, gross: '-60.00' },
  },
  {
    name: 'an hour added to a week already past 40 is all overtime',
    rule: 'federal',
    facts: [...fiveEights, work('2032-01-10', 1), adjust('2032-01-07', 1)],
    expected: { regular: 0, overtime: 1, doubleTime: 0, pto: 0, gross: '30.00' },
  },
  {
    // An earlier adjustment (not in range) already took the week to 41 hours.
    name: 'a second adjustment of the same week counts on top of the first',
    rule: 'federal',
    facts: [...fiveEights, { ...adjust('2032-01-05', 1), inRange: false }, adjust('2032-01-06', 1)],
    expected: { regular: 0, overtime: 1, doubleTime: 0, pto: 0, gross: '30.00' },
  },
  {
    // California Labor Code 510: past 8 hours in a workday is overtime, whatever the week.
    name: 'two hours added to an 8-hour day are daily overtime (California)',
    rule: 'california',
    facts: [work('2032-01-05', 8), adjust('2032-01-05', 2)],
    expected: { regular: 0, overtime: 2, doubleTime: 0, pto: 0, gross: '60.00' },
  },
  {
    // Labor Code 510: past 12 hours in a workday is double time.
    name: 'an hour added to a 12-hour day is double time (California)',
    rule: 'california',
    facts: [work('2032-01-05', 12), adjust('2032-01-05', 1)],
    expected: { regular: 0, overtime: 0, doubleTime: 1, pto: 0, gross: '40.00' },
  },
  {
    name: 'no overtime rule: every added hour is regular',
    rule: 'none',
    facts: [...fiveEights, adjust('2032-01-05', 1)],
    expected: { regular: 1, overtime: 0, doubleTime: 0, pto: 0, gross: '20.00' },
  },
  {
    name: 'Other (PTO) hours added never count toward overtime',
    rule: 'federal',
    facts: [...fiveEights, adjust('2032-01-10', 4, { isPto: true, ptoType: 'Vacation' })],
    expected: { regular: 0, overtime: 0, doubleTime: 0, pto: 4, gross: '80.00' },
  },
  {
    // The regular rate blends every rate of the week (29 CFR 778.115): 860 / 42 h.
    name: 'overtime at a different rate pays the blended regular rate, to the cent',
    rule: 'federal',
    facts: [...fiveEights, adjust('2032-01-10', 2, { rate: '30.00' })],
    expected: { regular: 0, overtime: 2, doubleTime: 0, pto: 0, gross: '80.48' },
  },
  {
    name: 'quarter hours stay exact',
    rule: 'federal',
    facts: [
      work('2032-01-05', 7.25, { rate: '28.75' }),
      adjust('2032-01-05', 0.25, { rate: '28.75' }),
    ],
    expected: { regular: 0.25, overtime: 0, doubleTime: 0, pto: 0, gross: '7.19' },
  },
];

describe('weekDelta: what a range adjustments of a closed week pay', () => {
  it.each(cases)('$name', ({ rule, facts, expected }) => {
    const d = weekDelta(facts, rule);
    expect({
      regular: d.regularHours,
      overtime: d.overtimeHours,
      doubleTime: d.doubleTimeHours,
      pto: d.ptoHours,
      gross: formatCents(d.grossCents),
    }).toEqual(expected);
  });

  it('counts the range adjustments and the Other hours by type', () => {
    const d = weekDelta(
      [
        ...fiveEights,
        adjust('2032-01-10', 4, { isPto: true, ptoType: 'Sick' }),
        adjust('2032-01-05', -1),
        { ...adjust('2032-01-06', 1), inRange: false },
      ],
      'federal',
    );
    expect(d.adjustments).toBe(2);
    expect(d.ptoByType).toEqual({ Sick: 4 });
  });
});
