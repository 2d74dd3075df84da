/**
 * The crew day at the end of a shift (decision 0026): 100 crews of 12 workers, each with
 * its lead, submit their day at once. Each crew's submit is one `POST /api/crew-day` from its lead
 * (12 workers × 3 work types = 36 rows, 3 + 3 + 2 hours, each row with its own client id), all 100
 * sent concurrently. Three measured waves: the day, the same 100 submits again (a retry: every row
 * already saved, none created) and a second day. The server runs in its own process
 * (bench-server.ts) on a fresh database; tokens for the leads are signed directly over running
 * sign-ins (refresh-token families inserted into the database). Afterwards the database is read:
 * exactly crews × 36 entries a day, each client id once, each entry with its crew and a WC code.
 * See README.md.
 *
 *   npm run bench:crew-day -w @sitehours/bench                                                            # PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:crew-day -w @sitehours/bench  # PostgreSQL
 *
 * Settings: BENCH_CREWS (100), BENCH_CREW_SIZE (12 workers, the lead besides), BENCH_CONNECTIONS
 * (submits in flight at once; default: every crew at once), BENCH_SPREAD_SECONDS (0; 60 sends each
 * crew's submit at its own moment over a minute, with no bound on those in flight),
 * BENCH_WARMUP_DAYS (1: the crews submit a day of the week before first, not measured, as on a
 * server that has run a while; 0 measures the server's first crew days), BENCH_POOL_SIZE (the
 * server's database connections, 10), BENCH_PROFILE=<folder> (a CPU profile of the server). Prints per wave the
 * latency of `POST /api/crew-day`, the CPU time a submit took in the server and, for a PostgreSQL
 * server on this machine, in the database, and (PostgreSQL) what the database's connections were
 * doing while the wave ran (sampled: running, waiting on a lock, idle in a transaction).
 * Target (PostgreSQL): no error, p99 < 300 ms per day submitted, in every wave. PGlite's figures
 * are reported too; its target is no error.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '@sitehours/server/src/db/database';
import { queryRows } from '@sitehours/server/src/db/raw-query';
import { refreshTokens } from '@sitehours/server/src/db/schema';
import { TokenService } from '@sitehours/server/src/platform/tokens';
import { startBenchServer, stopBenchServer } from './bench-server-process';
import { cpuMsOf, databaseCpuMs, freshDatabase } from './fresh-database';
import { generateLargeCompany } from './data/large-company';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const serverUrl = env.BENCH_DATABASE_URL || undefined;
const crewCount = Number(env.BENCH_CREWS ?? 100);
const crewSize = Number(env.BENCH_CREW_SIZE ?? 12);
const connections = Number(env.BENCH_CONNECTIONS ?? crewCount);
/** Days submitted (not measured) before the measured ones: a server that has run a while. */
const warmupDays = Number(env.BENCH_WARMUP_DAYS ?? 1);
/** Over how many seconds a wave's submits are sent, each at its own moment (0: all at once). */
const spreadSeconds = Number(env.BENCH_SPREAD_SECONDS ?? 0);
const kind = serverUrl ? 'postgres' : 'pglite';
const TARGET_P99_MS = 300;
/** Each worker's day: three rows on the job's three work types. */
const HOURS = [3, 3, 2] as const;
const ROWS_PER_CREW = crewSize * HOURS.length;
const ADMIN = { email: 'admin@crews.bench', password: 'Bench-Crews-2026!' };
const jwtSecret = randomBytes(32).toString('hex');

/** "yyyy-MM-dd" of a UTC date. */
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));

/** The Monday of last week: a day in the past whatever the zone. */
function lastWeeksMonday(): string {
  let day = addDays(dayOf(new Date()), -7);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 1) day = addDays(day, -1);
  return day;
}

interface Company {
  tenantId: string;
  companyId: string;
  jobId: string;
  /** The job's three work types. */
  workTypeIds: string[];
  /** Each crew's lead and workers, before the crews exist. */
  teams: { lead: string; workers: string[] }[];
  /** The leads' running sign-ins, one a team. */
  families: string[];
}

/**
 * The company (no entries yet): crews × (size + 1) people, the first of each team its lead (a
 * manager for even teams, a worker with the crew-lead permission for odd ones), one job with three
 * work types, and a running sign-in for each lead.
 */
