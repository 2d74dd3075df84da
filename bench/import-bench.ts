/**
 * Bringing a company in from a spreadsheet (decision 0029) at the size of the issue: a staff file
 * of 1,000 workers (names with accents, phones and rates written in the ways people type them,
 * some roles and statuses in Spanish, columns the import does not read, about 2% of the rows
 * wrong in a way the preview must name) uploaded by a company admin over HTTP as the import
 * screen sends it, mapped, previewed, applied chunk by chunk until done, then its rejected rows
 * and the company's list downloaded; the same file imported again (nothing changes) and the first
 * import undone. Meanwhile another company's workers fetch their week and its admin the reports,
 * at a steady rate whatever the answers, so that their latency during the import can be set
 * against an idle stretch just before it. The server runs in its own process (bench-server.ts)
 * on a fresh database. See README.md.
 *
 *   npm run bench:import -w @sitehours/bench                                                            # PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:import -w @sitehours/bench  # PostgreSQL
 *
 * Settings: BENCH_ROWS (1000 rows in the file), BENCH_OTHER_WORKERS (200 workers in the other
 * company, a year of entries), BENCH_WEEK_RATE (50 week fetches a second), BENCH_REPORT_RATE (0.5
 * reports a second), BENCH_BASELINE (10 s of the other company alone before the import),
 * BENCH_POOL_SIZE (the server's database connections, 10), BENCH_PROFILE=<folder> (a CPU profile
 * of the server). Targets: the file previewed (upload + mapping) in under 3 s and applied in under
 * 10 s on PostgreSQL, with the other company's requests unrefused and their p99 during the import
 * at most twice the idle one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type {
  ImportApplyResult,
  ImportDraft,
  ImportPreview,
  ImportUndoResult,
} from '@sitehours/contract';
import { startBenchServer, stopBenchServer } from './bench-server-process';
import { cpuMsOf, databaseCpuMs, freshDatabase, type Fresh } from './fresh-database';
import { generateLargeCompany } from './data/large-company';
import { signedInWorkers } from './data/burst';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const serverUrl = env.BENCH_DATABASE_URL || undefined;
const rowCount = Number(env.BENCH_ROWS ?? 1000);
const otherWorkers = Number(env.BENCH_OTHER_WORKERS ?? 200);
const weekRate = Number(env.BENCH_WEEK_RATE ?? 50);
/**
 * Reports are the heavy part: on PGlite one takes some 300 ms of the server's only thread, so two
 * a second would fill it before the import starts and measure the queue rather than the import.
 */
const reportRate = Number(env.BENCH_REPORT_RATE ?? 0.5);
const baselineSeconds = Number(env.BENCH_BASELINE ?? 10);
/** The other company's connections at most: requests due while all are busy wait for one. */
const LOAD_CONNECTIONS = 32;
/** Long enough for each of the other company's workers to have fetched their week once. */
const WARMUP_SECONDS = 5;
const kind = serverUrl ? 'postgres' : 'pglite';
const TARGET_PREVIEW_MS = 3000;
const TARGET_APPLY_MS = 10_000;
const jwtSecret = randomBytes(32).toString('hex');
const IMPORTER = { email: 'admin@granite.bench', password: 'Bench-Import-2026!' };
const OTHER_ADMIN = { email: 'admin@summit.bench', password: 'Bench-Summit-2026!' };
const EMAIL_DOMAIN = 'granite-ridge.example';

// ---------------------------------------------------------------------------------------------
// The file: a payroll system's staff export, as a contractor switching to SiteHours has it

