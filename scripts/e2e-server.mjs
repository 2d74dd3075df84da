// The server the browser tests drive: the built web app on a fresh embedded database with demo data.
import { mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The journeys may name the folder (E2E_DATA_DIR) to read the mail the server writes there.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'sitehours-e2e-'));

const server = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: process.env.PORT ?? '4173',
      HOST: '127.0.0.1',
      DEMO_DATA: '1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // The journeys sign in many times from one address.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      RESET_RATE_LIMIT_PER_MINUTE: '1000',
      APP_URL: `http://127.0.0.1:${process.env.PORT ?? '4173'}`,
    },
  },
);
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
