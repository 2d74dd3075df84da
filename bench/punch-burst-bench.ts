/**
 * The punch clock's Monday morning: 1,000 workers of one company (time capture "times", America/
 * Los_Angeles) clock in within one minute of 7:00, start their meal at 11:30, end it at 12:00 and
 * clock out at 15:30 with their rest breaks given. Each wave is 1,000 `POST /api/punches` sent
 * concurrently, as the crew's phones would; `at` is spread over the wave's minute and `sentAt` is
 * the moment of sending. The server runs in its own process (bench-server.ts) on a fresh database.
 * Afterwards the database is read: each stretch became one entry with its start and end, and every
 * punch was recorded once. See README.md.
 *
 *   npm run bench:punches -w @sitehours/bench                                                            # PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:punches -w @sitehours/bench  # PostgreSQL
 *
 * Settings: BENCH_WORKERS_COUNT (1000), BENCH_CONNECTIONS (punches in flight at once, 100; 1000
 * sends a whole wave at once), BENCH_SPREAD_SECONDS (0; 60 sends each punch at its own moment of
 * the wave's minute, as the crew would, with no bound on those in flight), BENCH_WARMUP_DAYS (1:
 * the Friday before is punched first, as a server that has run a while; 0 measures the server's
 * first punches), BENCH_POOL_SIZE (the server's database connections, 10), BENCH_PROFILE=<folder>
 * (a CPU profile of the server). Prints per wave the latency of `POST /api/punches` and the CPU
 * time a punch took in the server and, for a PostgreSQL server on this machine, in the database.
 * Target (PostgreSQL): no error, punch p99 < 100 ms in every measured wave.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { stretchHours } from '@sitehours/contract/rules';
import type { Database } from '@sitehours/server/src/db/database';
import { queryRows } from '@sitehours/server/src/db/raw-query';
import { TokenService } from '@sitehours/server/src/platform/tokens';
import { startBenchServer, stopBenchServer } from './bench-server-process';
import { cpuMsOf, databaseCpuMs, freshDatabase } from './fresh-database';
import { generateLargeCompany } from './data/large-company';
import { runningSignIns } from './data/burst';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const serverUrl = env.BENCH_DATABASE_URL || undefined;
const workerCount = Number(env.BENCH_WORKERS_COUNT ?? 1000);
const connections = Number(env.BENCH_CONNECTIONS ?? 100);
const warmupDays = Number(env.BENCH_WARMUP_DAYS ?? 1);
/** Over how many seconds a wave's punches are sent, each on its own (0: all the crew at once). */
const spreadSeconds = Number(env.BENCH_SPREAD_SECONDS ?? 0);
const kind = serverUrl ? 'postgres' : 'pglite';
const ZONE = 'America/Los_Angeles';
const TARGET_P99_MS = 100;
const ADMIN = { email: 'admin@punch.bench', password: 'Bench-Punch-2026!' };
const jwtSecret = randomBytes(32).toString('hex');

type Kind = 'in' | 'meal_start' | 'meal_end' | 'out';
/** The day's waves: the punch and the minute it falls in, company time. */
const WAVES: { kind: Kind; time: string }[] = [
  { kind: 'in', time: '07:00' },
  { kind: 'meal_start', time: '11:30' },
  { kind: 'meal_end', time: '12:00' },
  { kind: 'out', time: '15:30' },
];

/** "yyyy-MM-dd" of a UTC date. */
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));

/** The zone's offset at an instant, "-08:00". */
function offsetOf(zone: string, instant: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')!.value; // "GMT-08:00", or "GMT" at UTC
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

/** A local time of a day in the company's zone, with its offset, as a phone sends it. */
function localInstant(day: string, time: string, second: number): string {
  const noon = new Date(`${day}T12:00:00Z`);
  return `${day}T${time}:${String(second).padStart(2, '0')}${offsetOf(ZONE, noon)}`;
}

/** The latest Monday (company time) whose 15:30 has passed: every punch is in the past. */
function lastMonday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  let day = today;
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 1) day = addDays(day, -1);
  if (Date.parse(localInstant(day, '15:30', 59)) > Date.now()) day = addDays(day, -7);
  return day;
}

