/**
 * What a site worker on a mid-range phone waits for when opening the app for the first time:
 * from pressing Sign in to the week's grid with its totals (sign-in to week), and on to the job
 * list of a day of this week after tapping it (sign-in to day). The built web app (`npm run
 * build`) is served by the real server with the demo data, in Debian's Chromium on a phone as
 * Lighthouse's mobile setting has it (its screen, CPU four times slower, its slow 4G), each run
 * in a fresh context (empty cache, no service worker). Times are the page's own clock.
 *
 *   npm run bench:sign-in-flow -w @sitehours/bench
 *
 * BENCH_FLOW_RUNS (default 10) measured runs after BENCH_FLOW_WARMUP (default 1) unmeasured
 * ones. Targets: sign-in to week < 800 ms, sign-in to the day's job list < 1,200 ms. Exits with
 * 1 when a run fails (not when a target is missed).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Request,
} from '@playwright/test';
import type { Flags } from 'lighthouse';
import {
  screenEmulationMetrics,
  throttling,
  userAgents,
} from 'lighthouse/core/config/constants.js';
import { assertWebBuild, startWebAppServer } from './web-app-server';

declare global {
  interface Window {
    /** When the benchmark's press reached the page (epoch ms). */
    benchPressedAt?: number;
  }
}

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.BENCH_FLOW_RUNS ?? 10);
const WARMUP = Number(process.env.BENCH_FLOW_WARMUP ?? 1);
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4393);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A demo worker of Acme with entries on the days of this week before today. */
const WORKER = { email: 'worker1@acme.test', password: 'Demo!Pass2026' };
const WAIT_MS = 60_000;
const TARGETS = { signInToWeek: 800, signInToDay: 1_200 } as const;

/** Lighthouse's mobile throttling ("slow 4G", its devtools values), converted as it does. */
const SLOW_4G = throttling.mobileSlow4G;
const NETWORK = {
  offline: false,
  latency: SLOW_4G.requestLatencyMs,
  // CDP wants bytes per second; Lighthouse converts its kbps with 1024 / 8.
  downloadThroughput: Math.floor((SLOW_4G.downloadThroughputKbps * 1024) / 8),
  uploadThroughput: Math.floor((SLOW_4G.uploadThroughputKbps * 1024) / 8),
};
const CPU_SLOWDOWN = SLOW_4G.cpuSlowdownMultiplier;
// Typed here: its declaration names Lighthouse's global types, which the linter does not load.
const SCREEN = screenEmulationMetrics.mobile as Required<NonNullable<Flags['screenEmulation']>>;
const PHONE: BrowserContextOptions = {
  viewport: { width: SCREEN.width, height: SCREEN.height },
  deviceScaleFactor: SCREEN.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
  locale: 'en-US',
  // A first visit: the service worker neither serves nor precaches anything.
  serviceWorkers: 'block',
};

/** The fields of the week's entries (GET /api/time-entries) the day is chosen by. */
interface WeekEntry {
  entryDate: string;
  isPto: boolean;
  jobName: string | null;
}

interface RequestTiming {
  method: string;
  url: string;
  type: string;
  status: number | 'failed' | 'unfinished';
  /** Epoch ms: issued by the page, sent (after waiting for a connection), answered in full. */
  start: number;
  sent: number | null;
  end: number | null;
  bodyBytes: number | null;
}

interface FlowRun {
  signInToWeekMs: number;
  signInToDayMs: number;
  tapToDayMs: number;
  /** Between the week shown and the tap: the benchmark's own reaction, counted in sign-in to day. */
  weekToTapMs: number;
  day: string;
  jobs: string[];
  marks: { pressed: number; week: number; tapped: number; dayList: number };
  requests: RequestTiming[];
}

/** A fresh phone: its own context (empty cache), CPU and network throttled as Lighthouse does. */
async function openPhone(browser: Browser) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT_MS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  return { context, page };
}

