/**
 * Starts `bench-server.ts` in its own process, as the server runs in production, and stops it.
 * Shared by the benchmarks that put a server under load.
 */
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
// The server runs with the options production gives it (scripts/build-server.mjs).
import serverNodeOptions from '../scripts/server-node-options.json';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

export interface BenchServerOptions {
  dataDir: string;
  jwtSecret: string;
  /** A PostgreSQL database; unset means the embedded database in `dataDir`. */
  databaseUrl?: string;
  /** More environment for the server (limits a benchmark lifts, for one). */
  env?: Record<string, string>;
  /** Node options before the script (a CPU profile, for one). */
  nodeArgs?: string[];
}

export interface BenchServer {
  base: string;
  child: ChildProcess;
}

/** Resolves once the server prints `LISTENING <port>`. */
export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const child = spawn(
    process.execPath,
    [
      ...serverNodeOptions,
      ...(options.nodeArgs ?? []),
      '--import',
      'tsx',
      path.join(benchDir, 'bench-server.ts'),
    ],
    {
      cwd: benchDir,
      env: {
        ...process.env,
        ...options.env,
        BENCH_DATA_DIR: options.dataDir,
        BENCH_JWT_SECRET: options.jwtSecret,
        BENCH_DATABASE_URL: options.databaseUrl ?? '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      const match = /LISTENING (\d+)/.exec(d.toString());
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

/** Stops the server and waits for it to exit (a CPU profile is written on the way out). */
export async function stopBenchServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
