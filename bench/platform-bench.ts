/**
 * The platform at scale under load: 200 companies, ~10,000 users, ~2 million entries
 * (data/platform.ts), the server in its own process (bench-server.ts) and autocannon driving it
 * over loopback. Every scenario runs beside a bare JSON route of the same server in the same run.
 *
 *   npm run bench:platform -w @sitehours/bench                                   # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:platform -w @sitehours/bench
 *
 * Settings: BENCH_DURATION (10 s per load scenario), BENCH_REUSE=1 keeps and reuses the generated
 * database (bench/.data for PGlite, database sh_platform_bench on PostgreSQL), BENCH_POOL_SIZE
 * (the server's database connections, 10), BENCH_PROFILE=<folder> (a CPU profile of the server).
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@sitehours/server/src/db/database';
import { queryRows } from '@sitehours/server/src/db/raw-query';
import { refreshTokens } from '@sitehours/server/src/db/schema';
import * as reports from '@sitehours/server/src/modules/reports/report.service';
import { wcPayroll } from '@sitehours/server/src/modules/payroll/payroll.service';
import { TokenService } from '@sitehours/server/src/platform/tokens';
import { startBenchServer, stopBenchServer } from './bench-server-process';
import { BENCH_ADMIN, generatePlatform } from './data/platform';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const serverUrl = env.BENCH_DATABASE_URL || undefined;
const duration = Number(env.BENCH_DURATION ?? 10);
const reuse = env.BENCH_REUSE === '1';
const END_DATE = '2026-11-15'; // a Sunday: the burst writes on the Monday after
const BURST_DATE = '2026-11-16';
/** The burst's warm-up: the crew's saves of the three days after, a server that has run a while. */
const WARMUP_DATES = ['2026-11-17', '2026-11-18', '2026-11-19'];
const REPORT_RUNS = 5;
const kind = serverUrl ? 'postgres' : 'pglite';
const dataDir = path.join(benchDir, '.data', kind);
const jwtSecret = randomBytes(32).toString('hex');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

function benchDatabaseUrl(): string | undefined {
  if (!serverUrl) return undefined;
  const url = new URL(serverUrl);
  url.pathname = '/sh_platform_bench';
  return url.toString();
}

async function prepareDatabase(): Promise<{ generated: boolean; seconds: number }> {
  const url = benchDatabaseUrl();
  let exists: boolean;
  if (url) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const found = await admin.query(
      `select 1 from pg_database where datname = 'sh_platform_bench'`,
    );
    exists = (found.rowCount ?? 0) > 0;
    if (exists && !reuse) await admin.query('DROP DATABASE sh_platform_bench WITH (FORCE)');
    if (!exists || !reuse) await admin.query('CREATE DATABASE sh_platform_bench');
    await admin.end();
  } else {
    exists = fs.existsSync(path.join(dataDir, 'pglite'));
    if (exists && !reuse) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (exists && reuse) return { generated: false, seconds: 0 };
  fs.mkdirSync(dataDir, { recursive: true });
  const database = await open();
  const t0 = performance.now();
  process.stdout.write(`Generating the platform on ${kind}: `);
  const data = await generatePlatform(database.db, {
    endDate: END_DATE,
    onProgress: (i) => i % 20 === 0 && process.stdout.write(`${i} `),
  });
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `\n  ${data.tenants} tenants, ${data.users.toLocaleString('en-US')} users, ${data.entries.toLocaleString('en-US')} entries in ${seconds.toFixed(0)} s`,
  );
  await database.close();
  return { generated: true, seconds };
}

function open(): Promise<Database> {
  return openDatabase({
    databaseUrl: benchDatabaseUrl(),
    pgliteDir: path.join(dataDir, 'pglite'),
  });
}

interface Fixture {
  tenantId: string;
  companyId: string;
  workers: string[];
  jobId: string;
  workTypeId: string;
  counts: { tenants: number; users: number; entries: number };
  week: { startDate: string; endDate: string };
  year: { startDate: string; endDate: string };
}