/**
 * Every request of the page from now on, filled in with its timing and size as it finishes;
 * one still running when the run ends keeps the time it was seen to start and no end.
 */
function recordRequests(page: Page): () => Promise<RequestTiming[]> {
  const seen = new Map<Request, RequestTiming>();
  const pending: Promise<void>[] = [];
  page.on('request', (request) =>
    seen.set(request, {
      method: request.method(),
      url: request.url(),
      type: request.resourceType(),
      status: 'unfinished',
      start: Date.now(),
      sent: null,
      end: null,
      bodyBytes: null,
    }),
  );
  const finish = async (request: Request, failed: boolean) => {
    const entry = seen.get(request);
    if (!entry) return;
    const timing = request.timing();
    entry.start = timing.startTime;
    if (failed) {
      entry.status = 'failed';
      return;
    }
    if (timing.requestStart >= 0) entry.sent = timing.startTime + timing.requestStart;
    if (timing.responseEnd >= 0) entry.end = timing.startTime + timing.responseEnd;
    const [response, sizes] = await Promise.all([request.response(), request.sizes()]);
    entry.status = response?.status() ?? 'failed';
    entry.bodyBytes = sizes.responseBodySize;
  };
  // For information only: a request whose details cannot be read keeps what was seen of it.
  const track = (request: Request, failed: boolean) =>
    pending.push(finish(request, failed).catch(() => undefined));
  page.on('requestfinished', (request) => track(request, false));
  page.on('requestfailed', (request) => track(request, true));
  return async () => {
    await Promise.all(pending);
    return [...seen.values()];
  };
}

/** Notes when the next press (pointer down) reaches the page, by the event's own time stamp. */
async function armPressClock(page: Page) {
  await page.evaluate(() => {
    window.benchPressedAt = undefined;
    document.addEventListener(
      'pointerdown',
      (event) => (window.benchPressedAt = performance.timeOrigin + event.timeStamp),
      { capture: true, once: true },
    );
  });
}

async function readPressClock(page: Page): Promise<number> {
  const pressed = await page.evaluate(() => window.benchPressedAt);
  if (pressed === undefined) throw new Error('the press did not reach the page');
  return pressed;
}

/** Resolves (epoch ms, page clock) at the first frame with the week's grid and its totals. */
function weekShown(page: Page): Promise<number> {
  return page
    .waitForFunction(
      () => {
        const total = document.querySelector('[data-testid="footer-hours"]');
        const shown =
          total?.textContent?.trim() &&
          total.getClientRects().length > 0 &&
          document.querySelector('[data-day]');
        return shown ? performance.timeOrigin + performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: WAIT_MS },
    )
    .then(async (handle) => Number(await handle.jsonValue()));
}

/** Resolves (epoch ms) at the first frame where the open day lists each of its jobs. */
function dayListShown(page: Page, jobs: string[]): Promise<number> {
  return page
    .waitForFunction(
      (names) => {
        const labels = [...document.querySelectorAll('[role="dialog"] li[aria-label]')]
          .filter((item) => item.getClientRects().length > 0)
          .map((item) => item.getAttribute('aria-label') ?? '');
        const shown =
          labels.length >= names.length &&
          names.every((name) => labels.some((label) => label.startsWith(`${name},`)));
        return shown ? performance.timeOrigin + performance.now() : false;
      },
      jobs,
      { polling: 'raf', timeout: WAIT_MS },
    )
    .then(async (handle) => Number(await handle.jsonValue()));
}

/** The latest day of the week with work on jobs only (no PTO), and its jobs. */
function dayWithJobs(entries: WeekEntry[]): { day: string; jobs: string[] } {
  const days = [...new Set(entries.map((e) => e.entryDate))].sort().reverse();
  for (const day of days) {
    const ofDay = entries.filter((e) => e.entryDate === day);
    if (ofDay.every((e) => !e.isPto && e.jobName)) {
      return { day, jobs: ofDay.map((e) => e.jobName!) };
    }
  }
  throw new Error(
    `${WORKER.email} has no day with job entries this week (the demo data has this week's ` +
      'days before today: none on a Monday)',
  );
}