const HEADERS = [
  'Employee ID',
  'First Name',
  'Last Name',
  'Email',
  'Mobile Phone',
  'Pay Rate',
  'Role',
  'Status',
  'Hire Date',
  'Department',
];
/** The columns the import should guess from those headers. */
const EXPECTED_MAPPING: Record<string, number> = {
  firstName: 1,
  lastName: 2,
  email: 3,
  phone: 4,
  hourlyRate: 5,
  role: 6,
  isActive: 7,
};
const FIRST_NAMES = [
  'José',
  'María',
  'Jesús',
  'Andrés',
  'Sofía',
  'Ramón',
  'Inés',
  'Nicolás',
  'Verónica',
  'Raúl',
  'Joaquín',
  'Óscar',
  'Mónica',
  'Lucía',
  'Germán',
  'Zoë',
  'Thu Trang',
  'Dalia',
  'Kevin',
  'Ashley',
  'DeShawn',
  'Chloé',
  'Björn',
  'Renée',
  'Francisco',
  'Guadalupe',
  'Ángel',
  'Efraín',
  'Noé',
];
const LAST_NAMES = [
  'Peña',
  'Núñez',
  'Ibáñez',
  'Muñoz',
  'Hernández',
  'García',
  'López',
  'Martínez',
  'Rodríguez',
  'Gómez',
  'Díaz',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Ortiz',
  "O'Brien",
  'Nguyễn',
  'Smith-Jones',
  'Kowalski',
  'Van der Berg',
  'Castañeda',
  'Ångström',
  'Villaseñor',
  'de la Cruz',
  'Müller',
  'Chávez',
  'Domínguez',
  'Ruiz',
  'Solís',
  'Zúñiga',
  'Bautista',
];
const AREA_CODES = ['559', '209', '661', '805', '916', '510'];
const ROLE_CELLS: [cell: string, role: Role][] = [
  ['Employee', 'standard_user'],
  ['employee', 'standard_user'],
  ['Worker', 'standard_user'],
  ['Empleado', 'standard_user'],
];
const ACTIVE_CELLS = ['Active', 'Yes', 'Activo'];
/** What is wrong with one row in fifty, and the field the preview must name for it. */
const FAULTS = [
  { fault: 'phone with nine digits', field: 'phone' },
  { fault: 'no pay rate', field: 'hourlyRate' },
  { fault: 'pay rate "TBD"', field: 'hourlyRate' },
  { fault: 'email without its domain', field: 'email' },
  { fault: 'the email of the row above', field: 'key' },
  { fault: 'role "Foreman"', field: 'role' },
  { fault: 'no last name', field: 'lastName' },
] as const;

type Role = 'standard_user' | 'company_manager' | 'company_admin';

/** A worker as SiteHours stores them, and how the file writes them. */
interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  hourlyRate: number;
  role: Role;
  isActive: boolean;
  cells: string[];
  /** The fault of an erroneous row, with the field the preview names. */
  fault: (typeof FAULTS)[number] | null;
  /** Already in the company before the import, and whether the file changes them. */
  existing: 'same' | 'changed' | null;
}

/** A name as an address holds it: no accents, letters only ("Nguyễn" is "Nguyen"). */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z]/g, '');

/** A rate as people type it: "$28.50", "28.5", "28.50" or with a decimal comma, "28,50". */
function rateCell(rate: number, n: number): string {
  const fixed = rate.toFixed(2);
  switch (n % 4) {
    case 0:
      return `$${fixed}`;
    case 1:
      return String(rate);
    case 2:
      return fixed;
    default:
      return fixed.replace('.', ',');
  }
}

/** A phone in one of the ways a list writes it, or none. */
function phoneCell(digits: string, n: number): string {
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return [`(${a}) ${b}-${c}`, `${a}-${b}-${c}`, `${a}.${b}.${c}`, digits, `${a} ${b} ${c}`, ''][
    n % 6
  ]!;
}

/**
 * The file's people, row by row. One row in fifty is wrong (the faults in turn); one in
 * twenty-five is a worker the company entered by hand before, half of them with a new rate.
 */
