/**
 * How long a worker waits for the week: from pressing Sign in to the week's days on screen
 * (sign-in to week), and from opening /time-entries with a stored session to the same
 * (reopening), in Debian's Chromium, each on a fresh HTTP cache with the service worker out of
 * the way. Each build is served by its own server (WEB_DIST_DIR) and the builds take turns, so
 * a slow minute of the machine falls on both. Times are the page's own clock (performance.now).
 *
 *   BENCH_BUILDS=before=/tmp/web-before,after=apps/web/dist npm run bench:startup -w @sitehours/bench
 *
 * BENCH_RUNS (default 7) runs per build and setting; the settings (BENCH_SETTINGS, both by
 * default) are a desktop as is and a phone as Lighthouse's mobile setting has it (CPU four times
 * slower, 150 ms, 1.6 Mbit/s).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium, devices, type Browser, type BrowserContextOptions } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const FIRST_PORT = Number(process.env.BENCH_WEB_PORT ?? 4395);
const WORKER = { email: 'worker1@acme.test', password: 'Demo!Pass2026' };
const builds = (process.env.BENCH_BUILDS ?? `current=${path.join(root, 'apps/web/dist')}`)
  .split(',')
  .map((pair, index) => {
    const [label, dir] = pair.split('=') as [string, string];
    return { label, dir: path.resolve(root, dir), port: FIRST_PORT + index };
  });

const SETTINGS = {
  desktop: { options: devices['Desktop Chrome'], cpu: 1, network: null },
  phone: {
    options: devices['Pixel 7'],
    cpu: 4,
    network: { latency: 150, downloadThroughput: 200_000, uploadThroughput: 94_000 },
  },
} as const;

async function startServer(dir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/e2e-server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      WEB_DIST_DIR: dir,
      E2E_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-startup-bench-')),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 720; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('server did not start');
}

const WEEK = '[aria-label="Days of the week"]';

/** One sign-in to the week, then one reopening with the session it stored: both in ms. */
async function measure(browser: Browser, base: string, setting: keyof typeof SETTINGS) {
  const { options, cpu, network } = SETTINGS[setting];
  const contextOptions: BrowserContextOptions = { ...options, serviceWorkers: 'block' };
  const throttle = async (page: import('@playwright/test').Page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    if (network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
  };
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await throttle(page);
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(WORKER.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(WORKER.password);
  const pressed = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Sign in' }).click();
  const shown = await (
    await page.waitForFunction((week) => document.querySelector(week) && performance.now(), WEEK, {
      polling: 'raf',
      timeout: 60_000,
    })
  ).jsonValue();
  const signInToWeek = Number(shown) - pressed;
  const storageState = await context.storageState();
  await context.close();

  const again = await browser.newContext({ ...contextOptions, storageState });
  const reopened = await again.newPage();
  await throttle(reopened);
  await reopened.goto(`${base}/time-entries`, { waitUntil: 'commit' });
  const reopen = await (
    await reopened.waitForFunction(
      (week) => document.querySelector(week) && performance.now(),
      WEEK,
      { polling: 'raf', timeout: 60_000 },
    )
  ).jsonValue();
  await again.close();
  return { signInToWeek, reopen: Number(reopen) };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
};

const servers = await Promise.all(builds.map((b) => startServer(b.dir, b.port)));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const times: Record<string, { signInToWeek: number[]; reopen: number[] }> = {};
  const settings = (process.env.BENCH_SETTINGS ?? Object.keys(SETTINGS).join(',')).split(',');
  for (const setting of settings as (keyof typeof SETTINGS)[]) {
    // One warm-up round per build (the server's first answers compile their queries).
    for (const build of builds) await measure(browser, `http://127.0.0.1:${build.port}`, setting);
    for (let run = 0; run < RUNS; run++) {
      const order = run % 2 ? [...builds].reverse() : builds;
      for (const build of order) {
        const result = await measure(browser, `http://127.0.0.1:${build.port}`, setting);
        const key = `${setting} ${build.label}`;
        times[key] ??= { signInToWeek: [], reopen: [] };
        times[key].signInToWeek.push(result.signInToWeek);
        times[key].reopen.push(result.reopen);
      }
    }
  }
  const rows = Object.entries(times).map(([key, t]) => ({
    'setting build': key,
    'sign-in to week, median ms': Math.round(median(t.signInToWeek)),
    'runs (ms)': t.signInToWeek.map(Math.round).join(' '),
    'reopening to week, median ms': Math.round(median(t.reopen)),
    'runs (ms) ': t.reopen.map(Math.round).join(' '),
  }));
  console.table(rows);
} finally {
  await browser.close();
  for (const server of servers) server.kill('SIGTERM');
}
