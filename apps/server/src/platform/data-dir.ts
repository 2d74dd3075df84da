import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export class DataDirLockedError extends Error {}

/**
 * Everything under DATA_DIR is for the server's own user only: the database, the signing key, the
 * mail files (which hold live password links) and the uploads.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;
/** The umask of the server and the CLI: what they (and PGlite) create is private too. */
export const PRIVATE_UMASK = 0o077;

/**
 * Makes the data folder private: new files from now on (umask), and the folder and everything
 * already in it, also what an older version left readable by others (folders 0700, files 0600).
 * Symbolic links are neither followed nor changed. Returns the paths that could not be changed
 * (another owner, a read-only mount); the caller warns about them.
 */
export function makeDataDirPrivate(dataDir: string): string[] {
  process.umask(PRIVATE_UMASK);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (process.platform === 'win32') return [];
  const failed: string[] = [];
  const visit = (target: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(target);
    } catch {
      return; // Gone meanwhile.
    }
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & 0o777) !== wanted) {
      try {
        fs.chmodSync(target, wanted);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') failed.push(target);
      }
    }
    if (stat.isDirectory()) {
      let names: string[] = [];
      try {
        names = fs.readdirSync(target);
      } catch {
        failed.push(target);
      }
      for (const name of names) visit(path.join(target, name));
    }
  };
  visit(dataDir);
  return failed;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * A killed process that its parent has not reaped yet still answers signals, but is gone: a
 * supervisor restarting the server at once after a SIGKILL must not find its own lock held.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false; // No /proc (macOS, Windows): trust the signal.
  }
}

/**
 * Takes the embedded database's folder for this process. PGlite corrupts a folder opened by two
 * processes, so a second server is refused; a lock left by a crashed process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lockFile = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) {
        throw new DataDirLockedError(
          `Another SiteHours server (process ${pid}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or set DATA_DIR to another folder.',
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

/** The signing secret outside production: generated once and kept beside the data. */
export function loadOrCreateSecret(dataDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
    return secret;
  }
}
