import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  loadOrCreateSecret,
  lockDataDir,
  makeDataDirPrivate,
} from './data-dir';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-lock-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('data directory lock', () => {
  it('refuses a folder held by another running process, naming it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`process ${process.ppid}`));
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.pid'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });

  it('creates the folder when it does not exist yet', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    lockDataDir(dir)();
    expect(fs.existsSync(dir)).toBe(true);
  });
});

describe('signing secret outside production', () => {
  it('is generated once and kept', () => {
    const dir = tempDir();
    const first = loadOrCreateSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateSecret(dir)).toBe(first);
  });
});

describe.skipIf(process.platform === 'win32')('private data folder', () => {
  const modeOf = (p: string) => fs.lstatSync(p).mode & 0o777;
  /** Every path under the folder (the folder included) with its mode. */
  const modes = (root: string): Record<string, number> => {
    const out: Record<string, number> = { '.': modeOf(root) };
    for (const entry of fs.readdirSync(root, { recursive: true }) as string[]) {
      out[entry] = modeOf(path.join(root, entry));
    }
    return out;
  };

  it('makes a folder left readable by an older version private: folders 0700, files 0600', () => {
    const dir = tempDir();
    const umask = process.umask(0o022);
    try {
      for (const folder of ['pglite/base/1', 'mail', 'uploads/logos']) {
        fs.mkdirSync(path.join(dir, folder), { recursive: true, mode: 0o755 });
      }
      const files = ['pglite/base/1/1259', 'pglite/PG_VERSION', 'mail/reset.eml', 'jwt-secret'];
      for (const f of files) fs.writeFileSync(path.join(dir, f), 'x', { mode: 0o666 });
      fs.chmodSync(path.join(dir, 'mail/reset.eml'), 0o644);
      fs.chmodSync(dir, 0o755);

      expect(makeDataDirPrivate(dir)).toEqual([]);
      for (const [entry, mode] of Object.entries(modes(dir))) {
        const isDir = fs.lstatSync(path.join(dir, entry)).isDirectory();
        expect([entry, mode.toString(8)]).toEqual([entry, isDir ? '700' : '600']);
      }
    } finally {
      process.umask(umask);
    }
  });

  it('sets the umask so that what is created afterwards is private too', () => {
    const dir = tempDir();
    const umask = process.umask(0o022);
    try {
      makeDataDirPrivate(dir);
      fs.writeFileSync(path.join(dir, 'later'), 'x');
      fs.mkdirSync(path.join(dir, 'later-folder'));
      expect(modeOf(path.join(dir, 'later'))).toBe(0o600);
      expect(modeOf(path.join(dir, 'later-folder'))).toBe(0o700);
    } finally {
      process.umask(umask);
    }
  });

  it('neither follows nor changes symbolic links', () => {
    const dir = tempDir();
    const outside = tempDir();
    fs.writeFileSync(path.join(outside, 'shared'), 'x', { mode: 0o644 });
    fs.chmodSync(outside, 0o755);
    fs.symlinkSync(outside, path.join(dir, 'link'));
    const umask = process.umask();
    try {
      makeDataDirPrivate(dir);
    } finally {
      process.umask(umask);
    }
    expect(modeOf(outside)).toBe(0o755);
    expect(modeOf(path.join(outside, 'shared'))).toBe(0o644);
  });

  it('creates the folder private when it does not exist yet', () => {
    const dir = path.join(tempDir(), 'new-data');
    const umask = process.umask();
    try {
      makeDataDirPrivate(dir);
    } finally {
      process.umask(umask);
    }
    expect(modeOf(dir)).toBe(0o700);
  });
});
