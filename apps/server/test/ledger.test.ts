import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The company's ledger: entry changes, approvals and signatures become events in order; the check
 * passes an untouched history and names the event a change made directly in the database breaks.
 */
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let worker: Session;
let birch: Session;
let jobId: string;
let carpentry: string;
let entryId: string;
let goneId: string;
const day = '2031-05-06';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (session: Session, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session.headers });

interface Event {
  seq: number;
  kind: string;
  subjectId: string;
  actor: string;
  at: string;
  summary: string;
}

/** Every event of the session's company, newest first, page by page. */
async function allEvents(session: Session): Promise<Event[]> {
  const events: Event[] = [];
  let before: number | null = null;
  for (;;) {
    const res = await call(
      session,
      'GET',
      `/api/ledger/events?limit=100${before ? `&before=${before}` : ''}`,
    );
    expect(res.statusCode).toBe(200);
    const page = res.json<{ events: Event[]; nextBefore: number | null }>();
    events.push(...page.events);
    if (page.nextBefore === null) return events;
    before = page.nextBefore;
  }
}

const verify = async (session: Session) => {
  const res = await call(session, 'GET', '/api/ledger/verify');
  expect(res.statusCode).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  worker = await t.login('worker1@acme.test');
  birch = await t.login('admin@birch.test');
  const jobs = (await call(worker, 'GET', '/api/jobs')).json();
  jobId = jobs.find((j: { name: string }) => j.name === 'Lakeshore Medical Office').id;
  const types = (await call(worker, 'GET', `/api/job-work-types/job/${jobId}/work-types`)).json();
  carpentry = types.find((w: { name: string }) => w.name === 'Carpentry').id;
});
afterAll(() => t.close());

const work = (hours: number) => ({
  hours,
  entryDate: day,
  notes: 'Framing',
  isPTO: false,
  jobId,
  workTypeId: carpentry,
});