async function prepareCompany(database: Database, monday: string): Promise<Company> {
  const company = await generateLargeCompany(database.db, {
    workers: crewCount * (crewSize + 1),
    endDate: addDays(monday, -7),
    entriesPerDay: 1,
    attendance: 0, // no entries: the crews' days are the only ones
    jobs: 1,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    name: 'Granite Crews Construction',
    subdomain: 'crew-bench',
    emailDomain: 'crews.bench',
  });
  const people = await queryRows<{ id: string }>(
    database.db,
    sql`select id from users where company_id = ${company.companyId}
         and roles = array['standard_user'] order by last_name`,
  );
  const teams = Array.from({ length: crewCount }, (_, k) => {
    const team = people.slice(k * (crewSize + 1), (k + 1) * (crewSize + 1)).map((p) => p.id);
    return { lead: team[0]!, workers: team.slice(1) };
  });
  const managers = teams.filter((_, k) => k % 2 === 0).map((t) => t.lead);
  const crewLeads = teams.filter((_, k) => k % 2 === 1).map((t) => t.lead);
  const [job] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from jobs where company_id = ${company.companyId}`,
  );
  // The job keeps three work types (all three with a WC code on each side of the rate threshold).
  const types = await queryRows<{ id: string }>(
    database.db,
    sql`select id from work_types where company_id = ${company.companyId}
         and name in ('Carpentry', 'Concrete', 'Drywall') order by name`,
  );
  const workTypeIds = types.map((t) => t.id);
  await database.db.execute(sql`
    update users set roles = array['company_manager'] where id in ${inList(managers)}`);
  if (crewLeads.length)
    await database.db.execute(
      sql`update users set crew_lead = true where id in ${inList(crewLeads)}`,
    );
  await database.db.execute(sql`
    delete from job_work_types where job_id = ${job!.id} and work_type_id not in ${inList(workTypeIds)}`);
  // Each lead is signed in as a phone would be: the access token names a running sign-in.
  const families = teams.map(() => randomUUID());
  await database.db.insert(refreshTokens).values(
    teams.map((t, i) => ({
      tokenHash: randomBytes(32).toString('hex'),
      familyId: families[i]!,
      subjectType: 'user' as const,
      subjectId: t.lead,
      tenantId: company.tenantId,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  return {
    tenantId: company.tenantId,
    companyId: company.companyId,
    jobId: job!.id,
    workTypeIds,
    teams,
    families,
  };
}

/** `(a, b, c)` of uuids for an `in`. */
const inList = (ids: string[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/**
 * What the benchmark database's connections do while a wave runs (PostgreSQL): sampled every
 * 10 ms, the share of samples in which a connection was running a statement, waiting on a lock
 * (`wait_event_type = 'Lock'`), waiting on an internal lock (LWLock) or idle in a transaction
 * (the server's side of a round trip). Ends when `stop` is called.
 */
function sampleActivity(admin: pg.Client | undefined, database: string | undefined) {
  if (!admin || !database) return { stop: async () => null };
  let running = true;
  const counts = { samples: 0, active: 0, lock: 0, lwlock: 0, idleInTx: 0 };
  const events = new Map<string, number>();
  const loop = (async () => {
    while (running) {
      const { rows } = await admin.query<{
        state: string | null;
        wait_event_type: string | null;
        wait_event: string | null;
      }>(
        `select state, wait_event_type, wait_event from pg_stat_activity
          where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
        [database],
      );
      counts.samples++;
      for (const r of rows) {
        if (r.state === 'idle in transaction') counts.idleInTx++;
        else if (r.state === 'active') {
          if (r.wait_event_type === 'Lock') counts.lock++;
          else if (r.wait_event_type === 'LWLock') counts.lwlock++;
          else counts.active++;
          if (r.wait_event_type && r.wait_event_type !== 'Client') {
            const key = `${r.wait_event_type}:${r.wait_event}`;
            events.set(key, (events.get(key) ?? 0) + 1);
          }
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      const per = (n: number) => round1(n / Math.max(1, counts.samples));
      return {
        /** Connections on average, per state. */
        running: per(counts.active),
        lockWait: per(counts.lock),
        lwlockWait: per(counts.lwlock),
        idleInTransaction: per(counts.idleInTx),
        waits: [...events]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([k, n]) => `${k} ${per(n)}`)
          .join(', '),
      };
    },
  };
}

type Activity = Awaited<ReturnType<ReturnType<typeof sampleActivity>['stop']>>;

