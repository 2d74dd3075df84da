import { describe, expect, it } from 'vitest';
import {
  auditPayroll,
  bandChangeBlockedBy,
  bandsInForce,
  codeUnderBands,
  codesInForce,
  formatHundredths,
  wcPremiumCents,
  wcStateRule,
  type AuditEntry,
  type WcBandChangeDates,
} from './wc-audit';
import { matchWcCode } from './wc-rules';

describe('state rules on overtime and the premium basis', () => {
  it.each([
    // CA WCIRB USRP Part 3 Section V Rule 3: the extra pay for overtime is excluded.
    ['CA', 'payroll', 'excluded', /WCIRB USRP Part 3 Section V Rule 3/],
    ['ca', 'payroll', 'excluded', /WCIRB/],
    // NCCI Basic Manual Rule 2-B-2-a: the premium portion of overtime is excluded.
    ['TX', 'payroll', 'excluded', /NCCI Basic Manual Rule 2-B-2-a/],
    ['FL', 'payroll', 'excluded', /NCCI Basic Manual Rule 2-B-2-a/],
    ['IL', 'payroll', 'excluded', /NCCI Basic Manual Rule 2-B-2-a/],
    // Pennsylvania (PCRB) and Delaware (DCRB) count overtime pay in full.
    ['PA', 'payroll', 'included', /PCRB/],
    ['DE', 'payroll', 'included', /DCRB/],
    // Washington reports hours worked (WAC 296-17-35201).
    ['WA', 'hours', 'excluded', /WAC 296-17-35201/],
    // Others, and no state at all, follow NCCI's practice.
    ['NY', 'payroll', 'excluded', /no state exception known/],
    ['', 'payroll', 'excluded', /no state exception known/],
    [null, 'payroll', 'excluded', /no state exception known/],
  ] as const)('%s: %s, overtime premium %s', (state, basis, overtimePremium, authority) => {
    const rule = wcStateRule(state);
    expect(rule).toMatchObject({ basis, overtimePremium });
    expect(rule.authority).toMatch(authority);
  });
});

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  userId: 'luis',
  date: '2032-01-05',
  hours: '8.00',
  hourlyRate: '28.75',
  wcCode: '5403',
  compRate: '13.98',
  isPto: false,
  adjustment: false,
  ...over,
});
const federal = () => 'federal' as const;
const california = () => 'california' as const;

