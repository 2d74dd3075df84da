import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The server's data folder, named here so the journeys can read the mail it writes (mail/*.eml).
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-e2e-'));

// The demo company works on Pacific time and the app's "today" is the company's today: the
// journeys and the browser share that zone, so their weeks agree at any hour of the day.
const TIME_ZONE = 'America/Los_Angeles';
process.env.TZ = TIME_ZONE;

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * Chromium only, against the real server on a fresh embedded database (scripts/e2e-server.mjs).
 * Run `npm run build` first (the root `npm run test:e2e` does).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // One journey at a time: on the two-core machines the suite runs on, one browser already keeps
  // both cores busy (its renderer, GPU and network processes); a second worker measured no
  // faster over 21 journeys (4.1 against 4.2 minutes) and pushed slow steps past their timeouts.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    timezoneId: TIME_ZONE,
    // English unless a journey asks for another language (the app follows the browser's).
    locale: 'en-US',
    // Each test's fresh context would otherwise install the service worker and precache the whole
    // app (2 MB, ~120 files): the PWA journeys allow it, the rest run without it.
    serviceWorkers: 'block',
    // As a person who turned animations off: no waiting on transitions between steps.
    reducedMotion: 'reduce',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    env: { PORT: String(PORT), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    reuseExistingServer: false,
    // Lets the server remove its temporary data folder on the way out.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
