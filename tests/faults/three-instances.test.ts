/**
 * Three server processes on one PostgreSQL behave as one: a sign-in lock-out counted on two
 * locks on the third, a deactivation on one is refused by the others within a second (the
 * account copies of ARCHITECTURE.md, "Copies in memory"), and a write load spread over all three
 * loses and doubles nothing when one of them is killed in the middle of it.
 *
 *   npx vitest run --project faults tests/faults/three-instances.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, entryCoding, startEntryLoad, storedEntries, within } from './support/load';
import {
  DEMO_PASSWORD,
  freshPostgresDatabase,
  postgresReachable,
  signIn,
  startServer,
  type ServerProcess,
} from './support/server-process';

const pgAvailable = await postgresReachable();
const LOGIN_LIMIT = 6;
/** ARCHITECTURE.md: another's account copy is stale "until the notification arrives (ms)". */
const NOTIFICATION_BOUND_MS = 1000;
const POLL_MS = 10;

/**
 * Polls `url` with `token` every POLL_MS until it is refused (10 s at most): when the refusal
 * arrived, and when each answer that still accepted the token had been asked.
 */
async function watchRefusal(url: string, token: string) {
  const accepted: number[] = [];
  let refusedAt: number | undefined;
  await within(
    10_000,
    async () => {
      const asked = Date.now();
      const { status } = await call(url, 'GET', '/api/auth/me', token);
      if (status === 200) accepted.push(asked);
      if (status === 401 || status === 403) refusedAt = Date.now();
      return refusedAt !== undefined;
    },
    POLL_MS,
  );
  return { refusedAt, accepted };
}

