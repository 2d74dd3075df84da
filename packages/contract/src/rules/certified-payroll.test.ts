import { describe, expect, it } from 'vitest';
import {
  certifiedPayrollWeek,
  formatRateUnits,
  maskIdentifyingNumber,
  splitByTimeOrder,
  workweekDates,
  type CertifiedPayrollDay,
  type CertifiedPayrollInput,
  type CertifiedPayrollOptions,
  type ClassificationPay,
  type OvertimeRateMethod,
  type ProjectHours,
} from './certified-payroll';
import { addDays } from './pay-periods';
import { formatCents } from './payroll';
import { formatHundredths } from './wc-audit';

const WEEK = '2026-11-16'; // a Monday
const dayOf = (i: number) => addDays(WEEK, i);
const worker = { name: 'Luis Ortega', identifyingNumber: '987-65-4321' };

/** The DOL's example rates: electrician $22.00 basic + $5.00 fringe, here paid in cash. */
const ELECTRICIAN: ClassificationPay = {
  id: 'electrician',
  name: 'Electrician',
  baseRate: '22.00',
  fringeRate: '5.00',
  fringePaidAs: 'cash',
};

/** A day per entry, the week's first day first, with that many hours in one classification. */
function daysOf(classificationId: string, hours: readonly (number | string)[]) {
  return hours.map((h, i): CertifiedPayrollDay => ({
    date: dayOf(i),
    lines: [{ classificationId, hours: h }],
  }));
}

function run(
  days: readonly CertifiedPayrollDay[],
  classifications: readonly ClassificationPay[] = [ELECTRICIAN],
  extra: Partial<CertifiedPayrollInput> = {},
  options?: CertifiedPayrollOptions,
) {
  return certifiedPayrollWeek(
    { weekStart: WEEK, worker, classifications, days, ...extra },
    options,
  );
}

const h = formatHundredths;
const c = formatCents;
const r = formatRateUnits;

describe('golden: the DOL worked example, electrician, 44 hours', () => {
  // DOL Wage and Hour Division, Prevailing Wage Resource Book, "Examples of CWHSSA overtime pay
  // computations on Davis-Bacon and Related Act (DBRA) contracts": "an employee who worked 44
  // hours on a covered contract as an electrician, where the wage determination rate for an
  // electrician is $22.00 (basic hourly rate) plus $5.00 in fringe benefits":
  //   $22.00 cash + $5.00 fringe: 44 × 22.00 = 968.00, 44 × 5.00 = 220.00, 4 × ½ × 22.00 = 44.00:
  //     $1232.00
  //   $20.00 cash + $7.00 cash in lieu of fringe: 44 × 20.00 = 880.00, 44 × 7.00 = 308.00,
  //     4 × ½ × 22.00 = 44.00: $1232.00
  //   $24.00 cash + $3.00 fringe: 44 × 24.00 = 1056.00, 44 × 3.00 = 132.00, 4 × ½ × 24.00 = 48.00:
  //     $1236.00
  // On WH-347 the cash goes in the rows' gross (column 7), the plan contributions in the
  // statement of compliance: their sum is the DOL's total.
  const hours = [9, 9, 9, 9, 8]; // 36 by Thursday: Friday is 4 straight, then 4 overtime
  it.each([
    // pay, S rate, O rate, S gross, O gross, row gross, plan, the DOL's total
    [
      { fringePaidAs: 'plan' },
      ...(['22.00', '33.00', '880.00', '132.00', '1012.00', '220.00', '1232.00'] as const),
    ],
    // The overtime premium is on $22.00, never below the determination's basic rate (29 CFR
    // 5.32(a)): O = 20.00 + 11.00 + 7.00.
    [
      { fringePaidAs: 'cash', baseRatePaid: '20.00', fringeRatePaid: '7.00' },
      ...(['27.00', '38.00', '1080.00', '152.00', '1232.00', '0.00', '1232.00'] as const),
    ],
    // The DOL's "$3.00 in fringe benefits", here to a plan.
    [
      { fringePaidAs: 'plan', baseRatePaid: '24.00', fringeRatePaid: '3.00' },
      ...(['24.00', '36.00', '960.00', '144.00', '1104.00', '132.00', '1236.00'] as const),
    ],
  ] as const)('%o', (pay, stRate, otRate, stGross, otGross, gross, plan, dolTotal) => {
    const week = run(daysOf('electrician', hours), [{ ...ELECTRICIAN, ...pay }]);
    const [line] = week.lines;
    expect(line!.straightTimeByDay.map(h).join(' ')).toBe('9.00 9.00 9.00 9.00 4.00 0.00 0.00');
    expect(line!.overtimeByDay.map(h).join(' ')).toBe('0.00 0.00 0.00 0.00 4.00 0.00 0.00');
    expect([h(line!.straightTimeHours), h(line!.overtimeHours)]).toEqual(['40.00', '4.00']);
    expect([r(line!.straightTimeRate), r(line!.overtimeRate)]).toEqual([stRate, otRate]);
    expect([c(line!.straightTimeCents), c(line!.overtimeCents), c(line!.grossCents)]).toEqual([
      stGross,
      otGross,
      gross,
    ]);
    expect(c(week.planFringeCents)).toBe(plan);
    expect(c(week.allWorkGrossCents + week.planFringeCents)).toBe(dolTotal);
    expect(week.warnings).toEqual([]);
  });
});

