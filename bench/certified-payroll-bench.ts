/**
 * Certified payroll of a public-works week (decision 0028): a company of 50 workers on a
 * prevailing-wage project, three classifications of its wage determination (one an operator's),
 * every worker with an identifying number on file and a default classification, and week after
 * week of approved time on the project (five days of 8 to 10 hours, some days split between two
 * classifications, every third worker with Saturday hours on another job), with each week's
 * deductions. Timed through the API, as the admin waits for it: the week computed live with its
 * warnings, its signature, and the signed payroll's PDF, CSV and LCPtracker files. A week signs
 * once and only after the weeks before it, so each run signs the next week. See README.md.
 *
 *   npm run bench:certified-payroll -w @sitehours/bench                                   # PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:certified-payroll -w @sitehours/bench
 *
 * Settings: BENCH_WORKERS_COUNT (50), BENCH_WEEKS (10 weeks signed, after one warm-up week),
 * BENCH_READS (3: each week read and each file downloaded this many times). Target: the
 * certified payroll of a 50-worker project week produced (read, signed, PDF) in under 2 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { matchWcCode, type CertifiedPayroll } from '@sitehours/contract';
import { buildApp } from '@sitehours/server/src/app';
import { queryRows } from '@sitehours/server/src/db/raw-query';
import { withPlatform } from '@sitehours/server/src/db/scoped';
import {
  jobs,
  payrollDeductions,
  timeEntries,
  users,
  wcCodes,
  workTypes,
  workerClassifications,
} from '@sitehours/server/src/db/schema';
import { ledgerSettled } from '@sitehours/server/src/modules/ledger/ledger-append';
import { loadConfig } from '@sitehours/server/src/platform/config';
import { generateLargeCompany } from './data/large-company';
import { freshDatabase } from './fresh-database';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const workers = Number(env.BENCH_WORKERS_COUNT ?? 50);
const weeks = Number(env.BENCH_WEEKS ?? 10);
const reads = Number(env.BENCH_READS ?? 3);
const serverUrl = env.BENCH_DATABASE_URL || undefined;
const ADMIN = { email: 'admin@cascade.bench', password: 'Bench!Admin2026' };
const TARGET_MS = 2000;
const FORMATS = ['pdf', 'csv', 'lcptracker'] as const;

/** A determination's three classifications, each with the work type its hours are booked to. */
const CLASSIFICATIONS = [
  { name: 'Carpenter', workType: 'Carpentry', baseRate: '38.50', fringeRate: '12.25' },
  { name: 'Laborer (Group 1)', workType: 'Concrete', baseRate: '29.75', fringeRate: '10.80' },
  {
    name: 'Operator: Power Equipment (Group 2)',
    workType: 'Excavation',
    baseRate: '44.10',
    fringeRate: '14.05',
    isOperator: true,
  },
].map((c) => ({ isOperator: false, ...c }));
type Classification = (typeof CLASSIFICATIONS)[number] & { id: string };
const EQUIPMENT = ['CAT 320 excavator', 'Bobcat T770 track loader', 'Deere 310SL backhoe'];

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** Nearest rank: with ten samples the p95 is the slowest. */
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)]!;

/** The Monday two weeks back: its week has ended in every time zone. */
function lastWeek(): string {
  let day = addDays(new Date().toISOString().slice(0, 10), -14);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 1) day = addDays(day, -1);
  return day;
}

