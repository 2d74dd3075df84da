import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@sitehours/contract/messages';
import type { JobReportRow, WeeklyReportRow } from '@sitehours/contract/schemas';
import {
  EMPTY_CELL,
  dayTotals,
  entryLabels,
  formatDayCell,
  formatTotal,
  groupByEmployee,
  jobChartData,
  jobGrandTotal,
  reportAccess,
  reportLoadError,
  showApproveAll,
  sumHours,
} from './report-rules';

const DAYS = ['2026-11-16', '2026-11-17', '2026-11-18'];

export function weeklyRow(overrides: Partial<WeeklyReportRow> = {}): WeeklyReportRow {
  return {
    employeeId: 'e1',
    employeeName: 'Luis Hernandez',
    jobId: 'j1',
    jobName: 'Harbor Point Apartments',
    workTypeId: 'w1',
    workTypeName: 'Carpentry',
    wcCodeId: 'c1',
    wcCode: '5403',
    isPto: false,
    ptoTypeId: null,
    ptoName: null,
    hours: { '2026-11-16': 8 },
    notes: {},
    entryIds: ['x1'],
    status: 'pending',
    total: 8,
    ...overrides,
  };
}

describe('totals', () => {
  it('rounds sums to 2 decimals', () => {
    expect(sumHours([0.1, 0.2])).toBe(0.3);
    expect(sumHours([1.005, 1.005, 1.005])).toBe(3.02);
    expect(sumHours([])).toBe(0);
  });

  it('totals each day (days without hours are 0) and the whole range', () => {
    const rows: { hours: Record<string, number> }[] = [
      { hours: { '2026-11-16': 5, '2026-11-17': 8 } },
      { hours: { '2026-11-16': 3.25, '2026-11-19': 4 } },
    ];
    expect(dayTotals(rows, DAYS)).toEqual({
      hours: { '2026-11-16': 8.25, '2026-11-17': 8, '2026-11-18': 0 },
      total: 16.25,
    });
    expect(dayTotals([], DAYS).total).toBe(0);
  });

  it('shows totals as numbers (zero as 0.0) and empty day cells as a dash', () => {
    expect(formatTotal(0)).toBe('0.0');
    expect(formatTotal(16.25)).toBe('16.25');
    expect(formatTotal(7.999)).toBe('8.0');
    expect(formatDayCell(undefined)).toBe(EMPTY_CELL);
    expect(formatDayCell(0)).toBe('0.0');
    expect(formatDayCell(8)).toBe('8.0');
  });
});

describe('grouping the Weekly Entries per employee', () => {
  it('gathers each employee’s rows in the server’s order, work before Other', () => {
    const pto = weeklyRow({
      isPto: true,
      jobId: null,
      jobName: null,
      workTypeId: null,
      workTypeName: null,
      wcCodeId: null,
      wcCode: null,
      ptoTypeId: 'p1',
      ptoName: 'Vacation',
      hours: { '2026-11-18': 8 },
      status: 'approved',
    });
    const rows = [
      pto,
      weeklyRow({ employeeId: 'e2', employeeName: 'Kayla Brooks', status: 'approved' }),
      weeklyRow({ jobId: 'j2', jobName: 'Shop & Yard', hours: { '2026-11-17': 3 } }),
    ];
    const groups = groupByEmployee(rows, DAYS);
    expect(groups.map((g) => g.employeeName)).toEqual(['Luis Hernandez', 'Kayla Brooks']);
    expect(groups[0]!.rows.map((r) => r.jobName ?? r.ptoName)).toEqual(['Shop & Yard', 'Vacation']);
    expect(groups[0]!.totals).toEqual({
      hours: { '2026-11-16': 0, '2026-11-17': 3, '2026-11-18': 8 },
      total: 11,
    });
    expect(groups[0]!.status).toBe('pending');
    expect(groups[1]!.status).toBe('approved');
    expect(groupByEmployee([], DAYS)).toEqual([]);
  });

  it('labels work rows with job, work type and WC code, Other rows with their type', () => {
    expect(entryLabels(weeklyRow())).toEqual({
      job: 'Harbor Point Apartments',
      workType: 'Carpentry',
      wcCode: '5403',
      otherType: '',
    });
    expect(entryLabels(weeklyRow({ isPto: true, ptoName: null })).otherType).toBe('Other');
  });
});