describe('golden: two classifications, cash fringe, 44 hours, overtime at the rate worked', () => {
  // These figures are the per-classification method (FLSA 7(g)(2), 29 CFR 778.419: an agreement
  // made before the work), passed explicitly; the weighted average is tested further down.
  // The DOL's two-classification example rates (same Resource Book page): electrician $12.00 +
  // $2.50, painter $10.00 + $3.00, both fringes paid in cash. The hours are this fixture's own:
  // Monday to Thursday 8 h as an electrician (32 h), Friday 4 h painting, then 8 h electrical
  // work. The 40th hour falls in Friday's electrical work: its first 4 hours are straight time,
  // its last 4 overtime (the day's last line takes the overtime).
  //   Electrician S 36 h × (12.00 + 2.50 = 14.50) = 522.00
  //   Electrician O  4 h × (12.00 × 1.5 + 2.50 = 20.50) =  82.00 (the fringe is not multiplied)
  //   Painter     S  4 h × (10.00 + 3.00 = 13.00) =  52.00
  //   Gross on the project: 656.00. The DOL's way of adding it up gives the same: cash wages
  //   40 × 12.00 + 4 × 10.00 = 520.00, cash fringes 40 × 2.50 + 4 × 3.00 = 112.00, CWHSSA
  //   premium 4 × ½ × 12.00 = 24.00: 656.00.
  const ELECTRICIAN_12: ClassificationPay = {
    id: 'electrician',
    name: 'Electrician',
    baseRate: '12.00',
    fringeRate: '2.50',
    fringePaidAs: 'cash',
  };
  const PAINTER: ClassificationPay = {
    id: 'painter',
    name: 'Painter',
    baseRate: '10.00',
    fringeRate: '3.00',
    fringePaidAs: 'cash',
  };
  const friday = (lines: CertifiedPayrollDay['lines']): CertifiedPayrollDay => ({
    date: dayOf(4),
    lines,
  });
  const monToThu = daysOf('electrician', [8, 8, 8, 8]);
  const agreed: CertifiedPayrollOptions = { overtimeRate: 'classificationWorked' };

  it('fills the WH-347 rows', () => {
    const week = run(
      [
        ...monToThu,
        friday([
          { classificationId: 'painter', hours: '4.00' },
          { classificationId: 'electrician', hours: '8.00' },
        ]),
      ],
      [ELECTRICIAN_12, PAINTER],
      {},
      agreed,
    );
    expect(week).toMatchObject({
      weekStart: '2026-11-16',
      weekEnding: '2026-11-22',
      workerName: 'Luis Ortega',
      identifyingNumber: 'xxx-xx-4321',
      noWorkPerformed: false,
      warnings: [],
    });
    const rows = week.lines.map((l) => ({
      name: l.classificationName,
      s: l.straightTimeByDay.map(h).join(' '),
      o: l.overtimeByDay.map(h).join(' '),
      total: `${h(l.straightTimeHours)}/${h(l.overtimeHours)}`,
      rate: `${r(l.straightTimeRate)}/${r(l.overtimeRate)}`,
      amounts: `${c(l.straightTimeCents)}+${c(l.overtimeCents)}=${c(l.grossCents)}`,
    }));
    expect(rows).toEqual([
      {
        name: 'Electrician',
        s: '8.00 8.00 8.00 8.00 4.00 0.00 0.00',
        o: '0.00 0.00 0.00 0.00 4.00 0.00 0.00',
        total: '36.00/4.00',
        rate: '14.50/20.50',
        amounts: '522.00+82.00=604.00',
      },
      {
        name: 'Painter',
        s: '0.00 0.00 0.00 0.00 4.00 0.00 0.00',
        o: '0.00 0.00 0.00 0.00 0.00 0.00 0.00',
        total: '4.00/0.00',
        rate: '13.00/18.00',
        amounts: '52.00+0.00=52.00',
      },
    ]);
    expect([c(week.projectGrossCents), c(week.allWorkGrossCents)]).toEqual(['656.00', '656.00']);
    expect([h(week.allWorkHours), h(week.allWorkOvertimeHours)]).toEqual(['44.00', '4.00']);
  });

  it('puts the overtime on the day’s last lines: painting last, the painter row takes it', () => {
    // Electrician S 40 × 14.50 = 580.00; painter O 4 × (10.00 × 1.5 + 3.00 = 18.00) = 72.00.
    const week = run(
      [
        ...monToThu,
        friday([
          { classificationId: 'electrician', hours: '8.00' },
          { classificationId: 'painter', hours: '4.00' },
        ]),
      ],
      [ELECTRICIAN_12, PAINTER],
      {},
      agreed,
    );
    expect(
      week.lines.map((l) => [l.classificationId, h(l.overtimeHours), c(l.grossCents)]),
    ).toEqual([
      ['electrician', '0.00', '580.00'],
      ['painter', '4.00', '72.00'],
    ]);
    expect(c(week.projectGrossCents)).toBe('652.00');
  });

  it('reads the days in date order whatever order they come in', () => {
    const days = [
      friday([
        { classificationId: 'painter', hours: '4.00' },
        { classificationId: 'electrician', hours: '8.00' },
      ]),
      ...[...monToThu].reverse(),
    ];
    expect(c(run(days, [ELECTRICIAN_12, PAINTER], {}, agreed).projectGrossCents)).toBe('656.00');
  });
});