describe('payroll per worker and class code', () => {
  // A federal week: 5 × 9 h = 45 h at 28.75; 5 OT hours, premium 5 × 14.375 = 71.875 → 71.88.
  const week = ['05', '06', '07', '08', '09'].map((d) =>
    entry({ date: `2032-01-${d}`, hours: '9.00' }),
  );

  it.each([
    ['CA', 129375n, 7188n, 129375n],
    ['TX', 129375n, 7188n, 129375n],
    ['PA', 129375n, 7188n, 136563n],
    ['DE', 129375n, 7188n, 136563n],
  ])('%s: straight %d, premium portion %d, reportable %d', (state, straight, ot, reportable) => {
    const [line] = auditPayroll({
      entries: week,
      overtimeRuleOf: federal,
      stateRule: wcStateRule(state),
    });
    expect(line).toMatchObject({
      hours: 4500n,
      straightCents: straight,
      overtimePremiumCents: ot,
      reportableCents: reportable,
    });
    // Premium: reportable × 13.98 %, to the cent.
    expect(line!.premiumCents).toBe((reportable * 1398n + 5000n) / 10_000n);
  });

  it('at exactly 40 hours there is no overtime premium; at 40.25 there is', () => {
    const forty = ['05', '06', '07', '08', '09'].map((d) => entry({ date: `2032-01-${d}` }));
    expect(
      auditPayroll({ entries: forty, overtimeRuleOf: federal, stateRule: wcStateRule('PA') })[0]!
        .overtimePremiumCents,
    ).toBe(0n);
    const more = [...forty, entry({ date: '2032-01-10', hours: '0.25' })];
    // 0.25 h × 14.375 = 3.59375 → 3.59.
    expect(
      auditPayroll({ entries: more, overtimeRuleOf: federal, stateRule: wcStateRule('PA') })[0]!
        .overtimePremiumCents,
    ).toBe(359n);
  });

  it('California daily overtime and double time: 12.5 h in a day', () => {
    const [line] = auditPayroll({
      entries: [entry({ hours: '12.50' })],
      overtimeRuleOf: california,
      stateRule: wcStateRule('PA'),
    });
    // 4 OT × 14.375 + 0.5 DT × 28.75 = 57.50 + 14.375 = 71.875 → 71.88.
    expect(line).toMatchObject({ overtimePremiumCents: 7188n, straightCents: 35938n });
  });

  it('shares a week’s premium among its codes by straight-time wages, to the cent', () => {
    // 44 h: 22 at 5403 and 22 at 5432, one rate; premium 4 × 14.375 = 57.50, half each.
    const entries = [
      entry({ date: '2032-01-05', hours: '11.00' }),
      entry({ date: '2032-01-06', hours: '11.00' }),
      entry({ date: '2032-01-07', hours: '11.00', wcCode: '5432', compRate: '6.21' }),
      entry({ date: '2032-01-08', hours: '11.00', wcCode: '5432', compRate: '6.21' }),
    ];
    const lines = auditPayroll({ entries, overtimeRuleOf: federal, stateRule: wcStateRule('PA') });
    expect(lines.map((l) => [l.wcCode, l.overtimePremiumCents])).toEqual([
      ['5403', 2875n],
      ['5432', 2875n],
    ]);
  });

  it('gives the cent left by rounding to the largest remainder, and the total stays exact', () => {
    // 41 h over three codes at 10.01: premium 1 × 5.005 = 5.005 → 5.01 (half up).
    const entries = [
      entry({ date: '2032-01-05', hours: '14.00', hourlyRate: '10.01', wcCode: 'A' }),
      entry({ date: '2032-01-06', hours: '14.00', hourlyRate: '10.01', wcCode: 'B' }),
      entry({ date: '2032-01-07', hours: '13.00', hourlyRate: '10.01', wcCode: 'C' }),
    ];
    const lines = auditPayroll({ entries, overtimeRuleOf: federal, stateRule: wcStateRule('PA') });
    expect(lines.reduce((s, l) => s + l.overtimePremiumCents, 0n)).toBe(501n);
  });

  it('counts Other (PTO) hours toward no overtime and reports no line for them', () => {
    const entries = [
      ...['05', '06', '07', '08', '09'].map((d) => entry({ date: `2032-01-${d}` })),
      entry({ date: '2032-01-10', isPto: true, wcCode: null, compRate: null }),
    ];
    const lines = auditPayroll({ entries, overtimeRuleOf: federal, stateRule: wcStateRule('PA') });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.overtimePremiumCents).toBe(0n);
  });

  it('moves an adjustment’s wages between codes and leaves the week’s overtime as paid', () => {
    const entries = [
      entry({ hours: '8.00' }),
      entry({ date: '2032-02-02', hours: '-8.00', adjustment: true }),
      entry({
        date: '2032-02-02',
        hours: '8.00',
        wcCode: '5432',
        compRate: '6.21',
        adjustment: true,
      }),
    ];
    const lines = auditPayroll({ entries, overtimeRuleOf: federal, stateRule: wcStateRule('CA') });
    expect(lines.map((l) => [l.wcCode, l.hours, l.straightCents])).toEqual([
      ['5403', 0n, 0n],
      ['5432', 800n, 23000n],
    ]);
  });

  it('Washington: premium on hours at the code’s rate per hour', () => {
    const [line] = auditPayroll({
      entries: [entry({ hours: '7.50', compRate: '1.85' })],
      overtimeRuleOf: federal,
      stateRule: wcStateRule('WA'),
    });
    // 7.5 h × 1.85 = 13.875 → 13.88.
    expect(line!.premiumCents).toBe(1388n);
    expect(wcPremiumCents(wcStateRule('WA'), 0n, 750n, '1.85')).toBe(1388n);
  });

  it('formats hundredths of an hour', () => {
    expect(formatHundredths(4500n)).toBe('45.00');
    expect(formatHundredths(-825n)).toBe('-8.25');
    expect(formatHundredths(5n)).toBe('0.05');
  });
});

/** A threshold change of the two-band work type from one threshold to another. */
const change = (effectiveFrom: string, from: string, to: string): WcBandChangeDates => ({
  effectiveFrom,
  bands: [
    {
      wcCodeId: 'below',
      minHourlyRate: '0.00',
      maxHourlyRate: to,
      previousMinHourlyRate: '0.00',
      previousMaxHourlyRate: from,
    },
    {
      wcCodeId: 'above',
      minHourlyRate: to,
      maxHourlyRate: '999.99',
      previousMinHourlyRate: from,
      previousMaxHourlyRate: '999.99',
    },
  ],
});

