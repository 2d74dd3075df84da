/**
 * Signed-in workers fetching their week while one client floods the sign-in with wrong passwords
 * for ever new addresses: the workers' latency before and during the flood. The server runs in its
 * own process (bench-server.ts) on a fresh database with the demo data. See README.md.
 *
 *   npm run bench:sign-in-flood -w @sitehours/bench                                                            # PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:sign-in-flood -w @sitehours/bench  # PostgreSQL
 *
 * Settings: BENCH_DURATION (seconds per measured run, 10), BENCH_WORKER_CONNECTIONS (8),
 * BENCH_FLOOD_CONNECTIONS (32), BENCH_WORKER_RATE (week fetches per second, 200),
 * BENCH_FLOOD_RATE (sign-ins per second, 500). A rate of 0 sends as fast as the connections
 * allow: then the workers alone already fill both cores, and any second load, even of a route
 * that does nothing (the control), doubles their wait; the paced rates measure what the flood
 * itself takes from them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '@sitehours/server/src/db/database';
import { DEMO_PASSWORD, loadDemoDataIfEmpty } from '@sitehours/server/src/db/demo-data';
import { startBenchServer, stopBenchServer } from './bench-server-process';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const serverUrl = env.BENCH_DATABASE_URL || undefined;
const duration = Number(env.BENCH_DURATION ?? 10);
const workerConnections = Number(env.BENCH_WORKER_CONNECTIONS ?? 8);
const floodConnections = Number(env.BENCH_FLOOD_CONNECTIONS ?? 32);
const workerRate = Number(env.BENCH_WORKER_RATE ?? 200);
const floodRate = Number(env.BENCH_FLOOD_RATE ?? 500);
/** autocannon's pacing, left out for 0 (as fast as possible). */
const paced = (rate: number) => (rate > 0 ? { overallRate: rate } : {});
const WORKERS = [
  'worker1@acme.test',
  'worker2@acme.test',
  'worker3@acme.test',
  'worker4@acme.test',
];
const jwtSecret = randomBytes(32).toString('hex');

/** Monday to Sunday of this week, as the web app asks for it. */
function thisWeek(): { start: string; end: string } {
  const now = new Date();
  const monday = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate() - ((now.getUTCDay() + 6) % 7),
    ),
  );
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { start: monday.toISOString().slice(0, 10), end: sunday.toISOString().slice(0, 10) };
}

interface Fresh {
  dataDir: string;
  databaseUrl: string | undefined;
  label: string;
  drop(): Promise<void>;
}

