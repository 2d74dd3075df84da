import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, entryCoding, within } from './support/load';
import {
  replicaClusterAvailable,
  startReplicaCluster,
  type ReplicaCluster,
} from './support/replica-cluster';
import { freePort, signIn, startServer, type ServerProcess } from './support/server-process';

/**
 * Reports on a real streaming replica (decision 0030): served from it while its data is fresh,
 * never to a caller whose own write it lacks, and from the primary, without an error, while it
 * is down, until it is back.
 */
const available = replicaClusterAvailable();
const DATABASE = 'sitehours';
const MAX_LAG_SECONDS = 10;
const AS_OF = 'x-data-as-of';

const day = (d: Date) => d.toISOString().slice(0, 10);
const monday = new Date();
monday.setUTCHours(12, 0, 0, 0);
monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
const plusDays = (n: number) => new Date(monday.getTime() + n * 86_400_000);
/** Four weeks around the demo data (it lies in the weeks up to now); time cards allow 31 days. */
const RANGE = `startDate=${day(plusDays(-14))}&endDate=${day(plusDays(13))}`;
/** Next week's Wednesday: an open day no demo entry is on. */
const WRITE_DAY = day(plusDays(9));

const COMPANY_REPORTS = [
  `/api/time-entries/weekly-report?${RANGE}`,
  `/api/time-entries/employee-weekly-report?${RANGE}`,
  `/api/time-entries/job-worktype-report?${RANGE}`,
  `/api/time-entries/wc-payroll-report?${RANGE}`,
  `/api/compliance/exceptions?${RANGE}`,
  `/api/compliance/time-cards?${RANGE}&format=csv`,
  `/api/wc-audit?${RANGE}&format=json`,
];
const OVERVIEW = '/api/tenants/overview';

interface Answer {
  status: number;
  asOf: string | null;
  body: unknown;
}