interface Crew {
  tenantId: string;
  companyId: string;
  workers: { id: string; jobId: string; workTypeId: string }[];
  families: string[];
}

/** The company (no entries yet), its workers each on a job, and a running sign-in for each. */
async function prepareCrew(database: Database, monday: string): Promise<Crew> {
  const company = await generateLargeCompany(database.db, {
    workers: workerCount,
    endDate: addDays(monday, -7),
    entriesPerDay: 1,
    attendance: 0, // no entries: the day's entries are the punches' own
    jobs: 20,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    name: 'Sierra Framing',
    subdomain: 'punch-bench',
    emailDomain: 'punch.bench',
  });
  const workers = await queryRows<{ id: string }>(
    database.db,
    sql`select id from users where company_id = ${company.companyId}
         and roles = array['standard_user'] order by email`,
  );
  const pairs = await queryRows<{ job_id: string; work_type_id: string }>(
    database.db,
    sql`select jw.job_id, jw.work_type_id from job_work_types jw join jobs j on j.id = jw.job_id
         where j.company_id = ${company.companyId} order by j.name, jw.work_type_id`,
  );
  // Each worker is signed in as a device would be: the access token names a running sign-in.
  const families = await runningSignIns(
    database,
    company.tenantId,
    workers.map((w) => w.id),
  );
  return {
    tenantId: company.tenantId,
    companyId: company.companyId,
    workers: workers.map((w, i) => {
      const p = pairs[(i * 7) % pairs.length]!;
      return { id: w.id, jobId: p.job_id, workTypeId: p.work_type_id };
    }),
    families,
  };
}

interface Wave {
  day: string;
  kind: Kind;
  measured: boolean;
  requests: number;
  errors: number;
  /** Status and code of the first few refused punches. */
  failures: string[];
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The server process's CPU time per punch, ms (Linux). */
  serverCpuMs: number | null;
  /** PostgreSQL's CPU time per punch on the benchmark database, ms (a local server on Linux). */
  databaseCpuMs: number | null;
}