describe('the overtime rate: weighted average (default) or the classification worked', () => {
  // 29 CFR 778.115 and DOL Field Operations Handbook 15k01: with several rates in the week the
  // regular rate R is the straight-time earnings at the basic rates (fringe left out: 29 CFR
  // 5.32, 778.215) over all hours, and each overtime hour earns its row's S rate + ½ R. The rate
  // of the classification worked (S + ½ that classification's rate) needs an agreement made
  // before the work (FLSA 7(g)(2), 29 CFR 778.419). Rates: electrician $12.00 + $2.50 cash,
  // painter $10.00 + $3.00 cash (the DOL's two-classification rates), the other work's given.
  const ELECTRICIAN_12: ClassificationPay = {
    id: 'electrician',
    name: 'Electrician',
    baseRate: '12.00',
    fringeRate: '2.50',
    fringePaidAs: 'cash',
  };
  const PAINTER: ClassificationPay = {
    id: 'painter',
    name: 'Painter',
    baseRate: '10.00',
    fringeRate: '3.00',
    fringePaidAs: 'cash',
  };
  const line = (classificationId: string, hours: string): ProjectHours => ({
    classificationId,
    hours,
  });
  const friday = (...lines: ProjectHours[]): CertifiedPayrollDay => ({ date: dayOf(4), lines });
  const monToThu = daysOf('electrician', [8, 8, 8, 8]);
  const twoRates = [ELECTRICIAN_12, PAINTER];
  const otherDays = [0, 1, 2].map((i): CertifiedPayrollDay => ({
    date: dayOf(i),
    lines: [],
    otherWorkHours: '10',
  }));

  // Each case: the rows as "id S/O hours @ S/O rate = gross", then R (or "-") and the project's
  // gross, under the weighted average and under the classification worked.
  it.each([
    {
      // One rate all week: R is that rate, both methods agree. The DOL's electrician, 44 h.
      name: 'one classification: both methods agree',
      classifications: [ELECTRICIAN],
      days: daysOf('electrician', [9, 9, 9, 9, 8]),
      weighted: 'electrician 40.00/4.00 @ 27.00/38.00 = 1232.00 | R 22.00 | 1232.00',
      agreed: 'electrician 40.00/4.00 @ 27.00/38.00 = 1232.00 | R - | 1232.00',
    },
    {
      // R = (40 × 12.00 + 4 × 10.00) / 44 = 520.00 / 44 = 11.8182; ½ R = 5.909090… → 5.9091.
      // Painter O: 13.00 + 5.9091 = 18.9091; 4 × 18.9091 = 75.6364 → 75.64. Agreed: 13.00 + 5.00.
      name: 'two classifications, overtime in the cheaper one (painting last)',
      classifications: twoRates,
      days: [...monToThu, friday(line('electrician', '8'), line('painter', '4'))],
      weighted:
        'electrician 40.00/0.00 @ 14.50/20.4091 = 580.00; ' +
        'painter 0.00/4.00 @ 13.00/18.9091 = 75.64 | R 11.8182 | 655.64',
      agreed:
        'electrician 40.00/0.00 @ 14.50/20.50 = 580.00; ' +
        'painter 0.00/4.00 @ 13.00/18.00 = 72.00 | R - | 652.00',
    },
    {
      // The same R and ½ R. Electrician O: 14.50 + 5.9091 = 20.4091, below 1.5 × 12.00 + 2.50 =
      // 20.50: the average is the rule, the rate worked the agreed exception, not a floor.
      // 4 × 20.4091 = 81.6364 → 81.64; 522.00 + 81.64 + 52.00 = 655.64, as when painting last:
      // under the average the premium does not depend on where the overtime falls.
      name: 'two classifications, overtime in the dearer one (electrical work last)',
      classifications: twoRates,
      days: [...monToThu, friday(line('painter', '4'), line('electrician', '8'))],
      weighted:
        'electrician 36.00/4.00 @ 14.50/20.4091 = 603.64; ' +
        'painter 4.00/0.00 @ 13.00/18.9091 = 52.00 | R 11.8182 | 655.64',
      agreed:
        'electrician 36.00/4.00 @ 14.50/20.50 = 604.00; ' +
        'painter 4.00/0.00 @ 13.00/18.00 = 52.00 | R - | 656.00',
    },
    {
      // Other work: 30 h at $15.00 = 450.00 (straight time, no fringe), then 14 h on the
      // project as a $22.00 + $5.00 cash electrician. R = (450.00 + 14 × 22.00) / 44 = 758.00 /
      // 44 = 17.2273; ½ R = 8.613636… → 8.6136. O: 27.00 + 8.6136 = 35.6136; 4 × 35.6136 =
      // 142.4544 → 142.45. Agreed: O 38.00, 4 × 38.00 = 152.00.
      name: 'other work at a lower rate, overtime on the project',
      classifications: [ELECTRICIAN],
      days: [...otherDays, ...daysOf('electrician', [0, 0, 0, 8, 6])],
      otherEarnings: '450.00',
      weighted: 'electrician 10.00/4.00 @ 27.00/35.6136 = 412.45 | R 17.2273 | 412.45',
      agreed: 'electrician 10.00/4.00 @ 27.00/38.00 = 422.00 | R - | 422.00',
    },
    {
      // Other work at a higher rate raises R: 30 h at $30.00 = 900.00; R = (900.00 + 308.00) /
      // 44 = 27.4545; ½ R = 13.727272… → 13.7273; O: 27.00 + 13.7273 = 40.7273; × 4 = 162.9092
      // → 162.91.
      name: 'other work at a higher rate, overtime on the project',
      classifications: [ELECTRICIAN],
      days: [...otherDays, ...daysOf('electrician', [0, 0, 0, 8, 6])],
      otherEarnings: '900.00',
      weighted: 'electrician 10.00/4.00 @ 27.00/40.7273 = 432.91 | R 27.4545 | 432.91',
      agreed: 'electrician 10.00/4.00 @ 27.00/38.00 = 422.00 | R - | 422.00',
    },
    {
      // Exactly 40 h in two classifications: no overtime, the methods agree.
      // R = (36 × 12.00 + 4 × 10.00) / 40 = 472.00 / 40 = 11.80.
      name: 'two classifications, exactly 40.00 h',
      classifications: twoRates,
      days: [...monToThu, friday(line('painter', '4'), line('electrician', '4'))],
      weighted:
        'electrician 36.00/0.00 @ 14.50/20.40 = 522.00; ' +
        'painter 4.00/0.00 @ 13.00/18.90 = 52.00 | R 11.80 | 574.00',
      agreed:
        'electrician 36.00/0.00 @ 14.50/20.50 = 522.00; ' +
        'painter 4.00/0.00 @ 13.00/18.00 = 52.00 | R - | 574.00',
    },
    {
      // 40.01 h: R = (36.01 × 12.00 + 40.00) / 40.01 = 472.12 / 40.01 = 11.800049… → 11.80;
      // ½ R = 5.9000249… → 5.90. O: 14.50 + 5.90 = 20.40; 0.01 × 20.40 = 0.204 → 0.20.
      // Agreed: 0.01 × 20.50 = 0.205 → 0.21 (half up): a cent apart.
      name: 'two classifications, 40.01 h',
      classifications: twoRates,
      days: [...monToThu, friday(line('painter', '4'), line('electrician', '4.01'))],
      weighted:
        'electrician 36.00/0.01 @ 14.50/20.40 = 522.20; ' +
        'painter 4.00/0.00 @ 13.00/18.90 = 52.00 | R 11.80 | 574.20',
      agreed:
        'electrician 36.00/0.01 @ 14.50/20.50 = 522.21; ' +
        'painter 4.00/0.00 @ 13.00/18.00 = 52.00 | R - | 574.21',
    },
  ] as {
    name: string;
    classifications: ClassificationPay[];
    days: CertifiedPayrollDay[];
    otherEarnings?: string;
    weighted: string;
    agreed: string;
  }[])('$name', ({ classifications, days, otherEarnings, weighted, agreed }) => {
    const show = (overtimeRate?: OvertimeRateMethod) => {
      const week = run(
        days,
        classifications,
        otherEarnings === undefined ? {} : { otherWorkStraightTimeEarnings: otherEarnings },
        overtimeRate === undefined ? {} : { overtimeRate },
      );
      for (const l of week.lines) {
        expect(l.overtimeRate).toBe(l.straightTimeRate + l.overtimePremiumRate);
        expect(l.grossCents).toBe(l.straightTimeCents + l.overtimeCents);
      }
      const rows = week.lines.map(
        (l) =>
          `${l.classificationId} ${h(l.straightTimeHours)}/${h(l.overtimeHours)} @ ` +
          `${r(l.straightTimeRate)}/${r(l.overtimeRate)} = ${c(l.grossCents)}`,
      );
      const rate = week.regularRate === null ? '-' : r(week.regularRate);
      return `${rows.join('; ')} | R ${rate} | ${c(week.projectGrossCents)}`;
    };
    expect(show()).toBe(weighted);
    expect(show('weightedAverage')).toBe(weighted);
    expect(show('classificationWorked')).toBe(agreed);
  });

  it('defaults to the weighted average and says which method it used', () => {
    const days = [...monToThu, friday(line('electrician', '8'), line('painter', '4'))];
    expect(run(days, twoRates).overtimeRateMethod).toBe('weightedAverage');
    const agreed = run(days, twoRates, {}, { overtimeRate: 'classificationWorked' });
    expect(agreed.overtimeRateMethod).toBe('classificationWorked');
    expect(agreed.lines.map((l) => r(l.overtimePremiumRate))).toEqual(['6.00', '5.00']);
  });

  it('needs the other work’s straight-time earnings for the average when there is overtime', () => {
    const overtime = [...otherDays, ...daysOf('electrician', [0, 0, 0, 8, 6])];
    expect(() => run(overtime)).toThrow(/otherWorkStraightTimeEarnings/);
    // The agreed method does without them, and so does a week without project overtime.
    const agreed = run(overtime, [ELECTRICIAN], {}, { overtimeRate: 'classificationWorked' });
    expect(c(agreed.projectGrossCents)).toBe('422.00');
    const noOvertime = run([...otherDays, ...daysOf('electrician', [0, 0, 0, 8])]);
    expect([c(noOvertime.projectGrossCents), noOvertime.regularRate]).toEqual(['216.00', null]);
    // Zero other earnings are a figure, not a missing one: R = 308.00 / 44 = 7.00.
    const unpaid = run(overtime, [ELECTRICIAN], { otherWorkStraightTimeEarnings: '0' });
    expect(r(unpaid.regularRate!)).toBe('7.00');
  });

  it('refuses an unknown method and negative other earnings', () => {
    const days = daysOf('electrician', [8]);
    const unknown = { overtimeRate: 'highest' as OvertimeRateMethod };
    expect(() => run(days, [ELECTRICIAN], {}, unknown)).toThrow(RangeError);
    const negative = { otherWorkStraightTimeEarnings: '-1' };
    expect(() => run(days, [ELECTRICIAN], negative)).toThrow(RangeError);
  });

  it('floors each classification’s rate in the average at its determination’s (29 CFR 5.32)', () => {
    // The electrician paid $11.00 against $12.00 (a warning): R counts those hours at 12.00, so
    // R = 520.00 / 44 as when paid in full. Electrician O: 11.00 + 2.50 + 5.9091 = 19.4091.
    const days = [...monToThu, friday(line('electrician', '8'), line('painter', '4'))];
    const week = run(days, [{ ...ELECTRICIAN_12, baseRatePaid: '11.00' }, PAINTER]);
    expect(r(week.regularRate!)).toBe('11.8182');
    expect(week.lines.map((l) => r(l.overtimeRate))).toEqual(['19.4091', '18.9091']);
    expect(week.warnings.map((w) => w.classificationId)).toEqual(['electrician']);
  });
});

