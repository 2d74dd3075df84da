import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type {
  EmployeeSummaryRow,
  JobReportRow,
  WeeklyReportRow,
} from '@sitehours/contract/schemas';
import {
  CSV_BOM,
  csvFileName,
  jobBreakdownCsv,
  slugify,
  toCsv,
  weeklyEntriesCsv,
  weeklySummaryCsv,
} from './report-csv';

const RANGE = { startDate: '2026-11-16', endDate: '2026-11-22' };
const DAYS = ['2026-11-16', '2026-11-17'];

/** Reads a CSV back the way a spreadsheet would (without the BOM). */
const readBack = (csv: string) =>
  Papa.parse<string[]>(csv.slice(CSV_BOM.length), { skipEmptyLines: true }).data;

describe('toCsv', () => {
  it('starts with a UTF-8 byte order mark and ends rows with CRLF', () => {
    const csv = toCsv([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toBe('\uFEFFa,b\r\nc,d\r\n');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    const csv = toCsv([['a,b', 'say "hi"', 'line 1\nline 2', 'cr\rlf', 'plain', 'Muñoz']]);
    expect(csv).toBe('\uFEFF"a,b","say ""hi""","line 1\nline 2","cr\rlf",plain,Muñoz\r\n');
    expect(readBack(csv)).toEqual([
      ['a,b', 'say "hi"', 'line 1\nline 2', 'cr\rlf', 'plain', 'Muñoz'],
    ]);
  });

  it.each([
    ['=SUM(A1)', `'=SUM(A1)`],
    ['+1 call me', `'+1 call me`],
    ['-2 hours lost', `'-2 hours lost`],
    ['@cmd', `'@cmd`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `"'\rcmd"`],
    ['-2 hours lost\nrain', `"'-2 hours lost\nrain"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('neutralises the formula %j', (cell, expected) => {
    expect(toCsv([[cell]])).toBe(`\uFEFF${expected}\r\n`);
    expect(readBack(toCsv([[cell]]))[0]![0]!.startsWith("'")).toBe(true);
  });

  it('leaves plain numbers alone, negative ones included', () => {
    expect(toCsv([['-2', '-12.50', '+1', -3]])).toBe("\uFEFF-2,-12.50,'+1,-3\r\n");
  });

  it('leaves harmless text and numbers alone', () => {
    expect(toCsv([['a-b', 'x=1', '8.0', 8, 'e@mail']])).toBe('\uFEFFa-b,x=1,8.0,8,e@mail\r\n');
  });
});

const row = (o: Partial<WeeklyReportRow>): WeeklyReportRow => ({
  employeeId: 'e1',
  employeeName: 'Luis Hernandez',
  jobId: 'j1',
  jobName: 'Harbor Point, Phase 2',
  workTypeId: 'w1',
  workTypeName: 'Carpentry',
  wcCodeId: 'c1',
  wcCode: '5403',
  isPto: false,
  ptoTypeId: null,
  ptoName: null,
  hours: { '2026-11-16': 5, '2026-11-17': 8 },
  notes: { '2026-11-16': '-2 hrs rain; "tarp" up' },
  entryIds: ['x1'],
  status: 'pending',
  total: 13,
  ...o,
});

describe('Weekly Entries layout', () => {
  const rows = [
    row({}),
    row({
      isPto: true,
      jobId: null,
      jobName: null,
      workTypeId: null,
      workTypeName: null,
      wcCodeId: null,
      wcCode: null,
      ptoTypeId: 'p1',
      ptoName: 'Sick',
      hours: { '2026-11-17': 3.25 },
      notes: {},
      status: 'approved',
      total: 3.25,
    }),
  ];

  it('writes labels, a column per day, Total, Status and a Totals row', () => {
    expect(weeklyEntriesCsv(rows, DAYS, { includeNotes: false })).toEqual([
      ['Employee', 'Job', 'Work Type', 'WC Code', 'Other Type', ...DAYS, 'Total', 'Status'],
      [
        'Luis Hernandez',
        'Harbor Point, Phase 2',
        'Carpentry',
        '5403',
        '',
        '5.0',
        '8.0',
        '13.0',
        'Pending',
      ],
      ['Luis Hernandez', '', '', '', 'Sick', '0.0', '3.25', '3.25', 'Approved'],
      ['Totals', '', '', '', '', '5.0', '11.25', '16.25', ''],
    ]);
  });

  it('adds a notes column per day when notes are shown, safely quoted', () => {
    const table = weeklyEntriesCsv(rows, DAYS, { includeNotes: true });
    expect(table[0]!.slice(-2)).toEqual(['Notes 2026-11-16', 'Notes 2026-11-17']);
    const csv = toCsv(table);
    expect(csv).toContain(`"'-2 hrs rain; ""tarp"" up"`);
    const back = readBack(csv);
    expect(back[1]![1]).toBe('Harbor Point, Phase 2');
    expect(back[1]![9]).toBe(`'-2 hrs rain; "tarp" up`);
    expect(back.every((r) => r.length === table[0]!.length)).toBe(true);
  });

  it('still has a header and a Totals row with no entries', () => {
    const table = weeklyEntriesCsv([], DAYS, { includeNotes: false });
    expect(table).toHaveLength(2);
    expect(table[1]).toEqual(['Totals', '', '', '', '', '0.0', '0.0', '0.0', '']);
  });
});

describe('Weekly Summary layout', () => {
  it('writes each employee with their Weekly Total, the payroll split and Company Totals', () => {
    const split = { regularHours: 8, overtimeHours: 0, doubleTimeHours: 0, ptoHours: 0 };
    const rows: EmployeeSummaryRow[] = [
      {
        employeeId: 'e1',
        employeeName: 'Kayla Brooks',
        hours: { '2026-11-16': 8 },
        total: 8,
        hourlyRate: 30,
        ...split,
        grossPay: '240.00',
      },
      {
        employeeId: 'e2',
        employeeName: '=cmd Person',
        hours: {},
        total: 0,
        hourlyRate: 25,
        ...split,
        regularHours: 0,
        grossPay: '0.00',
      },
    ];
    expect(weeklySummaryCsv(rows, DAYS)).toEqual([
      [
        'Employee',
        ...DAYS,
        'Weekly Total',
        'Regular',
        'Overtime',
        'Double Time',
        'PTO',
        'Gross Pay',
      ],
      ['Kayla Brooks', '8.0', '0.0', '8.0', '8.0', '0.0', '0.0', '0.0', '240.00'],
      ['=cmd Person', '0.0', '0.0', '0.0', '0.0', '0.0', '0.0', '0.0', '0.00'],
      ['Company Totals', '8.0', '0.0', '8.0', '8.0', '0.0', '0.0', '0.0', '240.00'],
    ]);
    expect(toCsv(weeklySummaryCsv(rows, DAYS))).toContain(`\r\n'=cmd Person,`);
  });

  it('closes each row with the meal and rest premiums when the answer carries them', () => {
    const row = (over: Partial<EmployeeSummaryRow>): EmployeeSummaryRow => ({
      employeeId: 'e1',
      employeeName: 'Luis Hernandez',
      hours: { '2026-11-16': 8.5 },
      total: 8.5,
      hourlyRate: 28.75,
      regularHours: 8,
      overtimeHours: 0.5,
      doubleTimeHours: 0,
      ptoHours: 0,
      grossPay: '280.33',
      mealPremiumHours: 1,
      restPremiumHours: 0,
      premiumPay: '28.75',
      ...over,
    });
    const rows = [
      row({}),
      row({
        employeeId: 'e2',
        employeeName: 'Kayla Brooks',
        hours: {},
        total: 0,
        regularHours: 0,
        overtimeHours: 0,
        grossPay: '0.00',
        mealPremiumHours: 0,
        premiumPay: '0.00',
      }),
    ];
    const csv = weeklySummaryCsv(rows, DAYS);
    expect(csv[0]!.slice(-4)).toEqual([
      'Gross Pay',
      'Meal Premium Hours',
      'Rest Premium Hours',
      'Premium Pay',
    ]);
    expect(csv[1]!.slice(-4)).toEqual(['280.33', '1.0', '0.0', '28.75']);
    // Company Totals summed here when the server's are not given.
    expect(csv[3]!.slice(-4)).toEqual(['280.33', '1.0', '0.0', '28.75']);
  });
});

describe('Job Breakdown layout', () => {
  const rows: JobReportRow[] = [
    {
      date: '2026-11-16',
      jobId: 'j1',
      jobName: 'Shop & Yard',
      userName: 'Luis Hernandez',
      wcCode: '8810',
      workTypeName: 'Clerical',
      hours: 0.1,
    },
    {
      date: '2026-11-17',
      jobId: 'j1',
      jobName: 'Shop & Yard',
      userName: 'Kayla Brooks',
      wcCode: null,
      workTypeName: 'Clerical',
      hours: 0.2,
    },
  ];

  it('summary: Job, Work Type, WC Code, Hours and a Grand Total', () => {
    const summary = rows.map((r) => ({ ...r, date: null, userName: null }));
    expect(jobBreakdownCsv(summary, false)).toEqual([
      ['Job', 'Work Type', 'WC Code', 'Hours'],
      ['Shop & Yard', 'Clerical', '8810', '0.1'],
      ['Shop & Yard', 'Clerical', '', '0.2'],
      ['Grand Total', '', '', '0.3'],
    ]);
  });

  it('detailed: adds Date and Employee', () => {
    expect(jobBreakdownCsv(rows, true)).toEqual([
      ['Date', 'Job', 'Employee', 'Work Type', 'WC Code', 'Hours'],
      ['2026-11-16', 'Shop & Yard', 'Luis Hernandez', 'Clerical', '8810', '0.1'],
      ['2026-11-17', 'Shop & Yard', 'Kayla Brooks', 'Clerical', '', '0.2'],
      ['Grand Total', '', '', '', '', '0.3'],
    ]);
  });
});

describe('file names (§9)', () => {
  it('names each report with its date range', () => {
    expect(csvFileName({ kind: 'weekly-entries', range: RANGE })).toBe(
      'weekly-hours-report_2026-11-16_to_2026-11-22.csv',
    );
    expect(csvFileName({ kind: 'weekly-summary', range: RANGE })).toBe(
      'employee-weekly-hours_2026-11-16_to_2026-11-22.csv',
    );
    expect(csvFileName({ kind: 'job-breakdown', range: RANGE, detailed: false })).toBe(
      'job-worktype-report-summary_2026-11-16_to_2026-11-22.csv',
    );
    expect(
      csvFileName({ kind: 'job-breakdown', range: RANGE, detailed: true, jobName: null }),
    ).toBe('job-worktype-report-detailed_2026-11-16_to_2026-11-22.csv');
  });

  it('adds a slug of the filtered job', () => {
    expect(
      csvFileName({ kind: 'job-breakdown', range: RANGE, detailed: true, jobName: 'Shop & Yard' }),
    ).toBe('job-worktype-report-detailed_shop-yard_2026-11-16_to_2026-11-22.csv');
  });

  it('slugs names to safe ASCII', () => {
    expect(slugify('Alameda Point Hangar 12')).toBe('alameda-point-hangar-12');
    expect(slugify('Peña / Ñandú  Works!')).toBe('pena-nandu-works');
    expect(slugify('../../etc/passwd')).toBe('etc-passwd');
    expect(slugify('***')).toBe('job');
    expect(slugify('a'.repeat(100))).toHaveLength(60);
  });
});
