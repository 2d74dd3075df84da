import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { APPROVAL_MESSAGES, REPORT_MESSAGES, messageText } from '@sitehours/contract';
import { withPlatform } from '../src/db/scoped';
import { ledgerEvents, timeEntries } from '../src/db/schema';
import { ledgerSettled } from '../src/modules/ledger/ledger-append';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The approval steps before the admin's payroll approval: a worker submits their week, a job's
 * managers and a crew's lead review its time, each step kept with who and when.
 */
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let pm: Session;
let w1: Session;
let w2: Session;
let w3: Session;
let birch: Session;
let ids: Record<string, string>;
let companyId: string;
let managed: string;
let other: string;
let carpentry: string;
let otherType: string;
let crewId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (session: Session, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session.headers });

/** Records an entry of the signed-in worker and answers its id. */
async function entry(session: Session, entryDate: string, jobId: string, workTypeId: string) {
  const res = await call(session, 'POST', '/api/time-entries', {
    entryDate,
    hours: 4.25,
    isPto: false,
    jobId,
    workTypeId,
    clientId: randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

const stored = (entryIds: string[]) =>
  withPlatform(t.db, (tx) =>
    tx.select().from(timeEntries).where(inArray(timeEntries.id, entryIds)),
  );

const setWorkerSubmit = async (on: boolean) => {
  const res = await call(admin, 'PUT', `/api/companies/${companyId}`, { worker_submit: on });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().worker_submit).toBe(on);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  pm = await t.login('pm@acme.test');
  w1 = await t.login('worker1@acme.test');
  w2 = await t.login('worker2@acme.test');
  w3 = await t.login('worker3@acme.test');
  birch = await t.login('admin@birch.test');
  ids = {};
  for (const who of ['admin', 'pm', 'worker1', 'worker2', 'worker3', 'worker4'])
    ids[who] = (await t.userByEmail(`${who}@acme.test`)).id;
  companyId = (await t.tenantBySubdomain('acme')).company.id;
  const jobs = (await call(admin, 'GET', '/api/jobs')).json<{ id: string; name: string }[]>();
  managed = jobs.find((j) => j.name === 'Lakeshore Medical Office')!.id;
  other = jobs.find((j) => j.name === 'Telegraph Retail Fit-out')!.id;
  const typesOf = async (job: string) =>
    (await call(admin, 'GET', `/api/job-work-types/job/${job}/work-types`)).json<
      { id: string; name: string }[]
    >();
  carpentry = (await typesOf(managed))[0]!.id;
  otherType = (await typesOf(other))[0]!.id;
  // worker3 holds the crew-lead permission; the crew is theirs, with worker4 on it.
  const made = await call(admin, 'POST', '/api/crews', {
    name: 'Review crew',
    defaultJobId: other,
    members: [{ userId: ids.worker3, isLead: true }, { userId: ids.worker4 }],
  });
  expect(made.statusCode, made.body).toBe(201);
  crewId = made.json().id;
});
afterAll(() => t.close());

describe('a company that turns nothing on', () => {
  it('keeps Approve All, the entries and the session as they were', async () => {
    const id = await entry(w1, '2025-06-03', managed, carpentry);
    const week = await call(w1, 'GET', '/api/time-entries?startDate=2025-06-02&endDate=2025-06-08');
    const shown = week.json<Record<string, unknown>[]>().find((e) => e.id === id)!;
    expect(Object.keys(shown)).not.toContain('submittedAt');
    expect(Object.keys(shown)).not.toContain('reviewedAt');
    const me = (await call(w1, 'GET', '/api/auth/me')).json();
    expect(me.companies[0]).not.toHaveProperty('worker_submit');
    const res = await call(admin, 'POST', '/api/time-entries/approve-batch', { entryIds: [id] });
    expect(res.json()).toEqual({
      success: true,
      approved: 1,
      alreadyApproved: 0,
      message: messageText(REPORT_MESSAGES.approved),
    });
    const [row] = await stored([id]);
    expect(row).toMatchObject({ status: 'approved', approvedBy: ids.admin, submittedAt: null });
  });
});

describe('submitting a week', () => {
  it('takes a Monday and names weekStart otherwise', async () => {
    for (const weekStart of ['2025-06-10', 'June 9', undefined]) {
      const res = await call(w1, 'POST', '/api/approvals/submit', { weekStart });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('weekStart');
    }
    const empty = await call(w1, 'POST', '/api/approvals/submit', { weekStart: '2025-01-06' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: APPROVAL_MESSAGES.nothingToSubmit });
  });

  it("submits only the worker's own pending entries of that week, once, with who and when", async () => {
    const mine = [
      await entry(w1, '2025-06-09', managed, carpentry),
      await entry(w1, '2025-06-15', other, otherType),
    ];
    const nextWeek = await entry(w1, '2025-06-16', managed, carpentry);
    const theirs = await entry(w2, '2025-06-10', managed, carpentry);
    const first = await call(w1, 'POST', '/api/approvals/submit', { weekStart: '2025-06-09' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ submitted: 2, alreadySubmitted: 0 });
    const again = await call(w1, 'POST', '/api/approvals/submit', { weekStart: '2025-06-09' });
    expect(again.json()).toMatchObject({ submitted: 0, alreadySubmitted: 2 });
    const rows = await stored([...mine, nextWeek, theirs]);
    for (const row of rows) {
      if (mine.includes(row.id)) {
        expect(row.submittedBy).toBe(ids.worker1);
        expect(row.submittedAt).toBeInstanceOf(Date);
      } else expect(row.submittedAt).toBeNull();
    }
    const week = await call(w1, 'GET', '/api/time-entries?startDate=2025-06-09&endDate=2025-06-15');
    expect(week.json<{ submittedAt?: string }[]>().every((e) => e.submittedAt)).toBe(true);
    // The events are sealed into the chain just after the commit.
    await ledgerSettled(t.db);
    const events = await withPlatform(t.db, (tx) =>
      tx
        .select()
        .from(ledgerEvents)
        .where(and(eq(ledgerEvents.kind, 'entry.submit'), inArray(ledgerEvents.subjectId, mine))),
    );
    expect(events).toHaveLength(2);
    expect(events[0]!.body).toContain('worker1@acme.test');
  });

  it('is taken back before review only', async () => {
    const id = await entry(w2, '2025-06-24', managed, carpentry);
    await call(w2, 'POST', '/api/approvals/submit', { weekStart: '2025-06-23' });
    const back = await call(w2, 'POST', '/api/approvals/unsubmit', { weekStart: '2025-06-23' });
    expect(back.json()).toMatchObject({ unsubmitted: 1 });
    expect((await stored([id]))[0]!.submittedAt).toBeNull();
    await call(w2, 'POST', '/api/approvals/submit', { weekStart: '2025-06-23' });
    const reviewed = await call(admin, 'POST', '/api/approvals/review', { entryIds: [id] });
    expect(reviewed.json()).toMatchObject({ reviewed: 1 });
    const late = await call(w2, 'POST', '/api/approvals/unsubmit', { weekStart: '2025-06-23' });
    expect(late.statusCode).toBe(409);
    expect(late.json().errors[0]).toMatchObject({
      path: 'weekStart',
      code: APPROVAL_MESSAGES.alreadyReviewed,
    });
    expect((await stored([id]))[0]!.submittedAt).toBeInstanceOf(Date);
  });
});

describe('reviewing', () => {
  it('takes only company managers and admins as a job’s managers', async () => {
    const refused = await call(admin, 'PUT', `/api/jobs/${managed}`, {
      jobName: 'Lakeshore Medical Office',
      managerIds: [ids.pm, ids.worker1],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({
      path: 'managerIds',
      code: APPROVAL_MESSAGES.managerNotAllowed,
    });
    const saved = await call(admin, 'PUT', `/api/jobs/${managed}`, {
      jobName: 'Lakeshore Medical Office',
      managerIds: [ids.pm],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().managerIds).toEqual([ids.pm]);
    const all = (await call(admin, 'GET', '/api/jobs/all')).json<
      { id: string; managerIds: string[] }[]
    >();
    expect(all.find((j) => j.id === managed)!.managerIds).toEqual([ids.pm]);
    expect(all.find((j) => j.id === other)!.managerIds).toEqual([]);
    // Workers' lists do not carry them.
    const theirs = (await call(w1, 'GET', '/api/jobs')).json<object[]>();
    expect(theirs[0]).not.toHaveProperty('managerIds');
    // The manager's session offers Review Time; a worker's stays as it was.
    expect((await call(pm, 'GET', '/api/auth/me')).json().reviewsTime).toBe(true);
    expect((await call(w1, 'GET', '/api/auth/me')).json()).not.toHaveProperty('reviewsTime');
  });

  it("lets a manager review only their jobs' entries, and records who and when", async () => {
    const onManaged = await entry(w1, '2025-07-01', managed, carpentry);
    const onOther = await entry(w1, '2025-07-01', other, otherType);
    const own = await entry(pm, '2025-07-01', managed, carpentry);
    const list = await call(
      pm,
      'GET',
      '/api/approvals/review?startDate=2025-06-30&endDate=2025-07-06',
    );
    expect(list.statusCode, list.body).toBe(200);
    const shown = list
      .json<{ workers: { days: { entries: { id: string; mayReview: boolean }[] }[] }[] }>()
      .workers.flatMap((w) => w.days.flatMap((d) => d.entries));
    expect(shown.map((e) => e.id)).toEqual([onManaged]);
    expect(shown[0]!.mayReview).toBe(true);
    const res = await call(pm, 'POST', '/api/approvals/review', {
      entryIds: [onManaged, onOther, own],
    });
    expect(res.json()).toMatchObject({
      reviewed: 1,
      alreadyReviewed: 0,
      refused: [onOther, own],
      notSubmitted: [],
    });
    const rows = await stored([onManaged, onOther, own]);
    const reviewed = rows.find((r) => r.id === onManaged)!;
    expect(reviewed.reviewedBy).toBe(ids.pm);
    expect(reviewed.reviewedAt).toBeInstanceOf(Date);
    expect(rows.filter((r) => r.reviewedAt !== null)).toHaveLength(1);
    const again = await call(pm, 'POST', '/api/approvals/review', { entryIds: [onManaged] });
    expect(again.json()).toMatchObject({ reviewed: 0, alreadyReviewed: 1 });
    const week = await call(w1, 'GET', '/api/time-entries?startDate=2025-06-30&endDate=2025-07-06');
    expect(week.json<{ id: string }[]>().find((e) => e.id === onManaged)).toMatchObject({
      reviewedBy: 'Marcus Reyes',
    });
    await ledgerSettled(t.db);
    const events = await withPlatform(t.db, (tx) =>
      tx
        .select()
        .from(ledgerEvents)
        .where(and(eq(ledgerEvents.kind, 'entry.review'), eq(ledgerEvents.subjectId, onManaged))),
    );
    expect(events).toHaveLength(1);
  });

  it("lets a crew lead review only their crews' entries", async () => {
    const day = await call(w3, 'POST', '/api/crew-day', {
      crewId,
      date: '2025-07-08',
      jobId: other,
      entries: [{ clientId: randomUUID(), userId: ids.worker4, workTypeId: otherType, hours: 6 }],
    });
    expect(day.statusCode, day.body).toBe(201);
    const [crewEntry] = await withPlatform(t.db, (tx) =>
      tx
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.crewId, crewId), eq(timeEntries.entryDate, '2025-07-08'))),
    );
    const notCrew = await entry(w1, '2025-07-08', other, otherType);
    const list = await call(
      w3,
      'GET',
      '/api/approvals/review?startDate=2025-07-07&endDate=2025-07-13',
    );
    const workers = list.json<{ workers: { userId: string; hours: number }[] }>().workers;
    expect(workers).toEqual([expect.objectContaining({ userId: ids.worker4, hours: 6 })]);
    const res = await call(w3, 'POST', '/api/approvals/review', {
      entryIds: [crewEntry!.id, notCrew],
    });
    expect(res.json()).toMatchObject({ reviewed: 1, refused: [notCrew] });
    expect((await stored([crewEntry!.id]))[0]!.reviewedBy).toBe(ids.worker3);
  });

  it('refuses a worker who neither manages nor leads, and another company’s entries', async () => {
    const id = await entry(w2, '2025-07-15', managed, carpentry);
    for (const [method, url, body] of [
      ['GET', '/api/approvals/review?startDate=2025-07-14&endDate=2025-07-20', undefined],
      ['POST', '/api/approvals/review', { entryIds: [id] }],
    ] as const) {
      const res = await call(w1, method, url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(APPROVAL_MESSAGES.notReviewer);
    }
    const foreign = await call(birch, 'POST', '/api/approvals/review', { entryIds: [id] });
    expect(foreign.json()).toMatchObject({ reviewed: 0, refused: [], notFound: 1 });
    expect((await stored([id]))[0]!.reviewedAt).toBeNull();
  });
});

describe('a company whose workers submit their week', () => {
  it('reviews and approves only submitted entries, and Approve All says how many waited', async () => {
    await setWorkerSubmit(true);
    try {
      const me = (await call(w1, 'GET', '/api/auth/me')).json();
      expect(me.companies[0].worker_submit).toBe(true);
      const submitted = await entry(w1, '2025-07-22', managed, carpentry);
      const waiting = await entry(w2, '2025-07-22', managed, carpentry);
      await call(w1, 'POST', '/api/approvals/submit', { weekStart: '2025-07-21' });
      const list = await call(
        pm,
        'GET',
        '/api/approvals/review?startDate=2025-07-21&endDate=2025-07-27',
      );
      const body = list.json<{
        workerSubmit: boolean;
        workers: { days: { entries: { id: string; mayReview: boolean }[] }[] }[];
      }>();
      expect(body.workerSubmit).toBe(true);
      const may = Object.fromEntries(
        body.workers.flatMap((w) =>
          w.days.flatMap((d) => d.entries.map((e) => [e.id, e.mayReview])),
        ),
      );
      expect(may).toEqual({ [submitted]: true, [waiting]: false });
      const review = await call(pm, 'POST', '/api/approvals/review', {
        entryIds: [submitted, waiting],
      });
      expect(review.json()).toMatchObject({ reviewed: 1, notSubmitted: [waiting], refused: [] });
      const approve = await call(admin, 'POST', '/api/time-entries/approve-batch', {
        entryIds: [submitted, waiting],
      });
      expect(approve.json()).toMatchObject({ approved: 1, alreadyApproved: 0, awaitingSubmit: 1 });
      const rows = await stored([submitted, waiting]);
      const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
      expect(byId[submitted]).toMatchObject({
        status: 'approved',
        submittedBy: ids.worker1,
        reviewedBy: ids.pm,
        approvedBy: ids.admin,
      });
      expect(byId[waiting]).toMatchObject({ status: 'pending', submittedAt: null });
      const steps = await call(
        pm,
        'GET',
        '/api/approvals/review?startDate=2025-07-21&endDate=2025-07-27',
      );
      const approved = steps
        .json<{ workers: { days: { entries: Record<string, unknown>[] }[] }[] }>()
        .workers.flatMap((w) => w.days.flatMap((d) => d.entries))
        .find((e) => e.id === submitted)!;
      expect(approved).toMatchObject({
        status: 'approved',
        submittedBy: 'Luis Hernandez',
        reviewedBy: 'Marcus Reyes',
        mayReview: false,
      });
      expect(approved.approvedAt).toEqual(expect.any(String));
    } finally {
      await setWorkerSubmit(false);
    }
  });
});

describe('a change after a step', () => {
  /** An entry of the worker on the day, submitted with its week and reviewed by an admin. */
  async function stepped(session: Session, day: string, weekStart: string) {
    const id = await entry(session, day, managed, carpentry);
    const submit = await call(session, 'POST', '/api/approvals/submit', { weekStart });
    expect(submit.json()).toMatchObject({ submitted: 1 });
    const review = await call(admin, 'POST', '/api/approvals/review', { entryIds: [id] });
    expect(review.json()).toMatchObject({ reviewed: 1 });
    return id;
  }
  const change = (session: Session, id: string, day: string, body: object = {}) =>
    call(session, 'PUT', `/api/time-entries/${id}`, {
      entryDate: day,
      hours: 4.25,
      isPto: false,
      jobId: managed,
      workTypeId: carpentry,
      ...body,
    });
  const steps = async (id: string) => {
    const [row] = await stored([id]);
    return {
      status: row!.status,
      submittedBy: row!.submittedBy,
      submitted: row!.submittedAt !== null,
      reviewedBy: row!.reviewedBy,
      reviewed: row!.reviewedAt !== null,
    };
  };
  const kept = () => ({ submittedBy: ids.worker1, submitted: true, reviewed: true });

  beforeAll(() => setWorkerSubmit(true));
  afterAll(() => setWorkerSubmit(false));

  it("the worker's own change takes back the review and the submit: the week is submitted again", async () => {
    const id = await stepped(w1, '2025-08-05', '2025-08-04');
    expect(await steps(id)).toMatchObject({ ...kept(), reviewedBy: ids.admin });
    const res = await change(w1, id, '2025-08-05', { hours: 5.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).not.toHaveProperty('submittedAt');
    expect(await steps(id)).toEqual({
      status: 'pending',
      submittedBy: null,
      submitted: false,
      reviewedBy: null,
      reviewed: false,
    });
    // Taken back, the week reads as open and is submitted again.
    const week = await call(w1, 'GET', '/api/time-entries?startDate=2025-08-04&endDate=2025-08-10');
    expect(week.json<{ id: string }[]>().find((e) => e.id === id)).not.toHaveProperty(
      'submittedAt',
    );
    const again = await call(w1, 'POST', '/api/approvals/submit', { weekStart: '2025-08-04' });
    expect(again.json()).toMatchObject({ submitted: 1, alreadySubmitted: 0 });
    expect(await steps(id)).toMatchObject({ submittedBy: ids.worker1, reviewed: false });
  });

  it('a change of date or notes by the worker takes them back too', async () => {
    const moved = await stepped(w1, '2025-08-12', '2025-08-11');
    expect((await change(w1, moved, '2025-08-13')).statusCode).toBe(200);
    expect(await steps(moved)).toMatchObject({ submitted: false, reviewed: false });
    const noted = await stepped(w1, '2025-09-09', '2025-09-08');
    expect((await change(w1, noted, '2025-09-09', { notes: 'Stairs' })).statusCode).toBe(200);
    expect(await steps(noted)).toMatchObject({ submitted: false, reviewed: false });
  });

  it("a manager's or an admin's change takes back the review only", async () => {
    const byManager = await stepped(w1, '2025-08-19', '2025-08-18');
    const res = await change(pm, byManager, '2025-08-19', { hours: 6 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await steps(byManager)).toEqual({
      status: 'pending',
      submittedBy: ids.worker1,
      submitted: true,
      reviewedBy: null,
      reviewed: false,
    });
    const byAdmin = await stepped(w1, '2025-08-20', '2025-08-18');
    const other = (await call(admin, 'GET', `/api/job-work-types/job/${managed}/work-types`)).json<
      { id: string }[]
    >();
    const workType = other.find((w) => w.id !== carpentry)?.id ?? carpentry;
    expect(
      (await change(admin, byAdmin, '2025-08-20', { workTypeId: workType, notes: 'Fixed' }))
        .statusCode,
    ).toBe(200);
    expect(await steps(byAdmin)).toMatchObject({ ...kept(), reviewed: false, reviewedBy: null });
  });

  it("an admin's correction of an approved entry keeps it approved and submitted, not reviewed", async () => {
    const id = await stepped(w1, '2025-08-26', '2025-08-25');
    const approve = await call(admin, 'POST', '/api/time-entries/approve-batch', {
      entryIds: [id],
    });
    expect(approve.json()).toMatchObject({ approved: 1 });
    const res = await change(admin, id, '2025-08-26', { hours: 3, correctionReason: 'Left early' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await steps(id)).toEqual({
      status: 'approved',
      submittedBy: ids.worker1,
      submitted: true,
      reviewedBy: null,
      reviewed: false,
    });
  });

  it('moving the time to another worker takes back both', async () => {
    const id = await stepped(w1, '2025-08-27', '2025-08-25');
    const res = await change(admin, id, '2025-08-27', { targetUserId: ids.worker2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await steps(id)).toMatchObject({ submitted: false, reviewed: false, submittedBy: null });
  });

  it('saving the entry unchanged takes nothing back, whoever saves it', async () => {
    const id = await stepped(w1, '2025-09-02', '2025-09-01');
    for (const who of [w1, pm, admin]) {
      const res = await change(who, id, '2025-09-02', { hours: '4.25', notes: '' });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await steps(id)).toEqual({
      status: 'pending',
      submittedBy: ids.worker1,
      submitted: true,
      reviewedBy: ids.admin,
      reviewed: true,
    });
  });
});