function staffList(count: number): Person[] {
  const people: Person[] = [];
  for (let n = 0; n < count; n++) {
    const firstName = FIRST_NAMES[n % FIRST_NAMES.length]!;
    const lastName = LAST_NAMES[(n * 7 + 3) % LAST_NAMES.length]!;
    const local = `${plain(firstName)}.${plain(lastName)}${n + 1}`;
    // Some lists keep the capitals people typed; the address is the same.
    const emailCell =
      n % 9 === 0 ? `${local}@Granite-Ridge.example` : `${local.toLowerCase()}@${EMAIL_DOMAIN}`;
    const email = emailCell.toLowerCase();
    const digits =
      n % 6 === 5
        ? null
        : `${AREA_CODES[n % AREA_CODES.length]}${200 + ((n * 37) % 800)}${String((n * 7919) % 10_000).padStart(4, '0')}`;
    const hourlyRate = 18 + ((n * 13) % 160) * 0.25;
    const [roleText, role]: [string, Role] =
      n === 3
        ? ['Admin', 'company_admin']
        : n % 50 === 7
          ? ['Manager', 'company_manager']
          : n % 11 === 0
            ? ['', 'standard_user']
            : ROLE_CELLS[n % ROLE_CELLS.length]!;
    const isActive = n % 25 !== 12;
    const existing = n % 25 === 10 ? (n % 50 === 10 ? 'changed' : 'same') : null;
    const cells = [
      `E${10_000 + n}`,
      firstName,
      lastName,
      emailCell,
      digits ? phoneCell(digits, n) : '',
      rateCell(hourlyRate, n),
      roleText,
      isActive ? ACTIVE_CELLS[n % ACTIVE_CELLS.length]! : 'Inactive',
      `${1 + (n % 12)}/${1 + (n % 28)}/20${String(10 + (n % 15)).padStart(2, '0')}`,
      n % 5 === 0 ? 'Shop' : 'Field',
    ];
    const fault = n % 50 === 25 ? FAULTS[Math.floor(n / 50) % FAULTS.length]! : null;
    if (fault?.field === 'phone') cells[4] = '559-555-012';
    else if (fault?.fault === 'no pay rate') cells[5] = '';
    else if (fault?.field === 'hourlyRate') cells[5] = 'TBD';
    else if (fault?.field === 'email') cells[3] = `${local}@`;
    else if (fault?.field === 'key') cells[3] = people[n - 1]!.cells[3]!;
    else if (fault?.field === 'role') cells[6] = 'Foreman';
    else if (fault?.field === 'lastName') cells[2] = '';
    people.push({
      firstName,
      lastName,
      email,
      phone: digits,
      hourlyRate,
      role,
      isActive,
      cells,
      fault,
      existing,
    });
  }
  return people;
}

/** A cell as a CSV writes it: quoted when it holds a comma or a quote. */
const csvCell = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
/** The file as Excel saves "CSV UTF-8": a byte order mark and CRLF lines. */
const csvBytes = (people: Person[]) =>
  Buffer.from(
    `\uFEFF${[HEADERS, ...people.map((p) => p.cells)].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`,
    'utf8',
  );

/** The export's line for a person (the import's field keys as columns), as the server writes it. */
const exportLine = (
  p: Pick<
    Person,
    'firstName' | 'lastName' | 'email' | 'phone' | 'hourlyRate' | 'role' | 'isActive'
  >,
) =>
  [
    p.firstName,
    p.lastName,
    p.email,
    p.phone ?? '',
    p.hourlyRate.toFixed(2),
    p.role,
    p.isActive ? 'yes' : 'no',
  ]
    .map(csvCell)
    .join(',');

/** A mapping as compared: the fields mapped and their columns, in a fixed order. */
const mapped = (mapping: Record<string, number | null | undefined>) =>
  Object.entries(mapping)
    .filter(([, column]) => column !== null && column !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, column]) => `${field} ${column}`)
    .join(', ');

const exportLines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1);

// ---------------------------------------------------------------------------------------------
// The other company's requests, sent at a steady rate

interface Sample {
  stream: string;
  at: number;
  ms: number;
  ok: boolean;
}

interface Stream {
  name: string;
  perSecond: number;
  /** The n-th request's path and token. */
  request: (n: number) => { path: string; token: string };
}

