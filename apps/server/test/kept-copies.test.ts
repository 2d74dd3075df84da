import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './support/test-app';

// The server answers repeated week fetches and token checks from memory (the feature caches on platform/invalidation-bus.ts).
// These tests change what those answers show by every path there is, and expect each change at once
// (or, for writes made outside the server, as soon as the database's notification arrives).

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let worker: Session;
let pm: Session;
let admin: Session;
let job: { id: string; name: string };
let carpentry: string;
let workerId: string;

const WEEK = 'start_date=2032-01-05&end_date=2032-01-11';

beforeAll(async () => {
  t = await createTestApp();
  worker = await t.login('worker1@acme.test');
  pm = await t.login('pm@acme.test');
  admin = await t.login('admin@acme.test');
  workerId = (await t.userByEmail('worker1@acme.test')).id;
  job = (await call('GET', '/api/jobs', undefined, worker))
    .json()
    .find((j: { name: string }) => j.name === 'Lakeshore Medical Office');
  carpentry = (await call('GET', `/api/job-work-types/job/${job.id}/work-types`, undefined, worker))
    .json()
    .find((w: { name: string }) => w.name === 'Carpentry').id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
function call(method: Method, url: string, payload?: object, session = worker) {
  return t.app.inject({ method, url, payload, headers: session.headers });
}

interface ShownEntry {
  id: string;
  hours: number;
  notes: string | null;
  status: string;
  jobName: string | null;
}
async function week(): Promise<ShownEntry[]> {
  const res = await call('GET', `/api/time-entries?${WEEK}`);
  expect(res.statusCode).toBe(200);
  // Sent as JSON encoded once per kept answer: the same type as every other answer.
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json();
}

/** Waits up to 5 s for a notification from the database to take effect. */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const entry = (entryDate: string, hours: number) => ({
  hours,
  entryDate,
  notes: 'Framing',
  isPTO: false,
  jobId: job.id,
  workTypeId: carpentry,
});

describe('answers kept in memory', () => {
  it("show every change to a worker's week made through the server at once", async () => {
    expect(await week()).toEqual([]);
    expect(await week()).toEqual([]); // now answered from memory

    const own = await call('POST', '/api/time-entries', entry('2032-01-05', 4));
    expect(own.statusCode).toBe(201);
    expect((await week()).map((e) => e.hours)).toEqual([4]);

    const byPm = await call(
      'POST',
      '/api/time-entries/admin-create',
      { ...entry('2032-01-06', 3), targetUserId: workerId },
      pm,
    );
    expect(byPm.statusCode).toBe(201);
    expect((await week()).map((e) => e.hours)).toEqual([4, 3]);

    const edited = await call('PUT', `/api/time-entries/${own.json().id}`, entry('2032-01-05', 5));
    expect(edited.statusCode).toBe(200);
    expect((await week()).map((e) => e.hours)).toEqual([5, 3]);

    const approved = await call(
      'POST',
      '/api/time-entries/approve-batch',
      { entryIds: [byPm.json().id] },
      admin,
    );
    expect(approved.statusCode).toBe(200);
    expect((await week()).map((e) => e.status)).toEqual(['pending', 'approved']);

    // The week shows the job's name: renaming the job changes it.
    const renamed = await call(
      'PUT',
      `/api/jobs/${job.id}`,
      { jobName: 'Lakeshore Medical Office East', isActive: true },
      admin,
    );
    expect(renamed.statusCode).toBe(200);
    expect((await week()).map((e) => e.jobName)).toEqual([
      'Lakeshore Medical Office East',
      'Lakeshore Medical Office East',
    ]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/time-entries/${own.json().id}`,
      headers: worker.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await week()).map((e) => e.hours)).toEqual([3]);
  });

  it('show a change written to the database by hand once its notification arrives', async () => {
    const [shown] = await week();
    expect(shown?.notes).toBe('Framing');
    // Outside any server transaction: only the trigger's notification tells the server.
    await t.db.execute(
      sql`update time_entries set notes = 'Corrected by hand' where id = ${shown!.id}`,
    );
    expect(await eventually(async () => (await week())[0]?.notes === 'Corrected by hand')).toBe(
      true,
    );
  });

  it('refuse a token once its account is deactivated, however the change was made', async () => {
    const session = await t.login('worker2@acme.test');
    expect((await call('GET', '/api/auth/me', undefined, session)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', undefined, session)).statusCode).toBe(200);
    await t.db.execute(sql`update users set is_active = false where email = 'worker2@acme.test'`);
    expect(
      await eventually(
        async () => (await call('GET', '/api/auth/me', undefined, session)).statusCode === 401,
      ),
    ).toBe(true);
  });

  it('refuse a token once its tenant is suspended', async () => {
    const session = await t.login('worker3@acme.test');
    expect((await call('GET', `/api/time-entries?${WEEK}`, undefined, session)).statusCode).toBe(
      200,
    );
    await t.db.execute(sql`update tenants set status = 'suspended' where id = (
      select tenant_id from users where email = 'worker3@acme.test')`);
    expect(
      await eventually(
        async () =>
          (await call('GET', `/api/time-entries?${WEEK}`, undefined, session)).statusCode === 401,
      ),
    ).toBe(true);
  });
});