describe('Approve All visibility (§4)', () => {
  it('is hidden with no rows or when every row is approved', () => {
    expect(showApproveAll([])).toBe(false);
    expect(showApproveAll([{ status: 'approved' }, { status: 'approved' }])).toBe(false);
  });

  it('shows while any row is pending', () => {
    expect(showApproveAll([{ status: 'approved' }, { status: 'pending' }])).toBe(true);
    expect(showApproveAll([{ status: 'pending' }])).toBe(true);
  });
});

describe('Job Breakdown', () => {
  const row = (o: Partial<JobReportRow>): JobReportRow => ({
    date: null,
    jobId: 'j1',
    jobName: 'Harbor Point Apartments',
    userName: null,
    wcCode: '5403',
    workTypeName: 'Carpentry',
    hours: 8,
    ...o,
  });

  it('sums the grand total to 2 decimals', () => {
    expect(jobGrandTotal([row({ hours: 0.1 }), row({ hours: 0.2 })])).toBe(0.3);
    expect(jobGrandTotal([])).toBe(0);
  });

  it('builds one bar per job stacked by work type, telling same-named jobs apart', () => {
    const { data, workTypes } = jobChartData([
      row({ hours: 5 }),
      row({ workTypeName: 'Concrete', hours: 3 }),
      row({ hours: 2, wcCode: '5437' }),
      row({ jobId: 'j2', hours: 4 }),
      row({ jobId: 'j3', jobName: 'Shop & Yard', workTypeName: 'Clerical', hours: 1.5 }),
    ]);
    expect(workTypes).toEqual(['Carpentry', 'Clerical', 'Concrete']);
    expect(data).toEqual([
      { job: 'Harbor Point Apartments', Carpentry: 7, Concrete: 3 },
      { job: 'Harbor Point Apartments (2)', Carpentry: 4 },
      { job: 'Shop & Yard', Clerical: 1.5 },
    ]);
  });
});

describe('access (§5 "Reports access")', () => {
  const base = { roles: ['company_admin'], isGlobalAdmin: false, inSupportSession: false };

  it('lets a company admin (also by the legacy name) with a company in', () => {
    expect(reportAccess({ ...base, companyId: 'c1' })).toBe('allowed');
    expect(reportAccess({ ...base, roles: ['admin'], companyId: 'c1' })).toBe('allowed');
  });

  it('lets a global admin in only during a support session', () => {
    const operator = { roles: ['global_admin'], isGlobalAdmin: true, companyId: 'c1' };
    expect(reportAccess({ ...operator, inSupportSession: true })).toBe('allowed');
    expect(reportAccess({ ...operator, inSupportSession: false })).toBe('not-admin');
  });

  it('refuses managers and workers, then asks for a company', () => {
    expect(reportAccess({ ...base, roles: ['company_manager'], companyId: 'c1' })).toBe(
      'not-admin',
    );
    expect(reportAccess({ ...base, roles: ['standard_user'], companyId: null })).toBe('not-admin');
    expect(reportAccess({ ...base, companyId: null })).toBe('no-company');
    expect(reportAccess({ ...base, companyId: '' })).toBe('no-company');
  });
});

describe('load errors (§8)', () => {
  it('shows the 403 text without Try Again', () => {
    expect(reportLoadError({ status: 403, message: 'nope' })).toEqual({
      text: REPORT_MESSAGES.forbidden,
      canRetry: false,
    });
  });

  it('offers Try Again for other failures', () => {
    expect(reportLoadError({ status: 500 })).toEqual({
      text: REPORT_MESSAGES.loadFailed,
      canRetry: true,
    });
    expect(reportLoadError(new Error('offline')).text).toBe(REPORT_MESSAGES.loadFailed);
  });
});