describe.skipIf(!pgAvailable)('three server instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let c: ServerProcess;

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    const env = { DATABASE_URL: database.url, LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT) };
    // A loads the demo first; B and C then start side by side on the same database.
    a = await startServer({ ...env, DEMO_DATA: '1' });
    [b, c] = await Promise.all([
      startServer({ ...env, DEMO_DATA: '0' }),
      startServer({ ...env, DEMO_DATA: '0' }),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
    await database?.drop();
  });

  it('counts sign-in failures on two and locks on the third', async () => {
    // Five wrong passwords on A and C in turn: the fifth locks, and B refuses the right one.
    const failures: number[] = [];
    for (let i = 0; i < 5; i++) {
      const on = i % 2 ? c : a;
      failures.push((await signIn(on.url, 'derek.olsen@acme.test', 'Wrong-1!x')).status);
    }
    expect(failures).toEqual([401, 401, 401, 401, 423]);
    expect((await signIn(b.url, 'derek.olsen@acme.test', DEMO_PASSWORD)).status).toBe(423);

    // The per-address limit is one count over all three: LOGIN_LIMIT attempts, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT + 3; i++) {
      const on = [a, b, c][i % 3]!;
      statuses.push((await signIn(on.url, 'nobody@acme.test', 'x-Wrong-1!')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423, 423, 429, 429, 429]);
  });

  it('refuses on A and B, within a second, a worker deactivated on C', async () => {
    const admin = (await signIn(c.url, 'admin@acme.test')).body.token as string;
    const figures: string[] = [];
    for (const email of ['worker4@acme.test', 'hannah.cho@acme.test', 'miguel.torres@acme.test']) {
      const onA = (await signIn(a.url, email)).body.token as string;
      const onC = (await signIn(c.url, email)).body.token as string;
      // Every instance has checked both tokens: each keeps the account and its sign-ins in memory.
      for (const server of [a, b, c]) {
        for (const token of [onA, onC]) {
          expect((await call(server.url, 'GET', '/api/auth/me', token)).status).toBe(200);
        }
      }
      const me = (await call(c.url, 'GET', '/api/auth/me', onC)).body as { id: string };

      // A and B are watched from before the call, so a refusal ahead of C's answer shows too.
      const watching = Promise.all([watchRefusal(a.url, onA), watchRefusal(b.url, onA)]);
      const sent = Date.now();
      const off = await call(c.url, 'PUT', `/api/users/${me.id}/toggle-status`, admin, {
        is_active: false,
      });
      const answered = Date.now();
      expect(off.status).toBe(200);
      // C made the change: its own copy is never stale.
      expect((await call(c.url, 'GET', '/api/auth/me', onA)).status).toBe(401);
      const seen = (await watching).map(({ refusedAt = Infinity, accepted }, i) => ({
        name: i ? 'B' : 'A',
        afterSent: refusedAt - sent,
        afterAnswer: refusedAt - answered,
        stale: accepted.filter((t) => t > answered).length,
      }));
      for (const { name, afterAnswer } of seen) {
        expect(afterAnswer, `${name} refused the token`).toBeLessThan(NOTIFICATION_BOUND_MS);
      }
      // The token signed in on C is refused by A as well.
      expect((await call(a.url, 'GET', '/api/auth/me', onC)).status).toBe(401);
      const refusals = seen.map(
        (r) =>
          `${r.name} refused it ${r.afterSent} ms after the call was sent, ${r.afterAnswer} ms ` +
          `after C's answer (${r.stale} stale answers after C's)`,
      );
      figures.push(`${email}: C answered in ${answered - sent} ms; ${refusals.join('; ')}`);
    }
    console.log(
      `three instances, deactivation on C refused on the others:\n  ${figures.join('\n  ')}`,
    );
  });

  it('keeps writing on A and C when B is killed mid-load: every acknowledged entry stored once', async () => {
    const accounts = [
      'worker1@acme.test',
      'worker2@acme.test',
      'worker3@acme.test',
      'pm@acme.test',
    ];
    const tokens = await Promise.all(
      accounts.map(async (email) => (await signIn(a.url, email)).body.token as string),
    );
    const prefix = 'three';
    const load = startEntryLoad({
      targets: [a.url, b.url, c.url],
      tokens,
      coding: await entryCoding(a.url, tokens[3]!),
      prefix,
      firstDay: '2033-03-07',
    });
    const ackedOn = (url: string, after = 0) =>
      [...load.acknowledged.values()].filter((e) => e.target === url && e.at > after).length;

    // Every instance has taken a share of the load before B goes.
    const shared = async () => [a, b, c].every((s) => ackedOn(s.url) >= 20);
    expect(await within(60_000, shared)).toBe(true);
    const killedAt = Date.now();
    await b.stop('SIGKILL');
    const beforeKill = load.acknowledged.size;
    // The load goes on: A and C each acknowledge a good share more after the kill.
    const goesOn = async () => ackedOn(a.url, killedAt) >= 80 && ackedOn(c.url, killedAt) >= 80;
    const continued = await within(60_000, goesOn);
    await load.stop();
    expect(continued).toBe(true);

    expect(load.refused).toEqual([]);
    expect(load.abandoned).toEqual([]);
    // B refused connections once dead; none of them counted as acknowledged.
    const failedOnB = load.failures.get(b.url)!.filter((t) => t >= killedAt).length;
    expect(failedOnB).toBeGreaterThan(0);
    expect(load.failures.get(a.url)).toEqual([]);
    expect(load.failures.get(c.url)).toEqual([]);

    const stored = await storedEntries(database.url, prefix);
    const count = new Map(stored.map((r) => [r.client_id, r.n]));
    const lost = [...load.acknowledged.keys()].filter((id) => !count.has(id));
    const doubled = stored.filter((r) => r.n > 1);
    const neverAcknowledged = stored.filter((r) => !load.acknowledged.has(r.client_id));
    expect(lost).toEqual([]);
    expect(doubled).toEqual([]);
    expect(neverAcknowledged).toEqual([]);
    expect(stored.every((r) => r.notes === 1)).toBe(true);

    const retried = [...load.acknowledged.values()].filter((e) => e.status === 200).length;
    console.log(
      `three instances: ${load.acknowledged.size} writes acknowledged (A ${ackedOn(a.url)}, ` +
        `B ${ackedOn(b.url)}, C ${ackedOn(c.url)}; ${beforeKill} before B's SIGKILL), ` +
        `${failedOnB} requests to dead B failed, ${retried} answered as already saved; ` +
        `stored ${stored.length}: ${lost.length} lost, ${doubled.length} doubled`,
    );
  });
});