interface Wave {
  wave: string;
  measured: boolean;
  day: string;
  requests: number;
  errors: number;
  /** Status and body of the first few refused or wrongly answered submits. */
  failures: string[];
  created: number;
  alreadySaved: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The server process's CPU time per submit, ms (Linux). */
  serverCpuMs: number | null;
  /** PostgreSQL's CPU time per submit on the benchmark database, ms (a local server on Linux). */
  databaseCpuMs: number | null;
  activity: Activity;
}

interface Probe {
  serverPid: number | undefined;
  admin: pg.Client | undefined;
  database: string | undefined;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

type Body = {
  crewId: string;
  date: string;
  jobId: string;
  entries: { clientId: string; userId: string; workTypeId: string; hours: number }[];
};

/** Each crew's day: every worker's three rows, each with a client id of its own. */
function daysOf(company: Company, crewIds: string[], date: string): Body[] {
  return company.teams.map((team, k) => ({
    crewId: crewIds[k]!,
    date,
    jobId: company.jobId,
    entries: team.workers.flatMap((userId) =>
      HOURS.map((hours, h) => ({
        clientId: `crew-${randomUUID()}`,
        userId,
        workTypeId: company.workTypeIds[h]!,
        hours,
      })),
    ),
  }));
}

/** One wave: every crew's submit, `connections` in flight at once; each answer is checked. */
async function wave(
  base: string,
  probe: Probe,
  tokens: string[],
  bodies: Body[],
  name: string,
  expect: { created: number; alreadySaved: number },
  measured: boolean,
): Promise<Wave> {
  const latencies: number[] = [];
  const failures: string[] = [];
  let errors = 0;
  let created = 0;
  let alreadySaved = 0;
  let next = 0;
  const send = async (k: number) => {
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}/api/crew-day`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[k]}` },
        body: JSON.stringify(bodies[k]),
      });
      const text = await res.text();
      latencies.push(performance.now() - t0);
      let answer: { created?: number; alreadySaved?: number; day?: { rows: unknown[] } } = {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        // Counted below as a wrong answer.
      }
      created += answer.created ?? 0;
      alreadySaved += answer.alreadySaved ?? 0;
      const right =
        res.status === 201 &&
        answer.created === expect.created &&
        answer.alreadySaved === expect.alreadySaved &&
        answer.day?.rows.length === crewSize + 1;
      if (!right) {
        errors++;
        if (failures.length < 5) failures.push(`${res.status} ${text.slice(0, 200)}`);
      }
    } catch (error) {
      errors++;
      if (failures.length < 5) failures.push(String(error));
    }
  };
  const cpu0 = cpuMsOf(probe.serverPid);
  const db0 = await databaseCpuMs(probe.admin, probe.database);
  const sampler = sampleActivity(probe.admin, probe.database);
  const t0 = performance.now();
  if (spreadSeconds > 0) {
    // Each lead sends when their crew is done, whatever the others are waiting for.
    await Promise.all(
      bodies.map(async (_, k) => {
        const due = t0 + (k * spreadSeconds * 1000) / bodies.length;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        await send(k);
      }),
    );
  } else {
    await Promise.all(
      Array.from({ length: Math.min(connections, bodies.length) }, async () => {
        while (next < bodies.length) await send(next++);
      }),
    );
  }
  const seconds = (performance.now() - t0) / 1000;
  const activity = await sampler.stop();
  const cpu1 = cpuMsOf(probe.serverPid);
  const db1 = await databaseCpuMs(probe.admin, probe.database);
  const dbMs =
    db0 && db1 ? [...db1].reduce((sum, [pid, ms]) => sum + ms - (db0.get(pid) ?? 0), 0) : null;
  const sorted = latencies.sort((a, b) => a - b);
  const n = bodies.length;
  return {
    wave: name,
    measured,
    day: bodies[0]!.date,
    requests: n,
    errors,
    failures,
    created,
    alreadySaved,
    seconds: Math.round(seconds * 100) / 100,
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    p99: round1(percentile(sorted, 99)),
    max: round1(sorted.at(-1)!),
    serverCpuMs: cpu0 === undefined || cpu1 === undefined ? null : round1((cpu1 - cpu0) / n),
    databaseCpuMs: dbMs === null ? null : round1(dbMs / n),
    activity,
  };
}

interface Check {
  check: string;
  expected: string | number;
  found: string | number;
  pass: boolean;
}

