import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The routing of heavy reads to a replica, on PostgreSQL. Here the "replica" is the database
 * itself (a server not in recovery counts as up to date) or a port nobody answers on; a real
 * streaming replica, its lag and its loss mid-run are in tests/faults/read-replica.test.ts.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const RANGE = '?startDate=2026-01-05&endDate=2026-01-11';
const REPLICA_ROUTES = [
  `/api/time-entries/weekly-report${RANGE}`,
  `/api/time-entries/employee-weekly-report${RANGE}`,
  `/api/time-entries/job-worktype-report${RANGE}`,
  `/api/time-entries/wc-payroll-report${RANGE}`,
  `/api/compliance/exceptions${RANGE}`,
];

/** A port on which nothing listens. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.skipIf(!onPostgres)('reads on a replica', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({}, { readUrl: 'itself' });
    admin = (await t.login('admin@acme.test')).headers;
  });
  afterAll(() => t?.close());

  async function get(url: string, headers = admin) {
    return t.app.inject({ method: 'GET', url, headers });
  }

  it('answers the reports from it, saying as of when', async () => {
    // The replica is used once the instance follows the other instances' notices.
    await expect
      .poll(async () => (await get(REPLICA_ROUTES[0]!)).headers['x-data-as-of'])
      .toBeTruthy();
    for (const url of REPLICA_ROUTES) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const asOf = Date.parse(String(res.headers['x-data-as-of']));
      expect(Math.abs(Date.now() - asOf), url).toBeLessThan(5_000);
    }
    const operator = (await t.login('admin@sitehours.test')).headers;
    const overview = await get('/api/tenants/overview', operator);
    expect(overview.statusCode).toBe(200);
    expect(overview.headers['x-data-as-of']).toBeTruthy();
  });

  it('keeps writes and the reads that follow them on the primary', async () => {
    const worker = (await t.login('worker1@acme.test')).headers;
    const week = await get(`/api/time-entries${RANGE}`, worker);
    expect(week.statusCode).toBe(200);
    expect(week.headers['x-data-as-of']).toBeUndefined();
    const refused = await get(REPLICA_ROUTES[0]!, worker);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-data-as-of']).toBeUndefined();
  });
});

describe.skipIf(!onPostgres)('reads with the replica out of reach', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { readUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/nowhere` },
    );
  });
  afterAll(() => t?.close());

  it('answers from the primary, without an error', async () => {
    const admin = (await t.login('admin@acme.test')).headers;
    for (const url of REPLICA_ROUTES) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-data-as-of'], url).toBeUndefined();
    }
  });
});
