/**
 * The Monday burst with webhooks: every worker of the platform's large company (the shape of
 * data/platform.ts: 1,000 workers, two entries a worked day for a year) saves one entry, 100 at a
 * time, once with the company's 10 subscriptions to entry.created live and once with them paused,
 * side by side on one server in one run. The receivers are one process of their own
 * (tests/faults/support/webhook-receiver.ts, a path per subscription), which checks every
 * signature as the documented receiver does. The server runs in its own process on a fresh
 * database.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:webhooks -w @sitehours/bench
 *   npm run bench:webhooks -w @sitehours/bench                                                            # PGlite
 *
 * Settings: BENCH_WORKERS_COUNT (1000), BENCH_ENTRIES_PER_DAY (2: the company's year of history),
 * BENCH_SUBSCRIPTIONS (10), BENCH_CONNECTIONS (saves in flight, 100), BENCH_WARMUP_BURSTS (3,
 * every other one with the subscriptions live), BENCH_ROUNDS (pairs of measured bursts, each round
 * in the other order, 1), BENCH_DELIVERY_TIMEOUT (seconds to wait for a burst's deliveries, 120),
 * BENCH_SETTLE (1: on PostgreSQL, `vacuum analyze` and a checkpoint before each burst, the work
 * autovacuum does between bursts on a server that runs it; 0: the statistics stay those of the
 * tables before the first burst, the webhook tables empty).
 * Target: both bursts without error and with p99 < 100 ms, and every delivery (workers ×
 * subscriptions) accepted within 10 s of the burst's end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { sealCompanyLedger } from '@sitehours/server/src/modules/ledger/ledger-append';
import { freePort, startServer, type ServerProcess } from '../tests/faults/support/server-process';
import type { ReceiverStats } from '../tests/faults/support/webhook-receiver';
import { cpuMsOf, databaseCpuMs, freshDatabase, type Fresh } from './fresh-database';
import { BENCH_ADMIN } from './data/platform';
import { generateLargeCompany } from './data/large-company';
import { mondayBurst, signedInWorkers, type BurstWorkers } from './data/burst';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const serverUrl = env.BENCH_DATABASE_URL || undefined;
const workerCount = Number(env.BENCH_WORKERS_COUNT ?? 1000);
const entriesPerDay = Number(env.BENCH_ENTRIES_PER_DAY ?? 2);
const subscriptions = Number(env.BENCH_SUBSCRIPTIONS ?? 10);
const connections = Number(env.BENCH_CONNECTIONS ?? 100);
const warmupBursts = Number(env.BENCH_WARMUP_BURSTS ?? 3);
const rounds = Number(env.BENCH_ROUNDS ?? 1);
const deliveryTimeoutMs = Number(env.BENCH_DELIVERY_TIMEOUT ?? 120) * 1000;
const settleBetween = env.BENCH_SETTLE !== '0';
const kind = serverUrl ? 'postgres' : 'pglite';
const END_DATE = '2026-11-15'; // a Sunday: the bursts write on the days after
const TARGET_P99_MS = 100;
const TARGET_DELIVERED_MS = 10_000;
const jwtSecret = randomBytes(32).toString('hex');
const RECEIVER = path.join(benchDir, '../tests/faults/support/webhook-receiver.ts');

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function api(base: string, token: string, method: string, route: string, body?: object) {
  const res = await fetch(base + route, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** The receivers' process: resolves once it listens. */
async function startReceivers(port: number, secrets: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', RECEIVER], {
    cwd: benchDir,
    env: {
      ...process.env,
      WEBHOOK_RECEIVER_PORT: String(port),
      WEBHOOK_RECEIVER_SECRETS: JSON.stringify(secrets),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => /LISTENING/.test(d.toString()) && resolve());
    child.once('exit', (code) => reject(new Error(`the receivers exited (${code})`)));
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    child,
    async stats(since?: number): Promise<ReceiverStats> {
      const res = await fetch(`${base}/stats${since === undefined ? '' : `?since=${since}`}`);
      return (await res.json()) as ReceiverStats;
    },
  };
}

type Receivers = Awaited<ReturnType<typeof startReceivers>>;

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** CPU time so far (ms): the server's, the receivers' and the benchmark database's backends'. */
async function cpuTimes(server: ServerProcess, receivers: Receivers, fresh: Fresh) {
  return {
    server: cpuMsOf(server.child.pid) ?? NaN,
    receivers: cpuMsOf(receivers.child.pid) ?? NaN,
    database: (await databaseCpuMs(fresh.admin, fresh.name)) ?? new Map<number, number>(),
  };
}

type CpuTimes = Awaited<ReturnType<typeof cpuTimes>>;

