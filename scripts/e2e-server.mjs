// The server the browser tests drive: the built web app on a fresh embedded database with demo
// data, or on a fresh database of the PostgreSQL server named by E2E_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The journeys may name the folder (E2E_DATA_DIR) to read the mail the server writes there.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'sitehours-e2e-'));
const port = process.env.PORT ?? '4173';
const database = process.env.E2E_DATABASE_URL
  ? await createDatabase(process.env.E2E_DATABASE_URL, `sitehours_e2e_${port}_${process.pid}`)
  : undefined;

/** A fresh database on that server, dropped when the server stops. */
async function createDatabase(serverUrl, name) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

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
      PORT: port,
      ...(database ? { DATABASE_URL: database.url } : {}),
      HOST: '127.0.0.1',
      DEMO_DATA: '1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // The journeys sign in many times from one address.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      RESET_RATE_LIMIT_PER_MINUTE: '1000',
      APP_URL: `http://127.0.0.1:${port}`,
    },
  },
);
const cleanUp = async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop().catch((error) => console.error(`Could not drop the database: ${error}`));
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => {
  void cleanUp().finally(() => process.exit(code ?? 0));
});
