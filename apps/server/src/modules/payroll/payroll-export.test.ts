import { describe, expect, it } from 'vitest';
import { exportFileName, genericPayrollCsv, gustoCsv, quickBooksIif } from './payroll-export';
import type { PayrollLine } from './payroll.service';

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

  it('names the files by format and period', () => {
    expect(exportFileName('generic', range)).toBe('payroll_2032-01-05_to_2032-01-11.csv');
    expect(exportFileName('gusto', range)).toBe('gusto-hours-import_2032-01-05_to_2032-01-11.csv');
    expect(exportFileName('quickbooks-iif', range)).toBe(
      'quickbooks-timer-activities_2032-01-05_to_2032-01-11.iif',
    );
  });
});