describe('the ledger', () => {
  it('records entry changes, an approval and a signature in order, with the entry as stored', async () => {
    // More than ten events: pages and order are by number, not by its digits.
    for (let i = 0; i < 4; i++)
      expect(
        (
          await call(worker, 'POST', '/api/time-entries', {
            ...work(0.25),
            entryDate: '2031-05-05',
          })
        ).statusCode,
      ).toBe(201);
    const made = await call(worker, 'POST', '/api/time-entries', work(6));
    expect(made.statusCode).toBe(201);
    entryId = made.json().id;
    expect((await call(worker, 'PUT', `/api/time-entries/${entryId}`, work(7.25))).statusCode).toBe(
      200,
    );
    const other = await call(worker, 'POST', '/api/time-entries', work(1));
    goneId = other.json().id;
    expect((await call(worker, 'DELETE', `/api/time-entries/${goneId}`)).statusCode).toBe(200);
    const approved = await call(admin, 'POST', '/api/time-entries/approve-batch', {
      entryIds: [entryId],
    });
    expect(approved.statusCode).toBe(200);
    const me = await t.userByEmail('worker1@acme.test');
    const signed = await call(worker, 'POST', '/api/sign-offs', {
      userId: me.id,
      date: day,
      status: 'signed',
      answers: { injured: false, breaks: true },
    });
    expect(signed.statusCode).toBe(200);

    const events = await allEvents(admin);
    // Numbered without a gap, newest first.
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => events.length - i));
    // The company's first event recorded the entries it already had.
    expect(events.at(-1)!.kind).toBe('ledger.genesis');
    const ours = events
      .filter((e) => [entryId, goneId, `${me.id}:${day}`].includes(e.subjectId))
      .reverse();
    expect(ours.map((e) => [e.kind, e.subjectId])).toEqual([
      ['entry.create', entryId],
      ['entry.update', entryId],
      ['entry.create', goneId],
      ['entry.delete', goneId],
      ['entry.approve', entryId],
      ['day.sign', `${me.id}:${day}`],
    ]);
    expect(ours[1]).toMatchObject({ summary: `${day} · 7.25 h`, actor: expect.any(String) });
    expect(ours[3]).toMatchObject({ summary: `${day} · 1.00 h` });

    // The delete keeps the entry as it was, marked void.
    const [deleted] = await t.db
      .execute(
        sql`select body from ledger_events where subject_id = ${goneId} and kind = 'entry.delete'`,
      )
      .then((r) => (r as { rows: { body: string }[] }).rows);
    expect(JSON.parse(deleted!.body).data).toMatchObject({
      void: true,
      state: { hours: '1.00', date: day, status: 'pending' },
    });
  });

  it('finds the history intact', async () => {
    const result = await verify(admin);
    expect(result).toMatchObject({ ok: true, beforeLedger: 0 });
    expect(result.events).toBeGreaterThan(6);
    expect(result.firstBroken).toBeUndefined();
  });

  it("names the entry's event when its row was changed in the database", async () => {
    const events = await allEvents(admin);
    const latest = events.find((e) => e.subjectId === entryId)!;
    await t.db.execute(sql`update time_entries set hours = 9 where id = ${entryId}`);
    const result = await verify(admin);
    expect(result).toMatchObject({
      ok: false,
      firstBroken: { seq: latest.seq, kind: 'entry.approve', subjectId: entryId, reason: 'state' },
    });
    expect(result.firstBroken.detail).toContain('hours');
    await t.db.execute(sql`update time_entries set hours = 7.25 where id = ${entryId}`);
    expect((await verify(admin)).ok).toBe(true);
  });

  it('names an entry written to the database without an event, and one removed from it', async () => {
    const [copy] = await t.db
      .execute(
        sql`insert into time_entries (tenant_id, company_id, user_id, entry_date, hours, is_pto, job_id, work_type_id, wc_code_id, wc_code, comp_rate, hourly_rate)
            select tenant_id, company_id, user_id, '2031-05-07', 2, false, job_id, work_type_id, wc_code_id, wc_code, comp_rate, hourly_rate
              from time_entries where id = ${entryId}
            returning id`,
      )
      .then((r) => (r as { rows: { id: string }[] }).rows);
    expect((await verify(admin)).firstBroken).toMatchObject({
      seq: null,
      subjectId: copy!.id,
      reason: 'missing_event',
    });
    await t.db.execute(sql`delete from time_entries where id = ${copy!.id}`);

    const made = await call(worker, 'POST', '/api/time-entries', work(0.5));
    const id = made.json().id as string;
    await t.db.execute(sql`delete from time_entries where id = ${id}`);
    expect((await verify(admin)).firstBroken).toMatchObject({
      kind: 'entry.create',
      subjectId: id,
      reason: 'state',
    });
  });

  it('names the event whose stored body was changed in the database', async () => {
    const events = await allEvents(admin);
    const target = events.find((e) => e.kind === 'entry.update' && e.subjectId === entryId)!;
    await t.db.execute(
      sql`update ledger_events set body = replace(body, '"7.25"', '"8.25"')
           where subject_id = ${entryId} and seq = ${target.seq}`,
    );
    const result = await verify(admin);
    expect(result).toMatchObject({
      ok: false,
      firstBroken: { seq: target.seq, kind: 'entry.update', subjectId: entryId, reason: 'hash' },
    });
  });

  it("never shows or checks another company's chain", async () => {
    const theirs = await allEvents(birch);
    expect(theirs.some((e) => e.subjectId === entryId || e.subjectId === goneId)).toBe(false);
    // Birch's own chain is untouched by what happened to Acme's.
    expect((await verify(birch)).ok).toBe(true);
    expect((await call(worker, 'GET', '/api/ledger/verify')).statusCode).toBe(403);
    expect((await call(worker, 'GET', '/api/ledger/events')).statusCode).toBe(403);
  });

  it('refuses a page number that is not an event number, naming the field', async () => {
    const res = await call(admin, 'GET', '/api/ledger/events?before=abc');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('ledgerBeforeInvalid');
  });
});