/**
 * Each stream's requests sent on their schedule whatever the answers (an open loop), over at most
 * LOAD_CONNECTIONS connections as a pool of clients would hold: a request due while all of them
 * wait queues here, and its time counts from when it was due, so a server that stalls is seen as
 * the requests waiting, not as fewer of them. Runs until `stop`.
 */
function steadyLoad(base: string, streams: Stream[]) {
  const samples: Sample[] = [];
  const inFlight = new Set<Promise<void>>();
  let running = true;
  let free = LOAD_CONNECTIONS;
  const queue: (() => void)[] = [];
  const connection = () =>
    free > 0 ? (free--, Promise.resolve()) : new Promise<void>((resolve) => queue.push(resolve));
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else free++;
  };
  const send = async (stream: Stream, n: number, due: number) => {
    const { path: url, token } = stream.request(n);
    let ok = false;
    await connection();
    try {
      const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      ok = res.status === 200;
    } catch {
      // Counted as an error below.
    } finally {
      release();
    }
    samples.push({ stream: stream.name, at: due, ms: performance.now() - due, ok });
  };
  const loops = streams
    .filter((s) => s.perSecond > 0)
    .map(async (stream) => {
      const t0 = performance.now();
      for (let n = 0; running; n++) {
        const due = t0 + (n * 1000) / stream.perSecond;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (!running) break;
        const request = send(stream, n, due);
        inFlight.add(request);
        void request.finally(() => inFlight.delete(request));
      }
    });
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      await Promise.all(inFlight);
    },
  };
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

interface Window {
  phase: string;
  start: number;
  end: number;
  serverCpuMs: number | null;
  databaseCpuMs: number | null;
}

/** The other company's latency in a stretch of the run, per stream. */
function latencyIn(samples: Sample[], stream: string, from: number, to: number) {
  const inside = samples.filter((s) => s.stream === stream && s.at >= from && s.at < to);
  const sorted = inside.map((s) => s.ms).sort((a, b) => a - b);
  return {
    requests: inside.length,
    errors: inside.filter((s) => !s.ok).length,
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    p99: round1(percentile(sorted, 99)),
    max: round1(sorted.at(-1) ?? 0),
  };
}

// ---------------------------------------------------------------------------------------------

/** Monday to Sunday of this week, as the web app asks for it. */
function thisWeek(): { start: string; end: string } {
  const now = new Date();
  const monday = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate() - ((now.getUTCDay() + 6) % 7),
    ),
  );
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { start: monday.toISOString().slice(0, 10), end: sunday.toISOString().slice(0, 10) };
}

interface Setup {
  importer: { tenantId: string; companyId: string };
  other: { tenantId: string; companyId: string; entryCount: number };
  workerTokens: string[];
}

/**
 * Two companies of their own tenants: the one importing (its admin alone) and the other, whose
 * workers have a year of entries up to this week and are signed in as their phones would be.
 */
async function prepare(fresh: Fresh, week: { end: string }): Promise<Setup> {
  const database = await fresh.open();
  try {
    const importer = await generateLargeCompany(database.db, {
      workers: 0,
      endDate: week.end,
      entriesPerDay: 1,
      attendance: 0,
      jobs: 1,
      adminEmail: IMPORTER.email,
      adminPassword: IMPORTER.password,
      name: 'Granite Ridge Builders',
      subdomain: 'granite-import',
      emailDomain: 'granite.bench',
    });
    const other = await generateLargeCompany(database.db, {
      workers: otherWorkers,
      endDate: week.end,
      entriesPerDay: 2,
      jobs: 20,
      adminEmail: OTHER_ADMIN.email,
      adminPassword: OTHER_ADMIN.password,
      name: 'Summit Framing Co',
      subdomain: 'summit-import',
      emailDomain: 'summit.bench',
    });
    const workerTokens = (await signedInWorkers(database, other, jwtSecret)).tokens;
    return {
      importer: { tenantId: importer.tenantId, companyId: importer.companyId },
      other: { tenantId: other.tenantId, companyId: other.companyId, entryCount: other.entryCount },
      workerTokens,
    };
  } finally {
    await database.close();
  }
}

