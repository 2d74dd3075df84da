import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server-process';

/**
 * A real PostgreSQL primary and a streaming replica of it (`pg_basebackup -R`), each its own
 * server in a temporary folder on a free port, as an operator would run them. Used by the fault
 * tests and the replica benchmark.
 */

const run = promisify(execFile);
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** PostgreSQL refuses to run as root: as root, its commands run as this user. */
const OS_USER = 'postgres';
const asRoot = process.getuid?.() === 0;

/** Whether the binaries are there and may be run (as root, through `runuser`). */
export function replicaClusterAvailable(): boolean {
  if (!['initdb', 'pg_ctl', 'pg_basebackup'].every((b) => fs.existsSync(path.join(BIN, b)))) {
    return false;
  }
  if (!asRoot) return true;
  try {
    execFileSync('id', ['-u', OS_USER]);
    return true;
  } catch {
    return false;
  }
}

export interface ReplicaStats {
  /**
   * Sequential and index scans of `time_entries` run on the replica itself: reports read it, the
   * server's freshness probe does not.
   */
  timeEntryScans: number;
}

export interface ReplicaCluster {
  primaryPort: number;
  replicaPort: number;
  primaryUrl(database?: string): string;
  replicaUrl(database?: string): string;
  /** A new database on the primary (it reaches the replica through the stream); its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the replica at once, as a crash or a pulled cable would. */
  stopReplica(): Promise<void>;
  /** Starts it again; it reconnects to the primary and catches up by itself. */
  startReplica(): Promise<void>;
  /** Resolves once the replica has replayed everything the primary had written when called. */
  caughtUp(timeoutMs?: number): Promise<void>;
  /**
   * Stops (SIGSTOP) or resumes (SIGCONT) every process of the replica: a host or network gone
   * silent, where connections neither answer nor fail.
   */
  freezeReplica(): void;
  thawReplica(): void;
  /** Holds (or lets go) the replica's replay: it keeps answering, with older and older data. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** The replica's own counters for `database` (flushed by its backends within seconds). */
  replicaStats(database: string): Promise<ReplicaStats>;
  teardown(): Promise<void>;
}

export interface ReplicaClusterOptions {
  /** More `postgresql.conf` settings, for both servers. */
  settings?: Record<string, string | number>;
}

const POLL_MS = 50;

/** A PostgreSQL binary's command line, as its own user when this process is root. */
const commandLine = (name: string, args: string[]): [string, string[]] =>
  asRoot
    ? ['runuser', ['-u', OS_USER, '--', path.join(BIN, name), ...args]]
    : [path.join(BIN, name), args];

