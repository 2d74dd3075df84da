/**
 * The Monday burst on the primary while company admins keep reports in flight, with the reports
 * on a streaming replica (DATABASE_READ_URL, decision 0030) and, for comparison, without one. A
 * PostgreSQL 15 primary and its replica run in a temporary folder
 * (tests/faults/support/replica-cluster.ts); the platform's data (data/platform.ts) is generated
 * on the primary; the real server runs in its own process. See README.md.
 *
 *   npm run bench:replica -w @sitehours/bench
 *
 * Settings: BENCH_CREWS (companies beside the 1,000-worker one, 49), BENCH_REPORTS_IN_FLIGHT (4),
 * BENCH_REPORT_RATE (reports a second in all; 0: as fast as those in flight go), BENCH_REPORT_SECONDS
 * (the report load's measured window around the burst, 10), BENCH_ROUNDS (pairs of phases, each
 * round in the other order, 1).
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@sitehours/server/src/db/database';
import { queryRows } from '@sitehours/server/src/db/raw-query';
import { startReplicaCluster } from '../tests/faults/support/replica-cluster';
import { startServer, type ServerProcess } from '../tests/faults/support/server-process';
import { cpuMsOf, databaseCpuMs } from './fresh-database';
import { BENCH_ADMIN, generatePlatform } from './data/platform';
import { mondayBurst, signedInWorkers, type BurstWorkers } from './data/burst';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const crews = Number(env.BENCH_CREWS ?? 49);
const inFlight = Number(env.BENCH_REPORTS_IN_FLIGHT ?? 4);
const reportRate = Number(env.BENCH_REPORT_RATE ?? 0);
const reportSeconds = Number(env.BENCH_REPORT_SECONDS ?? 10);
const rounds = Number(env.BENCH_ROUNDS ?? 1);
const DATABASE = 'sh_replica_bench';
const END_DATE = '2026-11-15';
const REPORT_RANGE = 'startDate=2026-11-09&endDate=2026-11-15';
const OPERATOR = { email: 'ops@sitehours.bench', password: 'Bench!Operator2026' };
const jwtSecret = randomBytes(32).toString('hex');

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Each phase writes its own week: Tuesday to Thursday the warm-up, Friday the burst alone, the
 * Monday the burst under the report load.
 */
const PHASES = Array.from({ length: rounds }, (_, round) =>
  (round % 2 ? [false, true] : [true, false]).map((replica, k) => ({
    name: `${round + 1}: reports on the ${replica ? 'replica' : 'primary'}`,
    replica,
    monday: addDays('2026-11-16', 14 * round + 7 * k),
  })),
).flat();
const COMPANY_REPORTS = [
  `/api/time-entries/weekly-report?${REPORT_RANGE}`,
  `/api/time-entries/employee-weekly-report?${REPORT_RANGE}`,
  `/api/time-entries/job-worktype-report?${REPORT_RANGE}`,
  `/api/time-entries/wc-payroll-report?${REPORT_RANGE}`,
  `/api/compliance/exceptions?${REPORT_RANGE}`,
  // A day: the largest company's week is more rows than a time-card file holds.
  '/api/compliance/time-cards?startDate=2026-11-13&endDate=2026-11-13&format=csv',
  `/api/wc-audit?${REPORT_RANGE}&format=json`,
];

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  NaN;