/** The sign-in page, loaded and quiet (the worker types meanwhile), with the form filled. */
async function readySignIn(page: Page, base: string) {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Email' }).fill(WORKER.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(WORKER.password);
}

/**
 * A wait started before the press and awaited after it: should the run fail in between, its
 * rejection (the context closing) is not an unhandled one.
 */
function settledLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** One first visit: sign in, the week, then a day of it. */
async function measureFlow(browser: Browser, base: string): Promise<FlowRun> {
  const { context, page } = await openPhone(browser);
  try {
    await readySignIn(page, base);
    const requests = recordRequests(page);
    const weekResponse = settledLater(
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/time-entries' && r.request().method() === 'GET',
        { timeout: WAIT_MS },
      ),
    );
    const week = settledLater(weekShown(page));
    await armPressClock(page);
    await page.getByRole('button', { name: 'Sign in' }).tap();
    const weekAt = await week;
    const pressed = await readPressClock(page);

    const { day, jobs } = dayWithJobs((await (await weekResponse).json()) as WeekEntry[]);
    const dayList = settledLater(dayListShown(page, jobs));
    await armPressClock(page);
    await page.locator(`[data-day="${day}"]`).tap();
    const dayListAt = await dayList;
    const tapped = await readPressClock(page);

    return {
      signInToWeekMs: weekAt - pressed,
      signInToDayMs: dayListAt - pressed,
      tapToDayMs: dayListAt - tapped,
      weekToTapMs: tapped - weekAt,
      day,
      jobs,
      marks: { pressed, week: weekAt, tapped, dayList: dayListAt },
      requests: await requests(),
    };
  } finally {
    await context.close();
  }
}

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms);
const METRICS = [
  ['signInToWeekMs', 'sign-in → week'],
  ['signInToDayMs', "sign-in → day's job list"],
  ['tapToDayMs', "tap → day's job list"],
] as const;

function summarize(runs: FlowRun[]) {
  return Object.fromEntries(
    METRICS.map(([key]) => {
      const values = runs.map((r) => r[key]);
      return [key, { median: round(percentile(values, 50)), p90: round(percentile(values, 90)) }];
    }),
  ) as Record<(typeof METRICS)[number][0], { median: number; p90: number }>;
}

function targetChecks(summary: ReturnType<typeof summarize>) {
  return (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).map((name) => {
    const limit = TARGETS[name];
    const { median, p90 } = summary[`${name}Ms`];
    return { name, limitMs: limit, median, medianPass: median < limit, p90, p90Pass: p90 < limit };
  });
}

/** The run's requests from the press to the day's list, in ms from the press. */
function waterfall(run: FlowRun) {
  const t0 = run.marks.pressed;
  const rel = (t: number) => round(t - t0);
  return run.requests
    .filter((r) => (r.end ?? r.start) >= t0 && r.start <= run.marks.dayList)
    .sort((a, b) => a.start - b.start)
    .map((r) => {
      const url = new URL(r.url);
      return {
        phase:
          r.start < run.marks.week ? 'to week' : r.start < run.marks.tapped ? 'week' : 'to day',
        request: `${r.method} ${url.pathname}${url.search}`.slice(0, 80),
        type: r.type,
        status: r.status,
        startMs: rel(r.start),
        sentMs: r.sent === null ? null : rel(r.sent),
        endMs: r.end === null ? null : rel(r.end),
        kB: r.bodyBytes === null ? null : Number((r.bodyBytes / 1024).toFixed(1)),
      };
    });
}

