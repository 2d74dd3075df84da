import { readFileSync, writeFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  certifiedPayroll,
  certifiedPayrollWeek,
  certifiedPayrollWorker,
  formatCents,
  formatRateUnits,
  FORMULA_START,
  type CertifiedPayroll,
} from '@sitehours/contract';
import {
  certifiedPayrollCsv,
  certifiedPayrollFile,
  certifiedPayrollFileName,
  certifiedPayrollLcpTracker,
  certifiedPayrollPdf,
  LCPTRACKER_HEADER,
} from './certified-payroll-files';

const LUIS = '3b0f7c1e-5d2a-4c8e-9f61-2a7d4e8b1c05';
const ANA = 'c92e4a17-8b3d-4f05-a6e2-7d19b0c4e3f8';
const LABORER = '5e8a2d41-0c7b-4a93-b2f6-91d3c8e07a24';
const OPERATOR = 'a4d7f0b2-6e1c-4b58-8d3a-0f2c9e7b5d16';
const zeros = ['0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00'];

/**
 * The week of the samples (docs/samples/certified-payroll): a federal job paying fringes in
 * cash; Luis works 44 hours in two classifications, four of them overtime, the last ones run on
 * an excavator; Ana works 32 hours here and 8 in the shop, and her deductions are missing, which
 * was explained when signing.
 */
const SAMPLE: CertifiedPayroll = {
  id: '0d6e3b9a-7f24-4c1e-8a5b-3c9f1e2d7a60',
  jobId: 'e7c4a1d9-2b6f-4e83-9c05-6a1d8f3b2e47',
  weekStart: '2026-11-02',
  weekEnding: '2026-11-08',
  dates: [
    '2026-11-02',
    '2026-11-03',
    '2026-11-04',
    '2026-11-05',
    '2026-11-06',
    '2026-11-07',
    '2026-11-08',
  ],
  status: 'signed',
  payrollNumber: 3,
  isFinal: false,
  noWorkPerformed: false,
  contractor: { name: 'Acme Construction', address: '1200 Harbor Way, Oakland, CA 94607' },
  project: {
    name: 'Alameda Point Hangar 12',
    location: 'Alameda, CA',
    projectNumber: 'PW-2026-014',
    contractNumber: 'W912P7-26-C-0031',
    awardingAgency: 'U.S. Army Corps of Engineers, San Francisco District',
    wageLaw: 'federal',
  },
  fringePaidAs: 'cash',
  overtimeRate: 'weightedAverage',
  workers: [
    {
      userId: LUIS,
      name: 'Luis Hernandez',
      firstName: 'Luis',
      lastName: 'Hernandez',
      identifyingNumber: 'xxx-xx-6789',
      rows: [
        {
          classificationId: LABORER,
          classificationName: 'Laborer (Group 2)',
          equipment: null,
          straightTimeByDay: ['8.00', '8.00', '4.00', '0.00', '0.00', '0.00', '0.00'],
          overtimeByDay: zeros,
          straightTimeHours: '20.00',
          overtimeHours: '0.00',
          baseRate: '28.50',
          cashFringeRate: '12.40',
          planFringeRate: '0.00',
          straightTimeRate: '40.90',
          overtimeRate: '58.6273',
          grossProject: '818.00',
        },
        {
          classificationId: OPERATOR,
          classificationName: 'Power Equipment Operator (Group 3)',
          equipment: 'Excavator (CAT 320)',
          straightTimeByDay: ['0.00', '0.00', '4.00', '10.00', '6.00', '0.00', '0.00'],
          overtimeByDay: ['0.00', '0.00', '0.00', '0.00', '4.00', '0.00', '0.00'],
          straightTimeHours: '20.00',
          overtimeHours: '4.00',
          baseRate: '41.25',
          cashFringeRate: '18.10',
          planFringeRate: '0.00',
          straightTimeRate: '59.35',
          overtimeRate: '77.0773',
          grossProject: '1495.31',
        },
      ],
      projectHours: '44.00',
      allWorkHours: '44.00',
      projectGross: '2313.31',
      allWorkGross: '2313.31',
      planFringe: '0.00',
      deductions: {
        fica: '176.97',
        withholding: '231.00',
        other: '38.50',
        otherNote: 'Union dues',
        total: '446.47',
        source: 'typed',
      },
      netPay: '1866.84',
    },
    {
      userId: ANA,
      name: 'Ana López',
      firstName: 'Ana',
      lastName: 'López',
      identifyingNumber: 'xxx-xx-4321',
      rows: [
        {
          classificationId: LABORER,
          classificationName: 'Laborer (Group 2)',
          equipment: null,
          straightTimeByDay: ['8.00', '8.00', '8.00', '8.00', '0.00', '0.00', '0.00'],
          overtimeByDay: zeros,
          straightTimeHours: '32.00',
          overtimeHours: '0.00',
          baseRate: '28.50',
          cashFringeRate: '12.40',
          planFringeRate: '0.00',
          straightTimeRate: '40.90',
          overtimeRate: '54.80',
          grossProject: '1308.80',
        },
      ],
      projectHours: '32.00',
      allWorkHours: '40.00',
      projectGross: '1308.80',
      allWorkGross: '1508.80',
      planFringe: '0.00',
      deductions: null,
      netPay: null,
    },
  ],
  totals: { projectHours: '76.00', projectGross: '3622.11', planFringe: '0.00' },
  warnings: [
    {
      key: `deductions:${ANA}`,
      code: 'cpMissingDeductions',
      params: { worker: 'Ana López' },
      explainable: true,
      userId: ANA,
      entryId: null,
    },
  ],
  signature: {
    signatoryName: 'Maria Gonzalez',
    signatoryTitle: 'Payroll Manager',
    signedAt: '2026-11-10T17:42:05.000Z',
    signedByEmail: 'maria.gonzalez@acme.test',
    explanations: {
      [`deductions:${ANA}`]:
        'Ana is paid through Bay Area Staffing, which withholds her taxes; its statement for the week is attached.',
    },
  },
  sha256: '9c4f1a7e2b8d3c6f0e5a9b1d7c3e8f2a6b0d4c9e1f7a3b5d8c2e6f0a4b9d1c3e',
};

