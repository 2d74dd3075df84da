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

/**
 * Debian's headless shell (package chromium-headless-shell) where it is installed: the same engine
 * without the browser's own windows, about a fifth less CPU a journey than `/usr/bin/chromium`.
 */
function defaultChromium(): string {
  const shell = '/usr/lib/chromium/chromium-headless-shell';
  return fs.existsSync(shell) ? shell : '/usr/bin/chromium';
}

const CHROMIUM = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Journeys that change what every journey of a company sees, or read what every journey writes
 * (the operators' recent audit log, in which a session's rows must stay among the latest).
 */
const COMPANY_WIDE = [
  /a11y-reports-and-settings\.spec\.ts/,
  /company-settings-page\.spec\.ts/,
  /export-ledger\.spec\.ts/,
  /pay-periods\.spec\.ts/,
  /payroll-overtime\.spec\.ts/,
  /reports-exceptions\.spec\.ts/,
  /reports-time-cards\.spec\.ts/,
  /support-sessions\.spec\.ts/,
  /wc-audit\.spec\.ts/,
];

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;
/**
 * The company-wide journeys' own server, on a data folder of its own: what they change no other
 * journey sees, so they run beside the others instead of after them.
 */
const COMPANY_WIDE_PORT = PORT + 1;
const companyWideURL = `http://127.0.0.1:${COMPANY_WIDE_PORT}`;
process.env.E2E_WIDE_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-e2e-wide-'));

/**
 * Chromium only, against the real server on a fresh embedded database (scripts/e2e-server.mjs).
 * Run `npm run build` first (the root `npm run test:e2e` does).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Two journeys at a time in the headless shell (decision 0022): the company-wide journeys below
  // run after the others, one at a time.
  workers: 2,
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
      executablePath: process.env.CHROMIUM_PATH ?? defaultChromium(),
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
  projects: [
    // They change a setting that other journeys' screens show (a company's overtime or meal rule,
    // its name, its closed periods, its WC thresholds) or read the platform's recent audit log:
    // one at a time, on their own server, beside the others. Listed first, so they start at once
    // on one worker while the other takes the rest: listed last, they ran after the rest, one at
    // a time, with the second worker idle.
    {
      name: 'company-wide',
      use: { ...CHROMIUM, baseURL: companyWideURL },
      testMatch: COMPANY_WIDE,
      workers: 1,
    },
    { name: 'chromium', use: CHROMIUM, testIgnore: COMPANY_WIDE },
  ],
  webServer: [
    { port: PORT, url: baseURL, dataDir: process.env.E2E_DATA_DIR },
    { port: COMPANY_WIDE_PORT, url: companyWideURL, dataDir: process.env.E2E_WIDE_DATA_DIR },
  ].map((server) => ({
    command: 'node ../scripts/e2e-server.mjs',
    url: `${server.url}/api/health`,
    env: { PORT: String(server.port), E2E_DATA_DIR: server.dataDir },
    reuseExistingServer: false,
    // Lets the server remove its temporary data folder on the way out.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5000 },
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
