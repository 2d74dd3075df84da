/**
 * Crash test: the real server is killed with SIGKILL twenty times under a steady stream of writes
 * and restarted on the same database. Writers retry every unacknowledged request with the same
 * client id, as the web app's offline queue does. Afterwards every acknowledged write must be
 * there with the acknowledged values, exactly once, and nothing that was never sent may exist.
 * The state is also checked after every restart (each entry holds either its acknowledged values
 * or the values of the request that was cut off), and finally straight in the database.
 *
 *   npx vitest run --project faults tests/faults/crash.test.ts
 *
 * Embedded PGlite on a fresh temporary DATA_DIR, and PostgreSQL on a fresh database created on
 * CRASH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/), dropped at the end; the
 * PostgreSQL case is skipped when that server is unreachable. CRASH_KILLS changes the number of
 * kills (20). See docs/operations.md, "Fault tests".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/src/server.ts');
const PG_SERVER_URL = process.env.CRASH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/';
const KILLS = Number(process.env.CRASH_KILLS || 20);
const DEMO_PASSWORD = 'Demo!Pass2026';
/** Two writers per worker: their saves meet on the worker's row lock. */
const WORKERS = [
  'worker1@acme.test',
  'worker2@acme.test',
  'worker3@acme.test',
  'worker4@acme.test',
];
const WRITERS_PER_WORKER = 2;
const UPDATE_SHARE = 0.25;
/** The first start builds the database and the demo data; a busy machine needs minutes. */
const FIRST_START_TIMEOUT_MS = 300_000;
const RESTART_TIMEOUT_MS = 120_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Each writer books one entry per day from its own stretch of days, far from the demo weeks. */
const FIRST_DAY = Date.UTC(2040, 0, 1);
const DAYS_PER_WRITER = 2_500;
const RANGE = { firstYear: 2040, lastYear: 2099 };
const CLIENT_ID_PREFIX = 'crash-';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/** CRASH_VERBOSE=1 prints a line per kill. */
const progress = (line: string) => {
  if (process.env.CRASH_VERBOSE) console.log(`crash: ${line}`);
};

// ---------------------------------------------------------------------------------------------
// The server process

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

class ServerProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<string> | undefined;
  private exitedWith: string | undefined;
  readonly startTimes: number[] = [];

  constructor(
    readonly url: string,
    private readonly env: NodeJS.ProcessEnv,
    readonly logFile: string,
  ) {}

  /** Starts the server and waits until /api/health answers 200; returns the time taken. */
  async start(timeoutMs: number): Promise<number> {
    const log = fs.openSync(this.logFile, 'a');
    fs.writeSync(log, `\n----- start ${new Date().toISOString()}\n`);
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      cwd: ROOT,
      env: this.env,
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    this.child = child;
    this.exitedWith = undefined;
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        this.exitedWith = signal ?? `code ${code}`;
        resolve(this.exitedWith);
      }),
    );
    const began = performance.now();
    for (;;) {
      const ended = this.exitStatus();
      if (ended) {
        throw new Error(
          `The server exited (${ended}) before it was healthy. Log ${this.logFile}:\n${tail(this.logFile)}`,
        );
      }
      const elapsed = performance.now() - began;
      if (elapsed > timeoutMs) {
        await this.kill();
        throw new Error(
          `The server was not healthy within ${seconds(timeoutMs)}. Log ${this.logFile}:\n${tail(this.logFile)}`,
        );
      }
      try {
        const res = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (res.ok && !this.exitStatus()) {
          await res.body?.cancel();
          this.startTimes.push(elapsed);
          return elapsed;
        }
        await res.body?.cancel();
      } catch {
        // Not listening yet.
      }
      await sleep(100);
    }
  }

  /** How the process ended, once it has. */
  exitStatus(): string | undefined {
    return this.exitedWith;
  }

  /** SIGKILL, and wait until the process is gone (reaped: its pid no longer answers). */
  async kill(): Promise<void> {
    if (!this.child || this.exitedWith) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM, the orderly stop; returns how the process ended. */
  async stop(timeoutMs = 60_000): Promise<string> {
    if (!this.child || this.exitedWith) return this.exitedWith ?? 'not started';
    this.child.kill('SIGTERM');
    const ended = await Promise.race([this.exited!, sleep(timeoutMs).then(() => 'timeout')]);
    if (ended === 'timeout') await this.kill();
    return ended;
  }
}