/** What the database holds after the waves: each day's rows once, with their crew and code. */
async function verify(database: Database, company: Company, days: string[]) {
  const checks: Omit<Check, 'pass'>[] = [];
  const perDay = crewCount * ROWS_PER_CREW;
  for (const day of days) {
    const [f] = await queryRows<{
      entries: number;
      client_ids: number;
      with_crew: number;
      in_their_crew: number;
      with_code: number;
      history: number;
      hours: string;
      workers_at_eight: number;
    }>(
      database.db,
      sql`select
        count(*)::int as entries,
        count(distinct e.client_id)::int as client_ids,
        count(e.crew_id)::int as with_crew,
        count(m.user_id)::int as in_their_crew,
        count(e.wc_code)::int as with_code,
        (select count(*)::int from time_entry_history h join time_entries x on x.id = h.entry_id
          where x.company_id = ${company.companyId} and x.entry_date = ${day}) as history,
        coalesce(sum(e.hours), 0)::text as hours,
        (select count(*)::int from (select user_id from time_entries
          where company_id = ${company.companyId} and entry_date = ${day}
          group by user_id having sum(hours) = 8) w) as workers_at_eight
        from time_entries e
        left join crew_members m on m.crew_id = e.crew_id and m.user_id = e.user_id
       where e.company_id = ${company.companyId} and e.entry_date = ${day}`,
    );
    checks.push(
      { check: `${day}: entries`, expected: perDay, found: f!.entries },
      { check: `${day}: client ids, each once`, expected: perDay, found: f!.client_ids },
      { check: `${day}: entries with a crew`, expected: perDay, found: f!.with_crew },
      { check: `${day}: ... the crew the worker is in`, expected: perDay, found: f!.in_their_crew },
      { check: `${day}: entries with a WC code`, expected: perDay, found: f!.with_code },
      { check: `${day}: history rows (one create each)`, expected: perDay, found: f!.history },
      {
        check: `${day}: hours`,
        expected: (crewCount * crewSize * 8).toFixed(2),
        found: Number(f!.hours).toFixed(2),
      },
      {
        check: `${day}: workers with 8 hours`,
        expected: crewCount * crewSize,
        found: f!.workers_at_eight,
      },
    );
  }
  const [all] = await queryRows<{ entries: number; client_ids: number }>(
    database.db,
    sql`select count(*)::int as entries, count(distinct client_id)::int as client_ids
          from time_entries where company_id = ${company.companyId}`,
  );
  checks.push(
    { check: 'entries in all', expected: perDay * days.length, found: all!.entries },
    {
      check: 'client ids in all, each once',
      expected: perDay * days.length,
      found: all!.client_ids,
    },
  );
  return checks.map((c) => ({ ...c, pass: String(c.expected) === String(c.found) }));
}

