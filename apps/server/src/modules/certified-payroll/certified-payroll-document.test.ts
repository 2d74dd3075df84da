import { describe, expect, it } from 'vitest';
import type { PublicWorksSettings, WageClassification } from '@sitehours/contract';
import {
  buildCertifiedPayroll,
  type WeekEntry,
  type WeekFacts,
} from './certified-payroll-document';

/**
 * The week's document from the facts SiteHours keeps, checked against the DOL's worked example
 * (Prevailing Wage Resource Book, "Examples of CWHSSA overtime pay computations on DBRA
 * contracts"): electrician $12.00 + $2.50 and painter $10.00 + $3.00, fringes paid in cash, 44
 * hours. Monday to Thursday 8 h as an electrician, Friday 4 h painting then 8 h electrical work:
 *   Electrician S 36 h × 14.50 = 522.00, O 4 h × (12.00 × 1.5 + 2.50 = 20.50) = 82.00
 *   Painter     S  4 h × 13.00 = 52.00
 *   Project gross 656.00 = the DOL's 520.00 cash wages + 112.00 cash fringes + 24.00 premium.
 */
const settings: PublicWorksSettings = {
  jobId: 'job-1',
  wageLaw: 'federal',
  awardingAgency: 'US Army Corps of Engineers',
  projectNumber: 'W912P5-26-C-0001',
  contractNumber: 'C-0001',
  projectLocation: 'Harbor Bridge, Toledo OH',
  startDate: '2026-11-02',
  fringePaidAs: 'cash',
  overtimeRate: 'classificationWorked',
};
const classification = (id: string, name: string, base: string, fringe: string) =>
  ({
    id,
    jobId: 'job-1',
    name,
    determination: 'OH20260001 Mod 2',
    isOperator: id === 'operator',
    isActive: true,
    rates: [{ effectiveFrom: '2026-01-01', baseRate: base, fringeRate: fringe }],
  }) satisfies WageClassification;
const ELECTRICIAN = classification('electrician', 'Electrician', '12.000', '2.500');
const PAINTER = classification('painter', 'Painter', '10.000', '3.000');

let seq = 0;
const entry = (
  date: string,
  hours: string,
  classificationId: string | null,
  rest: Partial<WeekEntry> = {},
): WeekEntry => ({
  id: `e${++seq}`,
  userId: 'luis',
  date,
  hours,
  hourlyRate: classificationId === 'painter' ? '10.00' : '12.00',
  status: 'approved',
  onProject: true,
  classificationId,
  equipment: null,
  ...rest,
});

const week = (over: Partial<WeekFacts> = {}): WeekFacts => ({
  jobId: 'job-1',
  jobName: 'Harbor Bridge Retrofit',
  settings,
  contractor: { name: 'Acme Construction', address: '1 Main St, Toledo, OH 43604' },
  weekStart: '2026-11-16',
  payrollNumber: 3,
  classifications: [ELECTRICIAN, PAINTER],
  workers: [
    {
      userId: 'luis',
      name: 'Luis Ortega',
      firstName: 'Luis',
      lastName: 'Ortega',
      lastFour: '4321',
      deductions: {
        ficaCents: 5018n,
        withholdingCents: 4200n,
        otherCents: 0n,
        otherNote: null,
        source: 'imported',
      },
    },
  ],
  entries: [
    entry('2026-11-16', '8.00', 'electrician'),
    entry('2026-11-17', '8.00', 'electrician'),
    entry('2026-11-18', '8.00', 'electrician'),
    entry('2026-11-19', '8.00', 'electrician'),
    entry('2026-11-20', '4.00', 'painter'),
    entry('2026-11-20', '8.00', 'electrician'),
  ],
  dailyOvertimeAfterHours: null,
  ...over,
});