async function poll(what: string, timeoutMs: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The largest company's workers, each signed in as a device is (platform-bench.ts does the same). */
async function workerFixture(database: Database) {
  const [company] = await queryRows<{ tenant_id: string; id: string }>(
    database.db,
    sql`select c.tenant_id, c.id from companies c join tenants t on t.id = c.tenant_id
         where t.subdomain = 'summit-bench'`,
  );
  return signedInWorkers(
    database,
    { tenantId: company!.tenant_id, companyId: company!.id },
    jwtSecret,
  );
}

/** Reports kept in flight, round the admins and the routes, until stopped. */
function reportLoad(base: string, callers: { token: string; paths: string[] }[]) {
  const seen = { answered: 0, replica: 0, primary: 0, errors: 0, latencies: [] as number[] };
  const startedAt = performance.now();
  let running = true;
  let turn = 0;
  const loop = async () => {
    while (running) {
      const i = turn++;
      // At a rate: each request waits for its turn, whatever the answers before it.
      const due = reportRate > 0 ? startedAt + (i * 1000) / reportRate - performance.now() : 0;
      if (due > 0) await new Promise((r) => setTimeout(r, due));
      const caller = callers[i % callers.length]!;
      const url = base + caller.paths[Math.floor(i / callers.length) % caller.paths.length]!;
      const t0 = performance.now();
      try {
        const res = await fetch(url, { headers: { authorization: `Bearer ${caller.token}` } });
        await res.arrayBuffer();
        if (res.status !== 200) seen.errors++;
        else if (res.headers.get('x-data-as-of')) seen.replica++;
        else seen.primary++;
      } catch {
        seen.errors++;
      }
      seen.answered++;
      seen.latencies.push(performance.now() - t0);
    }
  };
  const loops = Array.from({ length: inFlight }, loop);
  return {
    seen,
    async stop() {
      running = false;
      await Promise.all(loops);
      const seconds = (performance.now() - startedAt) / 1000;
      return {
        reportsPerSecond: Number((seen.answered / seconds).toFixed(1)),
        fromReplica: seen.replica,
        fromPrimary: seen.primary,
        errors: seen.errors,
        p50: Math.round(percentile(seen.latencies, 0.5)),
        p99: Math.round(percentile(seen.latencies, 0.99)),
      };
    },
  };
}

async function signIn(base: string, account: { email: string; password: string }) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${account.email}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** CPU time so far (ms) of the server process and of each server's backends of the database. */
async function cpuTimes(
  server: ServerProcess,
  clients: { primary: pg.Client; replica: pg.Client },
) {
  return {
    server: cpuMsOf(server.child.pid) ?? NaN,
    primary: (await databaseCpuMs(clients.primary, DATABASE)) ?? new Map<number, number>(),
    replica: (await databaseCpuMs(clients.replica, DATABASE)) ?? new Map<number, number>(),
  };
}

type CpuTimes = Awaited<ReturnType<typeof cpuTimes>>;

function cpuSpent(before: CpuTimes, after: CpuTimes) {
  const backends = (b: Map<number, number>, a: Map<number, number>) =>
    Math.round([...a].reduce((sum, [pid, ms]) => sum + ms - (b.get(pid) ?? 0), 0));
  return {
    serverMs: Math.round(after.server - before.server),
    primaryMs: backends(before.primary, after.primary),
    replicaMs: backends(before.replica, after.replica),
  };
}

async function runPhase(
  phase: (typeof PHASES)[number],
  urls: { primary: string; replica: string },
  workers: BurstWorkers,
  database: Database,
  clients: { primary: pg.Client; replica: pg.Client },
  settle: () => Promise<void>,
) {
  const server = await startServer({
    NODE_ENV: 'production',
    DATABASE_URL: urls.primary,
    ...(phase.replica ? { DATABASE_READ_URL: urls.replica } : {}),
    DEMO_DATA: '0',
    JWT_SECRET: jwtSecret,
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    ADMIN_EMAIL: OPERATOR.email,
    ADMIN_PASSWORD: OPERATOR.password,
  });
  try {
    // A first start chains every company's ledger from its entries: measured once it is done.
    const t0 = performance.now();
    await poll('the ledgers started', 900_000, async () => {
      const [row] = await queryRows<{ done: boolean }>(
        database.db,
        sql`select not exists (select 1 from companies c where not exists
              (select 1 from ledger_heads h where h.company_id = c.id)) as done`,
      );
      return row!.done;
    });
    console.log(`  server up, ledgers ready in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    await settle();
    const admins = [
      BENCH_ADMIN.email,
      ...Array.from({ length: crews }, (_, i) => `admin@crew${i + 1}.bench`),
    ];
    const callers = [
      { token: await signIn(server.url, OPERATOR), paths: ['/api/tenants/overview'] },
    ];
    // One at a time: the server bounds the password checks waiting (503 beyond).
    for (const email of admins) {
      const token = await signIn(server.url, { email, password: BENCH_ADMIN.password });
      callers.push({ token, paths: COMPANY_REPORTS });
    }
    // Warm-up, as platform-bench.ts: three bursts on the days after, the reports running too.
    const warm = reportLoad(server.url, callers);
    for (let d = 1; d <= 3; d++) await mondayBurst(server.url, workers, addDays(phase.monday, d));
    await warm.stop();
    const alone = await mondayBurst(server.url, workers, addDays(phase.monday, 4));
    if (phase.replica) {
      await poll('a report from the replica', 30_000, async () => {
        const res = await fetch(`${server.url}${COMPANY_REPORTS[1]}`, {
          headers: { authorization: `Bearer ${callers[1]!.token}` },
        });
        await res.arrayBuffer();
        return res.headers.has('x-data-as-of');
      });
    }

    const cpuBefore = await cpuTimes(server, clients);
    const load = reportLoad(server.url, callers);
    const loadStart = Date.now();
    await poll('reports under way', 30_000, async () => load.seen.answered >= inFlight);
    const measured = await mondayBurst(server.url, workers, phase.monday);
    await poll(
      'the report window',
      120_000,
      async () => Date.now() - loadStart >= reportSeconds * 1000,
    );
    const reports = await load.stop();
    const cpu = cpuSpent(cpuBefore, await cpuTimes(server, clients));
    return { phase: phase.name, alone, burst: measured, reports, cpu };
  } finally {
    await server.stop();
  }
}

async function main() {
  const cluster = await startReplicaCluster();
  try {
    const primary = await cluster.createDatabase(DATABASE);
    const database = await openDatabase({ databaseUrl: primary, poolSize: 2 });
    try {
      process.stdout.write(`Generating the platform (${crews} crews): `);
      const t0 = performance.now();
      const data = await generatePlatform(database.db, {
        endDate: END_DATE,
        crews,
        onProgress: (i) => i % 10 === 0 && process.stdout.write(`${i} `),
      });
      const workers = await workerFixture(database);
      // No phase pays for what the writes before it left: dead rows, dirty pages, WAL to replay.
      const settle = async () => {
        await database.db.execute(sql`vacuum analyze`);
        await database.db.execute(sql`checkpoint`);
        await cluster.caughtUp(600_000);
      };
      await settle();
      const seeded = {
        tenants: data.tenants,
        users: data.users,
        entries: data.entries,
        seconds: Math.round((performance.now() - t0) / 1000),
      };
      console.log(`\n  ${JSON.stringify(seeded)} (the replica caught up)`);

      const clients = {
        primary: new pg.Client(cluster.primaryUrl()),
        replica: new pg.Client(cluster.replicaUrl()),
      };
      await clients.primary.connect();
      await clients.replica.connect();
      const results = [];
      try {
        for (const phase of PHASES) {
          console.log(`Phase: ${phase.name}...`);
          const urls = { primary, replica: cluster.replicaUrl(DATABASE) };
          results.push(await runPhase(phase, urls, workers, database, clients, settle));
        }
      } finally {
        await clients.primary.end();
        await clients.replica.end();
      }
      const rows = results.map((r) => ({
        phase: r.phase,
        'burst alone p50 / p99 ms': `${r.alone.p50} / ${r.alone.p99}`,
        'burst p50 ms': r.burst.p50,
        'burst p99 ms': r.burst.p99,
        'burst errors': r.burst.errors,
        'reports/s': r.reports.reportsPerSecond,
        'from replica': r.reports.fromReplica,
        'from primary': r.reports.fromPrimary,
        'report errors': r.reports.errors,
        'report p50 / p99 ms': `${r.reports.p50} / ${r.reports.p99}`,
        'CPU s: server / primary / replica': `${r.cpu.serverMs / 1000} / ${r.cpu.primaryMs / 1000} / ${r.cpu.replicaMs / 1000}`,
      }));
      console.table(rows);
      const target = results
        .filter((r) => r.phase.endsWith('replica'))
        .every((r) => r.burst.errors === 0 && r.burst.p99 < 100);
      console.log(
        `Target (burst with the replica: no error, p99 < 100 ms): ${target ? 'met' : 'missed'}`,
      );
      const out = path.join(
        benchDir,
        'results',
        `replica-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
      );
      fs.mkdirSync(path.dirname(out), { recursive: true });
      const settings = { crews, inFlight, reportRate, reportSeconds, rounds, range: REPORT_RANGE };
      fs.writeFileSync(out, JSON.stringify({ seeded, settings, results, target }, null, 2));
      console.log(`Results written to ${path.relative(process.cwd(), out)}`);
      if (!target) process.exitCode = 1;
    } finally {
      await database.close();
    }
  } finally {
    await cluster.teardown();
  }
}

await main();
