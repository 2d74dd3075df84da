import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, restoreBackup, writeBackup, type BackupSummary } from './db/backup';
import { openDatabase, type Database } from './db/database';
import { createGlobalAdmin } from './modules/auth/admin-bootstrap';
import { verifyManifestFiles } from './modules/exports/verify-manifest';
import { describeVerification, verifyCompanies } from './modules/ledger/verify-companies';
import { ConfigError, loadConfig } from './platform/config';
import { DataDirLockedError, lockDataDir, makeDataDirPrivate } from './platform/data-dir';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-admin --email E --password P [--first-name F] [--last-name L]
      Creates a platform operator (global admin) unless the address already has an account.
  backup [--file F]
      Writes the whole database and the uploaded files to F (default
      sitehours-backup-<date-time>.jsonl.gz). PostgreSQL: safe while the server runs.
      Embedded database: stop the server first.
  restore --file F [--force]
      Restores a backup into this installation's database (empty, or emptied with --force).
      Works across databases: an embedded-database backup restores into PostgreSQL.
  verify-manifest <manifest.json> <file> <public-key.pem>
      Checks an exported payroll file offline against its signed manifest (from
      GET /api/exports/:id/manifest) and the company's public key: prints OK or what fails
      (signature, sha256, size) and exits with 1 on a failure. No database is opened.
  verify-ledger [--company <id|name>]
      Checks each company's ledger (or one company's): every event's hash and order, and every
      time entry against its latest event. Prints "ok, N events" or the first event that no
      longer matches per company, and exits with 1 when any is broken.`;

const COMMANDS: Record<string, (args: string[]) => Promise<void>> = {
  'create-admin': createAdmin,
  backup,
  restore,
  'verify-manifest': verifyManifest,
  'verify-ledger': verifyLedgerCommand,
};

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const run = command ? COMMANDS[command] : undefined;
  if (!run) {
    console.log(USAGE);
    process.exit(command ? 1 : 0);
  }
  await run(rest);
}

/** Opens this installation's database (locking the embedded one's folder) for one command. */
async function withDatabase<T>(
  work: (database: Database, dataDir: string) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  // What the command writes (database, restored uploads, the backup file) is private.
  const notPrivate = makeDataDirPrivate(config.dataDir);
  if (notPrivate.length > 0) {
    console.warn(`Could not make ${notPrivate.length} path(s) under the data directory private.`);
  }
  const release = config.database === 'pglite' ? lockDataDir(config.dataDir) : () => undefined;
  try {
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    });
    try {
      return await work(database, config.dataDir);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

function describeSummary(summary: BackupSummary): string {
  const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
  return `${Object.keys(summary.tables).length} tables, ${rows} rows, ${summary.files} files`;
}

async function backup(args: string[]) {
  const { values } = parseArgs({ args, options: { file: { type: 'string' } } });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(values.file ?? `sitehours-backup-${stamp}.jsonl.gz`);
  const summary = await withDatabase((database, dataDir) => writeBackup(database, dataDir, file));
  console.log(`Backup written to ${file}: ${describeSummary(summary)}.`);
}

async function restore(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { file: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  if (!values.file) {
    console.error('restore needs --file\n\n' + USAGE);
    process.exit(1);
  }
  const file = path.resolve(values.file);
  const summary = await withDatabase((database, dataDir) =>
    restoreBackup(database, dataDir, file, { force: values.force }),
  );
  console.log(`Restored ${file}: ${describeSummary(summary)}.`);
}

async function verifyManifest(args: string[]) {
  const [manifestPath, filePath, keyPath] = args;
  if (!manifestPath || !filePath || !keyPath) {
    console.error('verify-manifest needs <manifest.json> <file> <public-key.pem>\n\n' + USAGE);
    process.exit(1);
  }
  // npm runs the command from the server's folder: relative paths are the repository root's.
  const from = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
  const result = verifyManifestFiles(from(manifestPath), from(filePath), from(keyPath));
  console.log(result.message);
  if (!result.ok) process.exit(1);
}

async function verifyLedgerCommand(args: string[]) {
  const { values } = parseArgs({ args, options: { company: { type: 'string' } } });
  const results = await withDatabase((database) =>
    verifyCompanies(database.db, values.company, (one) => console.log(describeVerification(one))),
  );
  if (values.company && results.length === 0) {
    console.error(`No company ${values.company}.`);
    process.exit(1);
  }
  if (results.some((r) => !r.result.ok)) process.exit(1);
}

async function createAdmin(rest: string[]) {
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
  const { email, password } = values;
  const result = await withDatabase((database) =>
    createGlobalAdmin(database.db, {
      email,
      password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    }),
  );
  console.log(
    result === 'created'
      ? `Global admin ${email} created.`
      : `${email} already has an account; nothing changed.`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof Error && err.cause instanceof Error) console.error(err.cause.message);
  console.error(
    err instanceof ConfigError ||
      err instanceof DataDirLockedError ||
      err instanceof BackupError ||
      err instanceof Error
      ? err.message
      : err,
  );
  process.exit(1);
});
