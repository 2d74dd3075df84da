import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { withPlatform } from '../src/db/scoped';
import { companies, ledgerEvents, timeEntries } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

/** Pay periods: closing, the locks on closed entries, adjustments and reopening (decision 0027). */
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let pm: Session;
let w1: Session;
let worker1: string;
let job: string;
let carpentry: string;
let electrical: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (session: Session, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session.headers });

// A week of the demo company long before its demo weeks: Monday 2025-02-03 to Sunday 2025-02-09.
const WEEK = '2025-02-03';
const NEXT_WEEK = '2025-02-10';
const work = (entryDate: string, hours: number, extra: object = {}) => ({
  entryDate,
  hours,
  isPto: false,
  jobId: job,
  workTypeId: carpentry,
  ...extra,
});
const rowOf = async (id: string) => {
  const [row] = await withPlatform(t.db, (tx) =>
    tx.select().from(timeEntries).where(eq(timeEntries.id, id)),
  );
  return row!;
};
const adjustmentsOf = (id: string) =>
  withPlatform(t.db, (tx) =>
    tx.select().from(timeEntries).where(eq(timeEntries.adjustsEntryId, id)),
  );
const approve = async (ids: string[]) =>
  expect(
    (await call(admin, 'POST', '/api/time-entries/approve-batch', { entryIds: ids })).statusCode,
  ).toBe(200);

let a: string; // 8 h on Tuesday
let b: string; // 6 h on Wednesday

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  pm = await t.login('pm@acme.test');
  w1 = await t.login('worker1@acme.test');
  worker1 = (await t.userByEmail('worker1@acme.test')).id;
  const jobs = (await call(admin, 'GET', '/api/jobs')).json();
  job = jobs.find((j: { name: string }) => j.name === 'Lakeshore Medical Office').id;
  const types = (await call(admin, 'GET', `/api/job-work-types/job/${job}/work-types`)).json();
  carpentry = types.find((w: { name: string }) => w.name === 'Carpentry').id;
  electrical = types.find((w: { name: string }) => w.name === 'Electrical').id;
  const first = await call(w1, 'POST', '/api/time-entries', work('2025-02-04', 8));
  const second = await call(w1, 'POST', '/api/time-entries', work('2025-02-05', 6));
  expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
  a = first.json().id;
  b = second.json().id;
  // A company that never closed a period reads its entries as before.
  expect(first.json()).not.toHaveProperty('periodClosed');
  expect(first.json()).not.toHaveProperty('adjustsEntryId');
});
afterAll(() => t.close());