// ---------------------------------------------------------------------------------------------
// The clients: requests that wait while the server is down and retry until acknowledged

/** Closed while the server is being killed, restarted and checked. */
class Gate {
  private waiters: (() => void)[] = [];
  private isOpen = true;
  close() {
    this.isOpen = false;
  }
  open() {
    this.isOpen = true;
    this.waiters.splice(0).forEach((resolve) => resolve());
  }
  wait(): Promise<void> {
    return this.isOpen ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}

class UnexpectedResponse extends Error {
  constructor(
    readonly status: number,
    what: string,
    body: string,
  ) {
    super(`${what} answered ${status}: ${body.slice(0, 300)}`);
  }
}
class Aborted extends Error {}

interface Stats {
  requests: number;
  networkFailures: number;
  serverErrors: number;
  cutOffByKill: number;
  logins: number;
  refreshes: number;
}

interface Reply {
  status: number;
  body: unknown;
}

class Client {
  readonly gate = new Gate();
  aborted = false;
  private inFlight = 0;
  readonly stats: Stats = {
    requests: 0,
    networkFailures: 0,
    serverErrors: 0,
    cutOffByKill: 0,
    logins: 0,
    refreshes: 0,
  };

  constructor(private readonly baseUrl: string) {}

  /** Closes the gate and counts the requests the coming kill cuts off. */
  closeForKill() {
    this.gate.close();
    this.stats.cutOffByKill += this.inFlight;
  }

  /**
   * Sends until a 2xx arrives, which it returns: a network failure, a timeout, a 5xx or a 429 is
   * retried unchanged; a 401 renews the session first. Any other answer throws.
   */
  async request(
    method: string,
    url: string,
    body?: object,
    session?: Session,
    options: { ignoreGate?: boolean } = {},
  ): Promise<Reply> {
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) await sleep(Math.min(1_000, 50 * attempt));
      if (!options.ignoreGate) await this.gate.wait();
      if (this.aborted) throw new Aborted('aborted');
      const token = session?.token;
      let status: number;
      let text: string;
      this.inFlight++;
      this.stats.requests++;
      try {
        const res = await fetch(this.baseUrl + url, {
          method,
          headers: {
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        status = res.status;
        // Acknowledged only once the whole answer has arrived.
        text = await res.text();
      } catch {
        this.stats.networkFailures++;
        continue;
      } finally {
        this.inFlight--;
      }
      if (status >= 200 && status < 300) {
        return { status, body: text ? (JSON.parse(text) as unknown) : undefined };
      }
      if (status === 401 && session) {
        await session.renew(token);
        continue;
      }
      if (status >= 500 || status === 429) {
        this.stats.serverErrors++;
        continue;
      }
      throw new UnexpectedResponse(status, `${method} ${url}`, text);
    }
  }
}

interface Tokens {
  token: string;
  refresh_token: string;
}

/** One signed-in worker, shared by its writers; a 401 refreshes once for all of them. */
class Session {
  token: string | undefined;
  private refreshToken: string | undefined;
  private renewing: Promise<void> | undefined;
  userId = '';

  constructor(
    private readonly client: Client,
    readonly email: string,
  ) {}

  // Sign-ins and refreshes pass the gate: the checks between kills may need them too, and they
  // change no entries.
  async login() {
    const reply = await this.client.request(
      'POST',
      '/api/auth/login',
      { email: this.email, password: DEMO_PASSWORD },
      undefined,
      { ignoreGate: true },
    );
    this.client.stats.logins++;
    this.take(reply.body as Tokens);
  }

  private take(tokens: Tokens) {
    this.token = tokens.token;
    this.refreshToken = tokens.refresh_token;
  }

