import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { REPORT_MESSAGES, messageText } from '@sitehours/contract';
import { withPlatform } from '../src/db/scoped';
import { timeEntries } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A fixed week that crosses from June into July 2031, far from the demo weeks:
 * Luis (28.75/h) works Carpentry with two notes on one day and takes a day of Vacation,
 * Kayla (22.00/h) works Electrical with one entry approved, Sofia is left out of reports.
 */
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
const range = 'startDate=2031-06-30&endDate=2031-07-06';
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  const luis = await t.login('worker1@acme.test');
  const kayla = await t.login('worker2@acme.test');
  const sofia = await t.login('sofia.ramos@acme.test');
  const job = (await get('/api/jobs', luis)).find(
    (j: { name: string }) => j.name === 'Lakeshore Medical Office',
  );
  const types = await get(`/api/job-work-types/job/${job.id}/work-types`, luis);
  const carpentry = types.find((w: { name: string }) => w.name === 'Carpentry').id;
  const electrical = types.find((w: { name: string }) => w.name === 'Electrical').id;
  const vacation = (await get('/api/pto-types', luis)).find(
    (p: { name: string }) => p.name === 'Vacation',
  ).id;
  const work = (entryDate: string, hours: number, workTypeId: string, notes?: string) => ({
    entryDate,
    hours,
    isPTO: false,
    jobId: job.id,
    workTypeId,
    notes,
  });
  const save = async (key: string, session: Session, body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/time-entries',
      payload: body,
      headers: session.headers,
    });
    expect(res.statusCode, key).toBe(201);
    ids[key] = res.json().id;
  };
  await save('luisMon1', luis, work('2031-06-30', 5, carpentry, 'Framing'));
  await save('luisMon2', luis, work('2031-06-30', 3, carpentry, 'Blocking'));
  await save('luisTue', luis, work('2031-07-01', 8, carpentry));
  await save('luisWed', luis, {
    entryDate: '2031-07-02',
    hours: 8,
    isPTO: true,
    ptoTypeId: vacation,
  });
  await save('kaylaMon', kayla, work('2031-06-30', 6, electrical));
  await save('kaylaThu', kayla, work('2031-07-03', 4, electrical));
  await save('sofiaTue', sofia, work('2031-07-01', 8, carpentry));
  await withPlatform(t.db, (tx) =>
    tx.update(timeEntries).set({ status: 'approved' }).where(eq(timeEntries.id, ids.kaylaThu!)),
  );
});
afterAll(() => t.close());

async function get(url: string, session = admin) {
  const res = await t.app.inject({ method: 'GET', url, headers: session.headers });
  expect(res.statusCode, url).toBe(200);
  return res.json();
}

describe('Weekly Entries', () => {
  it('groups per employee and job / work type / WC code or Other type, per day', async () => {
    const report = await get(`/api/time-entries/weekly-report?${range}&_=1700000000000`);
    expect(report.dateRange).toEqual({ startDate: '2031-06-30', endDate: '2031-07-06' });
    expect(report.entries).toHaveLength(3);
    const [kayla, luisWork, luisPto] = report.entries;
    expect(kayla).toMatchObject({
      employeeName: 'Kayla Brooks',
      jobName: 'Lakeshore Medical Office',
      workTypeName: 'Electrical',
      wcCode: '5190',
      isPto: false,
      hours: { '2031-06-30': 6, '2031-07-03': 4 },
      status: 'pending',
      total: 10,
    });
    expect(luisWork).toMatchObject({
      employeeName: 'Luis Hernandez',
      workTypeName: 'Carpentry',
      wcCode: '5403',
      hours: { '2031-06-30': 8, '2031-07-01': 8 },
      notes: { '2031-06-30': 'Framing; Blocking' },
      total: 16,
    });
    expect([...luisWork.entryIds].sort()).toEqual([ids.luisMon1, ids.luisMon2, ids.luisTue].sort());
    expect(luisPto).toMatchObject({
      isPto: true,
      ptoName: 'Vacation',
      jobName: null,
      hours: { '2031-07-02': 8 },
      total: 8,
    });
    expect(JSON.stringify(report)).not.toContain('Sofia');
  });
});

describe('Weekly Summary', () => {
  it('gives each employee in reports their daily hours and total, and the company totals', async () => {
    const report = await get(`/api/time-entries/employee-weekly-report?${range}`);
    const byName = Object.fromEntries(
      report.entries.map((e: { employeeName: string }) => [e.employeeName, e]),
    );
    expect(byName['Kayla Brooks']).toMatchObject({
      hours: { '2031-06-30': 6, '2031-07-03': 4 },
      total: 10,
    });
    expect(byName['Luis Hernandez']).toMatchObject({
      hours: { '2031-06-30': 8, '2031-07-01': 8, '2031-07-02': 8 },
      total: 24,
    });
    expect(byName['Miguel Torres']).toMatchObject({ hours: {}, total: 0 });
    expect(byName['Sofia Ramos']).toBeUndefined();
    expect(byName['Victor Nguyen']).toBeUndefined();
    expect(report.totals).toMatchObject({
      hours: { '2031-06-30': 14, '2031-07-01': 8, '2031-07-02': 8, '2031-07-03': 4 },
      total: 34,
    });
  });
});

