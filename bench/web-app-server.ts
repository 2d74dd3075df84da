/**
 * The built web app served as the browser journeys see it: scripts/e2e-server.mjs (the real
 * server, apps/web/dist, demo data) on a fresh embedded database in a temporary folder, which
 * that script removes when it stops.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface WebAppServer {
  base: string;
  /** Stops the server and waits for it (and its temporary folder) to be gone. */
  stop(): Promise<void>;
}

/** Fails unless the web app was built (`npm run build`). */
export function assertWebBuild(): void {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('No build of the web app (apps/web/dist): run `npm run build` first.');
  }
}

export async function startWebAppServer(port: number): Promise<WebAppServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-web-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), E2E_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Should the benchmark end without stopping it (an uncaught error), the server goes too.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  };
  const base = `http://127.0.0.1:${port}`;
  // The first start applies the migrations and loads the demo data: up to three minutes.
  for (let i = 0; i < 720; i++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { base, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the web app server did not start on port ${port}`);
}
