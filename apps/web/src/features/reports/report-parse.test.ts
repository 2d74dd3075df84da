import { describe, expect, it } from 'vitest';
import { InvalidReportResponseError } from './report-rules';
import {
  parseEmployeeSummary,
  parseEntryIds,
  parseJobOptions,
  parseJobReport,
  parseWeeklyReport,
} from './report-parse';

const weekly = {
  employeeId: 'e1',
  employeeName: 'Luis Hernandez',
  jobId: 'j1',
  jobName: 'Shop & Yard',
  workTypeId: 'w1',
  workTypeName: 'Clerical',
  wcCodeId: 'c1',
  wcCode: '8810',
  isPto: false,
  ptoTypeId: null,
  ptoName: null,
  hours: { '2026-11-16': 8 },
  notes: { '2026-11-16': 'a; b', '2026-11-17': '  ' },
  entryIds: ['x1', 'x2'],
  status: 'approved',
  total: 8,
};

describe('parseWeeklyReport', () => {
  it('reads the entries', () => {
    const [row] = parseWeeklyReport({ entries: [weekly], dateRange: {} });
    expect(row).toMatchObject({ status: 'approved', notes: { '2026-11-16': 'a; b' }, total: 8 });
  });

  it('reads snake_case and numeric strings, and treats an unknown status as pending', () => {
    const [row] = parseWeeklyReport({
      entries: [
        {
          employee_id: 'e1',
          employee_name: 'Luis',
          is_pto: true,
          pto_name: 'Sick',
          hours: { '2026-11-16': '7.50' },
          entry_ids: [],
          status: 'weird',
        },
      ],
    });
    expect(row).toMatchObject({
      isPto: true,
      ptoName: 'Sick',
      hours: { '2026-11-16': 7.5 },
      total: 7.5,
      status: 'pending',
      jobId: null,
    });
  });

  it.each([null, [], { entries: {} }, { entries: [{ ...weekly, hours: [] }] }, { entries: [1] }])(
    'rejects %j as an invalid response',
    (body) => {
      expect(() => parseWeeklyReport(body)).toThrow(InvalidReportResponseError);
    },
  );
});

const noPay = {
  hourlyRate: 25,
  regularHours: 0,
  overtimeHours: 0,
  doubleTimeHours: 0,
  ptoHours: 0,
  grossPay: '0.00',
};

describe('the other reports', () => {
  it('reads the summary entries', () => {
    expect(
      parseEmployeeSummary({
        entries: [{ employeeId: 'e1', employeeName: 'A', hours: {}, total: 0, ...noPay }],
      }),
    ).toEqual([{ employeeId: 'e1', employeeName: 'A', hours: {}, total: 0, ...noPay }]);
    expect(() => parseEmployeeSummary([])).toThrow(InvalidReportResponseError);
  });

  it('reads the job rows, which come as a bare array', () => {
    const row = {
      date: null,
      jobId: 'j',
      jobName: 'J',
      userName: null,
      wcCode: null,
      workTypeName: 'W',
      hours: '2.5',
    };
    expect(parseJobReport([row])[0]!.hours).toBe(2.5);
    expect(() => parseJobReport({ rows: [row] })).toThrow(InvalidReportResponseError);
    expect(() => parseJobReport([{ ...row, hours: 'x' }])).toThrow(InvalidReportResponseError);
  });

  it('reads the ids, or null when there are none to read', () => {
    expect(parseEntryIds({ entryIds: ['a', '', 3, 'b'] })).toEqual(['a', 'b']);
    expect(parseEntryIds({ entryIds: [] })).toEqual([]);
    expect(parseEntryIds({})).toBeNull();
    expect(parseEntryIds('nope')).toBeNull();
  });

  it('builds the job filter options by name, telling same-named jobs apart', () => {
    expect(
      parseJobOptions([
        { jobId: 'j2', jobName: 'Harbor Point', city: 'Oakland', isActive: true },
        { id: 'j1', name: 'Alpha', isActive: true },
        { jobId: 'j3', jobName: 'Harbor Point', address: '1 Pier Rd', isActive: true },
        { jobId: 'j4', jobName: 'Closed', isActive: false },
      ]),
    ).toEqual([
      { value: 'j1', label: 'Alpha' },
      { value: 'j3', label: 'Harbor Point (1 Pier Rd)' },
      { value: 'j2', label: 'Harbor Point (Oakland)' },
    ]);
    expect(parseJobOptions({ jobs: [] })).toEqual([]);
  });
});
