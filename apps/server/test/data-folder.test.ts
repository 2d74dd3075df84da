import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/demo-data';
import { databaseUrlFor } from './support/postgres';

/**
 * The real server, started as an operator starts it, on a data folder that an older version left
 * readable by everyone (folders 0755, files 0666, mail 0644): after start-up everything under it
 * is private, and the mail files and logos it writes afterwards are too. On the embedded database,
 * or on PostgreSQL (a fresh database) when TEST_DATABASE_URL is set: the data folder holds the
 * signing key, the mail and the uploads either way.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const START_TIMEOUT_MS = 120_000;

let dataDir: string;
let url: string;
let child: ChildProcess | undefined;
let log = '';
let dropDatabase: (() => Promise<void>) | undefined;

const modeOf = (p: string) => fs.lstatSync(p).mode & 0o777;
/** Every path under the data folder (itself included) whose mode is not private. */
function notPrivate(): string[] {
  const wrong: string[] = [];
  const check = (p: string) => {
    const stat = fs.lstatSync(p);
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if ((stat.mode & 0o777) !== wanted) wrong.push(`${p} ${(stat.mode & 0o777).toString(8)}`);
  };
  check(dataDir);
  for (const entry of fs.readdirSync(dataDir, { recursive: true }) as string[]) {
    check(path.join(dataDir, entry));
  }
  return wrong;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** What an older version left behind: everything readable (and some writable) by others. */
function oldDataFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-private-'));
  const umask = process.umask(0);
  try {
    fs.mkdirSync(path.join(dir, 'mail'), { mode: 0o755 });
    fs.mkdirSync(path.join(dir, 'uploads/logos'), { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(dir, 'mail/old-reset-link.eml'), 'Subject: reset\r\n', {
      mode: 0o644,
    });
    fs.writeFileSync(path.join(dir, 'uploads/logos/0123456789abcdef0123456789abcdef.png'), 'x', {
      mode: 0o666,
    });
    fs.writeFileSync(path.join(dir, 'jwt-secret'), randomBytes(48).toString('base64url'), {
      mode: 0o666,
    });
    fs.chmodSync(dir, 0o755);
  } finally {
    process.umask(umask);
  }
  return dir;
}

beforeAll(async () => {
  dataDir = oldDataFolder();
  const env: Record<string, string> = { DATABASE_URL: '' };
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = `sh_private_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    env.DATABASE_URL = databaseUrlFor(pgUrl, name);
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      SMTP_URL: '',
      JWT_SECRET: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${log}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, START_TIMEOUT_MS + 10_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await dropDatabase?.();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe.skipIf(process.platform === 'win32')('private data folder', () => {
  it('is private after start-up: folders 0700, files 0600, what an older version left too', () => {
    expect(modeOf(path.join(dataDir, 'mail/old-reset-link.eml'))).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
    expect(notPrivate()).toEqual([]);
  });

  it('writes new mail files (live password links) 0600', async () => {
    const before = new Set(fs.readdirSync(path.join(dataDir, 'mail')));
    const res = await fetch(`${url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'worker1@acme.test' }),
    });
    expect(res.status).toBe(200);
    let written: string[] = [];
    for (let i = 0; i < 150 && written.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      written = fs.readdirSync(path.join(dataDir, 'mail')).filter((f) => !before.has(f));
    }
    expect(written.length, log).toBeGreaterThan(0);
    for (const f of written) expect(modeOf(path.join(dataDir, 'mail', f))).toBe(0o600);
    expect(notPrivate()).toEqual([]);
  }, 30_000);

  it('stores an uploaded logo 0600', async () => {
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@acme.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const me = (await (await fetch(`${url}/api/auth/me`, { headers: auth })).json()) as {
      companyId: string;
    };
    // A picture no one has stored yet, so that the server writes a new file.
    const logo = await sharp({
      create: {
        width: 16,
        height: 16,
        channels: 3,
        background: { r: randomBytes(1)[0]!, g: 90, b: 200 },
      },
    })
      .png()
      .toBuffer();
    const before = new Set(fs.readdirSync(path.join(dataDir, 'uploads/logos')));
    const form = new FormData();
    form.append('primary_color', '#059669');
    form.append('secondary_color', '#374151');
    form.append('logo', new Blob([new Uint8Array(logo)], { type: 'image/png' }), 'logo.png');
    const res = await fetch(`${url}/api/companies/${me.companyId}/branding`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const stored = fs
      .readdirSync(path.join(dataDir, 'uploads/logos'))
      .filter((f) => !before.has(f));
    expect(stored).toHaveLength(1);
    expect(modeOf(path.join(dataDir, 'uploads/logos', stored[0]!))).toBe(0o600);
    expect(notPrivate()).toEqual([]);
  }, 30_000);
});
