/**
 * Throughput and latency of the authenticated request path, against a bare route on the same
 * server: starts the real server in-process on a fresh database with the demo data, signs in
 * once, then drives three routes with autocannon over loopback. See README.md.
 *
 *   npm run bench                                                              # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench   # PostgreSQL
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '@sitehours/server/src/app';
import { openDatabase, type Database } from '@sitehours/server/src/db/database';
import { DEMO_PASSWORD, loadDemoDataIfEmpty } from '@sitehours/server/src/db/demo-data';
import { loadConfig } from '@sitehours/server/src/platform/config';

const BENCH_USER = 'worker1@acme.test';
const benchDir = path.dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------------------------------------
// Settings: CLI flags win over environment variables, which win over the defaults.

interface Settings {
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** Worker threads for autocannon; 0 runs the load generator on the server's own thread. */
  workers: number;
  databaseUrl: string | undefined;
}

function positiveInt(name: string, raw: string | undefined, fallback: number, min = 1): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer >= ${min}, got ${JSON.stringify(raw)}`);
  }
  return value;
}

function readSettings(): Settings {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', short: 'd' },
      warmup: { type: 'string', short: 'w' },
      connections: { type: 'string', short: 'c' },
      workers: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(
      [
        'Usage: npm run bench -- [--duration S] [--warmup S] [--connections N] [--workers N]',
        'Environment: BENCH_DURATION (10), BENCH_WARMUP (2), BENCH_CONNECTIONS (50),',
        '             BENCH_WORKERS (1), BENCH_DATABASE_URL (unset = embedded PGlite)',
      ].join('\n'),
    );
    process.exit(0);
  }
  const env = process.env;
  const databaseUrl = env.BENCH_DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('BENCH_DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  return {
    durationSeconds: positiveInt('duration', values.duration ?? env.BENCH_DURATION, 10),
    warmupSeconds: positiveInt('warmup', values.warmup ?? env.BENCH_WARMUP, 2, 0),
    connections: positiveInt('connections', values.connections ?? env.BENCH_CONNECTIONS, 50),
    workers: positiveInt('workers', values.workers ?? env.BENCH_WORKERS, 1, 0),
    databaseUrl,
  };
}

// ---------------------------------------------------------------------------------------------
// A fresh database: a temporary PGlite folder, or a new database on the given PostgreSQL server.

/** The same server URL pointing at another database (as in apps/server/test/support). */
function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

interface FreshDatabase {
  database: Database;
  label: string;
  drop(): Promise<void>;
}

async function openFreshDatabase(settings: Settings, dataDir: string): Promise<FreshDatabase> {
  if (!settings.databaseUrl) {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    return { database, label: 'embedded PGlite (temporary data dir)', drop: async () => undefined };
  }
  const name = `sh_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: settings.databaseUrl });
  await admin.connect();
  let created = false;
  const drop = async () => {
    try {
      if (created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    created = true;
    const database = await openDatabase({
      databaseUrl: databaseUrlFor(settings.databaseUrl, name),
    });
    const server = new URL(settings.databaseUrl);
    return { database, label: `PostgreSQL ${server.host}, database ${name}`, drop };
  } catch (err) {
    await drop();
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Load generation.

interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

interface ScenarioResult {
  scenario: string;
  method: 'GET';
  path: string;
  connections: number;
  durationSeconds: number;
  /** Wall time of the measured run as autocannon reports it (it stops at the first sample after the duration). */
  elapsedSeconds: number;
  requestsPerSecond: { average: number; stddev: number; min: number; max: number };
  requestsTotal: number;
  latencyMs: { average: number; p50: number; p90: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  warmup: { requestsPerSecond: number; errors: number; timeouts: number; non2xx: number } | null;
  ratioToBare: number;
}

async function fire(
  baseUrl: string,
  scenario: Scenario,
  settings: Settings,
  seconds: number,
): Promise<autocannon.Result> {
  return autocannon({
    title: scenario.name,
    url: `${baseUrl}${scenario.path}`,
    method: 'GET',
    headers: scenario.headers,
    connections: settings.connections,
    duration: seconds,
    ...(settings.workers > 0 ? { workers: settings.workers } : {}),
  });
}

function failures(r: { errors: number; timeouts: number; non2xx: number }): number {
  return r.errors + r.timeouts + r.non2xx;
}

async function measure(
  baseUrl: string,
  scenario: Scenario,
  settings: Settings,
): Promise<ScenarioResult> {
  let warmup: ScenarioResult['warmup'] = null;
  if (settings.warmupSeconds > 0) {
    process.stdout.write(`  ${scenario.name}: warm-up ${settings.warmupSeconds} s... `);
    const w = await fire(baseUrl, scenario, settings, settings.warmupSeconds);
    warmup = {
      requestsPerSecond: w.requests.average,
      errors: w.errors,
      timeouts: w.timeouts,
      non2xx: w.non2xx,
    };
  } else {
    process.stdout.write(`  ${scenario.name}: `);
  }
  process.stdout.write(`measuring ${settings.durationSeconds} s... `);
  const r = await fire(baseUrl, scenario, settings, settings.durationSeconds);
  console.log(`${Math.round(r.requests.average)} req/s`);
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {}))
    statusCodes[code] = stat.count ?? 0;
  return {
    scenario: scenario.name,
    method: 'GET',
    path: scenario.path,
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    elapsedSeconds: r.duration,
    requestsPerSecond: {
      average: r.requests.average,
      stddev: r.requests.stddev,
      min: r.requests.min,
      max: r.requests.max,
    },
    requestsTotal: r.requests.total,
    latencyMs: {
      average: r.latency.average,
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
    },
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes,
    warmup,
    ratioToBare: 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Report.

function printTable(results: ScenarioResult[]): void {
  const header = [
    'scenario',
    'req/s (avg)',
    'p50 ms',
    'p90 ms',
    'p99 ms',
    'errors',
    'non-2xx',
    'vs bare',
  ];
  const rows = results.map((r) => [
    `${r.scenario} (${r.path})`,
    r.requestsPerSecond.average.toFixed(0),
    String(r.latencyMs.p50),
    String(r.latencyMs.p90),
    String(r.latencyMs.p99),
    String(r.errors + r.timeouts),
    String(r.non2xx),
    r.ratioToBare.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

// ---------------------------------------------------------------------------------------------

async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_USER, password: DEMO_PASSWORD }),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`sign-in as ${BENCH_USER} failed: ${res.status} ${text}`);
  const { token } = JSON.parse(text) as { token?: unknown };
  if (typeof token !== 'string') throw new Error(`sign-in returned no access token: ${text}`);
  return token;
}

/** One request per scenario before loading it, so that a broken set-up fails fast and clearly. */
async function checkOnce(baseUrl: string, scenario: Scenario): Promise<void> {
  const res = await fetch(`${baseUrl}${scenario.path}`, { headers: scenario.headers });
  const text = await res.text();
  if (res.status !== 200)
    throw new Error(`${scenario.name}: GET ${scenario.path} -> ${res.status} ${text}`);
}

async function main(): Promise<number> {
  const settings = readSettings();
  const dbKind = settings.databaseUrl ? 'postgres' : 'pglite';
  // Enough token lifetime for every warm-up and measured run, with room to spare.
  const runSeconds = 3 * (settings.warmupSeconds + settings.durationSeconds);
  const tokenTtl = Math.min(86400, Math.max(900, runSeconds * 2 + 300));
  if (runSeconds + 60 > tokenTtl)
    throw new Error('the runs are longer than the longest access-token lifetime');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-bench-'));
  const cleanups: Array<() => Promise<void> | void> = [
    () => fs.rmSync(dataDir, { recursive: true, force: true }),
  ];
  const cleanUp = async () => {
    // Last in, first out: the server, then the database, then the folder.
    for (const step of cleanups.splice(0).reverse()) {
      try {
        await step();
      } catch (err) {
        console.error('clean-up step failed:', err);
      }
    }
  };
  let interrupted = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const fresh = await openFreshDatabase(settings, dataDir);
    cleanups.push(() => fresh.drop());
    cleanups.push(() => fresh.database.close());
    await loadDemoDataIfEmpty(fresh.database.db);

    const config = loadConfig({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: settings.databaseUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      ACCESS_TOKEN_TTL_SECONDS: String(tokenTtl),
    });
    const { app } = await buildApp({
      config,
      database: fresh.database,
      jwtSecret: config.JWT_SECRET!,
    });
    // The comparison route: outside /api, so no declared access, no database, no schema.
    app.get('/bench/bare', async () => ({ ok: true }));
    cleanups.push(() => app.close());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;

    const token = await signIn(baseUrl);
    const scenarios: Scenario[] = [
      { name: 'bare', path: '/bench/bare' },
      { name: 'health', path: '/api/health' },
      { name: 'auth/me', path: '/api/auth/me', headers: { authorization: `Bearer ${token}` } },
    ];
    for (const s of scenarios) await checkOnce(baseUrl, s);

    const cpus = os.cpus();
    const machine = {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
      platform: `${os.type()} ${os.release()} ${os.arch()}`,
      node: process.version,
      /** 1, 5 and 15 minute load averages when the run started: other work on the machine skews figures. */
      loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    };
    console.log(
      [
        `SiteHours auth benchmark: ${fresh.label}`,
        `server ${baseUrl}, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ` +
          `${settings.durationSeconds} s per scenario, load generator: ` +
          (settings.workers > 0
            ? `${settings.workers} autocannon worker thread(s)`
            : 'server thread'),
        `machine: ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, ` +
          `load average ${machine.loadAverage.join(' ')}`,
        '',
      ].join('\n'),
    );

    const results: ScenarioResult[] = [];
    for (const s of scenarios) results.push(await measure(baseUrl, s, settings));
    const bare = results[0]!.requestsPerSecond.average;
    for (const r of results) r.ratioToBare = bare > 0 ? r.requestsPerSecond.average / bare : 0;

    console.log('');
    printTable(results);

    const startedAt = new Date();
    const resultsDir = path.join(benchDir, 'results');
    fs.mkdirSync(resultsDir, { recursive: true });
    const file = path.join(
      resultsDir,
      `auth-${dbKind}-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`,
    );
    const report = {
      benchmark: 'auth',
      date: startedAt.toISOString(),
      database: dbKind,
      databaseLabel: fresh.label,
      machine,
      settings: {
        connections: settings.connections,
        warmupSeconds: settings.warmupSeconds,
        durationSeconds: settings.durationSeconds,
        workers: settings.workers,
        accessTokenTtlSeconds: tokenTtl,
        user: BENCH_USER,
      },
      results,
    };
    fs.writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
    console.log(`\nresults written to ${path.relative(path.dirname(benchDir), file)}`);

    const failed = results.filter(
      (r) => failures(r) > 0 || (r.warmup !== null && failures(r.warmup) > 0),
    );
    if (failed.length > 0) {
      for (const r of failed) {
        console.error(
          `FAIL ${r.scenario}: errors ${r.errors}, timeouts ${r.timeouts}, non-2xx ${r.non2xx} ` +
            `(status codes ${JSON.stringify(r.statusCodes)})` +
            (r.warmup
              ? `; warm-up errors ${r.warmup.errors}, timeouts ${r.warmup.timeouts}, non-2xx ${r.warmup.non2xx}`
              : ''),
        );
      }
      return 1;
    }
    return 0;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    if (!interrupted) await cleanUp();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exitCode = 1;
  },
);