/** A fresh database with the demo data: a temporary PGlite folder or a new PostgreSQL database. */
async function freshDatabase(): Promise<Fresh> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-flood-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined as void;
  if (serverUrl) {
    const name = `sh_flood_bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') });
  await loadDemoDataIfEmpty(database.db, { dataDir });
  await database.close();
  return {
    dataDir,
    databaseUrl,
    label: serverUrl ? `PostgreSQL ${new URL(serverUrl).host}` : 'embedded PGlite',
    drop: async () => {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** The workers' week fetches, round robin over their tokens. */
function weekFetches(base: string, tokens: string[], seconds: number) {
  const week = thisWeek();
  let n = 0;
  return autocannon({
    url: base,
    connections: workerConnections,
    duration: seconds,
    ...paced(workerRate),
    requests: [
      {
        method: 'GET',
        path: `/api/time-entries?start_date=${week.start}&end_date=${week.end}`,
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, authorization: `Bearer ${tokens[n++ % tokens.length]}` },
        }),
      },
    ],
  });
}

/** The control: as many connections asking the bare route, which does no work at all. */
function bareFlood(base: string, seconds: number) {
  return autocannon({
    url: `${base}/bench/bare`,
    connections: floodConnections,
    duration: seconds,
    ...paced(floodRate),
  });
}

/** One client, wrong passwords, a new address on every request. */
function signInFlood(base: string, seconds: number) {
  let n = 0;
  const run = randomBytes(3).toString('hex');
  return autocannon({
    url: base,
    connections: floodConnections,
    duration: seconds,
    ...paced(floodRate),
    requests: [
      {
        method: 'POST',
        path: '/api/auth/login',
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            email: `flood-${run}-${n++}@nowhere.test`,
            password: 'Wrong!Guess2026',
          }),
        }),
      },
    ],
  });
}

interface Phase {
  name: string;
  workers: { rps: number; p50: number; p99: number; max: number; non2xx: number; errors: number };
  flood?: { requests: number; statuses: Record<string, number> };
}

function workerFigures(r: autocannon.Result): Phase['workers'] {
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

function statuses(r: autocannon.Result): Record<string, number> {
  return Object.fromEntries(
    Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]),
  );
}

/** Before and during a flood, on a server started with `serverEnv`. */
async function run(
  fresh: Fresh,
  label: string,
  serverEnv: Record<string, string>,
  control = false,
) {
  const { base, child } = await startBenchServer({
    dataDir: fresh.dataDir,
    jwtSecret,
    databaseUrl: fresh.databaseUrl,
    env: serverEnv,
  });
  try {
    const tokens = await Promise.all(WORKERS.map((w) => signIn(base, w)));
    await weekFetches(base, tokens, 2); // warm-up
    if (env.BENCH_PRIME) await signInFlood(base, 3);
    process.stdout.write(`  ${label}: before... `);
    const before = await weekFetches(base, tokens, duration);
    process.stdout.write('during the flood... ');
    const [during, flood] = await Promise.all([
      weekFetches(base, tokens, duration),
      signInFlood(base, duration),
    ]);
    let controlPhase: Phase | undefined;
    if (control) {
      process.stdout.write('during a flood of the bare route... ');
      const [withBare, bare] = await Promise.all([
        weekFetches(base, tokens, duration),
        bareFlood(base, duration),
      ]);
      controlPhase = {
        name: 'control: the same flood on the bare route',
        workers: workerFigures(withBare),
        flood: { requests: bare.requests.total, statuses: statuses(bare) },
      };
    }
    console.log('done');
    const phases: Phase[] = [
      { name: `${label}, before`, workers: workerFigures(before) },
      {
        name: `${label}, during the flood`,
        workers: workerFigures(during),
        flood: { requests: flood.requests.total, statuses: statuses(flood) },
      },
      ...(controlPhase ? [controlPhase] : []),
    ];
    return phases;
  } finally {
    await stopBenchServer(child);
  }
}

async function main() {
  const fresh = await freshDatabase();
  const cores = os.availableParallelism();
  console.log(
    `Sign-in flood on ${fresh.label}: ${cores} cores, load ${os.loadavg()[0]!.toFixed(2)}, ${workerConnections} worker connections${workerRate ? ` at ${workerRate} req/s` : ''}, ${floodConnections} flood connections${floodRate ? ` at ${floodRate} req/s` : ''}, ${duration} s runs`,
  );
  try {
    const phases = [
      ...(await run(fresh, 'default limits', {}, true)),
      // Many clients at once, as far as the per-client limit is concerned: only the bound on
      // concurrent password hashing stands between the flood and the workers.
      ...(await run(fresh, 'per-client limit lifted', {
        BENCH_LOGIN_CLIENT_FAILURES_PER_MINUTE: '1000000',
      })),
    ];
    console.log(
      '\n| phase | worker req/s | p50 ms | p99 ms | max ms | worker errors | flood requests (status: count) |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const p of phases) {
      const flood = p.flood
        ? `${p.flood.requests} (${Object.entries(p.flood.statuses)
            .map(([code, count]) => `${code}: ${count}`)
            .join(', ')})`
        : '–';
      console.log(
        `| ${p.name} | ${p.workers.rps} | ${p.workers.p50} | ${p.workers.p99} | ${p.workers.max} | ${p.workers.errors + p.workers.non2xx} | ${flood} |`,
      );
    }
    let ok = true;
    console.log('');
    let before = 1;
    for (const p of phases) {
      if (p.name.endsWith('before')) {
        before = Math.max(p.workers.p99, 1);
        continue;
      }
      const met = p.workers.p99 <= 2 * before;
      if (p.name.startsWith('control')) {
        console.log(
          `${p.name}: worker p99 ${p.workers.p99} ms = ×${(p.workers.p99 / before).toFixed(2)}`,
        );
        continue;
      }
      ok &&= met && p.workers.errors + p.workers.non2xx === 0;
      console.log(
        `${p.name}: worker p99 ${p.workers.p99} ms vs ${before} ms before = ×${(p.workers.p99 / before).toFixed(2)} (target ≤ ×2): ${met ? 'met' : 'NOT met'}`,
      );
    }
    fs.mkdirSync(path.join(benchDir, 'results'), { recursive: true });
    const file = path.join(
      benchDir,
      'results',
      `sign-in-flood-${serverUrl ? 'postgres' : 'pglite'}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    fs.writeFileSync(
      file,
      JSON.stringify(
        {
          database: fresh.label,
          cores,
          workerConnections,
          floodConnections,
          workerRate,
          floodRate,
          duration,
          phases,
        },
        null,
        2,
      ),
    );
    console.log(`Written to ${path.relative(process.cwd(), file)}`);
    if (!ok) process.exitCode = 1;
  } finally {
    await fresh.drop();
  }
}

await main();