  /** Renews the access token the caller was refused with (refresh, or sign in again). */
  async renew(refused: string | undefined) {
    if (this.token !== refused) return;
    this.renewing ??= (async () => {
      try {
        const reply = await this.client.request(
          'POST',
          '/api/auth/refresh',
          { refreshToken: this.refreshToken },
          undefined,
          { ignoreGate: true },
        );
        this.client.stats.refreshes++;
        this.take(reply.body as Tokens);
      } catch (err) {
        // A refresh whose answer a kill cut off spent the token: sign in again.
        if (!(err instanceof UnexpectedResponse)) throw err;
        await this.login();
      }
    })().finally(() => {
      this.renewing = undefined;
    });
    await this.renewing;
  }
}

// ---------------------------------------------------------------------------------------------
// What was sent and acknowledged

interface Values {
  entryDate: string;
  hours: number;
  notes: string;
}

interface Sent {
  clientId: string;
  userId: string;
  /** The server's id, known once the create was acknowledged. */
  id?: string;
  /** The last acknowledged values. */
  acked?: Values;
  /** The values of a request sent but not (yet) acknowledged. */
  pending?: Values;
  version: number;
}

interface Row {
  id: string;
  clientId: string | null;
  userId: string;
  entryDate: string;
  hours: number;
  notes: string | null;
}

const sameValues = (row: Pick<Row, 'entryDate' | 'hours' | 'notes'>, v: Values) =>
  row.entryDate === v.entryDate && row.hours === v.hours && row.notes === v.notes;
const show = (v: Pick<Row, 'entryDate' | 'hours' | 'notes'> | undefined) =>
  v ? `${v.entryDate} ${v.hours} h "${v.notes}"` : 'none';

/**
 * Compares the entries found with what was sent. Between kills an entry may also hold the values
 * of the request a kill cut off; at the end (final) nothing is pending and only the acknowledged
 * values count.
 */
function compare(rows: Row[], sent: Map<string, Sent>, final: boolean): string[] {
  const problems: string[] = [];
  const seen = new Map<string, Row>();
  for (const row of rows) {
    if (!row.clientId) {
      problems.push(`entry ${row.id} (${show(row)}) has no client id: never sent`);
      continue;
    }
    const s = sent.get(row.clientId);
    if (!s) {
      problems.push(`entry ${row.id} has client id ${row.clientId}, which was never sent`);
      continue;
    }
    if (seen.has(row.clientId)) {
      problems.push(
        `client id ${row.clientId} is duplicated (entries ${seen.get(row.clientId)!.id}, ${row.id})`,
      );
      continue;
    }
    seen.set(row.clientId, row);
    if (row.userId !== s.userId) problems.push(`${row.clientId} belongs to ${row.userId}`);
    if (s.id && row.id !== s.id)
      problems.push(`${row.clientId} has id ${row.id}, acknowledged as ${s.id}`);
    const allowed = final ? [s.acked] : [s.acked, s.pending];
    if (!allowed.some((v) => v && sameValues(row, v))) {
      problems.push(
        `${row.clientId} holds ${show(row)}; acknowledged ${show(s.acked)}` +
          (final ? '' : `, in flight ${show(s.pending)}`),
      );
    }
  }
  for (const s of sent.values()) {
    if (s.acked && !seen.has(s.clientId))
      problems.push(`acknowledged entry ${s.clientId} (${show(s.acked)}) is missing`);
    if (final && s.pending) problems.push(`${s.clientId} was never acknowledged`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The run

interface Target {
  label: string;
  /** Environment of the server: DATA_DIR and, for PostgreSQL, DATABASE_URL. */
  env: Record<string, string>;
  dataDir: string;
  /** Reads every entry straight from the database, once the server has stopped. */
  readDatabase(): Promise<Row[]>;
}

const entryQuery = `select id, client_id, user_id, entry_date::text as entry_date,
    hours::text as hours, notes
  from time_entries
  where client_id like '${CLIENT_ID_PREFIX}%' or entry_date >= '${RANGE.firstYear}-01-01'`;

interface EntryRecord {
  id: string;
  client_id: string | null;
  user_id: string;
  entry_date: string;
  hours: string;
  notes: string | null;
}
const fromRecord = (r: EntryRecord): Row => ({
  id: r.id,
  clientId: r.client_id,
  userId: r.user_id,
  entryDate: r.entry_date,
  hours: Number(r.hours),
  notes: r.notes,
});

/** Kills the server and stops the clients when the test ends, also on a timeout. */
type OnFinished = (cleanUp: () => Promise<void>) => void;

async function crashRun(target: Target, onFinished: OnFinished) {
  const began = performance.now();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(target.dataDir, 'server.log');
  const server = new ServerProcess(
    url,
    {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      JWT_SECRET: '',
      SMTP_URL: '',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
      // Short-lived access tokens: the writers refresh them across the kills.
      ACCESS_TOKEN_TTL_SECONDS: '60',
      ...target.env,
    },
    logFile,
  );
  const client = new Client(url);
  const sent = new Map<string, Sent>();
  const problems: string[] = [];
  const counts = { creates: 0, updates: 0, replays: 0 };
  let ackWaiters: (() => void)[] = [];
  /** Resolves at the next acknowledged write: the writes flow (again). */
  const nextAck = () =>
    Promise.race([
      new Promise<void>((resolve) => ackWaiters.push(resolve)),
      sleep(RESTART_TIMEOUT_MS),
    ]);
  let stopping = false;
  /** Data-dir locks a kill left behind that the next start took over (embedded database). */
  let staleLocks = 0;
  const lockFile = path.join(target.dataDir, 'server.pid');
  const runTag = randomBytes(3).toString('hex');
  onFinished(async () => {
    client.aborted = true;
    client.gate.open();
    await server.kill();
  });

  try {
    await server.start(FIRST_START_TIMEOUT_MS);
    const sessions = WORKERS.map((email) => new Session(client, email));
    for (const s of sessions) {
      await s.login();
      const me = await client.request('GET', '/api/auth/me', undefined, s);
      s.userId = (me.body as { id: string }).id;
    }
    // The job and work type every entry books to (Carpentry on Lakeshore, as the API tests).
    const jobs = (await client.request('GET', '/api/jobs', undefined, sessions[0])).body as {
      id: string;
      name: string;
    }[];
    const job = jobs.find((j) => j.name === 'Lakeshore Medical Office') ?? jobs[0]!;
    const types = (
      await client.request(
        'GET',
        `/api/job-work-types/job/${job.id}/work-types`,
        undefined,
        sessions[0],
      )
    ).body as { id: string; name: string }[];
    const workType = types.find((w) => w.name === 'Carpentry') ?? types[0]!;

    const readAll = async (): Promise<Row[]> => {
      const rows: Row[] = [];
      // A list covers at most a year (the reports' range rule): the stretch is read a year at a time.
      const years: { start: string; end: string }[] = [];
      for (let year = RANGE.firstYear; year <= RANGE.lastYear; year++) {
        years.push({ start: `${year}-01-01`, end: `${year}-12-31` });
      }
      for (const s of sessions) {
        const replies = [];
        for (const { start, end } of years) {
          replies.push(
            await client.request(
              'GET',
              `/api/time-entries?start_date=${start}&end_date=${end}`,
              undefined,
              s,
              { ignoreGate: true },
            ),
          );
        }
        for (const e of replies.flatMap((reply) => reply.body as Row[])) {
          rows.push({
            id: e.id,
            clientId: e.clientId,
            userId: e.userId,
            entryDate: e.entryDate,
            hours: e.hours,
            notes: e.notes,
          });
        }
      }
      return rows;
    };

    const writer = async (index: number, session: Session) => {
      const mine: Sent[] = [];
      let seq = 0;
      const hours = () => (1 + Math.floor(Math.random() * 48)) * 0.25;
      const booking = (v: Values) => ({
        ...v,
        isPTO: false,
        jobId: job.id,
        workTypeId: workType.id,
      });
      const check = (s: Sent, reply: Reply, v: Values, what: string) => {
        const e = reply.body as Row;
        if (e.clientId !== s.clientId || !sameValues(e, v) || (s.id && e.id !== s.id)) {
          problems.push(
            `${what} of ${s.clientId} answered ${show(e)} (${e.clientId}), sent ${show(v)}`,
          );
        }
        s.id = e.id;
        s.acked = v;
        s.pending = undefined;
        const waiting = ackWaiters;
        ackWaiters = [];
        waiting.forEach((resolve) => resolve());
      };
      while (!stopping && problems.length < 20) {
        try {
          const known = mine.filter((s) => s.acked);
          if (known.length > 0 && Math.random() < UPDATE_SHARE) {
            const s = known[Math.floor(Math.random() * known.length)]!;
            const v = { ...s.acked!, hours: hours(), notes: `${s.clientId} v${++s.version}` };
            s.pending = v;
            try {
              const reply = await client.request(
                'PUT',
                `/api/time-entries/${s.id}`,
                booking(v),
                session,
              );
              check(s, reply, v, 'update');
              counts.updates++;
            } catch (err) {
              if (err instanceof UnexpectedResponse && err.status === 404) {
                problems.push(`update of acknowledged entry ${s.clientId}: 404, the entry is gone`);
                mine.splice(mine.indexOf(s), 1);
              } else throw err;
            }
          } else {
            if (seq >= DAYS_PER_WRITER) break;
            const clientId = `${CLIENT_ID_PREFIX}${runTag}-${index}-${seq}`;
            const day = new Date(FIRST_DAY + (index * DAYS_PER_WRITER + seq) * 86_400_000);
            seq++;
            const v = {
              entryDate: day.toISOString().slice(0, 10),
              hours: hours(),
              notes: `${clientId} v0`,
            };
            const s: Sent = { clientId, userId: session.userId, pending: v, version: 0 };
            sent.set(clientId, s);
            mine.push(s);
            const reply = await client.request(
              'POST',
              '/api/time-entries',
              { ...booking(v), clientId },
              session,
            );
            check(s, reply, v, 'create');
            counts.creates++;
            // 200: the entry was saved before, under a request whose answer a kill cut off.
            if (reply.status === 200) counts.replays++;
          }
        } catch (err) {
          if (err instanceof Aborted) return;
          problems.push(`writer ${index}: ${(err as Error).message}`);
        }
      }
    };

    const writers = sessions.flatMap((session, w) =>
      Array.from({ length: WRITERS_PER_WORKER }, (_, k) =>
        writer(w * WRITERS_PER_WORKER + k, session),
      ),
    );

    let completed = false;
    try {
      for (let kill = 1; kill <= KILLS && problems.length === 0; kill++) {
        // 0.3–2 s of writes, counted from the first one acknowledged after the (re)start.
        await nextAck();
        await sleep(between(300, 2_000));
        client.closeForKill();
        await server.kill();
        if (fs.existsSync(lockFile)) staleLocks++;
        const took = await server.start(RESTART_TIMEOUT_MS);
        progress(
          `kill ${kill}: healthy again after ${seconds(took)}; ` +
            `${counts.creates} creates, ${counts.updates} updates acknowledged so far`,
        );
        for (const p of compare(await readAll(), sent, false))
          problems.push(`after kill ${kill}: ${p}`);
        client.gate.open();
      }
      await sleep(1_000);
      completed = true;
    } finally {
      // Writers finish the save in hand (retrying it until acknowledged), then stop; after a
      // failure they give up at once.
      stopping = true;
      if (!completed || problems.length > 0) client.aborted = true;
      client.gate.open();
      const finished = await Promise.race([
        Promise.all(writers).then(() => true),
        sleep(RESTART_TIMEOUT_MS).then(() => false),
      ]);
      if (!finished) {
        client.aborted = true;
        problems.push(
          `the writers did not finish their last saves within ${seconds(RESTART_TIMEOUT_MS)}`,
        );
      }
    }

    if (!client.aborted) {
      const viaApi = compare(await readAll(), sent, true);
      problems.push(...viaApi.map((p) => `read through the API: ${p}`));
      const ended = await server.stop();
      if (ended !== 'code 0') problems.push(`the orderly stop ended with ${ended}`);
      if (fs.existsSync(lockFile)) problems.push('the orderly stop left the data-dir lock behind');
      const inDatabase = compare(await target.readDatabase(), sent, true);
      problems.push(...inDatabase.map((p) => `read from the database: ${p}`));
    }

    const acknowledged = counts.creates + counts.updates;
    const starts = server.startTimes.slice(1);
    const ok = problems.length === 0;
    console.log(
      [
        `crash: ${KILLS} SIGKILLs on ${target.label}, ${acknowledged} acknowledged writes, ` +
          `${ok ? 'all present' : `${problems.length} problems`}, ` +
          `${problems.filter((p) => p.includes('duplicated')).length} duplicates`,
        `  ${counts.creates} creates (${counts.replays} answered as repeats after a kill), ` +
          `${counts.updates} updates, ${sent.size} client ids sent; ` +
          `${client.stats.cutOffByKill} requests cut off by kills, ` +
          `${client.stats.networkFailures} network failures retried, ` +
          `${client.stats.serverErrors} 5xx/429 retried, ` +
          `${client.stats.logins} sign-ins, ${client.stats.refreshes} token refreshes` +
          (target.env.DATABASE_URL ? '' : `; ${staleLocks} stale data-dir locks taken over`),
        `  restarts: ${starts.length}, healthy after ${seconds(Math.min(...starts))} to ` +
          `${seconds(Math.max(...starts))} (mean ` +
          `${seconds(starts.reduce((a, b) => a + b, 0) / starts.length)}); ` +
          `first start ${seconds(server.startTimes[0]!)}; total ${seconds(performance.now() - began)}`,
      ].join('\n'),
    );
    if (!ok) console.log(`log: ${logFile}\n${problems.slice(0, 50).join('\n')}`);
    expect(problems).toEqual([]);
    expect(counts.creates).toBeGreaterThan(0);
  } finally {
    client.aborted = true;
    client.gate.open();
    await server.kill();
  }
  return problems.length === 0;
}

// ---------------------------------------------------------------------------------------------

describe('crash: SIGKILL under writes', () => {
  it('loses no acknowledged write on the embedded database (PGlite)', async (ctx) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-crash-'));
    let passed = false;
    try {
      passed = await crashRun(
        {
          label: 'PGlite',
          env: { DATA_DIR: dataDir },
          dataDir,
          async readDatabase() {
            const db = await PGlite.create(path.join(dataDir, 'pglite'));
            try {
              return (await db.query<EntryRecord>(entryQuery)).rows.map(fromRecord);
            } finally {
              await db.close();
            }
          },
        },
        ctx.onTestFinished,
      );
    } finally {
      if (passed) fs.rmSync(dataDir, { recursive: true, force: true });
      else console.log(`kept the data directory for inspection: ${dataDir}`);
    }
  });

  it('loses no acknowledged write on PostgreSQL', async (ctx) => {
    const admin = new pg.Client({
      connectionString: PG_SERVER_URL,
      connectionTimeoutMillis: 5_000,
    });
    try {
      await admin.connect();
    } catch (err) {
      const note = `PostgreSQL unreachable at ${PG_SERVER_URL} (${(err as Error).message}); set CRASH_DATABASE_URL`;
      console.warn(`crash: skipped on PostgreSQL: ${note}`);
      await admin.end().catch(() => undefined);
      ctx.skip(note);
    }
    const name = `sitehours_crash_${randomBytes(4).toString('hex')}`;
    const databaseUrl = new URL(PG_SERVER_URL);
    databaseUrl.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-crash-pg-'));
    let passed = false;
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      passed = await crashRun(
        {
          label: 'PostgreSQL',
          env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl.toString() },
          dataDir,
          async readDatabase() {
            const db = new pg.Client({ connectionString: databaseUrl.toString() });
            await db.connect();
            try {
              return (await db.query<EntryRecord>(entryQuery)).rows.map(fromRecord);
            } finally {
              await db.end();
            }
          },
        },
        ctx.onTestFinished,
      );
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      if (passed) fs.rmSync(dataDir, { recursive: true, force: true });
      else console.log(`kept the server log for inspection: ${dataDir}`);
    }
  });
});