async function report(url: string, path: string, token: string): Promise<Answer> {
  const res = await fetch(url + path, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  const json = res.headers.get('content-type')?.includes('json');
  return { status: res.status, asOf: res.headers.get(AS_OF), body: json ? JSON.parse(text) : text };
}

async function count(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('select count(*)::int as n from time_entries'))
      .rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe.skipIf(!available)('reports on a streaming replica', () => {
  let cluster: ReplicaCluster;
  let server: ServerProcess;
  let acme: string;
  let sierra: string;
  let operator: string;

  beforeAll(async () => {
    cluster = await startReplicaCluster();
    const primaryUrl = await cluster.createDatabase(DATABASE);
    server = await startServer({
      DATABASE_URL: primaryUrl,
      DATABASE_READ_URL: cluster.replicaUrl(DATABASE),
      DATABASE_READ_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
      DEMO_DATA: '1',
    });
    await cluster.caughtUp();
    const demoEntries = await count(primaryUrl);
    expect(demoEntries).toBeGreaterThan(0);
    expect(await count(cluster.replicaUrl(DATABASE))).toBe(demoEntries);
    const token = async (email: string) => (await signIn(server.url, email)).body.token as string;
    acme = await token('admin@acme.test');
    sierra = await token('admin@sierra.test');
    operator = await token('admin@sitehours.test');
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await cluster?.teardown();
  });

  const scansOnReplica = async () => (await cluster.replicaStats(DATABASE)).timeEntryScans;
  const fromReplica = (path: string, token: string) => async () =>
    (await report(server.url, path, token)).asOf !== null;

  it('answers the reports from the replica, as its own statistics show', async () => {
    // Once the server follows the other instances' writes and has sampled the primary.
    expect(await within(15_000, fromReplica(COMPANY_REPORTS[0]!, acme), 200)).toBe(true);
    const scansBefore = await scansOnReplica();
    for (const [path, token] of [
      ...COMPANY_REPORTS.map((p) => [p, acme] as const),
      ...COMPANY_REPORTS.map((p) => [p, sierra] as const),
      [OVERVIEW, operator] as const,
    ]) {
      const answer = await report(server.url, path, token);
      expect(answer.status, path).toBe(200);
      expect(answer.asOf, path).not.toBeNull();
      const age = Date.now() - Date.parse(answer.asOf!);
      expect(age, path).toBeGreaterThanOrEqual(0);
      expect(age, path).toBeLessThan(MAX_LAG_SECONDS * 1000);
    }
    // The replica's backends report their counters within seconds of going idle.
    expect(await within(20_000, async () => (await scansOnReplica()) > scansBefore, 250)).toBe(
      true,
    );
  });

  it("sends a caller's reads to the primary until the replica holds their write, others' not", async () => {
    // Replay held: the replica keeps answering, its data stopping at this moment.
    await cluster.pauseReplay();
    try {
      const worker = (await signIn(server.url, 'worker1@acme.test')).body.token as string;
      const me = await call(server.url, 'GET', '/api/auth/me', worker);
      const written = await call(server.url, 'POST', '/api/time-entries/admin-create', acme, {
        ...(await entryCoding(server.url, acme)),
        targetUserId: me.body.id,
        entryDate: WRITE_DAY,
        hours: 2,
        isPto: false,
        notes: 'Entered by the admin while the replica lags',
      });
      expect(written.status).toBe(201);
      const holds = (answer: Answer) =>
        (answer.body as { entries: { entryIds: string[] }[] }).entries.some((row) =>
          row.entryIds.includes(written.body.id as string),
        );
      const weekly = COMPANY_REPORTS[0]!;

      const own = await report(server.url, weekly, acme);
      expect(own.status).toBe(200);
      expect(own.asOf).toBeNull();
      expect(holds(own)).toBe(true);
      // Another caller's report does not wait for that write: the replica is within the bound.
      const other = await report(server.url, weekly, sierra);
      expect(other.asOf).not.toBeNull();
      // Until its data is older than the bound: then everyone reads from the primary.
      const heldAt = Date.now();
      expect(await within(20_000, async () => !(await fromReplica(weekly, sierra)()), 250)).toBe(
        true,
      );
      expect(Date.now() - heldAt).toBeLessThan((MAX_LAG_SECONDS + 2) * 1000);
    } finally {
      await cluster.resumeReplay();
    }
    // Replayed past the write: the admin's reports come from the replica again, with it.
    const weekly = COMPANY_REPORTS[0]!;
    expect(await within(10_000, fromReplica(weekly, acme), 200)).toBe(true);
    const again = await report(server.url, weekly, acme);
    expect(JSON.stringify(again.body)).toContain('Entered by the admin while the replica lags');
  });

  describe('the replica lost in the middle of a run of reports, then back', () => {
    it('answers every report, from the primary once the replica is down', async () => {
      expect(await within(10_000, fromReplica(COMPANY_REPORTS[1]!, acme), 200)).toBe(true);
      const answers: (Answer & { startedAt: number; path: string })[] = [];
      let running = true;
      let turn = 0;
      // Four callers in flight at once, going round the routes.
      const loops = [acme, sierra, acme, operator].map(async (token) => {
        while (running) {
          const path =
            token === operator ? OVERVIEW : COMPANY_REPORTS[turn++ % COMPANY_REPORTS.length]!;
          const startedAt = Date.now();
          const answer = await report(server.url, path, token).catch((err: unknown) => ({
            status: 0,
            asOf: null,
            body: String(err),
          }));
          answers.push({ ...answer, startedAt, path });
        }
      });
      try {
        expect(await within(15_000, async () => answers.filter((a) => a.asOf).length >= 10)).toBe(
          true,
        );
        await cluster.stopReplica();
        const stoppedAt = Date.now();
        // Past the 5 s the server leaves a failed replica alone: tried again, still down.
        const afterStop = () => answers.filter((a) => a.startedAt > stoppedAt);
        expect(
          await within(
            30_000,
            async () => Date.now() - stoppedAt > 7_000 && afterStop().length >= 40,
          ),
        ).toBe(true);
        running = false;
        await Promise.all(loops);

        const failed = answers.filter((a) => a.status !== 200);
        expect(failed.map((a) => `${a.path}: ${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
        expect(
          afterStop()
            .filter((a) => a.asOf !== null)
            .map((a) => a.path),
        ).toEqual([]);
        expect(answers.filter((a) => a.asOf !== null).length).toBeGreaterThanOrEqual(10);
      } finally {
        running = false;
        await Promise.all(loops);
      }
    });

    it('reads from it again within seconds of its return', async () => {
      await cluster.startReplica();
      const startedAt = Date.now();
      // An immediate stop loses the statistics: counted afresh from the restart.
      const scansBefore = await scansOnReplica();
      expect(await within(15_000, fromReplica(COMPANY_REPORTS[2]!, acme), 200)).toBe(true);
      // Left alone 5 s after the failure, then tried again and found fresh.
      expect(Date.now() - startedAt).toBeLessThan(10_000);
      for (const path of COMPANY_REPORTS) {
        const answer = await report(server.url, path, acme);
        expect(answer.status, path).toBe(200);
        expect(answer.asOf, path).not.toBeNull();
      }
      expect(await within(20_000, async () => (await scansOnReplica()) > scansBefore, 250)).toBe(
        true,
      );
    });
  });

  it('answers within seconds, from the primary, while the replica is silent', async () => {
    expect(await within(15_000, fromReplica(COMPANY_REPORTS[0]!, acme), 200)).toBe(true);
    cluster.freezeReplica();
    try {
      // Its connections neither answer nor fail: the freshness probe gives up after 1 s, and the
      // replica is then left alone.
      for (const path of COMPANY_REPORTS) {
        const startedAt = Date.now();
        const answer = await report(server.url, path, acme);
        expect(answer.status, path).toBe(200);
        expect(answer.asOf, path).toBeNull();
        expect(Date.now() - startedAt, path).toBeLessThan(3_000);
      }
    } finally {
      cluster.thawReplica();
    }
    expect(await within(15_000, fromReplica(COMPANY_REPORTS[0]!, acme), 200)).toBe(true);
  });

  it('starts and answers from the primary when the replica is out of reach', async () => {
    const nowhere = await freePort();
    const second = await startServer({
      DATABASE_URL: cluster.primaryUrl(DATABASE),
      DATABASE_READ_URL: `postgres://postgres@127.0.0.1:${nowhere}/${DATABASE}`,
      DEMO_DATA: '0',
    });
    try {
      const token = (await signIn(second.url, 'admin@acme.test')).body.token as string;
      for (const path of COMPANY_REPORTS) {
        const answer = await report(second.url, path, token);
        expect(answer.status, path).toBe(200);
        expect(answer.asOf, path).toBeNull();
      }
      const overview = await report(second.url, OVERVIEW, operator);
      expect(overview.status).toBe(200);
      expect(overview.asOf).toBeNull();
    } finally {
      await second.stop();
    }
  });
});