async function main() {
  const monday = lastWeeksMonday();
  const tuesday = addDays(monday, 1);
  // Warm-up days: the week before's, from its Monday (five at most).
  const warmups = Array.from({ length: Math.min(warmupDays, 5) }, (_, k) => addDays(monday, k - 7));
  const sending =
    spreadSeconds > 0
      ? `each wave sent over ${spreadSeconds} s`
      : `${Math.min(connections, crewCount)} in flight`;
  const fresh = await freshDatabase('crew', serverUrl);
  const waves: Wave[] = [];
  let checks: Check[] = [];
  const loadBefore = os.loadavg();
  try {
    const setup = await fresh.open();
    process.stdout.write(
      `Preparing ${crewCount} crews of ${crewSize} (+ a lead each) on ${kind}... `,
    );
    const company = await prepareCompany(setup, monday);
    await setup.close();
    console.log('done');
    const tokens = new TokenService(jwtSecret, 3600);
    const leadTokens = await Promise.all(
      company.teams.map((t, i) =>
        tokens.sign({
          sub: t.lead,
          typ: 'user',
          tid: company.tenantId,
          cid: company.companyId,
          fam: company.families[i],
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
      // The admin makes the crews, as the crews screen does.
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const adminToken = ((await login.json()) as { token: string }).token;
      const crewIds: string[] = [];
      for (const [k, team] of company.teams.entries()) {
        const res = await fetch(`${base}/api/crews`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
          body: JSON.stringify({
            name: `Crew ${String(k + 1).padStart(3, '0')}`,
            defaultJobId: company.jobId,
            members: [
              { userId: team.lead, isLead: true },
              ...team.workers.map((userId) => ({ userId })),
            ],
          }),
        });
        if (res.status !== 201) throw new Error(`crew ${k + 1}: ${res.status} ${await res.text()}`);
        crewIds.push(((await res.json()) as { id: string }).id);
      }
      // Each lead sees their crew, as the crew-day screen asks first.
      const mine = await fetch(`${base}/api/crew-day/crews`, {
        headers: { authorization: `Bearer ${leadTokens[1 % crewCount]}` },
      });
      const led = (await mine.json()) as { id: string }[];
      if (mine.status !== 200 || led[0]?.id !== crewIds[1 % crewCount])
        throw new Error(`the lead's crews: ${mine.status} ${JSON.stringify(led).slice(0, 200)}`);

      const mondays = daysOf(company, crewIds, monday);
      const tuesdays = daysOf(company, crewIds, tuesday);
      const saved = { created: ROWS_PER_CREW, alreadySaved: 0 };
      const plan = [
        ...warmups.map((day) => ({
          name: 'warm-up',
          bodies: daysOf(company, crewIds, day),
          expect: saved,
          measured: false,
        })),
        { name: 'day 1', bodies: mondays, expect: saved, measured: true },
        {
          name: 'day 1 again',
          bodies: mondays,
          expect: { created: 0, alreadySaved: ROWS_PER_CREW },
          measured: true,
        },
        { name: 'day 2', bodies: tuesdays, expect: saved, measured: true },
      ];
      console.log(`${crewCount} submits of ${ROWS_PER_CREW} rows a wave, ${sending}:`);
      for (const step of plan) {
        const probe = { serverPid: child.pid, admin: fresh.admin, database: fresh.name };
        const result = await wave(
          base,
          probe,
          leadTokens,
          step.bodies,
          step.name,
          step.expect,
          step.measured,
        );
        waves.push(result);
        console.log(
          `  ${step.name.padEnd(12)} ${result.requests} in ${result.seconds} s, ${result.errors} errors, created ${result.created}, already saved ${result.alreadySaved}, p50 ${result.p50} / p95 ${result.p95} / p99 ${result.p99} / max ${result.max} ms, CPU a submit: server ${result.serverCpuMs ?? '-'} ms, database ${result.databaseCpuMs ?? '-'} ms`,
        );
        if (result.activity)
          console.log(
            `    connections on average: running ${result.activity.running}, lock wait ${result.activity.lockWait}, LWLock wait ${result.activity.lwlockWait}, idle in transaction ${result.activity.idleInTransaction}${result.activity.waits ? ` (${result.activity.waits})` : ''}`,
          );
        for (const failure of result.failures) console.log(`    ${failure}`);
      }
    } finally {
      await stopBenchServer(child);
    }

    const database = await fresh.open();
    try {
      checks = await verify(database, company, [...warmups, monday, tuesday]);
    } finally {
      await database.close();
    }
  } finally {
    await fresh.drop();
  }

  const targets = waves
    .filter((w) => w.measured)
    .map((w) => ({
      wave: w.wave,
      errors: w.errors,
      p99: w.p99,
      pass: w.errors === 0 && (kind === 'pglite' || w.p99 < TARGET_P99_MS),
    }));
  const loadAfter = os.loadavg();
  console.log(
    `\n${kind}: ${crewCount} crews of ${crewSize}, ${ROWS_PER_CREW} rows a submit, ${sending}, days ${monday} and ${tuesday}${warmups.length ? ` after ${warmups.join(', ')} (warm-up)` : ''}; load average ${loadBefore.map(round1).join(' ')} before, ${loadAfter.map(round1).join(' ')} after`,
  );
  console.table(waves.map(({ failures: _, activity: __, measured: ___, ...w }) => w));
  console.table(checks);
  console.log(
    kind === 'postgres'
      ? `Target: no error, p99 < ${TARGET_P99_MS} ms per day submitted, in every wave.`
      : `PGlite: no error in every wave (the p99 target is PostgreSQL's).`,
  );
  console.table(targets);
  const out = path.join(
    benchDir,
    'results',
    `crew-day-${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        kind,
        crews: crewCount,
        crewSize,
        rowsPerSubmit: ROWS_PER_CREW,
        connections: Math.min(connections, crewCount),
        spreadSeconds,
        warmups,
        poolSize: Number(env.BENCH_POOL_SIZE ?? 10),
        days: [monday, tuesday],
        machine: { cpus: os.cpus().length, loadBefore, loadAfter },
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