describe('which hours are overtime (electrician $22.00 + $5.00 cash: S 27.00, O 38.00)', () => {
  const other = (i: number, hours: string): CertifiedPayrollDay => ({
    date: dayOf(i),
    lines: [],
    otherWorkHours: hours,
  });
  // Each case: the project's S and O hours | all work's hours and its overtime | project gross.
  it.each([
    // 40 U.S.C. 3702(a): overtime is the hours *over* 40 in the workweek.
    {
      name: 'exactly 40 h: no overtime',
      days: daysOf('electrician', [8, 8, 8, 8, 8]),
      expected: 'S 40.00 O 0.00 | all 40.00 O 0.00 | 1080.00',
    },
    {
      name: '40.01 h: 0.01 h overtime (0.01 × 38.00 = 0.38)',
      days: daysOf('electrician', [8, 8, 8, 8, '8.01']),
      expected: 'S 40.00 O 0.01 | all 40.01 O 0.01 | 1080.38',
    },
    {
      name: 'the 4 h past 40 fall on Saturday',
      days: daysOf('electrician', [8, 8, 8, 8, 8, 4]),
      expected: 'S 40.00 O 4.00 | all 44.00 O 4.00 | 1232.00',
    },
    // The WH-347 instructions and the FLSA count all work toward the 40, this project's or not.
    // The other work's straight-time earnings are given at $22.00 an hour too, so the weighted
    // regular rate is 22.00 and the project's O rate stays 38.00.
    {
      name: '38 h of other work, then 8 h on the project: 2 S + 6 O (54.00 + 228.00)',
      days: [0, 1, 2, 3]
        .map((i) => other(i, '9.50'))
        .concat(daysOf('electrician', [0, 0, 0, 0, 8])),
      otherEarnings: '836.00',
      expected: 'S 2.00 O 6.00 | all 46.00 O 6.00 | 282.00',
    },
    // A day's other work is taken first: the day's project hours are its last.
    {
      name: '32 h on the project, then Friday 2 h of other work and 8 h: project 38 S + 2 O',
      days: [...daysOf('electrician', [8, 8, 8, 8, 8]), other(4, '2.00')],
      otherEarnings: '44.00',
      expected: 'S 38.00 O 2.00 | all 42.00 O 2.00 | 1102.00',
    },
    {
      name: 'other work on Saturday after 40 project hours: the overtime is not the project’s',
      days: [...daysOf('electrician', [8, 8, 8, 8, 8]), other(5, '5.00')],
      expected: 'S 40.00 O 0.00 | all 45.00 O 5.00 | 1080.00',
    },
    {
      name: 'no days at all: no work performed',
      days: [],
      expected: 'S 0.00 O 0.00 | all 0.00 O 0.00 | 0.00',
    },
    {
      name: 'lines of zero hours: no work performed',
      days: daysOf('electrician', [0, '0.00']),
      expected: 'S 0.00 O 0.00 | all 0.00 O 0.00 | 0.00',
    },
  ] as { name: string; days: CertifiedPayrollDay[]; otherEarnings?: string; expected: string }[])(
    '$name',
    ({ days, otherEarnings, expected }) => {
      const w = run(days, [ELECTRICIAN], { otherWorkStraightTimeEarnings: otherEarnings });
      expect(
        `S ${h(w.projectStraightTimeHours)} O ${h(w.projectOvertimeHours)} | ` +
          `all ${h(w.allWorkHours)} O ${h(w.allWorkOvertimeHours)} | ${c(w.projectGrossCents)}`,
      ).toBe(expected);
      expect(w.noWorkPerformed).toBe(expected.startsWith('S 0.00 O 0.00'));
      if (w.noWorkPerformed) expect(w.lines).toEqual([]);
    },
  );

  it('shows the gross for all work next to the project’s (column 7, "$163.00/$420.00")', () => {
    const days = [
      { date: dayOf(0), lines: [], otherWorkHours: '9.50' },
      ...daysOf('electrician', [0, 8]),
    ];
    const week = run(days, [ELECTRICIAN], { otherWorkGross: '163.40' });
    expect([week.projectGrossCents, week.otherWorkGrossCents, week.allWorkGrossCents]).toEqual([
      21600n,
      16340n,
      37940n,
    ]);
    expect(h(week.otherWorkHours)).toBe('9.50');
  });

  it('keeps daily overtime off unless asked; when asked, does not count it twice', () => {
    const tens = daysOf('electrician', [10, 10, 10, 10, 10]);
    const split = (options?: CertifiedPayrollOptions) => {
      const week = run(tens, [ELECTRICIAN], {}, options);
      return [h(week.projectStraightTimeHours), h(week.projectOvertimeHours)];
    };
    expect(split()).toEqual(['40.00', '10.00']);
    expect(split({ dailyOvertimeAfterHours: null })).toEqual(['40.00', '10.00']);
    // Over 8 a day: 2 h a day, and the 40 straight hours leave no weekly overtime on top.
    expect(split({ dailyOvertimeAfterHours: 8 })).toEqual(['40.00', '10.00']);
    const options = { dailyOvertimeAfterHours: '8' };
    const fourTens = run(daysOf('electrician', [10, 10, 10, 10]), [ELECTRICIAN], {}, options);
    expect([h(fourTens.projectStraightTimeHours), h(fourTens.projectOvertimeHours)]).toEqual([
      '32.00',
      '8.00',
    ]);
  });

  it('splits stretches in time order, the first hours of a stretch straight', () => {
    expect(
      splitByTimeOrder([
        { dayIndex: 0, hours: 3900n },
        { dayIndex: 1, hours: 250n },
        { dayIndex: 1, hours: 100n },
      ]),
    ).toEqual([
      { straightTime: 3900n, overtime: 0n },
      { straightTime: 100n, overtime: 150n },
      { straightTime: 0n, overtime: 100n },
    ]);
  });
});