describe('closing a pay period', () => {
  it('is for admins, on the first day of a period, and waits for pending entries', async () => {
    for (const s of [w1, pm])
      expect(
        (await call(s, 'POST', '/api/pay-periods/close', { startDate: WEEK })).statusCode,
      ).toBe(403);
    const notStart = await call(admin, 'POST', '/api/pay-periods/close', {
      startDate: '2025-02-04',
    });
    expect(notStart.statusCode).toBe(400);
    expect(notStart.json().errors[0]).toMatchObject({
      path: 'startDate',
      code: 'payPeriodNotStart',
    });
    const pending = await call(admin, 'POST', '/api/pay-periods/close', { startDate: WEEK });
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({
      code: 'payPeriodPendingEntries',
      message: 'Approve or delete the 2 pending entries first.',
      params: { count: 2 },
    });
  });

  it('closes once, with its totals, and records it in the ledger', async () => {
    await approve([a, b]);
    const closed = await call(admin, 'POST', '/api/pay-periods/close', { startDate: WEEK });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      startDate: WEEK,
      endDate: '2025-02-09',
      status: 'closed',
      entryCount: 2,
      pendingCount: 0,
      hours: 14,
      closedBy: 'admin@acme.test',
    });
    const again = await call(admin, 'POST', '/api/pay-periods/close', { startDate: WEEK });
    expect(again.statusCode).toBe(200);
    expect(again.json().closedAt).toBe(closed.json().closedAt);
    const events = await withPlatform(t.db, (tx) =>
      tx
        .select()
        .from(ledgerEvents)
        .where(and(eq(ledgerEvents.kind, 'period.close'), eq(ledgerEvents.subjectId, WEEK))),
    );
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.body).data).toMatchObject({ entries: 2, hours: '14.00' });

    const list = await call(pm, 'GET', '/api/pay-periods?from=2025-01-27&to=2025-02-16');
    expect(list.statusCode).toBe(200);
    expect(list.json().frequency).toBe('weekly');
    expect(
      list
        .json()
        .periods.map((p: { startDate: string; status: string }) => [p.startDate, p.status]),
    ).toEqual([
      ['2025-02-10', 'open'],
      [WEEK, 'closed'],
      ['2025-01-27', 'open'],
    ]);
    expect((await call(w1, 'GET', '/api/pay-periods')).statusCode).toBe(403);
  });

  it('locks its days and entries for every role', async () => {
    const listed = await call(
      w1,
      'GET',
      `/api/time-entries?start_date=${WEEK}&end_date=2025-02-09`,
    );
    expect(listed.json().map((e: { periodClosed?: boolean }) => e.periodClosed)).toEqual([
      true,
      true,
    ]);
    const before = await rowOf(a);
    for (const s of [w1, pm, admin]) {
      const created = await call(s, 'POST', '/api/time-entries', {
        ...work('2025-02-06', 4),
        targetUserId: worker1,
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().errors[0]).toMatchObject({
        path: 'entryDate',
        code: 'entryPeriodClosed',
      });
    }
    for (const s of [w1, pm]) {
      const put = await call(s, 'PUT', `/api/time-entries/${a}`, {
        ...work('2025-02-04', 6),
        correctionReason: 'typo',
      });
      expect(put.statusCode).toBe(409);
      expect(put.json().errors[0]).toMatchObject({
        path: 'entryDate',
        code: 'entryPeriodClosed',
      });
      const del = await call(s, 'DELETE', `/api/time-entries/${a}?reason=typo`);
      expect(del.statusCode).toBe(409);
    }
    const noReason = await call(admin, 'PUT', `/api/time-entries/${a}`, work('2025-02-04', 6));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].path).toBe('correctionReason');
    const delNoReason = await call(admin, 'DELETE', `/api/time-entries/${a}`);
    expect(delNoReason.statusCode).toBe(400);
    expect(delNoReason.json().errors[0].path).toBe('reason');
    for (const [field, change] of [
      ['entryDate', { entryDate: '2025-02-03' }],
      ['workTypeId', { workTypeId: electrical }],
    ] as const) {
      const moved = await call(admin, 'PUT', `/api/time-entries/${a}`, {
        ...work('2025-02-04', 6, change),
        correctionReason: 'wrong day',
      });
      expect(moved.statusCode).toBe(409);
      expect(moved.json().errors[0]).toMatchObject({
        path: field,
        code: 'payPeriodClosedFieldLocked',
      });
    }
    // The crew day refuses the day too.
    const crew = await call(admin, 'POST', '/api/crews', {
      name: 'Closed week crew',
      defaultJobId: job,
      members: [{ userId: worker1 }],
    });
    const day = await call(admin, 'POST', '/api/crew-day', {
      crewId: crew.json().id,
      date: '2025-02-07',
      jobId: job,
      entries: [
        { clientId: 'closed-week-crew-1', userId: worker1, workTypeId: carpentry, hours: 4 },
      ],
    });
    expect(day.statusCode).toBeGreaterThanOrEqual(400);
    expect(day.statusCode).toBeLessThan(500);
    expect(await rowOf(a)).toEqual(before);
  });
});