describe('golden: the DOL example week as the certified payroll shows it', () => {
  it('fills each field of the WH-347 rows', () => {
    const doc = buildCertifiedPayroll(week());
    expect(doc.warnings).toEqual([]);
    expect(doc.noWorkPerformed).toBe(false);
    expect(doc.weekEnding).toBe('2026-11-22');
    const [luis] = doc.workers;
    expect(luis).toMatchObject({
      name: 'Luis Ortega',
      identifyingNumber: 'xxx-xx-4321',
      projectHours: '44.00',
      allWorkHours: '44.00',
      projectGross: '656.00',
      allWorkGross: '656.00',
      planFringe: '0.00',
      deductions: { fica: '50.18', withholding: '42.00', other: '0.00', total: '92.18' },
      netPay: '563.82',
    });
    expect(luis!.rows).toEqual([
      {
        classificationId: 'electrician',
        classificationName: 'Electrician',
        equipment: null,
        straightTimeByDay: ['8.00', '8.00', '8.00', '8.00', '4.00', '0.00', '0.00'],
        overtimeByDay: ['0.00', '0.00', '0.00', '0.00', '4.00', '0.00', '0.00'],
        straightTimeHours: '36.00',
        overtimeHours: '4.00',
        baseRate: '12.00',
        cashFringeRate: '2.50',
        planFringeRate: '0.00',
        straightTimeRate: '14.50',
        overtimeRate: '20.50',
        grossProject: '604.00',
      },
      {
        classificationId: 'painter',
        classificationName: 'Painter',
        equipment: null,
        straightTimeByDay: ['0.00', '0.00', '0.00', '0.00', '4.00', '0.00', '0.00'],
        overtimeByDay: ['0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00'],
        straightTimeHours: '4.00',
        overtimeHours: '0.00',
        baseRate: '10.00',
        cashFringeRate: '3.00',
        planFringeRate: '0.00',
        straightTimeRate: '13.00',
        overtimeRate: '18.00',
        grossProject: '52.00',
      },
    ]);
    expect(doc.totals).toEqual({
      projectHours: '44.00',
      projectGross: '656.00',
      planFringe: '0.00',
    });
  });

  it('counts other work toward the 40 hours and into the all-work gross', () => {
    // 8 h on Saturday on a private job at $12.00: 52 h in all, 12 of them overtime (Saturday's 8
    // and Friday's last 4). Under the weighted average (29 CFR 778.115) R = (40 × 12.00 + 4 ×
    // 10.00 + 8 × 12.00) / 52 = 616.00 / 52 = 11.8462, ½ R = 5.9231.
    //   Project: electrician S 36 × 14.50 = 522.00, O 4 × (14.50 + 5.9231) = 81.69; painter
    //   52.00: 655.69. Other work: 96.00 + 8 × 5.9231 = 143.38. All work: 799.07.
    const doc = buildCertifiedPayroll(
      week({
        settings: { ...settings, overtimeRate: 'weightedAverage' },
        entries: [
          ...week().entries,
          entry('2026-11-21', '8.00', null, { onProject: false, hourlyRate: '12.00' }),
        ],
      }),
    );
    const [luis] = doc.workers;
    expect(luis!.allWorkHours).toBe('52.00');
    expect(luis!.projectHours).toBe('44.00');
    expect([luis!.projectGross, luis!.allWorkGross]).toEqual(['655.69', '799.07']);
  });

  it('warns, and says which warnings only a fix resolves', () => {
    const doc = buildCertifiedPayroll(
      week({
        classifications: [
          ELECTRICIAN,
          PAINTER,
          classification('operator', 'Operator: Loader', '30.000', '8.000'),
        ],
        workers: [
          {
            userId: 'luis',
            name: 'Luis Ortega',
            firstName: 'Luis',
            lastName: 'Ortega',
            lastFour: null,
            deductions: null,
          },
        ],
        entries: [
          entry('2026-11-16', '8.00', 'electrician'),
          entry('2026-11-17', '8.00', null),
          entry('2026-11-18', '8.00', 'electrician', { status: 'pending' }),
          entry('2026-11-19', '8.00', 'operator', { hourlyRate: '28.00' }),
        ],
      }),
    );
    const codes = doc.warnings.map((w) => [w.code, w.explainable]);
    expect(codes).toEqual([
      ['cpPendingEntries', false],
      ['cpMissingClassification', false],
      ['cpMissingEquipment', true],
      ['paidBelowPrevailingWage', true],
      ['cpMissingDeductions', true],
      ['cpMissingIdentity', true],
    ]);
    const below = doc.warnings.find((w) => w.code === 'paidBelowPrevailingWage')!;
    // The determination asks $30.00 + $8.00; the operator is paid $28.00 + $8.00 cash.
    expect(below.params).toEqual({
      classification: 'Operator: Loader',
      paid: '$36.00',
      required: '$38.00',
    });
    expect(doc.noWorkPerformed).toBe(false);
  });

  it('a covered week without work says so', () => {
    const doc = buildCertifiedPayroll(week({ entries: [], workers: [] }));
    expect(doc.noWorkPerformed).toBe(true);
    expect(doc.workers).toEqual([]);
    expect(doc.warnings).toEqual([]);
  });
});
