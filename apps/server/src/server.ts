import path from 'node:path';
import { buildApp } from './app';
import { startLedgerChains } from './modules/ledger/ledger-append';
import { addDemoPayPeriod } from './modules/pay-periods/demo-pay-period';
import { openDatabase } from './db/database';
import { addDemoWebhook } from './db/demo-webhooks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, hasDemoData, loadDemoDataIfEmpty } from './db/demo-data';
import { addDemoPublicWorks } from './db/demo-public-works';
import { createGlobalAdmin } from './modules/auth/admin-bootstrap';
import { ConfigError, loadConfig } from './platform/config';
import {
  DataDirLockedError,
  loadOrCreateSecret,
  lockDataDir,
  makeDataDirPrivate,
} from './platform/data-dir';

/**
 * How long each part of the start took, measured from the process start (the first part is
 * loading the code): printed when the server is up, and logged.
 */
function startupClock() {
  const marks: [string, number][] = [['modules', performance.now()]];
  return {
    mark: (phase: string) => marks.push([phase, performance.now()]),
    /** Milliseconds per phase, and the total. */
    summary() {
      const phases: Record<string, number> = {};
      marks.forEach(
        ([phase, at], i) => (phases[phase] = Math.round(at - (marks[i - 1]?.[1] ?? 0))),
      );
      return { phases, totalMs: Math.round(marks.at(-1)![1]) };
    },
  };
}

async function main() {
  const clock = startupClock();
  const config = loadConfig();
  // First of all: what the server creates from now on, and what is already there, is private.
  warnNotPrivate(makeDataDirPrivate(config.dataDir));
  const releaseLock = config.database === 'pglite' ? lockDataDir(config.dataDir) : () => undefined;
  const jwtSecret = config.JWT_SECRET ?? loadOrCreateSecret(config.dataDir);
  clock.mark('data folder');
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    onPhase: clock.mark,
  });
  const demoLoaded =
    config.loadDemoData && (await loadDemoDataIfEmpty(database.db, { dataDir: config.dataDir }));
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await createGlobalAdmin(database.db, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    });
  }
  // After a first start's demo data, a crash must not replay it all on the next start.
  await database.checkpoint?.();
  clock.mark('demo data');

  const { app, ctx } = await buildApp({ config, database, jwtSecret });
  // The demo's public-works project first: its identifying numbers are sealed under the server's
  // key, and its entries take the project's rates before the company's ledger records them.
  if (demoLoaded) await addDemoPublicWorks(ctx);
  // The demo's closed week goes through the admin's own calls: closed, exported, corrected.
  if (demoLoaded) await addDemoPayPeriod(ctx);
  // Acme's payroll system as a webhook subscriber, paused, with a few days of its log.
  if (demoLoaded) await addDemoWebhook(ctx);
  clock.mark('app');
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
  clock.mark('listen');
  // Companies without a ledger yet get theirs in the background (decision 0027).
  startLedgerChains(ctx.db).catch((err: unknown) =>
    app.log.error({ err }, 'starting the ledgers failed'),
  );
  const startup = clock.summary();
  app.log.info({ startup }, 'started');
  const url = `http://localhost:${config.PORT}`;
  const lines = [
    ``,
    `SiteHours is running at ${url}`,
    `Database: ${database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
    `Started in ${startup.totalMs} ms (` +
      Object.entries(startup.phases)
        .map(([phase, ms]) => `${phase} ${ms}`)
        .join(', ') +
      ')',
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