const SAMPLES = new URL('../../../../../docs/samples/certified-payroll/', import.meta.url);
const sampleFile = (format: 'pdf' | 'csv' | 'lcptracker') =>
  new URL(certifiedPayrollFileName(SAMPLE, format), SAMPLES);

/** The text a PDF written with `compress: false` draws, one line per text run. */
const drawn = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map((tj) =>
      [...tj[1]!.matchAll(/<([0-9a-f]*)>/gi)]
        .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
/** …with wrapped lines joined again, to find a sentence whatever its line breaks. */
const prose = (pdf: Buffer) => drawn(pdf).replace(/\s+/g, ' ');
const pdfOf = (doc: CertifiedPayroll) => certifiedPayrollPdf(doc, { compress: false });
const rowsOf = (csv: string) =>
  Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

const cents = (value: bigint) => formatCents(value);
const rate = (value: bigint) => formatRateUnits(value);

describe('the sample week', () => {
  it('is a document the contract accepts, with the figures of the certified payroll rules', () => {
    expect(certifiedPayroll.parse(SAMPLE)).toEqual(SAMPLE);
    const classifications = [
      { id: LABORER, name: 'Laborer (Group 2)', baseRate: '28.50', fringeRate: '12.40' },
      {
        id: OPERATOR,
        name: 'Power Equipment Operator (Group 3)',
        baseRate: '41.25',
        fringeRate: '18.10',
      },
    ].map((c) => ({ ...c, fringePaidAs: 'cash' as const }));
    const day = (date: string, lines: [string, number][], otherWorkHours?: number) => ({
      date,
      lines: lines.map(([classificationId, hours]) => ({ classificationId, hours })),
      otherWorkHours,
    });
    const weeks = [
      certifiedPayrollWeek({
        weekStart: SAMPLE.weekStart,
        worker: { name: 'Luis Hernandez', identifyingNumber: '123456789' },
        classifications,
        days: [
          day('2026-11-02', [[LABORER, 8]]),
          day('2026-11-03', [[LABORER, 8]]),
          day('2026-11-04', [
            [LABORER, 4],
            [OPERATOR, 4],
          ]),
          day('2026-11-05', [[OPERATOR, 10]]),
          day('2026-11-06', [[OPERATOR, 10]]),
        ],
      }),
      certifiedPayrollWeek({
        weekStart: SAMPLE.weekStart,
        worker: { name: 'Ana López', identifyingNumber: '987654321' },
        classifications,
        days: [
          day('2026-11-02', [[LABORER, 8]]),
          day('2026-11-03', [[LABORER, 8]]),
          day('2026-11-04', [[LABORER, 8]]),
          day('2026-11-05', [[LABORER, 8]]),
          day('2026-11-06', [], 8),
        ],
        otherWorkGross: '200.00',
        otherWorkStraightTimeEarnings: '200.00',
      }),
    ];
    weeks.forEach((week, i) => {
      const worker = SAMPLE.workers[i]!;
      expect(week.identifyingNumber).toBe(worker.identifyingNumber);
      expect(cents(week.allWorkHours)).toBe(worker.allWorkHours);
      expect(cents(week.projectGrossCents)).toBe(worker.projectGross);
      expect(cents(week.allWorkGrossCents)).toBe(worker.allWorkGross);
      expect(
        week.lines.map((l) => ({
          classificationId: l.classificationId,
          straightTimeByDay: l.straightTimeByDay.map(cents),
          overtimeByDay: l.overtimeByDay.map(cents),
          straightTimeHours: cents(l.straightTimeHours),
          overtimeHours: cents(l.overtimeHours),
          baseRate: rate(l.baseRatePaid),
          cashFringeRate: rate(l.cashFringeRate),
          straightTimeRate: rate(l.straightTimeRate),
          overtimeRate: rate(l.overtimeRate),
          grossProject: cents(l.grossCents),
        })),
      ).toEqual(
        worker.rows.map((r) => ({
          classificationId: r.classificationId,
          straightTimeByDay: r.straightTimeByDay,
          overtimeByDay: r.overtimeByDay,
          straightTimeHours: r.straightTimeHours,
          overtimeHours: r.overtimeHours,
          baseRate: r.baseRate,
          cashFringeRate: r.cashFringeRate,
          straightTimeRate: r.straightTimeRate,
          overtimeRate: r.overtimeRate,
          grossProject: r.grossProject,
        })),
      );
    });
  });
});

/** The payroll's own columns of the CSV, the same on each of the sample's lines. */
const SAMPLE_PAYROLL =
  'Acme Construction,"1200 Harbor Way, Oakland, CA 94607",Alameda Point Hangar 12,"Alameda, CA",' +
  'PW-2026-014,W912P7-26-C-0031,"U.S. Army Corps of Engineers, San Francisco District",' +
  'Davis-Bacon and Related Acts (federal),3,No,2026-11-02,2026-11-08,No,In cash,Weighted average,' +
  'Signed,Maria Gonzalez,Payroll Manager,2026-11-10T17:42:05.000Z,' +
  '9c4f1a7e2b8d3c6f0e5a9b1d7c3e8f2a6b0d4c9e1f7a3b5d8c2e6f0a4b9d1c3e';

describe('the CSV', () => {
  it('writes one line per worker and classification, the worker’s week on its first line', () => {
    expect(certifiedPayrollCsv(SAMPLE)).toBe(
      '\uFEFF' +
        [
          'Contractor,Contractor address,Project,Project location,Project number,Contract number,' +
            'Awarding agency,Wage law,Payroll number,Final,Week start,Week ending,No work performed,' +
            'Fringe benefits paid,Overtime rate,Status,Signed by,Signatory title,Signed at (UTC),' +
            'SHA-256,Worker,Identifying number,Withholding exemptions,Classification,Equipment,' +
            [1, 2, 3, 4, 5, 6, 7]
              .map((d) => `Day ${d} date,Day ${d} S hours,Day ${d} O hours`)
              .join(',') +
            ',S hours,O hours,Basic rate,Cash fringe per hour,Plan fringe per hour,S rate,O rate,' +
            'Gross this classification,Worker project hours,Worker all work hours,' +
            'Worker project gross,Worker all work gross,Worker plan fringe,FICA,Withholding tax,' +
            'Other deductions,Other deductions note,Total deductions,Net wages paid,Exceptions',
          `${SAMPLE_PAYROLL},Luis Hernandez,xxx-xx-6789,,Laborer (Group 2),,` +
            '2026-11-02,8.00,0.00,2026-11-03,8.00,0.00,2026-11-04,4.00,0.00,2026-11-05,0.00,0.00,' +
            '2026-11-06,0.00,0.00,2026-11-07,0.00,0.00,2026-11-08,0.00,0.00,' +
            '20.00,0.00,28.50,12.40,0.00,40.90,58.6273,818.00,' +
            '44.00,44.00,2313.31,2313.31,0.00,176.97,231.00,38.50,Union dues,446.47,1866.84,',
          `${SAMPLE_PAYROLL},Luis Hernandez,xxx-xx-6789,,Power Equipment Operator (Group 3),` +
            'Excavator (CAT 320),' +
            '2026-11-02,0.00,0.00,2026-11-03,0.00,0.00,2026-11-04,4.00,0.00,2026-11-05,10.00,0.00,' +
            '2026-11-06,6.00,4.00,2026-11-07,0.00,0.00,2026-11-08,0.00,0.00,' +
            '20.00,4.00,41.25,18.10,0.00,59.35,77.0773,1495.31,,,,,,,,,,,,',
          `${SAMPLE_PAYROLL},Ana López,xxx-xx-4321,,Laborer (Group 2),,` +
            '2026-11-02,8.00,0.00,2026-11-03,8.00,0.00,2026-11-04,8.00,0.00,2026-11-05,8.00,0.00,' +
            '2026-11-06,0.00,0.00,2026-11-07,0.00,0.00,2026-11-08,0.00,0.00,' +
            '32.00,0.00,28.50,12.40,0.00,40.90,54.80,1308.80,' +
            '32.00,40.00,1308.80,1508.80,0.00,,,,,,,' +
            '"Ana López: no deductions for this week. Type them or import them. Explanation: Ana is ' +
            'paid through Bay Area Staffing, which withholds her taxes; its statement for the week ' +
            'is attached."',
        ].join('\r\n'),
    );
  });
});

describe('the LCPtracker file', () => {
  it('writes the upload template’s columns: gross without the cash fringe, rates without it', () => {
    const project = '3,PW-2026-014,W912P7-26-C-0031,,11/08/2026,';
    const noDoubleTime = '0.00,0.00,0.00,0.00,0.00,0.00,0.00';
    expect(certifiedPayrollLcpTracker(SAMPLE)).toBe(
      '\uFEFF' +
        [
          'payroll_number,project_code,contract_id,work_order,week_end_date,check_num,ssn,' +
            'employee_ID,class_code,gross_employee_pay,all_projects,wages_paid_in_lieu_of_fringes,' +
            'total_paid,' +
            ['st_hrs_date', 'ov_hrs_date', 'ov_hrsx2_date']
              .map((c) => [1, 2, 3, 4, 5, 6, 7].map((d) => `${c}${d}`).join(','))
              .join(',') +
            ',Total_Hours_All_Projects,ep_haw,ep_pension,ep_vac_hol,ep_train,ep_all_other,' +
            'vol_cont_pension,vol_emp_pay_med,dts_fed_tax,dts_fica,dts_medicare,dts_state_tax,' +
            'dts_sdi,dts_dues,dts_savings,dts_other,dts_total,trav_subs,pay_rate,OT_rate,2OT_rate,' +
            'prnotes,Payment_date,first_name,last_name',
          `${project},xxx-xx-6789,${LUIS},Laborer (Group 2),570.00,2313.31,248.00,1866.84,` +
            `8.00,8.00,4.00,0.00,0.00,0.00,0.00,${zeros.join(',')},${noDoubleTime},44.00,` +
            ',,,,0.00,,,231.00,176.97,,,,,,38.50,446.47,,28.50,46.2273,,' +
            'Other deductions: Union dues,,Luis,Hernandez',
          `${project},xxx-xx-6789,${LUIS},Power Equipment Operator (Group 3),1060.91,2313.31,` +
            '434.40,,0.00,0.00,4.00,10.00,6.00,0.00,0.00,0.00,0.00,0.00,0.00,4.00,0.00,0.00,' +
            `${noDoubleTime},44.00,,,,,0.00,,,,,,,,,,,,,41.25,58.9773,,` +
            'Equipment: Excavator (CAT 320),,Luis,Hernandez',
          `${project},xxx-xx-4321,${ANA},Laborer (Group 2),912.00,1508.80,396.80,,` +
            `8.00,8.00,8.00,8.00,0.00,0.00,0.00,${zeros.join(',')},${noDoubleTime},40.00,` +
            ',,,,0.00,,,,,,,,,,,,,28.50,42.40,,,,Ana,López',
        ].join('\r\n'),
    );
  });

  it('fills every column of the header on every line', () => {
    const rows = rowsOf(certifiedPayrollLcpTracker(SAMPLE));
    expect(rows[0]).toEqual(LCPTRACKER_HEADER);
    for (const row of rows) expect(row).toHaveLength(LCPTRACKER_HEADER.length);
  });

  it('puts fringes paid to plans in ep_all_other, and nothing in lieu of them', () => {
    const plan: CertifiedPayroll = {
      ...SAMPLE,
      fringePaidAs: 'plan',
      workers: [
        {
          ...SAMPLE.workers[1]!,
          rows: [
            {
              ...SAMPLE.workers[1]!.rows[0]!,
              cashFringeRate: '0.00',
              planFringeRate: '12.40',
              straightTimeRate: '28.50',
              overtimeRate: '42.40',
              grossProject: '912.00',
            },
          ],
        },
      ],
    };
    const [header, line] = rowsOf(certifiedPayrollLcpTracker(plan));
    const cell = (name: string) => line![header!.indexOf(name)];
    expect(cell('gross_employee_pay')).toBe('912.00');
    expect(cell('wages_paid_in_lieu_of_fringes')).toBe('0.00');
    expect(cell('ep_all_other')).toBe('396.80');
    expect(cell('pay_rate')).toBe('28.50');
  });
});

describe('the samples in docs/samples/certified-payroll', () => {
  it('are what the code writes for the sample week (UPDATE_SAMPLES=1 writes them again)', async () => {
    if (process.env.UPDATE_SAMPLES) {
      writeFileSync(sampleFile('csv'), certifiedPayrollCsv(SAMPLE));
      writeFileSync(sampleFile('lcptracker'), certifiedPayrollLcpTracker(SAMPLE));
      writeFileSync(sampleFile('pdf'), await certifiedPayrollPdf(SAMPLE));
    }
    expect(readFileSync(sampleFile('csv'), 'utf8')).toBe(certifiedPayrollCsv(SAMPLE));
    expect(readFileSync(sampleFile('lcptracker'), 'utf8')).toBe(certifiedPayrollLcpTracker(SAMPLE));
    expect(readFileSync(sampleFile('pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the PDF', () => {
  it('draws the heading, the payroll table and its totals', async () => {
    const text = drawn(await pdfOf(SAMPLE));
    for (const expected of [
      'PAYROLL',
      'Contractor or subcontractor',
      'Acme Construction',
      '1200 Harbor Way, Oakland, CA 94607',
      'Payroll no.',
      'For week ending',
      '11/08/2026',
      'Alameda Point Hangar 12, Alameda, CA',
      'PW-2026-014 / W912P7-26-C-0031',
      'Luis Hernandez',
      'xxx-xx-6789',
      'Power Equipment Operator (Group 3)',
      'Equipment: Excavator (CAT 320)',
      '11/05',
      '77.0773',
      '1495.31',
      '2313.31',
      '1866.84',
      'Ana López',
      '1308.80/1508.80',
      '3622.11',
      'Cash paid in lieu of fringe benefits, included in column 6, per hour: Laborer (Group 2) 12.40; Power Equipment Operator (Group 3) 18.10.',
      'Page 1 of 2',
      'Page 2 of 2',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('FINAL');
    expect(text).not.toContain('PREVIEW');
  });

  it('states compliance, marks how fringes are paid, lists the exceptions and the signature', async () => {
    const text = prose(await pdfOf(SAMPLE));
    for (const expected of [
      'STATEMENT OF COMPLIANCE',
      'Date: 11/10/2026',
      'I, Maria Gonzalez, Payroll Manager, do hereby state:',
      '(1) That I pay or supervise the payment of the persons employed by Acme Construction on the Alameda Point Hangar 12; that during the payroll period commencing on the 2nd day of November, 2026, and ending the 8th day of November, 2026, all persons employed on said project have been paid the full weekly wages earned, that no rebates have been or will be made',
      'other: Union dues.',
      '(2) That any payrolls otherwise under this contract required to be submitted for the above period are correct and complete; that the wage rates for laborers or mechanics contained therein are not less than the applicable wage rates contained in any wage determination incorporated into the contract; that the classifications set forth therein for each laborer or mechanic conform with the work he performed.',
      '(3) That any apprentices employed in the above period are duly registered',
      'EXCEPTION (CRAFT) EXPLANATION Ana López: no deductions for this week. Type them or import them. Ana is paid through Bay Area Staffing',
      'REMARKS:',
      'Overtime premium: half the week',
      'weighted regular rate (29 CFR 778.115).',
      'NAME AND TITLE: Maria Gonzalez, Payroll Manager',
      'SIGNATURE: signed electronically by Maria Gonzalez (maria.gonzalez@acme.test) on 2026-11-10 17:42:05 UTC (SHA-256 9c4f1a7e2b8d3c6f0e5a9b1d7c3e8f2a6b0d4c9e1f7a3b5d8c2e6f0a4b9d1c3e)',
      'THE WILLFUL FALSIFICATION OF ANY OF THE ABOVE STATEMENTS MAY SUBJECT THE CONTRACTOR OR SUBCONTRACTOR TO CIVIL OR CRIMINAL PROSECUTION. SEE SECTION 1001 OF TITLE 18 AND SECTION 231 OF TITLE 31 OF THE UNITED STATES CODE.',
    ])
      expect(text).toContain(expected);
    expect(text).toContain('X (b) WHERE FRINGE BENEFITS ARE PAID IN CASH');
    expect(text).not.toContain('X (a) WHERE');

    const plan = prose(await pdfOf({ ...SAMPLE, fringePaidAs: 'plan' }));
    expect(plan).toContain(
      'X (a) WHERE FRINGE BENEFITS ARE PAID TO APPROVED PLANS, FUNDS, OR PROGRAMS',
    );
    expect(plan).not.toContain('X (b) WHERE');
  });

  it('marks the final payroll', async () => {
    const text = prose(await pdfOf({ ...SAMPLE, isFinal: true }));
    expect(text).toContain('FINAL');
    expect(text).toContain('This is the final payroll of the project.');
  });

  it('says so on a week not signed yet', async () => {
    const preview = { ...SAMPLE, id: null, status: 'unsigned', signature: null, sha256: null };
    const text = prose(await pdfOf(preview as CertifiedPayroll));
    expect(text).toContain('PREVIEW - NOT SIGNED');
    expect(text).toContain('SIGNATURE: not signed.');
    expect(text).not.toContain('Bay Area Staffing');
  });

  it('goes on to more pages, each under the heading, when the crew is large', async () => {
    const luis = SAMPLE.workers[0]!;
    const crew = Array.from({ length: 40 }, (_, i) => ({
      ...luis,
      userId: `worker-${i}`,
      name: `Worker ${String(i + 1).padStart(2, '0')}`,
      firstName: 'Worker',
      lastName: String(i + 1).padStart(2, '0'),
    }));
    const pdf = await pdfOf({ ...SAMPLE, workers: crew });
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)!.length;
    expect(pages).toBeGreaterThan(3);
    const text = drawn(pdf);
    expect(text.match(/\(4\) Day and date/g)).toHaveLength(pages - 1);
    expect(text).toContain('Worker 40');
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });
});

describe('a week without work on the project', () => {
  const noWork: CertifiedPayroll = {
    ...SAMPLE,
    noWorkPerformed: true,
    workers: [],
    totals: { projectHours: '0.00', projectGross: '0.00', planFringe: '0.00' },
    warnings: [],
    signature: { ...SAMPLE.signature!, explanations: {} },
  };

  it('is one line in both CSVs', () => {
    const [header, line, ...more] = rowsOf(certifiedPayrollCsv(noWork));
    expect(more).toEqual([]);
    const cell = (name: string) => line![header!.indexOf(name)];
    expect(line).toHaveLength(header!.length);
    expect(cell('No work performed')).toBe('Yes');
    expect(cell('Payroll number')).toBe('3');
    expect(cell('Worker')).toBe('');

    const lcp = rowsOf(certifiedPayrollLcpTracker(noWork));
    expect(lcp).toHaveLength(2);
    expect(lcp[1]!.slice(0, 5)).toEqual(['3', 'PW-2026-014', 'W912P7-26-C-0031', '', '11/08/2026']);
    expect(lcp[1]![LCPTRACKER_HEADER.indexOf('prnotes')]).toBe(
      'No work performed during this week',
    );
  });

  it('prints the heading, says so, and the statement follows', async () => {
    const text = prose(await pdfOf(noWork));
    expect(text).toContain('Alameda Point Hangar 12, Alameda, CA');
    expect(text).toContain('No work performed during this week.');
    expect(text).not.toContain('(4) Day and date');
    expect(text).toContain('STATEMENT OF COMPLIANCE');
    expect(text).toContain('(c) EXCEPTIONS None.');
  });
});

describe('what the files may show of a worker', () => {
  /**
   * The document with identity details it never carries, behind a guard that fails the test
   * as soon as anything but the document's own fields is read.
   */
  function guarded(doc: CertifiedPayroll) {
    const read: string[] = [];
    const guard = <T extends object>(target: T, fields: string[]) =>
      new Proxy(target, {
        get(object, key, receiver) {
          if (typeof key === 'string' && !fields.includes(key)) {
            read.push(key);
            throw new Error(`read ${key}`);
          }
          return Reflect.get(object, key, receiver) as unknown;
        },
      });
    const identity = {
      fullIdentifyingNumber: '123-45-6789',
      identity: { identifyingNumber: '123456789', address: '22 Pine St, Oakland, CA' },
    };
    const workers = doc.workers.map((w) =>
      guard({ ...w, ...identity }, Object.keys(certifiedPayrollWorker.shape)),
    );
    return {
      doc: guard({ ...doc, ...identity, workers }, Object.keys(certifiedPayroll.shape)),
      read,
    };
  }

  it('is the masked number, never the full one, and nothing else is read', async () => {
    const { doc, read } = guarded(SAMPLE);
    const pdf = await pdfOf(doc);
    const outputs = [certifiedPayrollCsv(doc), certifiedPayrollLcpTracker(doc), drawn(pdf)];
    expect(read).toEqual([]);
    for (const output of outputs) expect(output).toContain('xxx-xx-6789');
    for (const output of [...outputs, pdf.toString('latin1')]) {
      expect(output).not.toContain('123456789');
      expect(output).not.toContain('123-45-6789');
      expect(output).not.toContain('22 Pine St');
    }
  });
});

describe('formulas', () => {
  it('come out as text in both CSVs', () => {
    const luis = SAMPLE.workers[0]!;
    const doc: CertifiedPayroll = {
      ...SAMPLE,
      project: { ...SAMPLE.project, name: '-2+3' },
      workers: [
        {
          ...luis,
          name: '=HYPERLINK("http://evil.test","click")',
          firstName: '=HYPERLINK("http://evil.test","click")',
          rows: luis.rows.map((r) => ({
            ...r,
            classificationName: '+cmd|calc',
            equipment: '@SUM(A1)',
          })),
          deductions: { ...luis.deductions!, otherNote: '=1+1' },
        },
      ],
    };
    for (const csv of [certifiedPayrollCsv(doc), certifiedPayrollLcpTracker(doc)]) {
      const cells = rowsOf(csv).flat();
      expect(cells).toContain(`'=HYPERLINK("http://evil.test","click")`);
      for (const cell of cells)
        expect(!FORMULA_START.test(cell) || /^-?\d+(\.\d+)?$/.test(cell), cell).toBe(true);
    }
  });
});

describe('file names', () => {
  it('name the project, the payroll number and the week ending, in safe characters', async () => {
    expect(certifiedPayrollFileName(SAMPLE, 'pdf')).toBe(
      'certified-payroll-PW-2026-014-3-2026-11-08.pdf',
    );
    expect(certifiedPayrollFileName(SAMPLE, 'csv')).toBe(
      'certified-payroll-PW-2026-014-3-2026-11-08.csv',
    );
    expect(certifiedPayrollFileName(SAMPLE, 'lcptracker')).toBe(
      'certified-payroll-PW-2026-014-3-2026-11-08-lcptracker.csv',
    );
    const unnumbered = {
      ...SAMPLE,
      project: { ...SAMPLE.project, projectNumber: null, contractNumber: null },
    };
    expect(
      certifiedPayrollFileName(
        {
          ...unnumbered,
          project: { ...unnumbered.project, name: 'Mission Peak / Élementary #2"' },
        },
        'pdf',
      ),
    ).toBe('certified-payroll-Mission-Peak-Elementary-2-3-2026-11-08.pdf');
    expect(
      certifiedPayrollFileName(
        { ...unnumbered, project: { ...unnumbered.project, name: '李' } },
        'csv',
      ),
    ).toBe('certified-payroll-job-3-2026-11-08.csv');

    const file = await certifiedPayrollFile(SAMPLE, 'lcptracker');
    expect(file).toEqual({
      fileName: 'certified-payroll-PW-2026-014-3-2026-11-08-lcptracker.csv',
      contentType: 'text/csv; charset=utf-8',
      body: certifiedPayrollLcpTracker(SAMPLE),
    });
    expect((await certifiedPayrollFile(SAMPLE, 'pdf')).contentType).toBe('application/pdf');
  });
});