function printReport(runs: FlowRun[], summary: ReturnType<typeof summarize>) {
  console.table(
    runs.map((r, i) => ({
      run: i + 1,
      day: r.day,
      ...Object.fromEntries(METRICS.map(([key, label]) => [`${label} ms`, round(r[key])])),
      'week → tap ms': round(r.weekToTapMs),
    })),
  );
  console.table(
    METRICS.map(([key, label]) => ({
      measure: label,
      'median ms': summary[key].median,
      'p90 ms': summary[key].p90,
    })),
  );
  for (const t of targetChecks(summary)) {
    const verdict = (pass: boolean) => (pass ? 'pass' : 'FAIL');
    console.log(
      `target ${t.name} < ${t.limitMs} ms: median ${t.median} ms ${verdict(t.medianPass)}, ` +
        `p90 ${t.p90} ms ${verdict(t.p90Pass)}`,
    );
  }
}

/** The run whose sign-in to week is the median: where the time goes. */
function printWaterfall(runs: FlowRun[]) {
  const median = percentile(
    runs.map((r) => r.signInToWeekMs),
    50,
  );
  const index = runs.findIndex((r) => r.signInToWeekMs === median);
  const run = runs[index]!;
  const t0 = run.marks.pressed;
  console.log(
    `\nRequests of run ${index + 1} (the median sign-in → week), ms from pressing Sign in: ` +
      `week shown at ${round(run.marks.week - t0)}, day tapped at ${round(run.marks.tapped - t0)}, ` +
      `its job list shown at ${round(run.marks.dayList - t0)}`,
  );
  const rows = waterfall(run);
  console.table(rows);
  return { run: index + 1, requests: rows };
}

function writeResults(report: object) {
  const file = path.join(
    benchDir,
    'results',
    `sign-in-flow-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
  console.log(`\nresults written to ${path.relative(path.dirname(benchDir), file)}`);
}

async function main(): Promise<number> {
  assertWebBuild();
  const server = await startWebAppServer(PORT);
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close();
    await server.stop();
  };
  let interrupted = false;
  const onSignal = () => {
    interrupted = true;
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    console.log(
      `Sign-in flow on ${server.base}: ${RUNS} runs after ${WARMUP} warm-up, CPU ×${CPU_SLOWDOWN}, ` +
        `latency ${NETWORK.latency} ms, down ${NETWORK.downloadThroughput} B/s, up ` +
        `${NETWORK.uploadThroughput} B/s, ${SCREEN.width}×${SCREEN.height} @${SCREEN.deviceScaleFactor}, ` +
        `load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    // The server's first answers compile its queries: not what a worker meets.
    for (let i = 0; i < WARMUP; i++) await measureFlow(browser, server.base);
    const runs: FlowRun[] = [];
    const failures: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      try {
        runs.push(await measureFlow(browser, server.base));
      } catch (error) {
        if (interrupted) throw error;
        failures.push(`run ${i + 1}: ${error instanceof Error ? error.message : String(error)}`);
        console.error(`${failures.at(-1)} (failed)`);
      }
    }
    if (runs.length === 0) throw new Error(`every run failed:\n${failures.join('\n')}`);
    const summary = summarize(runs);
    printReport(runs, summary);
    const waterfallOfMedian = printWaterfall(runs);
    writeResults({
      benchmark: 'sign-in-flow',
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadAverage: os.loadavg() },
      settings: {
        runs: RUNS,
        warmup: WARMUP,
        account: WORKER.email,
        cpuSlowdown: CPU_SLOWDOWN,
        network: NETWORK,
        phone: PHONE,
      },
      summary,
      targets: targetChecks(summary),
      failures,
      runs: runs.map((r) => ({
        ...Object.fromEntries(
          (['signInToWeekMs', 'signInToDayMs', 'tapToDayMs', 'weekToTapMs'] as const).map((key) => [
            key,
            Math.round(r[key] * 10) / 10,
          ]),
        ),
        day: r.day,
        jobs: r.jobs,
      })),
      waterfall: waterfallOfMedian,
    });
    return failures.length > 0 ? 1 : 0;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stop();
  }
}

process.exitCode = await main();
