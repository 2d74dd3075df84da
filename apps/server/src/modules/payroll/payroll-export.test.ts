import { describe, expect, it } from 'vitest';
import {
  PREMIUM_PAYROLL_ITEM,
  exportFileName,
  genericPayrollCsv,
  gustoCsv,
  quickBooksIif,
} from './payroll-export';
import type { PayrollLine } from './payroll-line';

const range = { startDate: '2032-01-05', endDate: '2032-01-11' };
const lines: PayrollLine[] = [
  {
    employeeId: 'u-1',
    employeeName: 'Luis Hernandez',
    firstName: 'Luis',
    lastName: 'Hernandez',
    email: 'luis@acme.test',
    hourlyRate: 28.75,
    regularHours: 16,
    overtimeHours: 6,
    doubleTimeHours: 0.5,
    ptoHours: 12,
    ptoByType: { Vacation: 8, Sick: 4 },
    grossPay: '1092.50',
  },
  {
    employeeId: 'u-2',
    employeeName: '=HYPERLINK("x"), "Boss"',
    firstName: '=HYPERLINK("x")',
    lastName: 'O"Neil, Jr',
    email: 'x@acme.test',
    hourlyRate: 30,
    regularHours: 8,
    overtimeHours: 0,
    doubleTimeHours: 0,
    ptoHours: 0,
    ptoByType: {},
    grossPay: '240.00',
  },
];