describe('fringe paid to plans or in cash, and the prevailing wage check', () => {
  // 9, 9, 9, 9, 8 = 44 hours. 29 CFR 5.5(a)(1): basic rate + fringe paid per hour at least the
  // determination's ($27.00); 29 CFR 5.32: the fringe stays out of the overtime base.
  // Each case: S and O rates | row gross | plan contributions; the warning's paid and required.
  it.each([
    {
      name: 'cash: S 22 + 5, O 33 + 5',
      pay: { fringePaidAs: 'cash' },
      expected: 'S 27.00 O 38.00 | 1232.00 | plan 0.00',
      warning: null,
    },
    {
      name: 'plan: S 22, O 33, 44 × 5.00 to the plan',
      pay: { fringePaidAs: 'plan' },
      expected: 'S 22.00 O 33.00 | 1012.00 | plan 220.00',
      warning: null,
    },
    {
      name: 'cash beyond the fringe is wages: 22 + 6 cash puts the premium on 23.00',
      pay: { fringePaidAs: 'cash', fringeRatePaid: '6.00' },
      expected: 'S 28.00 O 39.50 | 1278.00 | plan 0.00',
      warning: null,
    },
    {
      name: '21.00 + 5.00 cash is below 27.00; the premium stays on 22.00',
      pay: { fringePaidAs: 'cash', baseRatePaid: '21.00' },
      expected: 'S 26.00 O 37.00 | 1188.00 | plan 0.00',
      warning: ['26.00', '27.00'],
    },
    {
      name: '22.00 + 4.99 to the plan is a cent short',
      pay: { fringePaidAs: 'plan', fringeRatePaid: '4.99' },
      expected: 'S 22.00 O 33.00 | 1012.00 | plan 219.56',
      warning: ['26.99', '27.00'],
    },
  ] as const)('$name', ({ pay, expected, warning }) => {
    const week = run(daysOf('electrician', [9, 9, 9, 9, 8]), [{ ...ELECTRICIAN, ...pay }]);
    const line = week.lines[0]!;
    expect(
      `S ${r(line.straightTimeRate)} O ${r(line.overtimeRate)} | ${c(line.grossCents)} | ` +
        `plan ${c(line.planFringeCents)}`,
    ).toBe(expected);
    expect(
      line.warnings.map((w) => [w.code, w.classificationId, r(w.paidRate), r(w.requiredRate)]),
    ).toEqual(warning ? [['paidBelowPrevailingWage', 'electrician', ...warning]] : []);
    expect(week.warnings).toEqual(line.warnings);
  });

  it('gives no row and no warning for a classification without hours', () => {
    const week = run([], [{ ...ELECTRICIAN, baseRatePaid: '1.00' }]);
    expect(week).toMatchObject({ noWorkPerformed: true, lines: [], warnings: [] });
  });
});

