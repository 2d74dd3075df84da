import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  freshPostgresDatabase,
  postgresReachable,
  signIn,
  startServer,
  type ServerProcess,
} from './support/server-process';
import { call, within } from './support/load';

const pgAvailable = await postgresReachable();
const LOGIN_LIMIT = 6;

describe.skipIf(!pgAvailable)('two server instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    const env = {
      DATABASE_URL: database.url,
      LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
    };
    a = await startServer({ ...env, DEMO_DATA: '1' });
    b = await startServer({ ...env, DEMO_DATA: '0' });
  }, 180_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  it('signs in on one and refreshes on the other', async () => {
    const login = await signIn(a.url, 'worker1@acme.test');
    expect(login.status).toBe(200);
    const refreshed = await call(b.url, 'POST', '/api/auth/refresh', undefined, {
      refreshToken: login.body.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const me = await call(a.url, 'GET', '/api/auth/me', refreshed.body.token as string);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('worker1@acme.test');
    // The device refreshes again on A: the first token is now spent for good, and refused.
    const again = await call(a.url, 'POST', '/api/auth/refresh', undefined, {
      refreshToken: refreshed.body.refresh_token,
    });
    expect(again.status).toBe(200);
    const replay = await call(a.url, 'POST', '/api/auth/refresh', undefined, {
      refreshToken: login.body.refresh_token,
    });
    expect(replay.status).toBe(401);
  });

  it("drops what one keeps in memory when the other changes it: a worker's week, an account", async () => {
    const worker = (await signIn(a.url, 'worker1@acme.test')).body.token as string;
    const admin = (await signIn(a.url, 'admin@acme.test')).body.token as string;
    const week = '/api/time-entries?start_date=2032-02-02&end_date=2032-02-08';
    const jobs = (await call(a.url, 'GET', '/api/jobs', worker)).body as { id: string }[];
    const jobId = jobs[0]!.id;
    const types = (await call(a.url, 'GET', `/api/job-work-types/job/${jobId}/work-types`, worker))
      .body as { id: string }[];
    // B reads the week twice: the second answer comes from its memory.
    expect((await call(b.url, 'GET', week, worker)).body).toEqual([]);
    expect((await call(b.url, 'GET', week, worker)).body).toEqual([]);

    const saved = await call(a.url, 'POST', '/api/time-entries', worker, {
      entryDate: '2032-02-03',
      hours: 6,
      isPTO: false,
      jobId,
      workTypeId: types[0]!.id,
      notes: 'Saved on A',
    });
    expect(saved.status).toBe(201);
    const seenOnB = async () => {
      const shown = (await call(b.url, 'GET', week, worker)).body as { id: string }[];
      return shown.some((e) => e.id === saved.body.id);
    };
    expect(await within(5000, seenOnB)).toBe(true);

    // An account B has checked, deactivated on A: B refuses its token.
    const other = (await signIn(a.url, 'hannah.cho@acme.test')).body.token as string;
    expect((await call(b.url, 'GET', '/api/auth/me', other)).status).toBe(200);
    const me = (await call(a.url, 'GET', '/api/auth/me', other)).body as { id: string };
    const off = await call(a.url, 'PUT', `/api/users/${me.id}/toggle-status`, admin, {
      is_active: false,
    });
    expect(off.status).toBe(200);
    const refusedOnB = async () => (await call(b.url, 'GET', '/api/auth/me', other)).status === 401;
    expect(await within(5000, refusedOnB)).toBe(true);
    await call(a.url, 'PUT', `/api/users/${me.id}/toggle-status`, admin, { is_active: true });
  });

  it('ends a sign-in on both within a second: logged out on one, its token refused by the other', async () => {
    const login = await signIn(a.url, 'worker3@acme.test');
    const token = login.body.token as string;
    // Both have checked the token, so both keep its sign-in in memory as running.
    expect((await call(a.url, 'GET', '/api/auth/me', token)).status).toBe(200);
    expect((await call(b.url, 'GET', '/api/auth/me', token)).status).toBe(200);
    const out = await call(a.url, 'POST', '/api/auth/logout', token, {
      refreshToken: login.body.refresh_token,
    });
    expect(out.status).toBe(204);
    const loggedOutAt = Date.now();
    const refusedOnB = async () => (await call(b.url, 'GET', '/api/auth/me', token)).status === 401;
    expect(await within(1000, refusedOnB)).toBe(true);
    expect(Date.now() - loggedOutAt).toBeLessThan(1000);
    const refused = await call(b.url, 'GET', '/api/jobs', token);
    expect(refused).toMatchObject({ status: 401, body: { error: 'session_ended' } });
  });

  it('counts lock-out failures and sign-in rate limits across both', async () => {
    // Five wrong passwords, alternating instances, lock the account on both.
    const failures: number[] = [];
    for (let i = 0; i < 5; i++) {
      failures.push((await signIn(i % 2 ? b.url : a.url, 'worker2@acme.test', 'Wrong-1!x')).status);
    }
    // The fifth failure is the one that locks: it already answers "locked".
    expect(failures).toEqual([401, 401, 401, 401, 423]);
    const locked = await signIn(b.url, 'worker2@acme.test', DEMO_PASSWORD);
    expect(locked.status).toBe(423);

    // An address without an account locks the same way (decision 0014), and the per-address
    // limit is shared: LOGIN_LIMIT attempts in all, whichever instance, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 2; i++) {
      statuses.push((await signIn(i % 2 ? a.url : b.url, 'nobody@acme.test', 'x-Wrong-1!')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423, 423, 429, 429]);
  });

  it('keeps serving from the other when one is killed mid-load, losing nothing', async () => {
    const workers = ['worker3@acme.test', 'worker4@acme.test', 'pm@acme.test', 'admin@acme.test'];
    const tokens = await Promise.all(
      workers.map(async (w) => (await signIn(a.url, w)).body.token as string),
    );
    const jobs = await call(a.url, 'GET', '/api/jobs', tokens[3]);
    const job = (jobs.body.data ?? jobs.body).find(
      (j: { is_active?: boolean }) => j.is_active !== false,
    );
    const types = await call(
      a.url,
      'GET',
      `/api/job-work-types/job/${job.id}/work-types`,
      tokens[3],
    );
    const workType = (types.body.data ?? types.body)[0];
    expect(job?.id && workType?.id).toBeTruthy();

    const acknowledged = new Map<string, { token: number; date: string }>();
    const start = Date.UTC(2025, 0, 1);
    let killedAt = 0;
    const writer = async (w: number) => {
      for (let i = 0; i < 40; i++) {
        const clientId = `fault-${w}-${i}-${randomUUID().slice(0, 8)}`;
        const date = new Date(start + (w * 100 + i) * 86_400_000).toISOString().slice(0, 10);
        const body = {
          clientId,
          entryDate: date,
          hours: 1.5,
          isPTO: false,
          jobId: job.id,
          workTypeId: workType.id,
        };
        // Each writer starts on its own instance and moves to the other when it stops answering,
        // sending the same entry again (the client id makes the retry safe).
        for (let attempt = 0; attempt < 20; attempt++) {
          const server = (w + (killedAt ? 1 : 0) + attempt) % 2 === 0 ? a : b;
          const target = killedAt && server === a ? b : server;
          const res = await call(target.url, 'POST', '/api/time-entries', tokens[w], body).catch(
            () => undefined,
          );
          if (res && res.status >= 200 && res.status < 300) {
            acknowledged.set(clientId, { token: w, date });
            break;
          }
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    };
    const writing = Promise.all(workers.map((_, w) => writer(w)));
    await new Promise((r) => setTimeout(r, 1500));
    killedAt = Date.now();
    await a.stop('SIGKILL');
    await writing;

    expect(acknowledged.size).toBe(workers.length * 40);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ client_id: string; n: number }>(
      `select client_id, count(*)::int as n from time_entries
        where client_id like 'fault-%' group by client_id`,
    );
    await client.end();
    const stored = new Map(rows.map((r) => [r.client_id, r.n]));
    const missing = [...acknowledged.keys()].filter((id) => !stored.has(id));
    const duplicated = rows.filter((r) => r.n > 1);
    expect(missing).toEqual([]);
    expect(duplicated).toEqual([]);
    expect(stored.size).toBe(acknowledged.size);
    // The survivor still serves.
    expect((await call(b.url, 'GET', '/api/auth/me', tokens[0])).status).toBe(200);
    console.info(
      `two instances: ${acknowledged.size} writes acknowledged across both, one killed mid-load, all stored once`,
    );
  });
});
