/**
 * Restart after a crash: the server is started as an operator starts it (`npm start`, that is
 * scripts/start.mjs, which runs the bundled server) on the embedded database with the demo data,
 * killed with SIGKILL (the whole process group, as a container runtime or the out-of-memory killer
 * does) while writes are being acknowledged, and started again. Each restart must answer
 * /api/health within the bound, and no acknowledged write may be lost.
 *
 *   npx vitest run --project faults tests/faults/restart.test.ts
 *
 * The bound is 5 s of a free machine: on a machine busy with other work it grows with the load
 * (5 s × the one-minute load average per core, when that is above 1), since a restart needs a
 * fixed amount of processor time. RESTART_BOUND_MS sets it outright, RESTART_KILLS the number of
 * kills (5). See docs/operations.md, "Fault tests".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, freePort } from './support/server-process';

const ROOT = path.resolve(import.meta.dirname, '../..');
const KILLS = Number(process.env.RESTART_KILLS || 5);
const FREE_MACHINE_BOUND_MS = 5_000;
const FIRST_START_TIMEOUT_MS = 300_000;
const WORKERS = [
  'worker1@acme.test',
  'worker2@acme.test',
  'worker3@acme.test',
  'worker4@acme.test',
];
/** Writer i books day FIRST_DAY + seq × WRITERS + i: one entry per day, days read back a year at a time. */
const FIRST_DAY = Date.UTC(2045, 0, 1);
const WRITERS = WORKERS.length * 2;
const MAX_WRITES_PER_WRITER = 2_000;
const DAY_MS = 86_400_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The bound for one restart, from the load of the machine when it begins. */
function restartBound(): number {
  if (process.env.RESTART_BOUND_MS) return Number(process.env.RESTART_BOUND_MS);
  const perCore = os.loadavg()[0]! / os.cpus().length;
  return Math.round(FREE_MACHINE_BOUND_MS * Math.max(1, perCore));
}

/** `npm start` as its own process group, so that one SIGKILL takes the server with it. */
class Started {
  readonly child: ChildProcess;
  output = '';
  readonly exited: Promise<void>;

  constructor(env: NodeJS.ProcessEnv) {
    this.child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child.stdout?.on('data', (d: Buffer) => (this.output += d.toString()));
    this.child.stderr?.on('data', (d: Buffer) => (this.output += d.toString()));
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
  }

  /** Milliseconds from the start until /api/health first answered 200. */
  async healthy(url: string, timeoutMs: number): Promise<number> {
    const began = performance.now();
    for (;;) {
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(`The server exited during start-up:\n${this.output}`);
      }
      const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })
        .then(async (r) => {
          await r.body?.cancel();
          return r.ok;
        })
        .catch(() => false);
      if (ok) return performance.now() - began;
      if (performance.now() - began > timeoutMs) {
        throw new Error(`The server did not answer within ${timeoutMs} ms:\n${this.output}`);
      }
      await sleep(25);
    }
  }

  /** The server's own account of its start: "Started in … ms (phase ms, …)". */
  startLine(): string {
    return this.output.match(/Started in .*\)/g)?.at(-1) ?? '(no start-up line)';
  }

  async kill(signal: NodeJS.Signals) {
    try {
      process.kill(-this.child.pid!, signal);
    } catch {
      // Already gone.
    }
    await this.exited;
  }
}

interface Sent {
  clientId: string;
  entryDate: string;
  hours: number;
  acked: boolean;
}

