import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '@sitehours/server/src/db/database';

/**
 * What the burst benchmarks (punches, crew days) share: a fresh database of their own, and the
 * CPU time the server and PostgreSQL spent, read from /proc.
 */

export interface Fresh {
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: the database's name and a connection to the server beside it. */
  name?: string;
  admin?: pg.Client;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/**
 * A fresh database: a temporary PGlite folder, or a new PostgreSQL database on `serverUrl`
 * (named `sh_<label>_bench_<random>`), dropped afterwards.
 */
export async function freshDatabase(label: string, serverUrl: string | undefined): Promise<Fresh> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sitehours-${label}-`));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined as void;
  let name: string | undefined;
  let admin: pg.Client | undefined;
  if (serverUrl) {
    name = `sh_${label}_bench_${randomBytes(6).toString('hex')}`;
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin!.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin!.end();
    };
  }
  return {
    dataDir,
    databaseUrl,
    name,
    admin,
    open: () => openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'pglite') }),
    drop: async () => {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Clock ticks per second of /proc's CPU times. */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU time (user + system) a process has used, in ms, from /proc (Linux; undefined elsewhere).
 * Unlike latency it hardly moves with other work on the machine: the figure to compare changes by.
 */
export function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/**
 * The database's CPU time for the benchmark database, in ms: the sum over the PostgreSQL backends
 * connected to it, when they run on this machine (PGlite runs inside the server's own process).
 */
export async function databaseCpuMs(admin: pg.Client | undefined, database: string | undefined) {
  if (!admin || !database) return undefined;
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1',
    [database],
  );
  const times = rows.map((r) => [r.pid, cpuMsOf(r.pid)] as const);
  // A server elsewhere: its processes are not this machine's to read.
  if (times.some(([, ms]) => ms === undefined)) return undefined;
  return new Map(times as (readonly [number, number])[]);
}