async function loadFixture(database: Database): Promise<Fixture> {
  const [company] = await queryRows<{ tenant_id: string; id: string }>(
    database.db,
    sql`select c.tenant_id, c.id from companies c join tenants t on t.id = c.tenant_id
         where t.subdomain = 'summit-bench'`,
  );
  if (!company) throw new Error('No benchmark data: run without BENCH_REUSE=1 first.');
  const workers = await queryRows<{ id: string }>(
    database.db,
    sql`select id from users where company_id = ${company.id} and roles = array['standard_user']
         order by email`,
  );
  const [pair] = await queryRows<{ job_id: string; work_type_id: string }>(
    database.db,
    sql`select job_id, work_type_id from job_work_types jw join jobs j on j.id = jw.job_id
         where j.company_id = ${company.id} limit 1`,
  );
  const [counts] = await queryRows<Fixture['counts']>(
    database.db,
    sql`select (select count(*) from tenants)::int as tenants, (select count(*) from users)::int as users,
               (select count(*) from time_entries)::int as entries`,
  );
  // Burst entries of an earlier run go, so that every run writes the same Monday afresh.
  await database.db.execute(
    sql`delete from time_entries where company_id = ${company.id}
         and entry_date between ${BURST_DATE} and ${WARMUP_DATES.at(-1)}`,
  );
  return {
    tenantId: company.tenant_id,
    companyId: company.id,
    workers: workers.map((w) => w.id),
    jobId: pair!.job_id,
    workTypeId: pair!.work_type_id,
    counts: counts!,
    week: { startDate: '2026-05-18', endDate: '2026-05-24' },
    year: { startDate: '2025-11-17', endDate: END_DATE },
  };
}

const REPORT_NAMES = [
  'weeklyEntries',
  'weeklySummary',
  'jobBreakdown',
  'wcPayroll',
  'yearJobBreakdown',
] as const;
type ReportName = (typeof REPORT_NAMES)[number];

/** Each report's own query, as the service runs it (no HTTP, no JSON): its API time's baseline. */
function directReports(database: Database, f: Fixture): Record<ReportName, () => Promise<unknown>> {
  const ctx = { db: database.db } as Parameters<typeof reports.weeklyReport>[0];
  const scope = { tenantId: f.tenantId, companyId: f.companyId };
  return {
    weeklyEntries: () => reports.weeklyReport(ctx, scope, f.week),
    weeklySummary: () => reports.employeeSummary(ctx, scope, f.week),
    jobBreakdown: () => reports.jobBreakdown(ctx, scope, { ...f.week, detailed: false }),
    wcPayroll: () => wcPayroll(ctx, scope, f.week),
    yearJobBreakdown: () => reports.jobBreakdown(ctx, scope, { ...f.year, detailed: false }),
  };
}

/** The median of REPORT_RUNS timed runs of `fn`, after one untimed run. */
async function medianTime(fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const runs: number[] = [];
  for (let i = 0; i < REPORT_RUNS; i++) {
    const t0 = performance.now();
    await fn();
    runs.push(performance.now() - t0);
  }
  return median(runs);
}

async function medianTimes(
  runs: Record<ReportName, () => Promise<unknown>>,
): Promise<Record<ReportName, number>> {
  const times = {} as Record<ReportName, number>;
  for (const name of REPORT_NAMES) times[name] = await medianTime(runs[name]);
  return times;
}

/**
 * Each report's direct time and API time, measured in turns (direct, API, direct, ...) so that
 * both see the machine at the same moments: its speed moves by half from one minute to the next.
 */
async function pairedReportTimes(
  direct: Record<ReportName, () => Promise<unknown>>,
  api: Record<ReportName, () => Promise<unknown>>,
) {
  const times = { direct: {}, api: {} } as Record<'direct' | 'api', Record<ReportName, number>>;
  for (const name of REPORT_NAMES) {
    await direct[name]();
    await api[name]();
    const runs = { direct: [] as number[], api: [] as number[] };
    for (let i = 0; i < REPORT_RUNS; i++) {
      for (const side of ['direct', 'api'] as const) {
        const t0 = performance.now();
        await (side === 'direct' ? direct : api)[name]();
        runs[side].push(performance.now() - t0);
      }
    }
    times.direct[name] = median(runs.direct);
    times.api[name] = median(runs.api);
  }
  return times;
}

