import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A fixed week (Mon 2032-01-05 .. Sun 2032-01-11) for Luis (28.75/h, Carpentry below the
 * threshold: 5403 at 13.98%) and Miguel (38.50/h, Carpentry above: 5432 at 6.21%).
 * Luis: Mon 10 h, Tue 12.5 h, Wed 8 h Vacation. Miguel: Mon 8 h, Tue 8 h (Electrical 5190 at 5.42%).
 */
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let companyId: string;
const range = 'startDate=2032-01-05&endDate=2032-01-11';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  companyId = (await t.tenantBySubdomain('acme')).company.id;
  const job = (await get('/api/jobs')).find(
    (j: { name: string }) => j.name === 'Lakeshore Medical Office',
  );
  const types = await get(`/api/job-work-types/job/${job.id}/work-types`);
  const carpentry = types.find((w: { name: string }) => w.name === 'Carpentry').id;
  const electrical = types.find((w: { name: string }) => w.name === 'Electrical').id;
  const vacation = (await get('/api/pto-types')).find(
    (p: { name: string }) => p.name === 'Vacation',
  ).id;
  const luis = (await t.userByEmail('worker1@acme.test')).id;
  const miguel = (await t.userByEmail('miguel.torres@acme.test')).id;
  const add = async (body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/time-entries/admin-create',
      payload: body,
      headers: admin.headers,
    });
    expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
  };
  // Luis's Tuesday is split over two entries (8 + 4.5), as crews do across jobs or tasks.
  await add({
    targetUserId: luis,
    entryDate: '2032-01-05',
    hours: 10,
    isPto: false,
    jobId: job.id,
    workTypeId: carpentry,
  });
  await add({
    targetUserId: luis,
    entryDate: '2032-01-06',
    hours: 8,
    isPto: false,
    jobId: job.id,
    workTypeId: carpentry,
  });
  await add({
    targetUserId: luis,
    entryDate: '2032-01-06',
    hours: 4.5,
    isPto: false,
    jobId: job.id,
    workTypeId: carpentry,
  });
  await add({
    targetUserId: luis,
    entryDate: '2032-01-07',
    hours: 8,
    isPto: true,
    ptoTypeId: vacation,
  });
  await add({
    targetUserId: miguel,
    entryDate: '2032-01-05',
    hours: 8,
    isPto: false,
    jobId: job.id,
    workTypeId: carpentry,
  });
  await add({
    targetUserId: miguel,
    entryDate: '2032-01-06',
    hours: 8,
    isPto: false,
    jobId: job.id,
    workTypeId: electrical,
  });
});
afterAll(() => t.close());

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
  expect(res.statusCode, url).toBe(200);
  return res.json();
}
const setRule = (overtime_rule: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/companies/${companyId}`,
    payload: { overtime_rule },
    headers: admin.headers,
  });

describe('overtime in the Weekly Summary', () => {
  it('keeps every hour regular without a rule', async () => {
    const summary = await get(`/api/time-entries/employee-weekly-report?${range}`);
    expect(summary.overtimeRule).toBe('none');
    const luis = summary.entries.find(
      (e: { employeeName: string }) => e.employeeName === 'Luis Hernandez',
    );
    // 22.5 h worked at 28.75 = 646.875 -> 646.88, plus 8 h Vacation at 28.75 = 230.00.
    expect(luis).toMatchObject({
      regularHours: 22.5,
      overtimeHours: 0,
      doubleTimeHours: 0,
      ptoHours: 8,
      grossPay: '876.88',
    });
  });

  it('applies the California rule: daily overtime and double time, PTO apart', async () => {
    expect((await setRule('california')).json().overtime_rule).toBe('california');
    const summary = await get(`/api/time-entries/employee-weekly-report?${range}`);
    const luis = summary.entries.find(
      (e: { employeeName: string }) => e.employeeName === 'Luis Hernandez',
    );
    // Mon 10 = 8 + 2 OT; Tue 12.5 = 8 + 4 OT + 0.5 DT. Gross: 646.875 straight; regular rate 28.75;
    // OT premium 6 × 14.375 = 86.25; DT premium 0.5 × 28.75 = 14.375; + 230 PTO = 977.50.
    expect(luis).toMatchObject({
      regularHours: 16,
      overtimeHours: 6,
      doubleTimeHours: 0.5,
      ptoHours: 8,
      grossPay: '977.50',
    });
    const miguel = summary.entries.find(
      (e: { employeeName: string }) => e.employeeName === 'Miguel Torres',
    );
    expect(miguel).toMatchObject({ regularHours: 16, overtimeHours: 0, grossPay: '616.00' });
    expect(summary.totals).toMatchObject({ overtimeHours: 6, doubleTimeHours: 0.5 });
  });

  it('applies the federal rule: only over 40 a week', async () => {
    await setRule('federal');
    const summary = await get(`/api/time-entries/employee-weekly-report?${range}`);
    const luis = summary.entries.find(
      (e: { employeeName: string }) => e.employeeName === 'Luis Hernandez',
    );
    expect(luis).toMatchObject({ regularHours: 22.5, overtimeHours: 0, ptoHours: 8 });
    await setRule('none');
  });

  it('refuses an unknown rule', async () => {
    expect((await setRule('weekends')).statusCode).toBe(400);
  });
});

describe("workers' compensation payroll", () => {
  it('sums hours, straight-time wages and the estimated premium per class code', async () => {
    const report = await get(`/api/time-entries/wc-payroll-report?${range}`);
    expect(report.rows).toEqual([
      // Miguel 8 h Electrical at 38.50 = 308.00; × 5.42% = 16.6936 -> 16.69.
      {
        wcCode: '5190',
        workTypes: ['Electrical'],
        compRate: '5.42',
        hours: 8,
        wages: '308.00',
        premium: '16.69',
      },
      // Luis 22.5 h at 28.75 = 646.875 -> 646.88; × 13.98% = 90.433824 -> 90.43.
      {
        wcCode: '5403',
        workTypes: ['Carpentry'],
        compRate: '13.98',
        hours: 22.5,
        wages: '646.88',
        premium: '90.43',
      },
      // Miguel 8 h at 38.50 = 308.00; × 6.21% = 19.1268 -> 19.13.
      {
        wcCode: '5432',
        workTypes: ['Carpentry'],
        compRate: '6.21',
        hours: 8,
        wages: '308.00',
        premium: '19.13',
      },
    ]);
    expect(report.totals).toEqual({ hours: 38.5, wages: '1262.88', premium: '126.25' });
  });
});

describe("the WC tab's total against the other tabs", () => {
  // A week of its own: Luis (in reports) 6 h Carpentry and 4 h Vacation; Sofia (left out of
  // reports) 5 h Carpentry.
  const week = 'startDate=2032-02-02&endDate=2032-02-08';
  beforeAll(async () => {
    const job = (await get('/api/jobs')).find(
      (j: { name: string }) => j.name === 'Lakeshore Medical Office',
    );
    const types = await get(`/api/job-work-types/job/${job.id}/work-types`);
    const carpentry = types.find((w: { name: string }) => w.name === 'Carpentry').id;
    const vacation = (await get('/api/pto-types')).find(
      (p: { name: string }) => p.name === 'Vacation',
    ).id;
    const luis = (await t.userByEmail('worker1@acme.test')).id;
    const sofia = (await t.userByEmail('sofia.ramos@acme.test')).id;
    for (const body of [
      { targetUserId: luis, hours: 6, isPto: false, jobId: job.id, workTypeId: carpentry },
      { targetUserId: luis, hours: 4, isPto: true, ptoTypeId: vacation },
      { targetUserId: sofia, hours: 5, isPto: false, jobId: job.id, workTypeId: carpentry },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/time-entries/admin-create',
        payload: { entryDate: '2032-02-03', ...body },
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('reconciles: WC hours + Other + without a code − left out of reports = the other tabs', async () => {
    const wc = await get(`/api/time-entries/wc-payroll-report?${week}`);
    expect(wc.totals.hours).toBe(11);
    expect(wc.reconciliation).toEqual({
      wcHours: 11,
      otherHours: 4,
      uncodedHours: 0,
      allHours: 15,
      notInReportsHours: 5,
      reportHours: 10,
      reportWorkHours: 6,
    });
    const r = wc.reconciliation;
    expect(r.wcHours + r.otherHours + r.uncodedHours).toBe(r.allHours);

    // The figures it ends at are those the other tabs show for the same range.
    const summary = await get(`/api/time-entries/employee-weekly-report?${week}`);
    expect(summary.totals.total).toBe(r.reportHours);
    const weekly = await get(`/api/time-entries/weekly-report?${week}`);
    const weeklyTotal = weekly.entries.reduce(
      (sum: number, row: { hours: Record<string, number> }) =>
        sum + Object.values(row.hours).reduce((a, b) => a + b, 0),
      0,
    );
    expect(weeklyTotal).toBe(r.reportHours);
    const jobs = await get(`/api/time-entries/job-worktype-report?${week}`);
    expect(jobs.reduce((sum: number, row: { hours: number }) => sum + row.hours, 0)).toBe(
      r.reportWorkHours,
    );
  });

  it('gives zeros for a range without entries', async () => {
    const wc = await get(
      '/api/time-entries/wc-payroll-report?startDate=2033-03-07&endDate=2033-03-13',
    );
    expect(wc.rows).toEqual([]);
    expect(Object.values(wc.reconciliation)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('payroll exports', () => {
  async function download(format: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/time-entries/payroll-export?${range}&format=${format}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    return res;
  }

  it('writes the generic payroll CSV', async () => {
    const res = await download('generic');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="payroll_2032-01-05_to_2032-01-11.csv"',
    );
    const lines = res.body.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      'Employee ID,Employee,Email,Period Start,Period End,Regular Hours,Overtime Hours,Double Time Hours,PTO Hours,Hourly Rate,Gross Pay',
    );
    expect(lines.find((l) => l.includes('Luis Hernandez'))).toMatch(
      /,worker1@acme\.test,2032-01-05,2032-01-11,22\.50,0\.00,0\.00,8\.00,28\.75,876\.88$/,
    );
  });

  it('writes the Gusto hours import with PTO by kind', async () => {
    const res = await download('gusto');
    const lines = res.body.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      'last_name,first_name,email,regular_hours,overtime_hours,double_overtime_hours,pto_hours,sick_hours,holiday_hours',
    );
    expect(lines).toContain('Hernandez,Luis,worker1@acme.test,22.50,0.00,0.00,8.00,0.00,0.00');
  });

  it('writes QuickBooks Desktop timer activities', async () => {
    const res = await download('quickbooks-iif');
    expect(res.headers['content-disposition']).toContain(
      'quickbooks-timer-activities_2032-01-05_to_2032-01-11.iif',
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '!TIMERHDR\tVER\tREL\tCOMPANYNAME\tIMPORTEDBEFORE\tFROMTIMER\tCOMPANYCREATETIME',
    );
    expect(lines[1]).toMatch(/^TIMERHDR\t8\t0\tAcme Construction\tN\tY\t\d+$/);
    expect(lines).toContain(
      'TIMEACT\t01/06/32\tLakeshore Medical Office\tLuis Hernandez\tCarpentry\tRegular Pay\t4:30\t\t\tY\t1',
    );
    expect(lines).toContain('TIMEACT\t01/07/32\t\tLuis Hernandez\t\tVacation\t8:00\t\t\tY\t0');
  });

  it('is for company admins', async () => {
    const worker = await t.login('worker1@acme.test');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/time-entries/payroll-export?${range}&format=generic`,
      headers: worker.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/time-entries/payroll-export?${range}&format=xls`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('approval in the history', () => {
  it('records who approved each entry', async () => {
    const { entryIds } = await get(`/api/time-entries/ids?${range}`);
    await t.app.inject({
      method: 'POST',
      url: '/api/time-entries/approve-batch',
      payload: { entryIds },
      headers: admin.headers,
    });
    const history = await get(`/api/time-entries/${entryIds[0]}/history`);
    expect(history.map((h: { action: string }) => h.action)).toEqual(['create', 'approve']);
    expect(history[1]).toMatchObject({
      changedBy: 'admin@acme.test',
      changes: [{ field: 'Status', before: 'pending', after: 'approved' }],
    });
  });
});
