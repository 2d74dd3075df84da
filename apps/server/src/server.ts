import path from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, hasDemoData, loadDemoDataIfEmpty } from './db/demo-data';
import { createGlobalAdmin } from './modules/auth/admin-bootstrap';
import { ConfigError, loadConfig } from './platform/config';
import {
  DataDirLockedError,
  loadOrCreateSecret,
  lockDataDir,
  makeDataDirPrivate,
} from './platform/data-dir';

async function main() {
  const config = loadConfig();
  // First of all: what the server creates from now on, and what is already there, is private.
  warnNotPrivate(makeDataDirPrivate(config.dataDir));
  const releaseLock = config.database === 'pglite' ? lockDataDir(config.dataDir) : () => undefined;
  const jwtSecret = config.JWT_SECRET ?? loadOrCreateSecret(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  if (config.loadDemoData) await loadDemoDataIfEmpty(database.db, { dataDir: config.dataDir });
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await createGlobalAdmin(database.db, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    });
  }

  const { app } = await buildApp({ config, database, jwtSecret });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
    } finally {
      releaseLock();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const url = `http://localhost:${config.PORT}`;
  const lines = [
    ``,
    `SiteHours is running at ${url}`,
    `Database: ${database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
  ];
  if (await hasDemoData(database.db)) {
    lines.push(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.email.padEnd(24)} ${a.role}`);
  }
  console.log(lines.join('\n') + '\n');
}

function warnNotPrivate(paths: string[]) {
  if (paths.length === 0) return;
  console.warn(
    `Could not make ${paths.length} path(s) under the data directory private (owner only), ` +
      `for example ${paths[0]}. Check their owner.`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
