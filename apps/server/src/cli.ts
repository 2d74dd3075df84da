import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from './db/database';
import { createGlobalAdmin } from './modules/auth/admin-bootstrap';
import { ConfigError, loadConfig } from './platform/config';
import { DataDirLockedError, lockDataDir } from './platform/data-dir';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-admin --email E --password P [--first-name F] [--last-name L]
      Creates a platform operator (global admin) unless the address already has an account.`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command !== 'create-admin') {
    console.log(USAGE);
    process.exit(command ? 1 : 0);
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  if (!values.email || !values.password) {
    console.error('create-admin needs --email and --password\n\n' + USAGE);
    process.exit(1);
  }
  const config = loadConfig();
  const release = config.database === 'pglite' ? lockDataDir(config.dataDir) : () => undefined;
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    const result = await createGlobalAdmin(database.db, {
      email: values.email,
      password: values.password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    console.log(
      result === 'created'
        ? `Global admin ${values.email} created.`
        : `${values.email} already has an account; nothing changed.`,
    );
  } finally {
    await database.close();
    release();
  }
}

main().catch((err: unknown) => {
  console.error(
    err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof Error
      ? err.message
      : err,
  );
  process.exit(1);
});
