// Starts SiteHours: builds the web app when no build exists and the server bundle when it is
// missing or out of date, then runs the server from the bundle (from the TypeScript sources
// through tsx when esbuild is not installed).
import os from 'node:os';
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SERVER_BUNDLE,
  SERVER_NODE_OPTIONS,
  buildServer,
  serverBundleStale,
} from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('Building the web app (first start)...');
  const build = spawnSync(npm, ['run', '-w', '@sitehours/web', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The bundle starts in a fraction of the time the sources take to compile (decision 0015).
let entry = ['--enable-source-maps', SERVER_BUNDLE];
if (serverBundleStale()) {
  console.log('Building the server...');
  if (!(await buildServer())) {
    console.log('esbuild is not installed: running the server from its sources.');
    entry = ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')];
  }
}

const server = spawn(process.execPath, [...SERVER_NODE_OPTIONS, ...entry], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// Killed by a signal (SIGKILL, out of memory): exit non-zero so that a supervisor restarts it.
server.on('exit', (code, signal) =>
  process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 0)),
);