/** BENCH_PROFILE=<folder>: the server writes a CPU profile there when it stops. */
const startServer = () =>
  startBenchServer({
    dataDir,
    jwtSecret,
    databaseUrl: benchDatabaseUrl(),
    nodeArgs: env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_PROFILE}`] : [],
  });

interface LoadResult {
  scenario: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(scenario: string, options: autocannon.Options): Promise<LoadResult> {
  const r = await autocannon({ duration, ...options });
  return {
    scenario,
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

async function main() {
  const prepared = await prepareDatabase();
  const database = await open();
  const fixture = await loadFixture(database);
  // PGlite has one owner, the server from here on: its reports' direct times are taken now.
  // PostgreSQL's are taken later, in turns with the API's.
  let direct: Record<ReportName, number> | undefined;
  if (!serverUrl) {
    console.log('Direct report queries...');
    const run = directReports(database, fixture);
    direct = await medianTimes(run);
  }
  // Each worker is signed in as a device would be: an access token names its sign-in (the
  // refresh-token family), which the access check requires to be running.
  const families = fixture.workers.map(() => randomUUID());
  await database.db.insert(refreshTokens).values(
    fixture.workers.map((subjectId, i) => ({
      tokenHash: randomBytes(32).toString('hex'),
      familyId: families[i]!,
      subjectType: 'user' as const,
      subjectId,
      tenantId: fixture.tenantId,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  await database.close();

  const tokens = new TokenService(jwtSecret, 3600);
  const workerTokens = await Promise.all(
    fixture.workers.map((sub, i) =>
      tokens.sign({
        sub,
        typ: 'user',
        tid: fixture.tenantId,
        cid: fixture.companyId,
        fam: families[i],
      }),
    ),
  );
  const { base, child } = await startServer();
  const results: LoadResult[] = [];
  try {
    const adminLogin = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const adminToken = ((await adminLogin.json()) as { token: string }).token;

    // Warm-up: code paths compiled, connections open, caches filled.
    await autocannon({ url: `${base}/bench/bare`, connections: 10, duration: 2 });
    const weekUrl = `/api/time-entries?start_date=${fixture.week.startDate}&end_date=${fixture.week.endDate}`;
    let n = 0;
    const weekRequest: autocannon.Request = {
      method: 'GET',
      path: weekUrl,
      setupRequest: (req) => ({
        ...req,
        headers: { authorization: `Bearer ${workerTokens[n++ % workerTokens.length]}` },
      }),
    };
    await autocannon({ url: base, connections: 20, duration: 2, requests: [weekRequest] });

    console.log('Load scenarios (100 connections)...');
    results.push(await load('bare route', { url: `${base}/bench/bare`, connections: 100 }));
    results.push(
      await load('week fetch', { url: base, connections: 100, requests: [weekRequest] }),
    );
    // The same worker's week again and again is the common case (every open, focus and
    // reconnect), answered from memory; a week never fetched before goes to the database.
    // This one asks each worker for a different week of the year on every request.
    let cold = 0;
    const coldWeekRequest: autocannon.Request = {
      method: 'GET',
      setupRequest: (req) => {
        const i = cold++;
        const monday = new Date(Date.UTC(2025, 10, 17 + 7 * (Math.floor(i / 1000) % 52)));
        const sunday = new Date(monday.getTime() + 6 * 86_400_000);
        const day = (d: Date) => d.toISOString().slice(0, 10);
        return {
          ...req,
          path: `/api/time-entries?start_date=${day(monday)}&end_date=${day(sunday)}`,
          headers: { authorization: `Bearer ${workerTokens[i % workerTokens.length]}` },
        };
      },
    };
    results.push(
      await load('week fetch, each week a first', {
        url: base,
        connections: 100,
        requests: [coldWeekRequest],
      }),
    );
    // The Monday-morning burst: a thousand different workers each save one entry.
    const saveRequest = (entryDate: string): autocannon.Request => {
      let w = 0;
      return {
        method: 'POST',
        path: '/api/time-entries',
        setupRequest: (req) => {
          const i = w++;
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${workerTokens[i % workerTokens.length]}`,
            },
            body: JSON.stringify({
              clientId: `burst-${randomUUID()}`,
              entryDate,
              hours: 8,
              isPTO: false,
              jobId: fixture.jobId,
              workTypeId: fixture.workTypeId,
              notes: 'Framing, level 2',
            }),
          };
        },
      };
    };
    // Warm-up: the crew's saves of three days after, in the burst's own shape. The save path is
    // compiled and optimised, as on a server that has run for a while (the second thousand saves
    // still ran at twice the CPU of the fourth): the burst measures that server, not the
    // compiler's first minutes. The first of them is shown in its own row.
    const warmUps: autocannon.Result[] = [];
    for (const day of WARMUP_DATES) {
      warmUps.push(
        await autocannon({
          url: base,
          connections: 100,
          amount: fixture.workers.length,
          requests: [saveRequest(day)],
        }),
      );
    }
    const warmUp = warmUps[0]!;
    const burstRequest = saveRequest(BURST_DATE);
    const burst = await autocannon({
      url: base,
      connections: 100,
      amount: fixture.workers.length,
      requests: [burstRequest],
    });
    results.push({
      scenario: `Monday burst (${fixture.workers.length} workers, 1 entry each)`,
      requests: burst.requests.total,
      rps: Math.round(burst.requests.average),
      p50: burst.latency.p50,
      p99: burst.latency.p99,
      errors: burst.errors + burst.timeouts + burst.non2xx,
    });
    const signIn = await load('sign-in (argon2id)', {
      url: `${base}/api/auth/login`,
      connections: 10,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    results.push(signIn, {
      // Shown, not a target: the same burst as the first saves this server compiles.
      scenario: `warm-up burst (the same, the server's first saves)`,
      requests: warmUp.requests.total,
      rps: Math.round(warmUp.requests.average),
      p50: warmUp.latency.p50,
      p99: warmUp.latency.p99,
      errors: warmUp.errors + warmUp.timeouts + warmUp.non2xx,
    });

    console.log('Reports of the largest company through the API...');
    let call = 0;
    const apiCall = (pathAndQuery: string) => async () => {
      const res = await fetch(`${base}${pathAndQuery}&_=${call++}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      if (res.status !== 200) throw new Error(`${pathAndQuery}: ${res.status}`);
      await res.arrayBuffer();
    };
    const range = (r: { startDate: string; endDate: string }) =>
      `startDate=${r.startDate}&endDate=${r.endDate}`;
    const apiCalls: Record<ReportName, () => Promise<unknown>> = {
      weeklyEntries: apiCall(`/api/time-entries/weekly-report?${range(fixture.week)}`),
      weeklySummary: apiCall(`/api/time-entries/employee-weekly-report?${range(fixture.week)}`),
      jobBreakdown: apiCall(
        `/api/time-entries/job-worktype-report?${range(fixture.week)}&detailed=false`,
      ),
      wcPayroll: apiCall(`/api/time-entries/wc-payroll-report?${range(fixture.week)}`),
      yearJobBreakdown: apiCall(
        `/api/time-entries/job-worktype-report?${range(fixture.year)}&detailed=false`,
      ),
    };
    let api: Record<ReportName, number>;
    if (direct) {
      api = await medianTimes(apiCalls);
    } else {
      const reportDatabase = await open();
      try {
        ({ direct, api } = await pairedReportTimes(
          directReports(reportDatabase, fixture),
          apiCalls,
        ));
      } finally {
        await reportDatabase.close();
      }
    }
    const directTimes = direct;

    const bare = results[0]!;
    const week = results[1]!;
    const coldWeek = results[2]!;
    const burstResult = results[3]!;
    const checks = [
      {
        target: 'week fetch p99 < 15 ms',
        value: `${week.p99} ms`,
        pass: week.p99 < 15,
      },
      {
        target: 'week fetch ≥ 1/2 of the bare route',
        value: `${(week.rps / bare.rps).toFixed(2)} (${week.rps} / ${bare.rps} req/s)`,
        pass: week.rps * 2 >= bare.rps,
      },
      {
        target: 'a week never fetched before: p99 < 60 ms',
        value: `${coldWeek.p99} ms`,
        pass: coldWeek.p99 < 60,
      },
      {
        target: 'burst: no error, p99 < 40 ms',
        value: `${burstResult.errors} errors, p99 ${burstResult.p99} ms`,
        pass: burstResult.errors === 0 && burstResult.p99 < 40,
      },
      ...REPORT_NAMES.map((k) => ({
        target: `${k}: API ≤ 1.2 × its SQL`,
        value: `${api[k].toFixed(0)} ms / ${directTimes[k].toFixed(0)} ms = ×${(api[k] / directTimes[k]).toFixed(2)}`,
        pass: api[k] <= 1.2 * directTimes[k],
      })),
      {
        target: 'year job breakdown < 150 ms',
        value: `${api.yearJobBreakdown.toFixed(0)} ms`,
        pass: api.yearJobBreakdown < 150,
      },
    ];

    console.log(
      `\n${kind}: ${fixture.counts.tenants} tenants, ${fixture.counts.users} users, ${fixture.counts.entries} entries`,
    );
    console.table(results);
    console.table(checks);
    const out = path.join(
      benchDir,
      'results',
      `platform-${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      JSON.stringify(
        {
          kind,
          counts: fixture.counts,
          prepared,
          duration,
          results,
          direct: directTimes,
          api,
          checks,
        },
        null,
        2,
      ),
    );
    console.log(`Results written to ${path.relative(process.cwd(), out)}`);
  } finally {
    await stopBenchServer(child);
  }
}

await main();