describe('restart after a crash', () => {
  it('answers again within the bound and keeps every acknowledged write (PGlite, demo data)', async (ctx) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-restart-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      DATABASE_URL: '',
      JWT_SECRET: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    };
    let server = new Started(env);
    let stopping = false;
    ctx.onTestFinished(async () => {
      stopping = true;
      await server.kill('SIGKILL');
    });
    await server.healthy(url, FIRST_START_TIMEOUT_MS);

    const sessions = new Map<string, { token: string }>();
    const request = async (method: string, route: string, email: string, body?: object) => {
      for (let attempt = 0; ; attempt++) {
        if (attempt > 0) await sleep(Math.min(500, 25 * attempt));
        if (!sessions.has(email)) {
          const login = await fetch(`${url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: DEMO_PASSWORD }),
          }).catch(() => undefined);
          if (!login?.ok) continue;
          sessions.set(email, (await login.json()) as { token: string });
        }
        const res = await fetch(url + route, {
          method,
          headers: {
            authorization: `Bearer ${sessions.get(email)!.token}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(30_000),
        }).catch(() => undefined);
        if (!res) continue; // The server is down: send the same request again.
        const text = await res.text().catch(() => undefined);
        if (text === undefined) continue; // Cut off: only a whole answer acknowledges.
        if (res.status === 401) sessions.delete(email);
        else if (res.ok) return JSON.parse(text) as unknown;
        else if (res.status < 500 && res.status !== 429) {
          throw new Error(`${method} ${route} answered ${res.status}: ${text}`);
        }
      }
    };

    const jobs = (await request('GET', '/api/jobs', WORKERS[0]!)) as { id: string }[];
    const job = jobs[0]!;
    const types = (await request(
      'GET',
      `/api/job-work-types/job/${job.id}/work-types`,
      WORKERS[0]!,
    )) as { id: string }[];
    const runTag = randomBytes(3).toString('hex');
    const sent = new Map<string, Sent & { email: string }>();
    let acked = 0;
    const writer = async (index: number, email: string) => {
      for (let seq = 0; seq < MAX_WRITES_PER_WRITER && !stopping; seq++) {
        const day = new Date(FIRST_DAY + (seq * WRITERS + index) * DAY_MS);
        const s = {
          clientId: `restart-${runTag}-${index}-${seq}`,
          entryDate: day.toISOString().slice(0, 10),
          hours: 1 + (seq % 8),
          acked: false,
          email,
        };
        sent.set(s.clientId, s);
        await request('POST', '/api/time-entries', email, {
          clientId: s.clientId,
          entryDate: s.entryDate,
          hours: s.hours,
          isPto: false,
          jobId: job.id,
          workTypeId: types[0]!.id,
          notes: s.clientId,
        });
        s.acked = true;
        acked++;
      }
    };
    const writers = WORKERS.flatMap((email, w) => [writer(2 * w, email), writer(2 * w + 1, email)]);

    const restarts: { ms: number; bound: number; line: string }[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      const before = acked;
      // Writes are being acknowledged: then the kill, at a random moment among them.
      while (acked < before + 20) await sleep(20);
      await sleep(200 + Math.random() * 1_500);
      const bound = restartBound();
      await server.kill('SIGKILL');
      server = new Started(env);
      const ms = await server.healthy(url, Math.max(bound * 4, 60_000));
      restarts.push({ ms, bound, line: server.startLine() });
    }
    const lastBefore = acked;
    while (acked < lastBefore + 20) await sleep(20);
    stopping = true;
    await Promise.all(writers);

    // Every acknowledged write is there, once, with its values; nothing unsent exists.
    const problems: string[] = [];
    for (const email of WORKERS) {
      const rows: { clientId: string | null; entryDate: string; hours: number }[] = [];
      const lastDay = FIRST_DAY + (sent.size + WRITERS) * DAY_MS;
      for (let from = FIRST_DAY; from <= lastDay; from += 365 * DAY_MS) {
        const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
        rows.push(
          ...((await request(
            'GET',
            `/api/time-entries?start_date=${day(from)}&end_date=${day(from + 364 * DAY_MS)}`,
            email,
          )) as typeof rows),
        );
      }
      const seen = new Set<string>();
      for (const row of rows) {
        const s = row.clientId ? sent.get(row.clientId) : undefined;
        if (!s) problems.push(`${email}: entry ${row.clientId ?? '(no client id)'} was never sent`);
        else if (seen.has(s.clientId)) problems.push(`${s.clientId} is there twice`);
        else if (row.entryDate !== s.entryDate || row.hours !== s.hours)
          problems.push(`${s.clientId} holds ${row.entryDate} ${row.hours} h`);
        if (row.clientId) seen.add(row.clientId);
      }
      for (const s of sent.values()) {
        if (s.email === email && s.acked && !seen.has(s.clientId))
          problems.push(`acknowledged ${s.clientId} is missing`);
      }
    }

    console.log(
      [
        `restart: ${KILLS} SIGKILLs on PGlite with the demo data, ${acked} acknowledged writes, ` +
          `${problems.length === 0 ? 'all present' : `${problems.length} problems`}`,
        ...restarts.map(
          (r, i) =>
            `  restart ${i + 1}: answered after ${Math.round(r.ms)} ms (bound ${r.bound} ms); ${r.line}`,
        ),
      ].join('\n'),
    );
    await server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(problems).toEqual([]);
    for (const r of restarts) expect(r.ms).toBeLessThan(r.bound);
  });
});