async function main() {
  const fresh = await freshDatabase('certified', serverUrl);
  const database = await fresh.open();
  const kind = database.kind;
  try {
    // The warm-up week, then the measured ones; the year before them is the company's history.
    const mondays = Array.from({ length: weeks + 1 }, (_, i) =>
      addDays(lastWeek(), -7 * (weeks - i)),
    );
    const first = mondays[0]!;
    const load = os.loadavg().map((l) => Number(l.toFixed(2)));
    console.log(
      `Generating ${workers} workers with a year of history on ${kind} (load ${load.join(' ')})...`,
    );
    let t0 = performance.now();
    const company = await generateLargeCompany(database.db, {
      workers,
      endDate: addDays(first, -1),
      entriesPerDay: 1,
      jobs: 12,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      name: 'Cascade Civil Constructors',
      subdomain: 'cascade-bench',
      emailDomain: 'cascade.bench',
    });
    const scope = { tenantId: company.tenantId, companyId: company.companyId };

    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: fresh.dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      DATABASE_URL: fresh.databaseUrl,
    });
    const { app } = await buildApp({
      config,
      database,
      jwtSecret: config.JWT_SECRET!,
      logger: false,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, connection: 'close' };

    /** One request, timed until its whole answer is read; anything but `status` throws. */
    async function call(method: string, url: string, body?: object, status = 200) {
      const started = performance.now();
      const res = await fetch(`${base}${url}`, {
        method,
        headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
        body: body && JSON.stringify(body),
      });
      const bytes = Buffer.from(await res.arrayBuffer());
      const ms = performance.now() - started;
      if (res.status !== status)
        throw new Error(`${method} ${url}: ${res.status} ${bytes.toString()}`);
      return { ms, bytes };
    }
    const json = async <T>(method: string, url: string, body?: object, status = 200) =>
      JSON.parse((await call(method, url, body, status)).bytes.toString()) as T;

    // The project and its determination through the API, as an admin enters them.
    const { project, other, workTypeOf, codes, staff } = await withPlatform(
      database.db,
      async (tx) => {
        const list = await tx.select().from(jobs).where(eq(jobs.companyId, scope.companyId));
        const types = await tx
          .select()
          .from(workTypes)
          .where(eq(workTypes.companyId, scope.companyId));
        return {
          project: list.find((j) => j.name === 'Project 001')!,
          other: list.find((j) => j.name === 'Project 002')!,
          workTypeOf: new Map(types.map((t) => [t.name, t.id])),
          codes: await tx.select().from(wcCodes).where(eq(wcCodes.companyId, scope.companyId)),
          staff: await tx
            .select()
            .from(users)
            .where(
              and(
                eq(users.companyId, scope.companyId),
                sql`${users.roles} = array['standard_user']`,
              ),
            )
            .orderBy(users.lastName),
        };
      },
    );
    await call('PUT', `/api/jobs/${project.id}/public-works`, {
      wageLaw: 'federal',
      awardingAgency: 'U.S. Army Corps of Engineers, Omaha District',
      projectNumber: 'W9128F-26-R-0042',
      contractNumber: 'W9128F26C0042',
      projectLocation: 'Cherry Creek Dam spillway, Aurora CO',
      startDate: first,
      fringePaidAs: 'plan',
    });
    const classes: Classification[] = [];
    for (const c of CLASSIFICATIONS)
      classes.push({
        ...c,
        id: (
          await json<{ id: string }>(
            'POST',
            `/api/jobs/${project.id}/classifications`,
            {
              name: c.name,
              determination: 'CO20260005 Mod 1',
              isOperator: c.isOperator,
              rates: [
                {
                  effectiveFrom: addDays(first, -60),
                  baseRate: c.baseRate,
                  fringeRate: c.fringeRate,
                },
              ],
            },
            201,
          )
        ).id,
      });

    // The time itself, written directly as the other benchmarks write theirs: every worker's
    // default classification (operators one in five, carpenters and laborers two in five each),
    // the week's days on the project, a second classification on one day in four, Saturday
    // on another job for one in three. Most are paid the determination's rate; one worker in
    // ten is paid their own, lower rate, and one operator day in ten names no equipment, so every
    // week has warnings to explain.
    const defaultOf = (n: number) => classes[n % 5 === 0 ? 2 : n % 5 < 3 ? 0 : 1]!;
    const rows: (typeof timeEntries.$inferInsert)[] = [];
    const entry = (
      n: number,
      day: string,
      hours: number,
      c: Classification | null,
      jobId = project.id,
    ) => {
      const worker = staff[n]!;
      const workTypeId = workTypeOf.get(c?.workType ?? 'Carpentry')!;
      const rate =
        c && n % 10 !== 3
          ? Math.max(Number(worker.hourlyRate), Number(c.baseRate)).toFixed(2)
          : worker.hourlyRate;
      const code = matchWcCode(
        codes
          .filter((x) => x.workTypeId === workTypeId)
          .map((x) => ({
            ...x,
            minHourlyRate: Number(x.minHourlyRate),
            maxHourlyRate: Number(x.maxHourlyRate),
          })),
        Number(rate),
      )!;
      rows.push({
        ...scope,
        userId: worker.id,
        entryDate: day,
        hours: hours.toFixed(2),
        isPto: false,
        jobId,
        workTypeId,
        wcCodeId: code.id,
        wcCode: code.code,
        compRate: code.compRate,
        hourlyRate: rate,
        status: 'approved',
        createdBy: worker.id,
        classificationId: c?.id ?? null,
        equipment:
          c?.isOperator && (n + rows.length) % 10 !== 0 ? EQUIPMENT[n % EQUIPMENT.length]! : null,
      });
    };
    for (const [w, monday] of mondays.entries()) {
      for (let n = 0; n < staff.length; n++) {
        const own = defaultOf(n);
        for (let d = 0; d < 5; d++) {
          const day = addDays(monday, d);
          const hours = 8 + ((n + d * d + w) % 5) * 0.5;
          if ((n + d + w) % 4 === 0) {
            const second = classes[own === classes[1] ? 0 : 1]!;
            entry(n, day, 6, own);
            entry(n, day, hours - 6, second);
          } else entry(n, day, hours, own);
        }
        if (n % 3 === 0) entry(n, addDays(monday, 5), 4, null, other.id);
      }
    }
    await withPlatform(database.db, async (tx) => {
      for (let i = 0; i < rows.length; i += 500)
        await tx.insert(timeEntries).values(rows.slice(i, i + 500));
      await tx.insert(workerClassifications).values(
        staff.map((worker, n) => ({
          ...scope,
          userId: worker.id,
          jobId: project.id,
          classificationId: defaultOf(n).id,
        })),
      );
      await tx.insert(payrollDeductions).values(
        mondays.flatMap((weekStart) =>
          staff.map((worker, n) => ({
            ...scope,
            userId: worker.id,
            weekStart,
            ficaCents: BigInt(11_000 + n * 37),
            withholdingCents: BigInt(16_500 + n * 53),
            otherCents: n % 5 === 0 ? 4_200n : 0n,
            otherNote: n % 5 === 0 ? 'Union dues' : null,
            source: 'imported' as const,
          })),
        ),
      );
    });
    await database.db.execute(sql`analyze`);
    // The numbers last: the first one saved starts the company's ledger, whose genesis records
    // every entry written above.
    for (const [n, worker] of staff.entries())
      await call('PUT', `/api/staff/${worker.id}/identity`, {
        identifyingNumber: `900-00-${String(1000 + n).padStart(4, '0')}`,
      });
    await ledgerSettled(database.db);
    console.log(
      `  ${company.entryCount.toLocaleString('en-US')} entries of history, ${rows.length.toLocaleString('en-US')} on ${mondays.length} project weeks, set up in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const weekUrl = (monday: string) =>
      `/api/certified-payrolls/week?jobId=${project.id}&weekStart=${monday}`;
    const samples: Record<string, number[]> = { week: [], sign: [], produced: [] };
    for (const f of FORMATS) samples[f] = [];
    const sizes: Record<string, number> = {};
    let warnings = 0;
    let warmUpSignMs = 0;
    for (const [w, monday] of mondays.entries()) {
      const measured = w > 0;
      const read: number[] = [];
      let doc: CertifiedPayroll | undefined;
      for (let i = 0; i < (measured ? reads : 1); i++) {
        const r = await call('GET', weekUrl(monday));
        read.push(r.ms);
        doc = JSON.parse(r.bytes.toString()) as CertifiedPayroll;
        sizes.week = r.bytes.length;
      }
      if (doc!.status !== 'unsigned' || doc!.workers.length !== staff.length)
        throw new Error(`${monday}: ${doc!.status}, ${doc!.workers.length} workers`);
      const open = doc!.warnings.filter((x) => !x.explainable);
      if (open.length) throw new Error(`${monday}: ${open.map((x) => x.code).join(', ')}`);
      warnings = doc!.warnings.length;
      t0 = performance.now();
      const signed = await json<CertifiedPayroll>(
        'POST',
        '/api/certified-payrolls/sign',
        {
          jobId: project.id,
          weekStart: monday,
          signatoryName: 'Bench Admin',
          signatoryTitle: 'Payroll Manager',
          explanations: Object.fromEntries(
            doc!.warnings.map((x) => [
              x.key,
              'Restitution paid on check 2231; operator log on file',
            ]),
          ),
        },
        201,
      );
      const signMs = performance.now() - t0;
      const files: Record<string, number> = {};
      for (const format of FORMATS) {
        for (let i = 0; i < (measured ? reads : 1); i++) {
          const r = await call('GET', `/api/certified-payrolls/${signed.id}/file?format=${format}`);
          if (format === 'pdf' && r.bytes.subarray(0, 5).toString() !== '%PDF-')
            throw new Error(`${monday}: not a PDF`);
          files[format] ??= r.ms;
          if (measured) samples[format]!.push(r.ms);
          sizes[format] = r.bytes.length;
        }
      }
      if (!measured) {
        warmUpSignMs = signMs;
        console.log(
          `  warm-up week ${monday}: read ${Math.round(read[0]!)} ms, sign ${Math.round(signMs)} ms, PDF ${Math.round(files.pdf!)} ms`,
        );
        continue;
      }
      samples.week!.push(...read);
      samples.sign!.push(signMs);
      samples.produced!.push(read[0]! + signMs + files.pdf!);
    }
    // The company's history as its check reads it: every entry and signature accounted for.
    const verified = await json<{ ok: boolean }>('GET', '/api/ledger/verify');
    await app.close();
    // Each week signed once, each signature in the company's ledger after its genesis.
    const events = await withPlatform(database.db, (tx) =>
      queryRows<{ kind: string; n: number }>(
        tx,
        sql`select kind, count(*)::int as n from ledger_events
             where company_id = ${scope.companyId} group by kind`,
      ),
    );
    const eventsOf = (k: string) => events.find((e) => e.kind === k)?.n ?? 0;
    console.log(
      `  ledger: ${eventsOf('ledger.genesis')} genesis events, ${eventsOf('payroll.certify')} signatures, verified: ${verified.ok}`,
    );
    if (!verified.ok || eventsOf('payroll.certify') !== mondays.length)
      throw new Error('the ledger does not hold every signature');

    const steps: [step: string, samples: string, size: string | null][] = [
      [`week computed live (${staff.length} workers, ${warnings} warnings)`, 'week', 'week'],
      ['sign (warnings explained, ledger event)', 'sign', null],
      ['file: PDF (WH-347 layout)', 'pdf', 'pdf'],
      ['file: CSV', 'csv', 'csv'],
      ['file: LCPtracker', 'lcptracker', 'lcptracker'],
      ['produced: read + sign + PDF', 'produced', null],
    ];
    const results = steps.map(([step, key, size]) => {
      const values = samples[key]!;
      return {
        step,
        runs: values.length,
        p50Ms: Math.round(percentile(values, 50)),
        p95Ms: Math.round(percentile(values, 95)),
        maxMs: Math.round(Math.max(...values)),
        kb: size ? Math.round(sizes[size]! / 1024) : null,
      };
    });
    console.log(
      `\n  ${'step'.padEnd(48)} ${'runs'.padStart(4)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)}     KB`,
    );
    for (const r of results)
      console.log(
        `  ${r.step.padEnd(48)} ${String(r.runs).padStart(4)} ${String(r.p50Ms).padStart(7)} ${String(r.p95Ms).padStart(7)} ${String(r.maxMs).padStart(7)} ${String(r.kb ?? '').padStart(6)}`,
      );
    const produced = results.at(-1)!.p95Ms;
    const met = produced < TARGET_MS;
    console.log(
      `\n${kind}: a ${staff.length}-worker week produced in ${produced} ms (p95), target < ${TARGET_MS} ms: ${met ? 'met' : 'MISSED'}`,
    );
    const out = path.join(
      benchDir,
      'results',
      `certified-payroll-${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      JSON.stringify(
        {
          kind,
          load,
          cpus: os.cpus().length,
          workers: staff.length,
          weeks,
          reads,
          historyEntries: company.entryCount,
          projectEntries: rows.length,
          warningsPerWeek: warnings,
          warmUpSignMs: Math.round(warmUpSignMs),
          results,
        },
        null,
        2,
      ),
    );
    console.log(`Figures written to ${path.relative(process.cwd(), out)}`);
    if (!met) process.exitCode = 1;
  } finally {
    await database.close();
    await fresh.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
