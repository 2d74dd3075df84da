import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { TIME_ENTRY_MESSAGES, messageText } from '@sitehours/contract';
import { queryRows } from '../src/db/raw-query';
import { withPlatform } from '../src/db/scoped';
import { timeEntries, users } from '../src/db/schema';
import { saveNewEntries, type NewEntry } from '../src/modules/time-entries/time-entry.repository';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let worker: Session;
let worker2: Session;
let pm: Session;
let admin: Session;
let job: { id: string; name: string };
let carpentry: string;
let electrical: string;
let vacation: string;

beforeAll(async () => {
  t = await createTestApp();
  worker = await t.login('worker1@acme.test');
  worker2 = await t.login('worker2@acme.test');
  pm = await t.login('pm@acme.test');
  admin = await t.login('admin@acme.test');
  const jobs = (await call('GET', '/api/jobs', undefined, worker)).json();
  job = jobs.find((j: { name: string }) => j.name === 'Lakeshore Medical Office');
  const types = (
    await call('GET', `/api/job-work-types/job/${job.id}/work-types`, undefined, worker)
  ).json();
  carpentry = types.find((w: { name: string }) => w.name === 'Carpentry').id;
  electrical = types.find((w: { name: string }) => w.name === 'Electrical').id;
  vacation = (await call('GET', '/api/pto-types', undefined, worker))
    .json()
    .find((p: { name: string }) => p.name === 'Vacation').id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, payload?: object, session = worker) {
  return t.app.inject({ method, url, payload, headers: session.headers });
}

/** Days far in the future, one per test, so demo weeks never interfere. */
let dayCounter = 0;
const freshDay = () => `2031-03-${String(++dayCounter).padStart(2, '0')}`;

const work = (day: string, hours: number, extra: object = {}) => ({
  hours,
  entryDate: day,
  notes: 'Framing',
  isPTO: false,
  jobId: job.id,
  workTypeId: carpentry,
  ...extra,
});

describe('recording time', () => {
  it('saves a work entry with the WC code of the worker rate and keeps the rate on the entry', async () => {
    const day = freshDay();
    const res = await call('POST', '/api/time-entries', {
      ...work(day, 7.5),
      entry_date: day,
      is_pto: false,
      job_id: job.id,
      work_type_id: carpentry,
    });
    expect(res.statusCode).toBe(201);
    // Luis earns 28.75: under Carpentry's threshold of 36, so the below code 5403.
    expect(res.json()).toMatchObject({
      hours: 7.5,
      entryDate: day,
      wcCode: '5403',
      status: 'pending',
      jobName: 'Lakeshore Medical Office',
      workTypeName: 'Carpentry',
      displayName: 'Lakeshore Medical Office',
      isPTO: false,
    });
    const [stored] = await withPlatform(t.db, (tx) =>
      tx.select().from(timeEntries).where(eq(timeEntries.id, res.json().id)),
    );
    expect(stored).toMatchObject({ hourlyRate: '28.75', compRate: '13.98', wcCode: '5403' });
    const [created] = (
      await call('GET', `/api/time-entries/${res.json().id}/history`, undefined, admin)
    ).json();
    expect(created).toMatchObject({ action: 'create', changedBy: 'worker1@acme.test' });
    expect(created.changes).toEqual([
      { field: 'Worker', before: null, after: 'Luis Hernandez' },
      { field: 'Date', before: null, after: day },
      { field: 'Hours', before: null, after: '7.5' },
      { field: 'Job', before: null, after: 'Lakeshore Medical Office' },
      { field: 'Work type', before: null, after: 'Carpentry' },
      { field: 'WC code', before: null, after: '5403' },
      { field: 'Notes', before: null, after: 'Framing' },
      { field: 'Status', before: null, after: 'pending' },
    ]);
  });

  it('resolves the code at the threshold: at 36.00 the above code applies', async () => {
    await withPlatform(t.db, (tx) =>
      tx.update(users).set({ hourlyRate: '36.00' }).where(eq(users.email, 'worker2@acme.test')),
    );
    const atThreshold = await call('POST', '/api/time-entries', work(freshDay(), 8), worker2);
    expect(atThreshold.json().wcCode).toBe('5432');
    await withPlatform(t.db, (tx) =>
      tx.update(users).set({ hourlyRate: '35.99' }).where(eq(users.email, 'worker2@acme.test')),
    );
    const below = await call('POST', '/api/time-entries', work(freshDay(), 8), worker2);
    expect(below.json().wcCode).toBe('5403');
    // A later rate change leaves saved entries as they were.
    const [stored] = await withPlatform(t.db, (tx) =>
      tx.select().from(timeEntries).where(eq(timeEntries.id, atThreshold.json().id)),
    );
    expect(stored).toMatchObject({ hourlyRate: '36.00', wcCode: '5432', compRate: '6.21' });
    // Editing hours keeps them; changing the work type resolves again with today's rate.
    const edited = await call(
      'PUT',
      `/api/time-entries/${atThreshold.json().id}`,
      work(stored!.entryDate, 6),
      worker2,
    );
    expect(edited.json()).toMatchObject({ hours: 6, wcCode: '5432' });
    const retyped = await call(
      'PUT',
      `/api/time-entries/${atThreshold.json().id}`,
      work(stored!.entryDate, 6, { workTypeId: electrical }),
      worker2,
    );
    expect(retyped.json().wcCode).toBe('5190');
    const [after] = await withPlatform(t.db, (tx) =>
      tx.select().from(timeEntries).where(eq(timeEntries.id, atThreshold.json().id)),
    );
    expect(after!.hourlyRate).toBe('35.99');
  });

  it('saves an Other (PTO) entry', async () => {
    const res = await call('POST', '/api/time-entries', {
      hours: 8,
      entryDate: freshDay(),
      isPTO: true,
      ptoTypeId: vacation,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      isPto: true,
      ptoName: 'Vacation',
      displayName: 'Vacation',
      wcCode: null,
      jobId: null,
    });
  });

  it('refuses bad hours, dates and missing choices with the spec messages', async () => {
    const day = freshDay();
    const cases: [object, string, string][] = [
      [{ ...work(day, 0) }, 'hours', messageText(TIME_ENTRY_MESSAGES.hoursRange)],
      [{ ...work(day, 12.25) }, 'hours', messageText(TIME_ENTRY_MESSAGES.hoursRange)],
      [{ ...work(day, 7.3) }, 'hours', messageText(TIME_ENTRY_MESSAGES.hoursStep)],
      [{ ...work(day, 8), hours: '' }, 'hours', messageText(TIME_ENTRY_MESSAGES.enterHours)],
      [
        { ...work(day, 8), entryDate: '2031-02-30' },
        'entryDate',
        messageText(TIME_ENTRY_MESSAGES.invalidDate),
      ],
      [
        { ...work(day, 8), workTypeId: undefined },
        'workTypeId',
        messageText(TIME_ENTRY_MESSAGES.selectJobAndWorkType),
      ],
      [
        { hours: 8, entryDate: day, isPTO: true },
        'ptoTypeId',
        messageText(TIME_ENTRY_MESSAGES.selectOtherType),
      ],
      [
        { ...work(day, 8), notes: 'x'.repeat(1001) },
        'notes',
        messageText(TIME_ENTRY_MESSAGES.notesTooLong),
      ],
    ];
    for (const [body, path, msg] of cases) {
      const res = await call('POST', '/api/time-entries', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ path, msg }));
    }
  });

  it('needs an active job that offers the work type', async () => {
    const all = (await call('GET', '/api/jobs/all', undefined, admin)).json();
    const inactive = all.find((j: { isActive: boolean }) => !j.isActive);
    const res = await call(
      'POST',
      '/api/time-entries',
      work(freshDay(), 8, { jobId: inactive.id }),
    );
    expect(res.json().errors).toContainEqual(
      expect.objectContaining({
        path: 'jobId',
        msg: messageText(TIME_ENTRY_MESSAGES.jobInactive),
      }),
    );
    const clerical = (await call('GET', '/api/work-types', undefined, worker))
      .json()
      .find((w: { name: string }) => w.name === 'Excavation').id;
    const notOnJob = await call(
      'POST',
      '/api/time-entries',
      work(freshDay(), 8, { workTypeId: clerical }),
    );
    expect(notOnJob.json().errors).toContainEqual(
      expect.objectContaining({
        path: 'workTypeId',
        msg: messageText(TIME_ENTRY_MESSAGES.workTypeNotOnJob),
      }),
    );
  });

  it('refuses a work type with no code for the worker rate', async () => {
    const drywall = (await call('GET', `/api/job-work-types/job/${job.id}/work-types`))
      .json()
      .find((w: { name: string }) => w.name === 'Drywall').id;
    await call(
      'POST',
      '/api/wc-codes/multiple',
      {
        workTypeId: drywall,
        wcCodes: [
          { code: '5445', minHourlyRate: 0, maxHourlyRate: 20, compRate: 9.87 },
          { code: '5447', minHourlyRate: 20, maxHourlyRate: 999.99, compRate: 5.12 },
        ],
      },
      admin,
    );
    await call(
      'PUT',
      `/api/wc-codes/${(await call('GET', '/api/wc-codes', undefined, admin)).json().find((c: { code: string; isActive: boolean }) => c.code === '5447' && c.isActive).id}/toggle-status`,
      undefined,
      admin,
    );
    const res = await call(
      'POST',
      '/api/time-entries',
      work(freshDay(), 8, { workTypeId: drywall }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messageText(TIME_ENTRY_MESSAGES.noMatchingCode));
  });

  it('never lets one day hold more than 24 hours', async () => {
    const day = freshDay();
    expect((await call('POST', '/api/time-entries', work(day, 12))).statusCode).toBe(201);
    const second = await call('POST', '/api/time-entries', work(day, 12));
    expect(second.statusCode).toBe(201);
    const third = await call('POST', '/api/time-entries', work(day, 0.25));
    expect(third.statusCode).toBe(400);
    expect(third.json().errors).toContainEqual(
      expect.objectContaining({
        path: 'hours',
        msg: messageText(TIME_ENTRY_MESSAGES.dayCap),
      }),
    );
    // Editing an entry of that day counts the others, not itself.
    expect(
      (await call('PUT', `/api/time-entries/${second.json().id}`, work(day, 11.75))).statusCode,
    ).toBe(200);
  });

  it('refuses an Other type or a worker that is not of the company', async () => {
    const other = await call('POST', '/api/time-entries', {
      hours: 8,
      entryDate: freshDay(),
      isPTO: true,
      ptoTypeId: randomUUID(),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toMatchObject([
      { path: 'ptoTypeId', msg: messageText(TIME_ENTRY_MESSAGES.otherTypeMissing) },
    ]);
    const stranger = await call(
      'POST',
      '/api/time-entries/admin-create',
      { ...work(freshDay(), 2), targetUserId: randomUUID() },
      admin,
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toMatchObject([
      { path: 'userId', msg: messageText(TIME_ENTRY_MESSAGES.workerMissing) },
    ]);
  });

  it('holds the 24 hours when saves of one worker arrive together', async () => {
    const day = freshDay();
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => call('POST', '/api/time-entries', work(day, 7))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 400]);
    const week = await call('GET', `/api/time-entries?start_date=${day}&end_date=${day}`);
    expect(week.json().reduce((sum: number, e: { hours: number }) => sum + e.hours, 0)).toBe(21);
  });

  it('saves an entry once however often the same client id is sent', async () => {
    const clientId = randomUUID();
    const body = { ...work(freshDay(), 4), clientId };
    const results = await Promise.all([
      call('POST', '/api/time-entries', body),
      call('POST', '/api/time-entries', body),
      call('POST', '/api/time-entries', body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
    const stored = await withPlatform(t.db, (tx) =>
      tx.select().from(timeEntries).where(eq(timeEntries.clientId, clientId)),
    );
    expect(stored).toHaveLength(1);
    const other = await call('POST', '/api/time-entries', body, worker2);
    expect(other.statusCode).toBe(409);
  });
});

describe('saves that arrive together', () => {
  it('answers each save of a crew on its own, across companies, refusals and repeats', async () => {
    const day = freshDay();
    const birch = await t.login('tech1@birch.test');
    const [birchOther] = (await call('GET', '/api/pto-types', undefined, birch)).json();
    const worker3 = await t.login('worker3@acme.test');
    const results = await Promise.all([
      ...[worker, worker2, worker3].map((s) => call('POST', '/api/time-entries', work(day, 6), s)),
      call('POST', '/api/time-entries', work(day, 2, { workTypeId: electrical }), worker),
      call('POST', '/api/time-entries', work(day, 2, { jobId: randomUUID() }), worker2),
      // Worker 3 asks for 6 + 12 + 12 hours in one day: one of the three is refused.
      call('POST', '/api/time-entries', work(day, 12), worker3),
      call('POST', '/api/time-entries', work(day, 12), worker3),
      // Another company's worker, and an Other entry.
      call(
        'POST',
        '/api/time-entries',
        { hours: 5, entryDate: day, isPTO: true, ptoTypeId: birchOther.id },
        birch,
      ),
    ]);
    const status = results.map((r) => r.statusCode);
    expect([0, 1, 3, 4, 7].map((i) => status[i])).toEqual([201, 201, 201, 400, 201]);
    expect(results[4].json().errors).toMatchObject([
      { path: 'jobId', msg: messageText(TIME_ENTRY_MESSAGES.jobInactive) },
    ]);
    // Worker 3's day: whichever save came last is refused, the others are kept.
    const worker3Saves = [2, 5, 6].map((i) => results[i]!);
    expect(worker3Saves.map((r) => r.statusCode).sort()).toEqual([201, 201, 400]);
    expect(worker3Saves.find((r) => r.statusCode === 400)!.json().errors).toMatchObject([
      { path: 'hours', msg: messageText(TIME_ENTRY_MESSAGES.dayCap) },
    ]);
    // Each answer is its own entry with its own names and code, and each has its history line.
    expect(results[3].json()).toMatchObject({ workTypeName: 'Electrical', hours: 2 });
    expect(results[7]!.json()).toMatchObject({ ptoName: birchOther.name, hours: 5, isPTO: true });
    const acmeIds = results
      .slice(0, 7)
      .filter((r) => r.statusCode === 201)
      .map((r) => r.json().id);
    expect(new Set(acmeIds).size).toBe(5);
    for (const id of acmeIds) {
      const history = await call('GET', `/api/time-entries/${id}/history`, undefined, admin);
      expect(history.json()).toMatchObject([{ action: 'create' }]);
    }
    const birchAdmin = await t.login('admin@birch.test');
    const birchHistory = await call(
      'GET',
      `/api/time-entries/${results[7]!.json().id}/history`,
      undefined,
      birchAdmin,
    );
    expect(birchHistory.json()).toMatchObject([{ action: 'create' }]);
  });
});

describe('a group of saves in the database', () => {
  it('writes the entries of several tenants in one transaction, each under its own tenant', async () => {
    const acme = await t.tenantBySubdomain('acme');
    const birch = await t.tenantBySubdomain('birch');
    const acmeScope = { tenantId: acme.tenant.id, companyId: acme.company.id };
    const birchScope = { tenantId: birch.tenant.id, companyId: birch.company.id };
    const luis = await t.userByEmail('worker1@acme.test');
    const owen = await t.userByEmail('tech1@birch.test');
    const birchAdmin = await t.login('admin@birch.test');
    const [birchOther] = (await call('GET', '/api/pto-types', undefined, birchAdmin)).json();
    const day = freshDay();
    const entry = (worker: string, extra: Partial<NewEntry>): NewEntry => ({
      worker,
      id: randomUUID(),
      clientId: null,
      day,
      hours: '3.00',
      notes: null,
      isPto: false,
      job: job.id,
      workType: carpentry,
      ptoType: null,
      createdBy: worker,
      changedBy: worker,
      changedByName: 'group test',
      ...extra,
    });
    const other = { isPto: true, job: null, workType: null, ptoType: birchOther.id };
    const group = [
      { scope: acmeScope, entry: entry(luis.id, {}) },
      { scope: birchScope, entry: entry(owen.id, other) },
      // Ids of the other tenant are not seen: its worker, its Other type.
      { scope: birchScope, entry: entry(luis.id, other) },
      { scope: acmeScope, entry: entry((await t.userByEmail('worker2@acme.test')).id, other) },
    ];
    const acmeAdmin = await t.login('admin@acme.test');
    const week = (userId: string, session: typeof acmeAdmin) =>
      call(
        'GET',
        `/api/time-entries?userId=${userId}&startDate=${day}&endDate=${day}`,
        undefined,
        session,
      );
    // Both weeks are kept in memory before the group is saved.
    expect((await week(luis.id, acmeAdmin)).json()).toEqual([]);
    expect((await week(owen.id, birchAdmin)).json()).toEqual([]);
    const rows = await saveNewEntries(t.db, group);
    expect(rows.map((r) => r.outcome)).toEqual([
      'created',
      'created',
      'worker_missing',
      'other_type_missing',
    ]);
    expect(rows[0]).toMatchObject({ wcCode: '5403', jobName: 'Lakeshore Medical Office' });
    expect(rows[1]).toMatchObject({ ptoName: birchOther.name, wcCode: null });
    // Both tenants' weeks are told of the change at the commit.
    expect((await week(luis.id, acmeAdmin)).json()).toMatchObject([{ hours: 3 }]);
    expect((await week(owen.id, birchAdmin)).json()).toMatchObject([{ hours: 3, isPto: true }]);
    const stored = await withPlatform(t.db, (tx) =>
      queryRows<{ xmin: string }>(
        tx,
        sql`select xmin::text from time_entries
             where id in (${group[0]!.entry.id}, ${group[1]!.entry.id})`,
      ),
    );
    expect(stored).toHaveLength(2);
    expect(stored[0]!.xmin).toBe(stored[1]!.xmin);
  });
});

describe('who may do what', () => {
  it('lists one worker at a time: own entries for employees, anyone for managers and admins', async () => {
    const own = await call('GET', '/api/time-entries?start_date=2031-03-01&end_date=2031-03-31');
    expect(own.statusCode).toBe(200);
    expect(own.json().length).toBeGreaterThan(0);
    const workerId = (await t.userByEmail('worker1@acme.test')).id;
    expect(
      (
        await call(
          'GET',
          `/api/time-entries?user_id=${workerId}&start_date=2031-03-01&end_date=2031-03-31`,
          undefined,
          worker2,
        )
      ).statusCode,
    ).toBe(403);
    const byPm = await call(
      'GET',
      `/api/time-entries?user_id=${workerId}&start_date=2031-03-01&end_date=2031-03-31`,
      undefined,
      pm,
    );
    expect(byPm.json().length).toBe(own.json().length);
    expect(
      (await call('GET', '/api/time-entries?start_date=2031-03-31&end_date=2031-03-01')).statusCode,
    ).toBe(400);
  });

  it('lets managers and admins record time for others; employees may not', async () => {
    const workerId = (await t.userByEmail('worker1@acme.test')).id;
    const byAdmin = await call(
      'POST',
      '/api/time-entries/admin-create',
      { ...work(freshDay(), 3), targetUserId: workerId, isPto: false },
      admin,
    );
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().userId).toBe(workerId);
    expect(
      (
        await call(
          'POST',
          '/api/time-entries/admin-create',
          { ...work(freshDay(), 3), targetUserId: workerId },
          pm,
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call(
          'POST',
          '/api/time-entries/admin-create',
          { ...work(freshDay(), 3), targetUserId: workerId },
          worker2,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          'POST',
          '/api/time-entries',
          { ...work(freshDay(), 3), userId: workerId },
          worker2,
        )
      ).statusCode,
    ).toBe(403);
    const someoneElse = await call(
      'PUT',
      `/api/time-entries/${byAdmin.json().id}`,
      work(freshDay(), 2),
      worker2,
    );
    expect(someoneElse.statusCode).toBe(404);
  });

  it('keeps approved entries for admins to change', async () => {
    const created = (await call('POST', '/api/time-entries', work(freshDay(), 6))).json();
    await withPlatform(t.db, (tx) =>
      tx
        .update(timeEntries)
        .set({ status: 'approved', approvedAt: new Date() })
        .where(eq(timeEntries.id, created.id)),
    );
    const edit = await call('PUT', `/api/time-entries/${created.id}`, work(created.entryDate, 5));
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(messageText(TIME_ENTRY_MESSAGES.approvedNoEdit));
    expect((await call('DELETE', `/api/time-entries/${created.id}`)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/time-entries/${created.id}`, work(created.entryDate, 5), pm))
        .statusCode,
    ).toBe(403);
    const noReason = await call(
      'PUT',
      `/api/time-entries/${created.id}`,
      work(created.entryDate, 5),
      admin,
    );
    expect(noReason.json().errors).toMatchObject([
      { path: 'correctionReason', msg: 'Please give a reason for changing an approved entry' },
    ]);
    const byAdmin = await call(
      'PUT',
      `/api/time-entries/${created.id}`,
      { ...work(created.entryDate, 5), correctionReason: 'Left site at 2pm' },
      admin,
    );
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ hours: 5, status: 'approved' });
    expect(
      (await call('DELETE', `/api/time-entries/${created.id}`, undefined, admin)).statusCode,
    ).toBe(400);
    expect(
      (
        await call('DELETE', `/api/time-entries/${created.id}?reason=Duplicate`, undefined, admin)
      ).json().message,
    ).toBe(messageText(TIME_ENTRY_MESSAGES.deleted));
    const history = (
      await call('GET', `/api/time-entries/${created.id}/history`, undefined, admin)
    ).json();
    expect(history.map((h: { action: string }) => h.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
    expect(history[1]).toMatchObject({
      reason: 'Left site at 2pm',
      changedBy: 'admin@acme.test',
      changes: [{ field: 'Hours', before: '6', after: '5' }],
    });
    expect(history[2]).toMatchObject({ reason: 'Duplicate', action: 'delete' });
    expect((await call('GET', `/api/time-entries/${created.id}/history`)).statusCode).toBe(403);
  });

  it('deletes own pending entries', async () => {
    const created = (await call('POST', '/api/time-entries', work(freshDay(), 2))).json();
    expect((await call('DELETE', `/api/time-entries/${created.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/time-entries/${created.id}`)).statusCode).toBe(404);
  });

  it("refuses another company's jobs, types, workers and entries", async () => {
    const birchAdmin = await t.login('admin@birch.test');
    const tech = (await t.userByEmail('tech1@birch.test')).id;
    expect(
      (
        await call(
          'POST',
          '/api/time-entries/admin-create',
          { ...work(freshDay(), 1), targetUserId: tech },
          admin,
        )
      ).statusCode,
    ).toBe(400);
    const birchEntry = await call('POST', '/api/time-entries', work(freshDay(), 1), birchAdmin);
    expect(birchEntry.statusCode).toBe(400);
    const mine = (await call('POST', '/api/time-entries', work(freshDay(), 1))).json();
    expect(
      (await call('PUT', `/api/time-entries/${mine.id}`, work(mine.entryDate, 2), birchAdmin))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/time-entries/${mine.id}`, undefined, birchAdmin)).statusCode,
    ).toBe(404);
  });

  it('lets a global admin in a support session act as a company admin', async () => {
    const operator = await t.login('admin@sitehours.test');
    const { tenant } = await t.tenantBySubdomain('acme');
    const { token } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/support/impersonate-tenant',
        headers: operator.headers,
        payload: { tenantId: tenant.id, reason: 'Fixing a week' },
      })
    ).json();
    const support = { token, refreshToken: '', headers: { authorization: `Bearer ${token}` } };
    const workerId = (await t.userByEmail('worker1@acme.test')).id;
    expect(
      (
        await call(
          'GET',
          '/api/time-entries?start_date=2031-03-01&end_date=2031-03-31',
          undefined,
          support,
        )
      ).json(),
    ).toEqual([]);
    const created = await call(
      'POST',
      '/api/time-entries/admin-create',
      { ...work(freshDay(), 1), targetUserId: workerId },
      support,
    );
    expect(created.statusCode).toBe(201);
    const own = await call('POST', '/api/time-entries', work(freshDay(), 1), support);
    expect(own.statusCode).toBe(400);
  });
});

describe('answers on the wire', () => {
  it('sends a week compressed to a client that accepts it, and plain to one that does not', async () => {
    const day = freshDay();
    for (const hours of [2, 3, 4]) {
      expect((await call('POST', '/api/time-entries', work(day, hours))).statusCode).toBe(201);
    }
    const url = `/api/time-entries?start_date=${day}&end_date=${day}`;
    const plain = await call('GET', url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const squeezed = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...worker.headers, 'accept-encoding': 'br, gzip' },
    });
    expect(squeezed.headers['content-encoding']).toBe('br');
    expect(squeezed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const { brotliDecompressSync } = await import('node:zlib');
    expect(JSON.parse(brotliDecompressSync(squeezed.rawPayload).toString())).toEqual(plain.json());
  });
});