describe('Job Breakdown', () => {
  it('sums work hours per job and work type, without Other time', async () => {
    const rows = await get(`/api/time-entries/job-worktype-report?${range}&detailed=false`);
    expect(rows).toEqual([
      {
        date: null,
        jobId: expect.any(String),
        jobName: 'Lakeshore Medical Office',
        userName: null,
        wcCode: '5403',
        workTypeName: 'Carpentry',
        hours: 16,
      },
      {
        date: null,
        jobId: expect.any(String),
        jobName: 'Lakeshore Medical Office',
        userName: null,
        wcCode: '5190',
        workTypeName: 'Electrical',
        hours: 10,
      },
    ]);
  });

  it('breaks down per day and worker when detailed, and filters by job', async () => {
    const rows = await get(`/api/time-entries/job-worktype-report?${range}&detailed=true`);
    expect(
      rows.map((r: { date: string; userName: string; hours: number }) => [
        r.date,
        r.userName,
        r.hours,
      ]),
    ).toEqual([
      ['2031-06-30', 'Kayla Brooks', 6],
      ['2031-06-30', 'Luis Hernandez', 8],
      ['2031-07-01', 'Luis Hernandez', 8],
      ['2031-07-03', 'Kayla Brooks', 4],
    ]);
    const other = (await get('/api/jobs')).find(
      (j: { name: string }) => j.name === 'Harbor Point Apartments',
    );
    expect(
      await get(`/api/time-entries/job-worktype-report?${range}&detailed=false&jobId=${other.id}`),
    ).toEqual([]);
  });
});

describe('approval', () => {
  it('lists the pending entries of the range and approves exactly those, once', async () => {
    const { entryIds } = await get(`/api/time-entries/ids?${range}`);
    expect([...entryIds].sort()).toEqual(
      [ids.luisMon1, ids.luisMon2, ids.luisTue, ids.luisWed, ids.kaylaMon].sort(),
    );

    const birchAdmin = await t.login('admin@birch.test');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/time-entries/approve-batch',
      payload: { entryIds },
      headers: birchAdmin.headers,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(messageText(REPORT_MESSAGES.foreignEntries));
    const mixed = await t.app.inject({
      method: 'POST',
      url: '/api/time-entries/approve-batch',
      payload: { entryIds: [...entryIds, '00000000-0000-4000-8000-000000000000'] },
      headers: admin.headers,
    });
    expect(mixed.statusCode).toBe(400);
    const still = await withPlatform(t.db, (tx) =>
      tx.select().from(timeEntries).where(inArray(timeEntries.id, entryIds)),
    );
    expect(still.every((e) => e.status === 'pending')).toBe(true);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/time-entries/approve-batch',
      payload: { entryIds, companyId: (await t.tenantBySubdomain('acme')).company.id },
      headers: admin.headers,
    });
    expect(res.json()).toEqual({
      success: true,
      approved: 5,
      alreadyApproved: 0,
      message: messageText(REPORT_MESSAGES.approved),
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/time-entries/approve-batch',
      payload: { entryIds },
      headers: admin.headers,
    });
    expect(again.json()).toMatchObject({ approved: 0, alreadyApproved: 5 });

    const stored = await withPlatform(t.db, (tx) =>
      tx.select().from(timeEntries).where(inArray(timeEntries.id, entryIds)),
    );
    const adminId = (await t.userByEmail('admin@acme.test')).id;
    expect(
      stored.every((e) => e.status === 'approved' && e.approvedBy === adminId && e.approvedAt),
    ).toBe(true);
    expect((await get(`/api/time-entries/ids?${range}`)).entryIds).toEqual([]);
    const report = await get(`/api/time-entries/weekly-report?${range}`);
    expect(report.entries.every((r: { status: string }) => r.status === 'approved')).toBe(true);
    // Sofia's entry is not in the reports, so Approve All left it alone.
    const [sofia] = await withPlatform(t.db, (tx) =>
      tx.select().from(timeEntries).where(eq(timeEntries.id, ids.sofiaTue!)),
    );
    expect(sofia!.status).toBe('pending');
  });
});

describe('access', () => {
  it('refuses managers and employees with the spec text', async () => {
    for (const email of ['pm@acme.test', 'worker1@acme.test']) {
      const session = await t.login(email);
      for (const path of [
        'weekly-report',
        'employee-weekly-report',
        'job-worktype-report',
        'ids',
      ]) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/time-entries/${path}?${range}`,
          headers: session.headers,
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(messageText(REPORT_MESSAGES.forbidden));
      }
      const approve = await t.app.inject({
        method: 'POST',
        url: '/api/time-entries/approve-batch',
        payload: { entryIds: [ids.luisTue] },
        headers: session.headers,
      });
      expect(approve.statusCode).toBe(403);
    }
  });

  it('checks the range', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/time-entries/weekly-report?startDate=2031-07-06&endDate=2031-06-30',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    const long = await t.app.inject({
      method: 'GET',
      url: '/api/time-entries/weekly-report?startDate=2029-01-01&endDate=2031-01-01',
      headers: admin.headers,
    });
    expect(long.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/time-entries/weekly-report',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(400);
  });
});