function cpuSpent(before: CpuTimes, after: CpuTimes) {
  const database = [...after.database].reduce(
    (sum, [pid, ms]) => sum + ms - (before.database.get(pid) ?? 0),
    0,
  );
  return {
    serverMs: Math.round(after.server - before.server),
    receiversMs: Math.round(after.receivers - before.receivers),
    // PGlite runs inside the server: its time is the server's.
    databaseMs: serverUrl ? Math.round(database) : undefined,
  };
}

interface Phase {
  name: string;
  live: boolean;
  measured: boolean;
  day: string;
}

async function main() {
  const fresh = await freshDatabase('webhook', serverUrl);
  let server: ServerProcess | undefined;
  let receivers: Receivers | undefined;
  try {
    const database = await fresh.open();
    let workers: BurstWorkers;
    const seeded = { workers: workerCount, entries: 0, generateS: 0, ledgerS: 0 };
    try {
      let t0 = performance.now();
      const company = await generateLargeCompany(database.db, {
        workers: workerCount,
        entriesPerDay,
        attendance: 0.8,
        jobs: 60,
        endDate: END_DATE,
        adminEmail: BENCH_ADMIN.email,
        adminPassword: BENCH_ADMIN.password,
      });
      await database.db.execute(sql`analyze`);
      seeded.entries = company.entryCount;
      seeded.generateS = Math.round((performance.now() - t0) / 1000);
      // The ledger's genesis, as a first start of the server makes it in the background: made
      // here, so that no burst shares the machine with it.
      t0 = performance.now();
      await sealCompanyLedger(database.db, company);
      seeded.ledgerS = Math.round((performance.now() - t0) / 1000);
      workers = await signedInWorkers(database, company, jwtSecret);
      console.log(
        `${kind}: ${workerCount} workers, ${company.entryCount} entries generated in ` +
          `${seeded.generateS} s, the ledger started in ${seeded.ledgerS} s`,
      );
    } finally {
      // PGlite has one owner: the server from here on.
      await database.close();
    }

    server = await startServer({
      // Outside production a subscription may name a receiver on this machine; production sends
      // to public https addresses only. Nothing else on the save path depends on it.
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      API_DOCS: '0',
      DATA_DIR: fresh.dataDir,
      DATABASE_URL: fresh.databaseUrl ?? '',
      DEMO_DATA: '0',
      JWT_SECRET: jwtSecret,
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    });
    const base = server.url;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    const admin = ((await login.json()) as { token: string }).token;
    const port = await freePort();
    const secrets: Record<string, string> = {};
    const hooks: string[] = [];
    for (let i = 1; i <= subscriptions; i++) {
      const created = await api(base, admin, 'POST', '/api/webhooks', {
        url: `http://127.0.0.1:${port}/hooks/s${i}`,
        events: ['entry.created'],
        description: `Receiver ${i}`,
      });
      secrets[`s${i}`] = created.secret as string;
      hooks.push(created.id as string);
    }
    receivers = await startReceivers(port, secrets);
    const receiving = receivers;
    let live = true;
    const setLive = async (on: boolean) => {
      if (on === live) return;
      for (const id of hooks) await api(base, admin, 'PUT', `/api/webhooks/${id}`, { enabled: on });
      live = on;
    };

    // Warm-up: the save path and the deliverer compiled, as on a server that has run a while.
    let day = 2;
    const phases: Phase[] = [];
    for (let i = 0; i < warmupBursts; i++) {
      phases.push({
        name: 'warm-up',
        live: i % 2 === 0,
        measured: false,
        day: addDays(END_DATE, day++),
      });
    }
    for (let r = 0; r < rounds; r++) {
      for (const on of r % 2 ? [true, false] : [false, true]) {
        phases.push({
          name: `${r + 1}: ${on ? `${subscriptions} subscriptions` : 'no subscription'}`,
          live: on,
          measured: true,
          day: addDays(END_DATE, day++),
        });
      }
    }

    // No burst pays for what the one before left (replica-bench.ts does the same): dead rows,
    // dirty pages, statistics of tables a tenth their size. PGlite is the server's alone.
    const settle = async () => {
      if (!fresh.databaseUrl || !settleBetween) return;
      const client = new pg.Client({ connectionString: fresh.databaseUrl });
      await client.connect();
      try {
        await client.query('vacuum analyze');
        await client.query('checkpoint');
      } finally {
        await client.end();
      }
    };

    const results = [];
    for (const phase of phases) {
      await setLive(phase.live);
      await settle();
      const expected = phase.live ? workerCount * subscriptions : 0;
      const before = await receiving.stats();
      const cpuBefore = await cpuTimes(server, receiving, fresh);
      const startedAt = Date.now();
      const saves = await mondayBurst(base, workers, phase.day, connections);
      const endedAt = Date.now();
      const cpuBurst = cpuSpent(cpuBefore, await cpuTimes(server, receiving, fresh));
      const atEnd = await receiving.stats();
      // Every delivery accepted: when the last of them was.
      let after = atEnd;
      while (
        after.handled - before.handled < expected &&
        Date.now() - endedAt < deliveryTimeoutMs
      ) {
        await sleep(50);
        after = await receiving.stats();
      }
      const delivered = after.handled - before.handled;
      const all = delivered >= expected;
      const cpuAll = cpuSpent(cpuBefore, await cpuTimes(server, receiving, fresh));
      const lags = phase.live ? (await receiving.stats(startedAt)).lagMs : undefined;
      const result = {
        phase: phase.name,
        measured: phase.measured,
        live: phase.live,
        day: phase.day,
        saves,
        burstMs: endedAt - startedAt,
        expected,
        deliveredDuringBurst: atEnd.handled - before.handled,
        delivered,
        repeats: after.arrivals - before.arrivals - delivered,
        badSignatures: after.badSignatures - before.badSignatures,
        allDeliveredAfterMs: !phase.live
          ? 0
          : all
            ? Math.max(0, after.lastHandledAt - endedAt)
            : NaN,
        lagMs: lags,
        cpuBurst,
        cpuAll,
      };
      results.push(result);
      console.log(
        `${phase.name} (${phase.day}): p50 ${saves.p50} ms, p99 ${saves.p99} ms, ${saves.errors} errors` +
          (phase.live
            ? `; ${delivered} of ${expected} delivered${all ? `, the last ${result.allDeliveredAfterMs} ms after the burst` : ''}`
            : ''),
      );
      // The next burst starts on a quiet server.
      await sleep(1_000);
    }

    const measured = results.filter((r) => r.measured);
    const perSave = (ms: number | undefined) =>
      ms === undefined ? '-' : (ms / workerCount).toFixed(2);
    console.table(
      measured.map((r) => ({
        burst: r.phase,
        'p50 ms': r.saves.p50,
        'p99 ms': r.saves.p99,
        errors: r.saves.errors,
        'burst s': (r.burstMs / 1000).toFixed(1),
        deliveries: r.live ? `${r.delivered} / ${r.expected}` : '-',
        'during burst': r.live ? r.deliveredDuringBurst : '-',
        'all delivered after burst, ms': r.live ? r.allDeliveredAfterMs : '-',
        'event→delivery p50 / p99 ms': r.lagMs ? `${r.lagMs.p50} / ${r.lagMs.p99}` : '-',
        'repeats / bad sig.': r.live ? `${r.repeats} / ${r.badSignatures}` : '-',
        'server CPU ms/save, burst': perSave(r.cpuBurst.serverMs),
        'db CPU ms/save, burst': perSave(r.cpuBurst.databaseMs),
        'CPU s to the last delivery: server / db / receivers': `${r.cpuAll.serverMs / 1000} / ${
          r.cpuAll.databaseMs === undefined ? '-' : r.cpuAll.databaseMs / 1000
        } / ${r.cpuAll.receiversMs / 1000}`,
      })),
    );
    const checks = measured.flatMap((r) => [
      {
        target: `${r.phase}: no error, p99 < ${TARGET_P99_MS} ms`,
        value: `${r.saves.errors} errors, p99 ${r.saves.p99} ms`,
        pass: r.saves.errors === 0 && r.saves.p99 < TARGET_P99_MS,
      },
      ...(r.live
        ? [
            {
              target: `${r.phase}: every delivery within ${TARGET_DELIVERED_MS / 1000} s of the burst's end, none with a bad signature`,
              value: `${r.delivered} / ${r.expected}, ${r.allDeliveredAfterMs} ms, ${r.badSignatures} bad`,
              pass:
                r.delivered >= r.expected &&
                r.allDeliveredAfterMs < TARGET_DELIVERED_MS &&
                r.badSignatures === 0,
            },
          ]
        : []),
    ]);
    console.table(checks);
    const out = path.join(
      benchDir,
      'results',
      `webhooks-${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const settings = {
      workerCount,
      entriesPerDay,
      subscriptions,
      connections,
      warmupBursts,
      rounds,
    };
    fs.writeFileSync(out, JSON.stringify({ kind, seeded, settings, results, checks }, null, 2));
    console.log(`Results written to ${path.relative(process.cwd(), out)}`);
    if (!checks.every((c) => c.pass)) process.exitCode = 1;
  } finally {
    await server?.stop();
    if (receivers) await stopChild(receivers.child);
    await fresh.drop();
  }
}

await main();