describe('exact decimals', () => {
  it('rounds each earnings line to the cent, half up, and adds the rounded lines', () => {
    // 1.25 h × 28.755 = 35.94375 → 35.94.
    const odd = {
      ...ELECTRICIAN,
      baseRate: '28.755',
      fringeRate: '0',
      fringePaidAs: 'plan' as const,
    };
    expect(c(run(daysOf('electrician', ['1.25']), [odd]).projectGrossCents)).toBe('35.94');
    // 40 × 28.755 = 1150.20; 0.5 h × 43.1325 (28.755 × 1.5) = 21.56625 → 21.57; 1171.77.
    const week = run(daysOf('electrician', [8, 8, 8, 8, '8.50']), [odd]);
    const line = week.lines[0]!;
    expect([r(line.overtimeRate), c(line.straightTimeCents), c(line.overtimeCents)]).toEqual([
      '43.1325',
      '1150.20',
      '21.57',
    ]);
    expect(line.grossCents).toBe(line.straightTimeCents + line.overtimeCents);
    // 0.5 h × 0.01 = 0.005 → 0.01: half rounds up.
    const cent = { ...odd, baseRate: '0.01' };
    expect(c(run(daysOf('electrician', ['0.50']), [cent]).projectGrossCents)).toBe('0.01');
    // Float noise in hours never reaches the sums: 0.1 + 0.2 h is 0.30 h.
    expect(h(run(daysOf('electrician', [0.1 + 0.2]), [odd]).allWorkHours)).toBe('0.30');
  });

  it('writes rates with two places, more only when needed', () => {
    expect([380000n, 378750n, 431325n, 5n, 0n].map(formatRateUnits)).toEqual([
      '38.00',
      '37.875',
      '43.1325',
      '0.0005',
      '0.00',
    ]);
  });
});

