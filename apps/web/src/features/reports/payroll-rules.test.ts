import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { OVERTIME_RULES } from '@sitehours/contract/rules';
import type { EmployeeSummaryRow } from '@sitehours/contract/schemas';
import en from '@/locales/en/reports.json';
import { CSV_BOM, csvFileName, sumPay, toCsv, wcPayrollCsv, weeklySummaryCsv } from './report-csv';
import {
  PAYROLL_EXPORTS,
  formatDecimal,
  formatMoney,
  overtimeRuleKey,
  payrollExportFallbackName,
} from './payroll-rules';
import { employeeSummaryReport, type WcPayrollReport } from './report-parse';

const RANGE = { startDate: '2026-11-16', endDate: '2026-11-22' };
const DAYS = ['2026-11-16', '2026-11-17'];

const pay = {
  regularHours: 8,
  overtimeHours: 2,
  doubleTimeHours: 0,
  ptoHours: 0,
  grossPay: '330.00',
};

describe('the Weekly Summary with its payroll split', () => {
  const kayla: EmployeeSummaryRow = {
    employeeId: 'e1',
    employeeName: 'Kayla',
    hours: { '2026-11-16': 10 },
    total: 10,
    hourlyRate: 30,
    ...pay,
  };

  it('reads the split of each row, the rule and the totals', () => {
    const report = employeeSummaryReport({
      entries: [kayla],
      totals: { hours: {}, total: 10, ...pay },
      overtimeRule: 'california',
      dateRange: RANGE,
    });
    expect(report).toMatchObject({ rows: [kayla], overtimeRule: 'california', totals: pay });
  });

  it('writes the split after the Weekly Total, with the server totals', () => {
    expect(weeklySummaryCsv([kayla], DAYS, pay)).toEqual([
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
      ['Kayla', '10.0', '0.0', '10.0', '8.0', '2.0', '0.0', '0.0', '330.00'],
      ['Company Totals', '10.0', '0.0', '10.0', '8.0', '2.0', '0.0', '0.0', '330.00'],
    ]);
  });

  it('sums the split itself when no totals are given', () => {
    const other: EmployeeSummaryRow = {
      ...kayla,
      employeeId: 'b',
      employeeName: 'B',
      hours: {},
      total: 5.5,
      regularHours: 4,
      overtimeHours: 0,
      ptoHours: 1.5,
      grossPay: '110.10',
    };
    expect(sumPay([kayla, other])).toEqual({
      regularHours: 12,
      overtimeHours: 2,
      doubleTimeHours: 0,
      ptoHours: 1.5,
      grossPay: '440.10',
    });
    expect(weeklySummaryCsv([kayla, other], DAYS).at(-1)).toEqual([
      'Company Totals',
      '10.0',
      '0.0',
      '10.0',
      '12.0',
      '2.0',
      '0.0',
      '1.5',
      '440.10',
    ]);
  });
});

describe('the WC Payroll report', () => {
  const body: WcPayrollReport = {
    rows: [
      {
        wcCode: '5403',
        workTypes: ['Framing', 'Carpentry'],
        compRate: '13.98',
        hours: 40,
        wages: '1234.56',
        premium: '172.59',
      },
      {
        wcCode: '=5606',
        workTypes: [],
        compRate: '4.10',
        hours: 2.5,
        wages: '75.00',
        premium: '3.08',
      },
    ],
    totals: { hours: 42.5, wages: '1309.56', premium: '175.67' },
    reconciliation: {
      wcHours: 42.5,
      otherHours: 0,
      uncodedHours: 0,
      allHours: 42.5,
      notInReportsHours: 0,
      reportHours: 42.5,
      reportWorkHours: 42.5,
    },
  };

  it('writes the CSV with a Totals row, formula-safe', () => {
    const table = wcPayrollCsv(body);
    expect(table).toEqual([
      ['WC Code', 'Work Types', 'Hours', 'Wages', 'Comp Rate (%)', 'Estimated Premium'],
      ['5403', 'Framing; Carpentry', '40.0', '1234.56', '13.98', '172.59'],
      ['=5606', '', '2.5', '75.00', '4.10', '3.08'],
      ['Totals', '', '42.5', '1309.56', '', '175.67'],
    ]);
    const back = Papa.parse<string[]>(toCsv(table).slice(CSV_BOM.length), {
      skipEmptyLines: true,
    }).data;
    expect(back[2]![0]).toBe("'=5606");
  });

  it('names the file after the range', () => {
    expect(csvFileName({ kind: 'wc-payroll', range: RANGE })).toBe(
      'wc-payroll-report_2026-11-16_to_2026-11-22.csv',
    );
  });
});

describe('payroll helpers', () => {
  it("labels the overtime rules with the contract's words", () => {
    const label = (rule: Parameters<typeof overtimeRuleKey>[0]) => {
      const key = overtimeRuleKey(rule);
      return key ? en[key] : null;
    };
    expect(label('none')).toBe('No overtime');
    expect(label('federal')).toMatch(/^US federal/);
    expect(label(null)).toBe('Not reported');
    for (const rule of OVERTIME_RULES) expect(label(rule.value)).toBe(rule.label);
  });

  it('shows money with two decimals and thousands separators', () => {
    expect(formatMoney('1234.5')).toBe('1,234.50');
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney('n/a')).toBe('n/a');
    expect(formatMoney('1234.5', 'es-US')).toBe('1,234.50');
  });

  it('shows a decimal with the digits it was sent with', () => {
    expect(formatDecimal('17.40')).toBe('17.40');
    expect(formatDecimal('5.4')).toBe('5.4');
    expect(formatDecimal('8')).toBe('8');
    expect(formatDecimal('x')).toBe('x');
  });

  it('offers three payroll files with a fallback name each', () => {
    expect(PAYROLL_EXPORTS.map((e) => en[e.labelKey])).toEqual([
      'Payroll CSV',
      'QuickBooks (IIF)',
      'Gusto (CSV)',
    ]);
    expect(payrollExportFallbackName('quickbooks-iif', RANGE)).toBe(
      'payroll-quickbooks-iif_2026-11-16_to_2026-11-22.iif',
    );
  });
});