describe('bands in force on a day', () => {
  // Today: threshold 40 (below 0–40, above 40–999.99). Changed on 2032-03-01 from 36, and
  // on 2032-06-01 from 38 to 40.
  const current = [
    { wcCodeId: 'below', minHourlyRate: '0.00', maxHourlyRate: '40.00' },
    { wcCodeId: 'above', minHourlyRate: '40.00', maxHourlyRate: '999.99' },
  ];
  const changes = [change('2032-06-01', '38.00', '40.00'), change('2032-03-01', '36.00', '38.00')];
  const threshold = (day: string) =>
    bandsInForce(changes, current, day).find((b) => b.wcCodeId === 'above')!.minHourlyRate;

  it.each([
    ['2032-01-01', '36.00'],
    ['2032-02-29', '36.00'],
    // A change is in force from its own date.
    ['2032-03-01', '38.00'],
    ['2032-05-31', '38.00'],
    ['2032-06-01', '40.00'],
    ['2033-01-01', '40.00'],
  ])('on %s the threshold is %s', (day, expected) => {
    expect(threshold(day)).toBe(expected);
  });

  it('with no change, the bands of today', () => {
    expect(bandsInForce([], current, '2020-01-01')).toEqual(current);
  });

  it('finds the code a rate falls in under the bands of a day, at the threshold’s edges', () => {
    const active = new Set(['below', 'above']);
    const on = (day: string, rate: string) =>
      codeUnderBands(bandsInForce(changes, current, day), active, rate);
    expect(on('2032-02-01', '35.99')).toBe('below');
    expect(on('2032-02-01', '36.00')).toBe('above');
    expect(on('2032-03-01', '36.00')).toBe('below');
    expect(on('2032-03-01', '38.00')).toBe('above');
    expect(on('2032-06-01', '39.99')).toBe('below');
    expect(on('2032-06-01', '999.99')).toBe('above');
    expect(codeUnderBands(current, new Set(['below']), '45.00')).toBeUndefined();
  });
});

describe('bandChangeBlockedBy', () => {
  const applied = [{ effectiveFrom: '2032-03-01' }, { effectiveFrom: '2032-06-01' }];
  it.each([
    // Nothing applied yet: any date, past or future.
    [[], '2020-01-01', null],
    [[], '2099-12-31', null],
    // After the latest applied change, today or later: accepted.
    [applied, '2032-06-02', null],
    [applied, '2099-01-01', null],
    // On the latest's own date or before it (even after an earlier one): refused, naming it.
    [applied, '2032-06-01', '2032-06-01'],
    [applied, '2032-05-31', '2032-06-01'],
    [applied, '2032-04-01', '2032-06-01'],
    [applied, '2031-01-01', '2032-06-01'],
    // The order they were made in does not matter: the latest date does.
    [[...applied].reverse(), '2032-03-02', '2032-06-01'],
  ] as const)('after %j, %s → %s', (changes, effectiveFrom, expected) => {
    expect(bandChangeBlockedBy(changes, effectiveFrom)).toBe(expected);
  });
});

describe('codesInForce', () => {
  // Today's codes hold the latest change (threshold 40 from 2032-06-01, 38 from 2032-03-01, 36
  // before): a new entry takes its code under the bands of its own day.
  const codes = [
    { id: 'below', code: '5403', minHourlyRate: 0, maxHourlyRate: 40, isActive: true },
    { id: 'above', code: '5432', minHourlyRate: 40, maxHourlyRate: 999.99, isActive: true },
  ];
  const changes = [change('2032-03-01', '36.00', '38.00'), change('2032-06-01', '38.00', '40.00')];
  it.each([
    ['2032-01-15', 37, '5432', 36],
    ['2032-02-29', 36, '5432', 36],
    ['2032-03-01', 37, '5403', 38],
    ['2032-05-31', 39, '5432', 38],
    ['2032-06-01', 39, '5403', 40],
    ['2040-01-01', 39.99, '5403', 40],
  ])('on %s a rate of %s takes %s (threshold %s)', (day, rate, expected, threshold) => {
    const inForce = codesInForce(codes, changes, day);
    expect(inForce.find((c) => c.id === 'above')!.minHourlyRate).toBe(threshold);
    expect(matchWcCode(inForce, rate)?.code).toBe(expected);
  });

  it('keeps every other field of the codes, and the codes as they are with no later change', () => {
    expect(codesInForce(codes, changes, '2032-01-01')[1]).toEqual({
      ...codes[1],
      minHourlyRate: 36,
    });
    expect(codesInForce(codes, changes, '2032-06-01')).toEqual(codes);
    expect(codesInForce(codes, [], '2000-01-01')).toEqual(codes);
  });
});
