import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { withPlatform } from '../src/db/scoped';
import { companyAlerts, mailOutbox, timeEntries, users } from '../src/db/schema';
import { startReceiver } from './support/webhook-receiver';
import { createTestApp, type TestApp } from './support/test-app';

/** Crews, the crew day, day sign-off by PIN or own sign-in, the questions and the injury alert. */
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let pm: Session;
let w1: Session;
let w2: Session;
let birch: Session;
let ids: Record<string, string>;
let job: string;
let carpentry: string;
let electrical: string;
let crewId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (session: Session, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session.headers });

let dayNo = 0;
/** A day of its own per test, before the demo's weeks (Saturdays and Sundays, days off in it). */
const freshDay = () => `2025-04-${String(++dayNo).padStart(2, '0')}`;
/** A weekend day of the last month (the worker's own list reaches back 31 days). */
const recentWeekend = () => {
  const d = new Date(Date.now() - 14 * 86_400_000);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 1) % 7));
  return d.toISOString().slice(0, 10);
};
const rows = (day: string, list: [string, string, number][]) =>
  list.map(([who, workTypeId, hours]) => ({
    clientId: `crew-${randomUUID()}`,
    userId: ids[who]!,
    workTypeId,
    hours,
  }));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  pm = await t.login('pm@acme.test');
  w1 = await t.login('worker1@acme.test');
  w2 = await t.login('worker2@acme.test');
  birch = await t.login('admin@birch.test');
  ids = {};
  for (const who of ['pm', 'worker1', 'worker2', 'worker3', 'worker4'])
    ids[who] = (await t.userByEmail(`${who}@acme.test`)).id;
  const jobs = (await call(admin, 'GET', '/api/jobs')).json();
  job = jobs.find((j: { name: string }) => j.name === 'Lakeshore Medical Office').id;
  const types = (await call(admin, 'GET', `/api/job-work-types/job/${job}/work-types`)).json();
  carpentry = types.find((w: { name: string }) => w.name === 'Carpentry').id;
  electrical = types.find((w: { name: string }) => w.name === 'Electrical').id;
  const made = await call(admin, 'POST', '/api/crews', {
    name: 'Deck crew',
    defaultJobId: job,
    members: [
      { userId: ids.pm, isLead: true },
      { userId: ids.worker1 },
      { userId: ids.worker2 },
      { userId: ids.worker3 },
    ],
  });
  expect(made.statusCode).toBe(201);
  crewId = made.json().id;
  for (const s of [w1, w2])
    expect((await call(s, 'PUT', '/api/me/pin', { pin: '4321' })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('crews', () => {
  it('are kept by admins, with leads only among managers and crew leads', async () => {
    const list = (await call(admin, 'GET', '/api/crews')).json();
    expect(list.find((c: { id: string }) => c.id === crewId)).toMatchObject({
      name: 'Deck crew',
      defaultJobName: 'Lakeshore Medical Office',
    });
    const refused = await call(admin, 'POST', '/api/crews', {
      name: 'Night crew',
      members: [{ userId: ids.worker4, isLead: true }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({
      path: 'members.0.isLead',
      code: 'crewLeadNotAllowed',
    });
    const dup = await call(admin, 'POST', '/api/crews', { name: 'deck CREW', members: [] });
    expect(dup.statusCode).toBe(409);
    expect((await call(w1, 'GET', '/api/crews')).statusCode).toBe(403);
    // Another tenant's admin cannot see or change the crew.
    expect(
      (await call(birch, 'PUT', `/api/crews/${crewId}`, { name: 'x', members: [] })).statusCode,
    ).toBe(404);
    const mine = (await call(birch, 'GET', '/api/crews')).json();
    expect(mine.some((c: { id: string }) => c.id === crewId)).toBe(false);
  });

  it('lets a worker with the crew-lead permission lead, and the menus know it', async () => {
    const res = await call(admin, 'PUT', `/api/users/${ids.worker4}`, {
      ...(await call(admin, 'GET', `/api/users/${ids.worker4}`)).json(),
      crewLead: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().crewLead).toBe(true);
    const w4 = await t.login('worker4@acme.test');
    const me = (await call(w4, 'GET', '/api/auth/me')).json();
    expect(me).toMatchObject({ crewLead: true, leadsCrew: false, onCrew: true });
    // The menus offer the crew day to a crew's leads and the days to sign to its members.
    expect((await call(pm, 'GET', '/api/auth/me')).json()).toMatchObject({ leadsCrew: true });
    expect((await call(w1, 'GET', '/api/auth/me')).json()).toMatchObject({
      leadsCrew: false,
      onCrew: true,
    });
    // Permission alone does not make them this crew's lead.
    expect((await call(w4, 'GET', '/api/crew-day/crews')).json()).toEqual([]);
    const day = await call(w4, 'GET', `/api/crew-day?crewId=${crewId}&date=2025-04-28`);
    expect(day.statusCode).toBe(403);
  });
});

describe('the crew day', () => {
  it('saves the whole day in one submit, each row once even when sent again', async () => {
    const date = freshDay();
    const entries = rows(date, [
      ['worker1', carpentry, 4],
      ['worker1', electrical, 4],
      ['worker2', carpentry, 8],
      ['worker3', electrical, 6.5],
    ]);
    const body = { crewId, date, jobId: job, entries };
    const first = await call(pm, 'POST', '/api/crew-day', body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ created: 4, alreadySaved: 0 });
    const [again, twice] = await Promise.all([
      call(pm, 'POST', '/api/crew-day', body),
      call(pm, 'POST', '/api/crew-day', body),
    ]);
    expect(again.json()).toMatchObject({ created: 0, alreadySaved: 4 });
    expect(twice.json()).toMatchObject({ created: 0, alreadySaved: 4 });
    const stored = await withPlatform(t.db, (tx) =>
      tx.select().from(timeEntries).where(eq(timeEntries.entryDate, date)),
    );
    expect(stored).toHaveLength(4);
    expect(stored.every((e) => e.crewId === crewId && e.wcCode)).toBe(true);
    const day = first.json().day;
    const row1 = day.rows.find((r: { userId: string }) => r.userId === ids.worker1);
    expect(row1.entries.map((e: { hours: number }) => e.hours)).toEqual([4, 4]);
    expect(row1.signature).toMatchObject({ state: 'awaiting', voided: false });
    expect(row1.canSignByPin).toBe(true);
  });

  it('saves nothing when one row breaks a rule, and names that row', async () => {
    const date = freshDay();
    const res = await call(pm, 'POST', '/api/crew-day', {
      crewId,
      date,
      jobId: job,
      entries: rows(date, [
        ['worker1', carpentry, 12],
        ['worker1', electrical, 12],
        ['worker1', carpentry, 0.5],
        ['worker2', carpentry, 8],
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ path: 'entries.2.hours', code: 'entryDayCap' });
    const stored = await withPlatform(t.db, (tx) =>
      tx.select().from(timeEntries).where(eq(timeEntries.entryDate, date)),
    );
    expect(stored).toHaveLength(0);
    const outsider = await call(pm, 'POST', '/api/crew-day', {
      crewId,
      date,
      jobId: job,
      entries: [
        {
          clientId: `crew-${randomUUID()}`,
          userId: ids.worker1,
          workTypeId: carpentry,
          hours: 'x',
        },
      ],
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().errors[0].path).toBe('entries.0.hours');
  });

  it('refuses a worker who is not a lead, and another tenant', async () => {
    const date = freshDay();
    const body = { crewId, date, jobId: job, entries: rows(date, [['worker1', carpentry, 8]]) };
    expect((await call(w1, 'POST', '/api/crew-day', body)).statusCode).toBe(403);
    expect((await call(birch, 'POST', '/api/crew-day', body)).statusCode).toBe(404);
    expect(
      (await call(birch, 'GET', `/api/crew-day?crewId=${crewId}&date=${date}`)).statusCode,
    ).toBe(404);
  });
});

describe('signing the day', () => {
  const answers = { injured: false, breaks: true };
  async function crewDay(list: [string, string, number][], date = freshDay()) {
    const res = await call(pm, 'POST', '/api/crew-day', {
      crewId,
      date,
      jobId: job,
      entries: rows(date, list),
    });
    expect(res.statusCode).toBe(201);
    return date;
  }

  it("by PIN on the lead's device; a later change voids it and asks again", async () => {
    const date = await crewDay([['worker1', carpentry, 8]], recentWeekend());
    const signed = await call(pm, 'POST', '/api/sign-offs', {
      userId: ids.worker1,
      date,
      pin: '4321',
      status: 'signed',
      answers,
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().signature).toMatchObject({
      state: 'signed',
      method: 'pin',
      voided: false,
    });
    const [entry] = await withPlatform(t.db, (tx) =>
      tx
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.entryDate, date), eq(timeEntries.userId, ids.worker1!))),
    );
    const edit = await call(admin, 'PUT', `/api/time-entries/${entry!.id}`, {
      hours: 7.5,
      entryDate: date,
      isPto: false,
      jobId: job,
      workTypeId: carpentry,
    });
    expect(edit.statusCode).toBe(200);
    const day = (await call(pm, 'GET', `/api/crew-day?crewId=${crewId}&date=${date}`)).json();
    const row = day.rows.find((r: { userId: string }) => r.userId === ids.worker1);
    expect(row.signature).toMatchObject({ state: 'awaiting', voided: true });
    const mine = (await call(w1, 'GET', '/api/sign-offs/mine')).json();
    expect(mine.days.some((d: { date: string }) => d.date === date)).toBe(true);
    // From their own sign-in, no PIN.
    const own = await call(w1, 'POST', '/api/sign-offs', {
      userId: ids.worker1,
      date,
      status: 'signed',
      answers,
    });
    expect(own.json().signature).toMatchObject({ state: 'signed', method: 'own' });
  });

  it('locks a PIN after five wrong tries, until a new one is set', async () => {
    const date = await crewDay([['worker2', carpentry, 8]]);
    const body = { userId: ids.worker2, date, status: 'signed', answers };
    const tries = [];
    for (let i = 0; i < 5; i++)
      tries.push(await call(pm, 'POST', '/api/sign-offs', { ...body, pin: '0000' }));
    expect(tries.map((r) => r.json().errors[0].code)).toEqual([
      'pinWrong',
      'pinWrong',
      'pinWrong',
      'pinWrong',
      'pinLocked',
    ]);
    expect(tries[0]!.json().errors[0].params).toEqual({ left: 4 });
    const right = await call(pm, 'POST', '/api/sign-offs', { ...body, pin: '4321' });
    expect(right.json().errors[0].code).toBe('pinLocked');
    const staff = (await call(admin, 'GET', `/api/users/${ids.worker2}`)).json();
    expect(staff.pinLocked).toBe(true);
    expect((await call(w2, 'PUT', '/api/me/pin', { pin: '2468' })).statusCode).toBe(200);
    expect((await call(pm, 'POST', '/api/sign-offs', { ...body, pin: '2468' })).statusCode).toBe(
      200,
    );
    // Nobody signs another's day without their PIN, an admin neither; a worker not at all.
    expect((await call(admin, 'POST', '/api/sign-offs', body)).json().errors[0].code).toBe(
      'pinRequired',
    );
    expect((await call(w1, 'POST', '/api/sign-offs', { ...body, pin: '2468' })).statusCode).toBe(
      403,
    );
  });

  it('keeps a dispute with its reason, and asks every question', async () => {
    const date = await crewDay([['worker1', carpentry, 9]]);
    const noReason = await call(w1, 'POST', '/api/sign-offs', {
      userId: ids.worker1,
      date,
      status: 'disputed',
      answers,
    });
    expect(noReason.json().errors[0]).toMatchObject({
      path: 'reason',
      code: 'signDisputeReasonRequired',
    });
    const unanswered = await call(w1, 'POST', '/api/sign-offs', {
      userId: ids.worker1,
      date,
      status: 'signed',
      answers: { injured: false },
    });
    expect(unanswered.json().errors[0]).toMatchObject({
      path: 'answers.breaks',
      code: 'signAnswerRequired',
    });
    const disputed = await call(w1, 'POST', '/api/sign-offs', {
      userId: ids.worker1,
      date,
      status: 'disputed',
      reason: 'I left at 2 pm',
      answers,
    });
    expect(disputed.json().signature).toMatchObject({
      state: 'disputed',
      reason: 'I left at 2 pm',
    });
    const review = (
      await call(admin, 'GET', `/api/sign-offs?startDate=${date}&endDate=${date}&state=disputed`)
    ).json();
    expect(review).toEqual([
      expect.objectContaining({ userId: ids.worker1, date, hours: 9, injured: false }),
    ]);
    expect(
      (await call(w1, 'GET', `/api/sign-offs?startDate=${date}&endDate=${date}`)).statusCode,
    ).toBe(403);
  });

  it('alerts the admins of an injury exactly once, in the app, by email and by webhook', async () => {
    const receiver = await startReceiver();
    const hook = await call(admin, 'POST', '/api/webhooks', {
      url: receiver.url,
      events: ['injury.reported'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const date = await crewDay([['worker2', electrical, 8]]);
    const injured = { injured: true, breaks: true };
    const body = { userId: ids.worker2, date, status: 'signed', answers: injured };
    const [a, b] = await Promise.all([
      call(w2, 'POST', '/api/sign-offs', body),
      call(w2, 'POST', '/api/sign-offs', body),
    ]);
    expect([a.json().alerted, b.json().alerted].sort()).toEqual([false, true]);
    const alerts = (await call(admin, 'GET', '/api/alerts')).json();
    const mine = alerts.filter(
      (x: { userId: string; date: string }) => x.userId === ids.worker2 && x.date === date,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0].seenAt).toBeNull();
    const mails = await withPlatform(t.db, (tx) =>
      tx.select().from(mailOutbox).where(like(mailOutbox.subject, '%injury reported%')),
    );
    expect(mails.filter((m) => m.toAddress === 'admin@acme.test')).toHaveLength(1);
    const seen = await call(admin, 'POST', `/api/alerts/${mine[0].id}/seen`);
    expect(seen.json().seenAt).not.toBeNull();
    expect((await call(birch, 'POST', `/api/alerts/${mine[0].id}/seen`)).statusCode).toBe(404);
    const stored = await withPlatform(t.db, (tx) => tx.select().from(companyAlerts));
    expect(stored.filter((x) => x.userId === ids.worker2 && x.workDate === date)).toHaveLength(1);
    const [event] = await receiver.waitFor(1);
    expect(JSON.parse(event!.body)).toMatchObject({
      type: 'injury.reported',
      data: { workerId: ids.worker2, date },
    });
    await call(admin, 'DELETE', `/api/webhooks/${hook.json().id}`);
    expect(receiver.received).toHaveLength(1);
    await receiver.close();
  });

  it('holds unsigned days back from approval when the company requires signatures', async () => {
    const date = await crewDay([
      ['worker1', carpentry, 8],
      ['worker2', carpentry, 8],
    ]);
    const set = await call(admin, 'PUT', '/api/day-questions', {
      questions: [
        { id: 'injured', kind: 'injury' },
        { id: 'breaks', kind: 'breaks' },
        { kind: 'custom', text: 'Did you wear your harness?' },
      ],
      requireSignatures: true,
    });
    expect(set.statusCode).toBe(200);
    const custom = set.json().questions.find((q: { kind: string }) => q.kind === 'custom');
    await call(w1, 'POST', '/api/sign-offs', {
      userId: ids.worker1,
      date,
      status: 'signed',
      answers: { injured: false, breaks: true, [custom.id]: true },
    });
    const entries = await withPlatform(t.db, (tx) =>
      tx.select({ id: timeEntries.id }).from(timeEntries).where(eq(timeEntries.entryDate, date)),
    );
    const res = await call(admin, 'POST', '/api/time-entries/approve-batch', {
      entryIds: entries.map((e) => e.id),
    });
    expect(res.json()).toMatchObject({ approved: 1, awaitingSignature: 1 });
    await call(admin, 'PUT', '/api/day-questions', {
      questions: [
        { id: 'injured', kind: 'injury' },
        { id: 'breaks', kind: 'breaks' },
      ],
      requireSignatures: false,
    });
    const noInjury = await call(admin, 'PUT', '/api/day-questions', {
      questions: [{ id: 'breaks', kind: 'breaks' }],
    });
    expect(noInjury.json().errors[0].code).toBe('dayQuestionDefaultsKept');
  });

  it('clears a forgotten PIN for the admin only', async () => {
    expect((await call(w1, 'DELETE', `/api/users/${ids.worker2}/pin`)).statusCode).toBe(403);
    expect((await call(birch, 'DELETE', `/api/users/${ids.worker2}/pin`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/users/${ids.worker2}/pin`)).statusCode).toBe(200);
    const [row] = await withPlatform(t.db, (tx) =>
      tx.select().from(users).where(eq(users.id, ids.worker2!)),
    );
    expect(row!.pinHash).toBeNull();
    await call(w2, 'PUT', '/api/me/pin', { pin: '4321' });
  });
});

describe('the day signed feeds the meal and rest record', () => {
  it('takes the breaks answer as the rest attestation of a California workday', async () => {
    const { companyId } = await t.userByEmail('admin@acme.test');
    const set = await call(admin, 'PUT', `/api/companies/${companyId}`, {
      time_capture: 'times',
      meal_rest_rule: 'california',
    });
    expect(set.statusCode).toBe(200);
    const date = '2025-05-06';
    const res = await call(pm, 'POST', '/api/crew-day', {
      crewId,
      date,
      jobId: job,
      entries: [
        {
          clientId: `crew-${randomUUID()}`,
          userId: ids.worker1,
          workTypeId: carpentry,
          startedAt: `${date}T07:00:00-07:00`,
          endedAt: `${date}T11:00:00-07:00`,
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(
      res.json().day.rows.find((r: { userId: string }) => r.userId === ids.worker1).entries[0],
    ).toMatchObject({ hours: 4, startedAt: new Date(`${date}T07:00:00-07:00`).toISOString() });
    const range = `startDate=${date}&endDate=${date}`;
    const before = (await call(admin, 'GET', `/api/compliance/exceptions?${range}`)).json();
    expect(before.exceptions.map((e: { kind: string }) => e.kind)).toEqual(['rest_not_answered']);
    await call(w1, 'POST', '/api/sign-offs', {
      userId: ids.worker1,
      date,
      status: 'signed',
      answers: { injured: false, breaks: false },
    });
    const after = (await call(admin, 'GET', `/api/compliance/exceptions?${range}`)).json();
    expect(
      after.exceptions.map((e: { kind: string; premiumHours: number }) => [e.kind, e.premiumHours]),
    ).toEqual([['rest_not_given', 1]]);
  });
});