describe('the workweek', () => {
  it('starts on the company’s week start, any weekday', () => {
    expect(workweekDates('2026-11-15')).toEqual([
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
    const week = certifiedPayrollWeek({
      weekStart: '2026-11-15',
      worker,
      classifications: [ELECTRICIAN],
      days: [{ date: '2026-11-21', lines: [{ classificationId: 'electrician', hours: 8 }] }],
    });
    expect(week.weekEnding).toBe('2026-11-21');
    expect(week.lines[0]!.straightTimeByDay.map(h).join(' ')).toBe(
      '0.00 0.00 0.00 0.00 0.00 0.00 8.00',
    );
  });

  it.each([
    ['a weekStart that is no date', { weekStart: '2026-02-30' }],
    ['a day outside the week', { days: daysOf('electrician', [8, 8, 8, 8, 8, 8, 8, 8]) }],
    ['an unknown classification', { days: daysOf('carpenter', [8]) }],
    ['a classification given twice', { classifications: [ELECTRICIAN, ELECTRICIAN] }],
    ['negative hours', { days: daysOf('electrician', ['-1']) }],
    ['hours written with an exponent', { days: daysOf('electrician', ['1e1']) }],
    ['a day over 24 hours', { days: [{ ...daysOf('electrician', [20])[0]!, otherWorkHours: 5 }] }],
    [
      'a rate with four decimal places',
      { classifications: [{ ...ELECTRICIAN, baseRate: '22.0001' }] },
    ],
    ['a negative gross for other work', { otherWorkGross: '-1' }],
  ] as const)('refuses %s', (_name, change) => {
    const input: CertifiedPayrollInput = {
      weekStart: WEEK,
      worker,
      classifications: [ELECTRICIAN],
      days: daysOf('electrician', [8]),
      ...change,
    };
    expect(() => certifiedPayrollWeek(input)).toThrow(RangeError);
  });
});

describe('the identifying number', () => {
  it.each([
    ['987-65-4321', 'xxx-xx-4321'],
    ['987654321', 'xxx-xx-4321'],
    [' 987 65 4321 ', 'xxx-xx-4321'],
    ['EMP-001042', 'xxxx1042'],
    ['A12345678B', 'xxxx678B'],
    ['42', 'xxxx42'],
    ['', ''],
    [null, ''],
  ] as const)('%s shows as %s', (value, masked) => {
    expect(maskIdentifyingNumber(value)).toBe(masked);
  });

  it('never puts the full number in any field of a computed payroll', () => {
    const week = run(daysOf('electrician', [9, 9, 9, 9, 8]));
    const text = JSON.stringify(week, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    );
    for (const part of ['987-65-4321', '987654321', '987-65', '98765', '65-4321', '654321'])
      expect(text).not.toContain(part);
    expect(week.identifyingNumber).toBe('xxx-xx-4321');
    for (const line of week.lines)
      for (const value of Object.values(line)) expect(String(value)).not.toMatch(/987|6543/);
  });
});