describe('adjustments', () => {
  it("correct an admin's change of hours in the next open period, the original untouched", async () => {
    const before = await rowOf(a);
    const res = await call(admin, 'PUT', `/api/time-entries/${a}`, {
      ...work('2025-02-04', 6.5),
      correctionReason: 'Left early',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      adjustsEntryId: a,
      entryDate: NEXT_WEEK,
      hours: -1.5,
      status: 'pending',
      jobId: job,
      workTypeId: carpentry,
      wcCode: before.wcCode,
    });
    expect(await rowOf(a)).toEqual(before);
    const [adj] = await adjustmentsOf(a);
    expect(adj).toMatchObject({
      userId: worker1,
      wcCodeId: before.wcCodeId,
      compRate: before.compRate,
      hourlyRate: before.hourlyRate,
      adjustmentReason: 'Left early',
    });
    // Never edited; its history names the reason.
    const edit = await call(admin, 'PUT', `/api/time-entries/${adj!.id}`, {
      ...work(NEXT_WEEK, 1),
      correctionReason: 'x',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('payPeriodAdjustmentNoEdit');
    const history = (await call(admin, 'GET', `/api/time-entries/${adj!.id}/history`)).json();
    expect(history[0]).toMatchObject({ action: 'create', reason: 'Left early' });
    // Unchanged hours: nothing to adjust.
    const same = await call(admin, 'PUT', `/api/time-entries/${a}`, {
      ...work('2025-02-04', 6.5),
      correctionReason: 'again',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0]).toMatchObject({
      path: 'hours',
      code: 'payPeriodNothingToAdjust',
    });
  });

  it('void a deleted entry, which stays', async () => {
    const del = await call(admin, 'DELETE', `/api/time-entries/${b}?reason=Not on site`);
    expect(del.statusCode).toBe(200);
    expect((await rowOf(b)).hours).toBe('6.00');
    const [adj] = await adjustmentsOf(b);
    expect(adj).toMatchObject({
      hours: '-6.00',
      entryDate: NEXT_WEEK,
      adjustmentReason: 'Not on site',
    });
    const again = await call(admin, 'DELETE', `/api/time-entries/${b}?reason=twice`);
    expect(again.statusCode).toBe(400);
  });

  it('go to the first open period after the closed ones', async () => {
    await approve((await adjustmentsOf(a)).concat(await adjustmentsOf(b)).map((r) => r.id));
    const closed = await call(admin, 'POST', '/api/pay-periods/close', { startDate: NEXT_WEEK });
    expect(closed.json()).toMatchObject({ status: 'closed', hours: -7.5 });
    const res = await call(admin, 'PUT', `/api/time-entries/${a}`, {
      ...work('2025-02-04', 7),
      correctionReason: 'Found the sheet',
    });
    expect(res.json()).toMatchObject({ entryDate: '2025-02-17', hours: 0.5, adjustsEntryId: a });
  });
});

describe('reopening a pay period', () => {
  it('needs an admin and a reason, is recorded, and unlocks the entries', async () => {
    expect(
      (await call(w1, 'POST', '/api/pay-periods/reopen', { startDate: WEEK, reason: 'x' }))
        .statusCode,
    ).toBe(403);
    const noReason = await call(admin, 'POST', '/api/pay-periods/reopen', {
      startDate: WEEK,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].path).toBe('reason');
    const open = await call(admin, 'POST', '/api/pay-periods/reopen', {
      startDate: '2025-01-27',
      reason: 'x',
    });
    expect(open.statusCode).toBe(409);
    const res = await call(admin, 'POST', '/api/pay-periods/reopen', {
      startDate: WEEK,
      reason: 'Missing timesheet',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'reopened',
      reopenedBy: 'admin@acme.test',
      reopenReason: 'Missing timesheet',
    });
    const fixed = await call(admin, 'PUT', `/api/time-entries/${a}`, {
      ...work('2025-02-04', 7),
      correctionReason: 'Reopened',
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ id: a, hours: 7 });
    expect(fixed.json()).not.toHaveProperty('periodClosed');
    const created = await call(w1, 'POST', '/api/time-entries', work('2025-02-06', 2));
    expect(created.statusCode).toBe(201);
    const events = await withPlatform(t.db, (tx) =>
      tx.select().from(ledgerEvents).where(eq(ledgerEvents.kind, 'period.reopen')),
    );
    expect(JSON.parse(events[0]!.body).data).toMatchObject({ reason: 'Missing timesheet' });
  });
});

describe('a company paid twice a month', () => {
  it('lists its halves of the month and closes on the 1st and the 16th', async () => {
    const birch = await t.login('admin@birch.test');
    const { company } = await t.tenantBySubdomain('birch');
    await withPlatform(t.db, (tx) =>
      tx.update(companies).set({ payFrequency: 'semimonthly' }).where(eq(companies.id, company.id)),
    );
    const list = (
      await call(birch, 'GET', '/api/pay-periods?from=2024-02-10&to=2024-03-20')
    ).json();
    expect(
      list.periods.map((p: { startDate: string; endDate: string }) => [p.startDate, p.endDate]),
    ).toEqual([
      ['2024-03-16', '2024-03-31'],
      ['2024-03-01', '2024-03-15'],
      ['2024-02-16', '2024-02-29'],
      ['2024-02-01', '2024-02-15'],
    ]);
    const wrong = await call(birch, 'POST', '/api/pay-periods/close', { startDate: '2024-02-05' });
    expect(wrong.statusCode).toBe(400);
    const ok = await call(birch, 'POST', '/api/pay-periods/close', { startDate: '2024-02-16' });
    expect(ok.json()).toMatchObject({ status: 'closed', endDate: '2024-02-29' });
    // Weekly periods would cut through the closed half-month.
    const change = await call(birch, 'PUT', `/api/companies/${company.id}`, {
      pay_frequency: 'weekly',
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().errors[0]).toMatchObject({
      path: 'pay_frequency',
      code: 'payPeriodSettingOverlapsClosed',
    });
  });
});