export async function startReplicaCluster(
  options: ReplicaClusterOptions = {},
): Promise<ReplicaCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-replica-'));
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, OS_USER]).toString().trim());
    fs.chownSync(dir, id('-u'), id('-g'));
  }
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const url = (port: number, database = 'postgres') =>
    `postgres://postgres@127.0.0.1:${port}/${database}`;

  const pgCommand = async (name: string, args: string[]) => {
    try {
      await run(...commandLine(name, args), { cwd: dir });
    } catch (error) {
      const err = error as { stderr?: string; message: string };
      throw new Error(`${name} failed: ${err.stderr || err.message}\n${serverLogs()}`);
    }
  };
  const serverLogs = () =>
    ['primary', 'replica']
      .map((n) => path.join(dir, `${n}.log`))
      .filter((f) => fs.existsSync(f))
      .map((f) => `--- ${path.basename(f)}\n${fs.readFileSync(f, 'utf8').slice(-2000)}`)
      .join('\n');
  const start = (dataDir: string, port: number, log: string) =>
    pgCommand('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, log),
      '-o',
      `-p ${port}`,
      '-w',
      'start',
    ]);
  const stop = (dataDir: string) =>
    pgCommand('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);

  let running: string[] = [];
  // Should the process end without a teardown, its servers must not outlive it.
  const onExit = () => {
    for (const dataDir of running) {
      try {
        execFileSync(...commandLine('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']));
      } catch {
        // Already stopped.
      }
    }
  };
  process.once('exit', onExit);

  const query = async <T>(connectionString: string, text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 2_000 });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  };

  const flags = (line: string) => line.split(' ');
  await pgCommand('initdb', [
    ...['-D', primaryDir],
    ...flags('--auth=trust -U postgres -E UTF8 --locale=C --no-sync'),
  ]);
  const settings: Record<string, string | number> = {
    listen_addresses: "'127.0.0.1'",
    unix_socket_directories: `'${dir}'`,
    wal_level: 'replica',
    hot_standby: 'on',
    max_wal_senders: 5,
    ...options.settings,
  };
  fs.appendFileSync(
    path.join(primaryDir, 'postgresql.conf'),
    `\n${Object.entries(settings)
      .map(([k, v]) => `${k} = ${v}`)
      .join('\n')}\n`,
  );
  await start(primaryDir, primaryPort, 'primary.log');
  running.push(primaryDir);
  // initdb's trust lines let replication connections from 127.0.0.1 in.
  await pgCommand('pg_basebackup', [
    ...['-h', '127.0.0.1', '-p', String(primaryPort), '-D', replicaDir],
    ...flags('-U postgres -R -X stream --checkpoint=fast --no-sync'),
  ]);
  await start(replicaDir, replicaPort, 'replica.log');
  running.push(replicaDir);

  /** The replica's postmaster (first line of postmaster.pid) and its children. */
  const signalReplica = (signal: NodeJS.Signals) => {
    const postmaster = Number(
      fs.readFileSync(path.join(replicaDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)])
      .toString()
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    for (const pid of [postmaster, ...children]) process.kill(pid, signal);
  };

  const cluster: ReplicaCluster = {
    primaryPort,
    replicaPort,
    primaryUrl: (database) => url(primaryPort, database),
    replicaUrl: (database) => url(replicaPort, database),
    async createDatabase(name) {
      await query(url(primaryPort), `create database ${name}`);
      return url(primaryPort, name);
    },
    async stopReplica() {
      await stop(replicaDir);
      running = running.filter((d) => d !== replicaDir);
    },
    async startReplica() {
      await start(replicaDir, replicaPort, 'replica.log');
      running.push(replicaDir);
    },
    async caughtUp(timeoutMs = 60_000) {
      const [primary] = await query<{ lsn: string }>(
        url(primaryPort),
        'select pg_current_wal_lsn()::text as lsn',
      );
      const lsn = primary!.lsn;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const rows = await query<{ done: boolean }>(
          url(replicaPort),
          'select pg_wal_lsn_diff(pg_last_wal_replay_lsn(), $1::pg_lsn) >= 0 as done',
          [lsn],
        ).catch(() => []);
        if (rows[0]?.done) return;
        if (Date.now() > deadline) {
          throw new Error(
            `the replica did not reach ${lsn} within ${timeoutMs} ms\n${serverLogs()}`,
          );
        }
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    },
    freezeReplica() {
      signalReplica('SIGSTOP');
    },
    thawReplica() {
      signalReplica('SIGCONT');
    },
    async pauseReplay() {
      await query(url(replicaPort), 'select pg_wal_replay_pause()');
    },
    async resumeReplay() {
      await query(url(replicaPort), 'select pg_wal_replay_resume()');
    },
    async replicaStats(database) {
      const [row] = await query<{ scans: string }>(
        url(replicaPort, database),
        `select coalesce(sum(seq_scan + coalesce(idx_scan, 0)), 0)::text as scans
           from pg_stat_user_tables where relname = 'time_entries'`,
      );
      return { timeEntryScans: Number(row!.scans) };
    },
    async teardown() {
      process.removeListener('exit', onExit);
      for (const dataDir of [...running].reverse()) await stop(dataDir).catch(() => undefined);
      running = [];
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