describe('payroll export layouts', () => {
  it('writes the generic payroll CSV exactly', () => {
    expect(genericPayrollCsv(lines, range)).toBe(
      '\uFEFF' +
        [
          'Employee ID,Employee,Email,Period Start,Period End,Regular Hours,Overtime Hours,Double Time Hours,PTO Hours,Hourly Rate,Gross Pay',
          'u-1,Luis Hernandez,luis@acme.test,2032-01-05,2032-01-11,16.00,6.00,0.50,12.00,28.75,1092.50',
          `u-2,"'=HYPERLINK(""x""), ""Boss""",x@acme.test,2032-01-05,2032-01-11,8.00,0.00,0.00,0.00,30.00,240.00`,
        ].join('\r\n'),
    );
  });

  it('writes the Gusto hours import exactly, with sick and holiday hours apart', () => {
    expect(gustoCsv(lines)).toBe(
      '\uFEFF' +
        [
          'last_name,first_name,email,regular_hours,overtime_hours,double_overtime_hours,pto_hours,sick_hours,holiday_hours',
          'Hernandez,Luis,luis@acme.test,16.00,6.00,0.50,8.00,4.00,0.00',
          `"O""Neil, Jr","'=HYPERLINK(""x"")",x@acme.test,8.00,0.00,0.00,0.00,0.00,0.00`,
        ].join('\r\n'),
    );
  });

  it('writes QuickBooks Desktop timer activities exactly', () => {
    const iif = quickBooksIif(
      'Acme Construction',
      [
        {
          entry_date: '2032-01-06',
          employee: 'Luis Hernandez',
          job: 'Lakeshore Medical Office',
          work_type: 'Carpentry',
          pto: null,
          hours: '4.50',
          notes: 'Blocking\tand\nframing',
        },
        {
          entry_date: '2032-01-07',
          employee: 'Luis Hernandez',
          job: null,
          work_type: null,
          pto: 'Vacation',
          hours: '8.00',
          notes: null,
        },
      ],
      new Date('2032-01-12T00:00:00Z'),
    );
    expect(iif).toBe(
      [
        '!TIMERHDR\tVER\tREL\tCOMPANYNAME\tIMPORTEDBEFORE\tFROMTIMER\tCOMPANYCREATETIME',
        'TIMERHDR\t8\t0\tAcme Construction\tN\tY\t1957478400',
        '!TIMEACT\tDATE\tJOB\tEMP\tITEM\tPITEM\tDURATION\tPROJ\tNOTE\tXFERTOPAYROLL\tBILLINGSTATUS',
        'TIMEACT\t01/06/32\tLakeshore Medical Office\tLuis Hernandez\tCarpentry\tRegular Pay\t4:30\t\tBlocking and framing\tY\t1',
        'TIMEACT\t01/07/32\t\tLuis Hernandez\t\tVacation\t8:00\t\t\tY\t0',
        '',
      ].join('\r\n'),
    );
  });

  describe('meal and rest premiums, where the company applies a rule', () => {
    // Luis owes 2 meal and 1 rest premium hours; the formula-like name still gets its apostrophe.
    const withPremiums: PayrollLine[] = [
      {
        ...lines[0]!,
        grossPay: '1178.75',
        mealPremiumHours: 2,
        restPremiumHours: 1,
        premiumPay: '86.25',
      },
      { ...lines[1]!, mealPremiumHours: 0, restPremiumHours: 0, premiumPay: '0.00' },
    ];

    it('closes each generic CSV line with the premium hours and their pay', () => {
      expect(genericPayrollCsv(withPremiums, range, { premiums: true })).toBe(
        '\uFEFF' +
          [
            'Employee ID,Employee,Email,Period Start,Period End,Regular Hours,Overtime Hours,Double Time Hours,PTO Hours,Hourly Rate,Gross Pay,Meal Premium Hours,Rest Premium Hours,Premium Pay',
            'u-1,Luis Hernandez,luis@acme.test,2032-01-05,2032-01-11,16.00,6.00,0.50,12.00,28.75,1178.75,2.00,1.00,86.25',
            `u-2,"'=HYPERLINK(""x""), ""Boss""",x@acme.test,2032-01-05,2032-01-11,8.00,0.00,0.00,0.00,30.00,240.00,0.00,0.00,0.00`,
          ].join('\r\n'),
      );
    });

    it('leaves the files of a company without the rule as they were', () => {
      const plain = withPremiums.map((l) => ({ ...l, grossPay: '1092.50' }));
      plain[1]!.grossPay = '240.00';
      expect(genericPayrollCsv(plain, range)).toBe(genericPayrollCsv(lines, range));
      expect(gustoCsv(plain, { premiums: false })).toBe(gustoCsv(lines));
    });

    it('gives Gusto the premium as one named amount column', () => {
      expect(gustoCsv(withPremiums, { premiums: true })).toBe(
        '\uFEFF' +
          [
            'last_name,first_name,email,regular_hours,overtime_hours,double_overtime_hours,pto_hours,sick_hours,holiday_hours,meal_rest_premium',
            'Hernandez,Luis,luis@acme.test,16.00,6.00,0.50,8.00,4.00,0.00,86.25',
            `"O""Neil, Jr","'=HYPERLINK(""x"")",x@acme.test,8.00,0.00,0.00,0.00,0.00,0.00,0.00`,
          ].join('\r\n'),
      );
    });

    it('adds one QuickBooks premium line per worker owed one, under its own payroll item', () => {
      const owed: PayrollLine[] = [
        withPremiums[0]!,
        { ...withPremiums[1]!, mealPremiumHours: 1, premiumPay: '30.00' },
        { ...withPremiums[1]!, employeeName: 'Nobody Owed' },
      ];
      const createdAt = new Date('2032-01-12T00:00:00Z');
      const iif = quickBooksIif('Acme', [], createdAt, { lines: owed, range });
      expect(iif.split('\r\n').slice(3)).toEqual([
        `TIMEACT\t01/11/32\t\tLuis Hernandez\t\t${PREMIUM_PAYROLL_ITEM}\t3:00\t\tMeal premium 2 h, rest premium 1 h: 86.25 at the regular rate\tY\t0`,
        `TIMEACT\t01/11/32\t\t'=HYPERLINK("x"), "Boss"\t\t${PREMIUM_PAYROLL_ITEM}\t1:00\t\tMeal premium 1 h, rest premium 0 h: 30.00 at the regular rate\tY\t0`,
        '',
      ]);
      expect(quickBooksIif('Acme', [], createdAt, null)).toBe(quickBooksIif('Acme', [], createdAt));
    });
  });

  it('names the files by format and period', () => {
    expect(exportFileName('generic', range)).toBe('payroll_2032-01-05_to_2032-01-11.csv');
    expect(exportFileName('gusto', range)).toBe('gusto-hours-import_2032-01-05_to_2032-01-11.csv');
    expect(exportFileName('quickbooks-iif', range)).toBe(
      'quickbooks-timer-activities_2032-01-05_to_2032-01-11.iif',
    );
  });
});