/** What the CPU figures are read from. */
interface Probe {
  serverPid: number | undefined;
  admin: pg.Client | undefined;
  database: string | undefined;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** The second of the minute worker i punches at: the crew spread over the whole minute. */
const secondOf = (i: number) => Math.floor((i * 60) / workerCount);

/** One wave: every worker's punch, `connections` of them in flight at any moment. */
async function wave(
  base: string,
  probe: Probe,
  crew: Crew,
  tokens: string[],
  day: string,
  w: (typeof WAVES)[number],
  measured: boolean,
): Promise<Wave> {
  const latencies: number[] = [];
  const failures: string[] = [];
  let errors = 0;
  let next = 0;
  const send = async (i: number) => {
    const worker = crew.workers[i]!;
    const body = {
      clientId: randomUUID(),
      kind: w.kind,
      at: localInstant(day, w.time, secondOf(i)),
      sentAt: new Date().toISOString(),
      ...(w.kind === 'in' ? { jobId: worker.jobId, workTypeId: worker.workTypeId } : {}),
      ...(w.kind === 'out' ? { restBreaksGiven: true } : {}),
    };
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}/api/punches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i]}` },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      latencies.push(performance.now() - t0);
      if (res.status !== 201) {
        errors++;
        if (failures.length < 5) failures.push(`${res.status} ${text.slice(0, 160)}`);
      }
    } catch (error) {
      errors++;
      if (failures.length < 5) failures.push(String(error));
    }
  };
  const cpu0 = cpuMsOf(probe.serverPid);
  const db0 = await databaseCpuMs(probe.admin, probe.database);
  const t0 = performance.now();
  if (spreadSeconds > 0) {
    // Each phone sends when its worker punches, whatever the others are waiting for.
    await Promise.all(
      Array.from({ length: workerCount }, async (_, i) => {
        const due = t0 + (i * spreadSeconds * 1000) / workerCount;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        await send(i);
      }),
    );
  } else {
    await Promise.all(
      Array.from({ length: Math.min(connections, workerCount) }, async () => {
        while (next < workerCount) await send(next++);
      }),
    );
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu1 = cpuMsOf(probe.serverPid);
  const db1 = await databaseCpuMs(probe.admin, probe.database);
  // Backends that were there before count from then; new ones from their start.
  const dbMs =
    db0 && db1 ? [...db1].reduce((sum, [pid, ms]) => sum + ms - (db0.get(pid) ?? 0), 0) : null;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    day,
    kind: w.kind,
    measured,
    requests: workerCount,
    errors,
    failures,
    seconds: Math.round(seconds * 100) / 100,
    rps: Math.round(workerCount / seconds),
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    p99: round1(percentile(sorted, 99)),
    max: round1(sorted.at(-1)!),
    serverCpuMs:
      cpu0 === undefined || cpu1 === undefined ? null : round1((cpu1 - cpu0) / workerCount),
    databaseCpuMs: dbMs === null ? null : round1(dbMs / workerCount),
  };
}

interface Check {
  check: string;
  expected: string | number;
  found: string | number;
  pass: boolean;
}

/** What the database holds after the waves: every punch once, every stretch one entry. */
async function verify(database: Database, crew: Crew, days: string[], monday: string) {
  const [found] = await queryRows<{
    punches: number;
    monday_punches: number;
    entries: number;
    timed_entries: number;
    monday_entries: number;
    distinct_stretches: number;
    linked_punches: number;
    problems: number;
    workers_with_two: number;
    monday_hours: string;
  }>(
    database.db,
    sql`select
      (select count(*)::int from punches where company_id = ${crew.companyId}) as punches,
      (select count(*)::int from punches where company_id = ${crew.companyId} and work_date = ${monday}) as monday_punches,
      (select count(*)::int from time_entries where company_id = ${crew.companyId}) as entries,
      (select count(*)::int from time_entries where company_id = ${crew.companyId}
          and started_at is not null and ended_at is not null) as timed_entries,
      (select count(*)::int from time_entries where company_id = ${crew.companyId}
          and entry_date = ${monday} and started_at is not null and ended_at is not null) as monday_entries,
      (select count(*)::int from (select distinct user_id, started_at from time_entries
          where company_id = ${crew.companyId}) s) as distinct_stretches,
      (select count(*)::int from punches p join time_entries e on e.id = p.entry_id
          where p.company_id = ${crew.companyId} and e.started_at is not null) as linked_punches,
      (select count(*)::int from punches where company_id = ${crew.companyId} and problem is not null) as problems,
      (select count(*)::int from (select user_id from time_entries where company_id = ${crew.companyId}
          and entry_date = ${monday} group by user_id having count(*) = 2) w) as workers_with_two,
      (select coalesce(sum(hours), 0)::text from time_entries
          where company_id = ${crew.companyId} and entry_date = ${monday}) as monday_hours`,
  );
  // The hours the day's stretches are worth, each rounded up to the hundredth on its own.
  const at = (time: string, i: number) => Date.parse(localInstant(monday, time, secondOf(i)));
  let hundredths = 0;
  for (let i = 0; i < workerCount; i++) {
    hundredths += Math.round(Number(stretchHours((at('11:30', i) - at('07:00', i)) / 1000)) * 100);
    hundredths += Math.round(Number(stretchHours((at('15:30', i) - at('12:00', i)) / 1000)) * 100);
  }
  const n = workerCount;
  const d = days.length;
  const f = found!;
  const checks: Check[] = [
    { check: "Monday's punches", expected: 4 * n, found: f.monday_punches },
    { check: 'punches in all', expected: 4 * n * d, found: f.punches },
    { check: "Monday's entries with start and end", expected: 2 * n, found: f.monday_entries },
    { check: 'entries in all, each with start and end', expected: 2 * n * d, found: f.entries },
    { check: '... of them with start and end', expected: 2 * n * d, found: f.timed_entries },
    {
      check: 'stretches (worker, start) each once',
      expected: 2 * n * d,
      found: f.distinct_stretches,
    },
    { check: 'closing punches naming their entry', expected: 2 * n * d, found: f.linked_punches },
    { check: 'punches with a problem', expected: 0, found: f.problems },
    { check: 'workers with two entries on Monday', expected: n, found: f.workers_with_two },
    {
      check: "Monday's hours",
      expected: (hundredths / 100).toFixed(2),
      found: Number(f.monday_hours).toFixed(2),
    },
  ].map((c) => ({ ...c, pass: String(c.expected) === String(c.found) }));
  return checks;
}

async function main() {
  const monday = lastMonday();
  const days = [
    ...Array.from({ length: warmupDays }, (_, k) => addDays(monday, -3 - 7 * (warmupDays - 1 - k))),
    monday,
  ];
  const sending =
    spreadSeconds > 0
      ? `each wave sent over ${spreadSeconds} s`
      : `${Math.min(connections, workerCount)} punches in flight`;
  const fresh = await freshDatabase('punch', serverUrl);
  const waves: Wave[] = [];
  let checks: Check[] = [];
  try {
    const setup = await fresh.open();
    process.stdout.write(`Preparing ${workerCount} workers on ${kind}... `);
    const crew = await prepareCrew(setup, monday);
    await setup.close();
    console.log('done');
    const tokens = new TokenService(jwtSecret, 3600);
    const workerTokens = await Promise.all(
      crew.workers.map((w, i) =>
        tokens.sign({
          sub: w.id,
          typ: 'user',
          tid: crew.tenantId,
          cid: crew.companyId,
          fam: crew.families[i],
        }),
      ),
    );

    const { base, child } = await startBenchServer({
      dataDir: fresh.dataDir,
      jwtSecret,
      databaseUrl: fresh.databaseUrl,
      nodeArgs: env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_PROFILE}`] : [],
    });
    try {
      // The admin turns the punch clock on, as the company settings screen does.
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const adminToken = ((await login.json()) as { token: string }).token;
      const settings = await fetch(`${base}/api/companies/${crew.companyId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({
          time_zone: ZONE,
          time_capture: 'times',
          meal_rest_rule: 'california',
        }),
      });
      if (settings.status !== 200)
        throw new Error(`company settings: ${settings.status} ${await settings.text()}`);

      for (const day of days) {
        const measured = day === monday;
        console.log(`${measured ? 'Measured' : 'Warm-up'} day ${day}, ${sending}:`);
        for (const w of WAVES) {
          const probe = { serverPid: child.pid, admin: fresh.admin, database: fresh.name };
          const result = await wave(base, probe, crew, workerTokens, day, w, measured);
          waves.push(result);
          console.log(
            `  ${w.kind.padEnd(10)} ${result.requests} in ${result.seconds} s, ${result.errors} errors, p50 ${result.p50} / p95 ${result.p95} / p99 ${result.p99} ms, CPU a punch: server ${result.serverCpuMs ?? '-'} ms, database ${result.databaseCpuMs ?? '-'} ms`,
          );
          for (const failure of result.failures) console.log(`    ${failure}`);
        }
      }
    } finally {
      await stopBenchServer(child);
    }

    const database = await fresh.open();
    try {
      checks = await verify(database, crew, days, monday);
    } finally {
      await database.close();
    }
  } finally {
    await fresh.drop();
  }

  const measured = waves.filter((w) => w.measured);
  const targets = measured.map((w) => ({
    wave: w.kind,
    errors: w.errors,
    p99: w.p99,
    pass: w.errors === 0 && (kind === 'pglite' || w.p99 < TARGET_P99_MS),
  }));
  console.log(`\n${kind}: ${workerCount} workers, ${sending}, Monday ${monday} (${ZONE})`);
  console.table(
    waves.map(({ failures: _, measured: m, ...w }) => ({
      ...w,
      day: m ? w.day : `${w.day} (warm-up)`,
    })),
  );
  console.table(checks);
  console.log(
    kind === 'postgres'
      ? `Target: no error, punch p99 < ${TARGET_P99_MS} ms in every measured wave.`
      : `PGlite: no error in every measured wave (the p99 target is PostgreSQL's).`,
  );
  console.table(targets);
  const out = path.join(
    benchDir,
    'results',
    `punches-${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        kind,
        workers: workerCount,
        connections,
        spreadSeconds,
        warmupDays,
        monday,
        machine: { cpus: os.cpus().length, loadavg: os.loadavg() },
        waves,
        checks,
        targets,
      },
      null,
      2,
    ),
  );
  console.log(`Results written to ${path.relative(process.cwd(), out)}`);
  if (!checks.every((c) => c.pass) || !targets.every((t) => t.pass)) process.exitCode = 1;
}

await main();