interface Check {
  check: string;
  expected: string | number;
  found: string | number;
  pass: boolean;
}

async function main() {
  const week = thisWeek();
  const people = staffList(rowCount);
  const file = csvBytes(people);
  const faulty = people.filter((p) => p.fault);
  const expected = {
    create: people.filter((p) => !p.fault && !p.existing).length,
    update: people.filter((p) => !p.fault && p.existing === 'changed').length,
    unchanged: people.filter((p) => !p.fault && p.existing === 'same').length,
    error: faulty.length,
  };
  const loadBefore = os.loadavg();
  const fresh = await freshDatabase('import', serverUrl);
  const checks: Check[] = [];
  const check = (name: string, want: string | number, found: string | number) =>
    checks.push({ check: name, expected: want, found, pass: String(want) === String(found) });
  const steps: {
    step: string;
    ms: number;
    serverCpuMs: number | null;
    databaseCpuMs: number | null;
  }[] = [];
  const windows: Window[] = [];
  const applyCalls: number[] = [];
  let samples: Sample[] = [];
  try {
    process.stdout.write(
      `Preparing the importing company and one of ${otherWorkers} workers with a year of entries on ${kind}... `,
    );
    const setup = await prepare(fresh, week);
    console.log(`${setup.other.entryCount.toLocaleString('en-US')} entries`);

    const { base, child } = await startBenchServer({
      dataDir: fresh.dataDir,
      jwtSecret,
      databaseUrl: fresh.databaseUrl,
      nodeArgs: env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_PROFILE}`] : [],
    });
    try {
      const signIn = async (who: { email: string; password: string }) => {
        const res = await fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(who),
        });
        if (res.status !== 200) throw new Error(`sign-in ${who.email}: ${res.status}`);
        return ((await res.json()) as { token: string }).token;
      };
      const importerToken = await signIn(IMPORTER);
      const otherAdminToken = await signIn(OTHER_ADMIN);

      /** One request of the importing admin, timed until its whole answer is read. */
      const call = async (method: string, url: string, body?: object | FormData, status = 200) => {
        const t0 = performance.now();
        const res = await fetch(`${base}${url}`, {
          method,
          headers: {
            authorization: `Bearer ${importerToken}`,
            ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
          },
          body: body instanceof FormData ? body : body && JSON.stringify(body),
        });
        const text = await res.text();
        const ms = performance.now() - t0;
        if (res.status !== status)
          throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
        return { ms, text };
      };
      const json = async <T>(
        method: string,
        url: string,
        body?: object | FormData,
        status = 200,
      ) => {
        const { ms, text } = await call(method, url, body, status);
        return { ms, body: JSON.parse(text) as T };
      };
      const upload = () => {
        const form = new FormData();
        form.append('kind', 'staff');
        form.append('file', new Blob([file], { type: 'text/csv' }), 'granite-staff.csv');
        return json<ImportDraft>('POST', '/api/imports', form, 201);
      };
      const exportCsv = () => call('GET', '/api/imports/export?kind=staff&format=csv');
      /** Every apply call until the import is done, as the screen makes them; each call's time kept. */
      const applyAll = async (id: string, calls: number[]) => {
        const t0 = performance.now();
        let applied: ImportApplyResult | undefined;
        while (!applied?.done && calls.length < rowCount / 100 + 5) {
          const r = await json<ImportApplyResult>('POST', `/api/imports/${id}/apply`);
          calls.push(r.ms);
          applied = r.body;
        }
        return { ms: performance.now() - t0, body: applied! };
      };

      // The workers the company entered by hand before its switch, as the Staff screen does.
      for (const p of people.filter((x) => x.existing))
        await call(
          'POST',
          '/api/users',
          {
            firstName: p.firstName,
            lastName: p.lastName,
            email: p.email,
            phone: p.phone,
            hourlyRate: p.existing === 'changed' ? p.hourlyRate - 1.5 : p.hourlyRate,
            role: p.role,
            isActive: p.isActive,
          },
          201,
        );
      const before = await exportCsv();

      const load = steadyLoad(base, [
        {
          name: 'week fetch',
          perSecond: weekRate,
          request: (n) => ({
            path: `/api/time-entries?start_date=${week.start}&end_date=${week.end}`,
            token: setup.workerTokens[n % setup.workerTokens.length]!,
          }),
        },
        {
          name: 'report',
          perSecond: reportRate,
          request: (n) => ({
            path:
              n % 2 === 0
                ? `/api/time-entries/employee-weekly-report?startDate=${week.start}&endDate=${week.end}`
                : `/api/time-entries/job-worktype-report?startDate=${week.start}&endDate=${week.end}&detailed=false`,
            token: otherAdminToken,
          }),
        },
      ]);
      samples = load.samples;
      const probe = async () => ({
        at: performance.now(),
        server: cpuMsOf(child.pid),
        database: await databaseCpuMs(fresh.admin, fresh.name),
      });
      type Probe = Awaited<ReturnType<typeof probe>>;
      const cpuBetween = (a: Probe, b: Probe) => ({
        serverCpuMs:
          a.server === undefined || b.server === undefined ? null : Math.round(b.server - a.server),
        databaseCpuMs:
          a.database && b.database
            ? Math.round(
                [...b.database].reduce(
                  (sum, [pid, ms]) => sum + ms - (a.database!.get(pid) ?? 0),
                  0,
                ),
              )
            : null,
      });
      /** A stretch of the run: the other company's latency and the CPU spent are kept by it. */
      const phase = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
        const a = await probe();
        const result = await fn();
        const b = await probe();
        windows.push({ phase: name, start: a.at, end: b.at, ...cpuBetween(a, b) });
        return result;
      };
      const step = async <T extends { ms: number }>(name: string, fn: () => Promise<T>) => {
        const a = await probe();
        const result = await fn();
        const b = await probe();
        steps.push({ step: name, ms: Math.round(result.ms), ...cpuBetween(a, b) });
        return result;
      };
      const pause = (seconds: number) =>
        new Promise((resolve) => setTimeout(() => resolve({ ms: seconds * 1000 }), seconds * 1000));

      try {
        console.log(
          `The other company: ${weekRate} week fetches and ${reportRate} reports a second; ${WARMUP_SECONDS} s warm-up, ${baselineSeconds} s idle baseline`,
        );
        await pause(WARMUP_SECONDS);
        await phase('idle (baseline)', () => pause(baselineSeconds));

        console.log(`Importing ${rowCount} workers (${expected.error} rows wrong)...`);
        const { draft, preview } = await phase('upload and preview', async () => {
          const draft = (await step('upload (read + guess the columns)', upload)).body;
          const preview = await step('mapping: preview of every row', () =>
            json<ImportPreview>('PUT', `/api/imports/${draft.id}/mapping`, {
              mapping: draft.mapping,
            }),
          );
          return { draft, preview: preview.body };
        });
        const applied = await phase('apply', () =>
          step('apply: every call until done', () => applyAll(draft.id, applyCalls)),
        );
        const rejected = await phase('rejected rows and export', async () => {
          const rejected = await step('rejected rows (CSV)', () =>
            call('GET', `/api/imports/${draft.id}/rejected`),
          );
          await step('export of the staff list (XLSX)', () =>
            call('GET', '/api/imports/export?kind=staff&format=xlsx'),
          );
          return rejected.text;
        });
        const afterImport = await step('export of the staff list (CSV)', exportCsv);

        console.log('The same file again...');
        const again = await phase('the same file again', async () => {
          const draft = (await step('again: upload (mapping remembered)', upload)).body;
          const preview = await step('again: mapping: preview', () =>
            json<ImportPreview>('PUT', `/api/imports/${draft.id}/mapping`, {
              mapping: draft.mapping,
            }),
          );
          const applied = await step('again: apply: every call until done', () =>
            applyAll(draft.id, []),
          );
          return { draft, preview: preview.body, applied: applied.body };
        });
        const afterAgain = await exportCsv();

        console.log('Undoing the first import...');
        const undone = await phase('undo', () =>
          step('undo (the whole first import)', () =>
            json<ImportUndoResult>('POST', `/api/imports/${draft.id}/undo`),
          ),
        );
        const afterUndo = await exportCsv();
        await phase('idle (after)', () => pause(Math.min(5, baselineSeconds)));

        // What each answer said, and what the company's list holds after each step.
        check('file: rows read', rowCount, draft.rowCount);
        check('file: columns guessed', mapped(EXPECTED_MAPPING), mapped(draft.mapping));
        check(
          'preview: outcomes',
          JSON.stringify(expected),
          JSON.stringify(preview.summary.counts),
        );
        const named = faulty.filter((p) => {
          const row = preview.rows.find((r) => r.line === people.indexOf(p) + 2);
          return row?.outcome === 'error' && row.errors[0]?.field === p.fault!.field;
        });
        check('preview: wrong rows refused naming their field', faulty.length, named.length);
        // A row refused that the file meant to be right is shown with why.
        for (const r of preview.rows)
          if (r.outcome === 'error' && !people[r.line - 2]!.fault)
            console.log(
              `  line ${r.line} refused: ${JSON.stringify(r.errors)} ${people[r.line - 2]!.cells.join('|')}`,
            );
        check(
          'apply: outcomes',
          JSON.stringify(expected),
          JSON.stringify(applied.body.summary.counts),
        );
        check('apply: status', 'applied', applied.body.summary.status);
        check(
          'rejected rows: the file’s headers and Error',
          [...HEADERS, 'Error'].join(','),
          rejected.replace(/^\uFEFF/, '').split('\r\n')[0]!,
        );
        check('rejected rows', faulty.length, exportLines(rejected).length);
        const stored = new Set(exportLines(afterImport.text));
        const valid = people.filter((p) => !p.fault);
        check(
          'export: every valid row stored as the file has it',
          valid.length,
          valid.filter((p) => stored.has(exportLine(p))).length,
        );
        check(
          'export: no one else added',
          exportLines(before.text).length + expected.create,
          stored.size,
        );
        check('again: mapping remembered', mapped(EXPECTED_MAPPING), mapped(again.draft.mapping));
        const nothing = { create: 0, update: 0, unchanged: valid.length, error: expected.error };
        check(
          'again: preview',
          JSON.stringify(nothing),
          JSON.stringify(again.preview.summary.counts),
        );
        check(
          'again: applied',
          JSON.stringify(nothing),
          JSON.stringify(again.applied.summary.counts),
        );
        check(
          'again: the list unchanged',
          'same',
          afterAgain.text === afterImport.text ? 'same' : 'changed',
        );
        check(
          'undo: removed / restored / kept',
          `${expected.create} / ${expected.update} / 0`,
          `${undone.body.removed} / ${undone.body.restored} / ${undone.body.kept}`,
        );
        check(
          'undo: the list as before the import',
          'same',
          afterUndo.text === before.text ? 'same' : 'changed',
        );
      } finally {
        await load.stop();
      }
    } finally {
      await stopBenchServer(child);
    }
  } finally {
    await fresh.drop();
  }

  const loadAfter = os.loadavg();
  const baseline = windows.find((w) => w.phase === 'idle (baseline)')!;
  // The import as the admin waits for it: from the upload to the last apply call.
  const [uploaded, appliedWindow] = ['upload and preview', 'apply'].map((phase) =>
    windows.find((w) => w.phase === phase)!,
  );
  const sum = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);
  const during: Window = {
    phase: 'the import (upload to done)',
    start: uploaded!.start,
    end: appliedWindow!.end,
    serverCpuMs: sum(uploaded!.serverCpuMs, appliedWindow!.serverCpuMs),
    databaseCpuMs: sum(uploaded!.databaseCpuMs, appliedWindow!.databaseCpuMs),
  };
  const streams = ['week fetch', 'report'];
  const latency = [baseline, during, ...windows.filter((w) => w !== baseline)].flatMap((w) =>
    streams.map((stream) => ({
      phase: w.phase,
      stream,
      seconds: round1((w.end - w.start) / 1000),
      ...latencyIn(samples, stream, w.start, w.end),
      serverCpuMsPerSecond:
        w.serverCpuMs === null ? null : Math.round((w.serverCpuMs * 1000) / (w.end - w.start)),
      databaseCpuMsPerSecond:
        w.databaseCpuMs === null ? null : Math.round((w.databaseCpuMs * 1000) / (w.end - w.start)),
    })),
  );
  const sortedCalls = [...applyCalls].sort((a, b) => a - b);
  const stepMs = (name: string) => steps.find((s) => s.step.startsWith(name))!.ms;
  const previewMs = stepMs('upload') + stepMs('mapping');
  const applyMs = stepMs('apply');
  const targets = [
    {
      target: `previewed (upload + mapping) < ${TARGET_PREVIEW_MS} ms`,
      found: `${previewMs} ms`,
      pass: previewMs < TARGET_PREVIEW_MS,
    },
    {
      target: `applied (every call until done) < ${TARGET_APPLY_MS} ms`,
      found: `${applyMs} ms`,
      pass: applyMs < TARGET_APPLY_MS,
    },
    ...streams.map((stream) => {
      const idle = latencyIn(samples, stream, baseline.start, baseline.end);
      const busy = latencyIn(samples, stream, during.start, during.end);
      return {
        target: `${stream}: no error, p99 during the import ≤ 2 × idle`,
        found: `${busy.errors} errors, p99 ${busy.p99} ms (idle ${idle.p99} ms, ×${(busy.p99 / Math.max(idle.p99, 0.1)).toFixed(1)})`,
        pass: busy.errors === 0 && busy.p99 <= 2 * idle.p99,
      };
    }),
  ];

  console.log(
    `\n${kind}: ${rowCount} rows (${expected.create} new, ${expected.update} changed, ${expected.unchanged} unchanged, ${expected.error} wrong), ${file.length.toLocaleString('en-US')} bytes; the other company ${otherWorkers} workers; load average ${loadBefore.map(round1).join(' ')} before, ${loadAfter.map(round1).join(' ')} after`,
  );
  console.table(steps);
  console.log(
    `apply calls: ${applyCalls.length}, p50 ${Math.round(percentile(sortedCalls, 50))} ms, p95 ${Math.round(percentile(sortedCalls, 95))} ms, max ${Math.round(sortedCalls.at(-1) ?? 0)} ms`,
  );
  console.table(latency);
  console.table(checks);
  console.log(
    kind === 'postgres'
      ? 'Targets (PostgreSQL):'
      : 'Targets (set for PostgreSQL; PGlite shown beside):',
  );
  console.table(targets);
  const out = path.join(
    benchDir,
    'results',
    `import-${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        kind,
        rows: rowCount,
        bytes: file.length,
        expected,
        otherWorkers,
        weekRate,
        reportRate,
        poolSize: Number(env.BENCH_POOL_SIZE ?? 10),
        machine: { cpus: os.cpus().length, loadBefore, loadAfter },
        steps,
        applyCalls: applyCalls.map(Math.round),
        latency,
        checks,
        targets,
      },
      null,
      2,
    ),
  );
  console.log(`Results written to ${path.relative(process.cwd(), out)}`);
  const met = checks.every((c) => c.pass) && (kind === 'pglite' || targets.every((t) => t.pass));
  if (!met) process.exitCode = 1;
}

await main();
