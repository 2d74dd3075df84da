/**
 * Report times at scale: a company of 1,000 workers with a year of entries (about a million
 * rows), each report for one week and for the whole year, through the API (HTTP, sign-in,
 * JSON) and as its query run directly (the service function alone). See README.md.
 *
 *   npx tsx report-bench.ts                                                       # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx report-bench.ts
 *
 * Settings: BENCH_WORKERS_COUNT (1000), BENCH_ENTRIES_PER_DAY (4), BENCH_RUNS (5).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { DateRange } from '@sitehours/contract';
import { buildApp } from '@sitehours/server/src/app';
import { openDatabase, type Database } from '@sitehours/server/src/db/database';
import { loadConfig } from '@sitehours/server/src/platform/config';
import * as reports from '@sitehours/server/src/modules/reports/report.service';
import { generateLargeCompany } from './data/large-company';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const workers = Number(env.BENCH_WORKERS_COUNT ?? 1000);
const entriesPerDay = Number(env.BENCH_ENTRIES_PER_DAY ?? 4);
const runs = Number(env.BENCH_RUNS ?? 5);
const databaseUrl = env.BENCH_DATABASE_URL || undefined;
const ADMIN = { email: 'admin@summit.bench', password: 'Bench!Admin2026' };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function time(fn: () => Promise<unknown>): Promise<number[]> {
  await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return samples;
}

async function openBenchDatabase(
  dataDir: string,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!databaseUrl) {
    return {
      database: await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }),
      drop: async () => undefined,
    };
  }
  const name = `sh_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ databaseUrl: url.toString() }),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-report-bench-'));
  const { database, drop } = await openBenchDatabase(dataDir);
  const kind = database.kind;
  try {
    console.log(
      `Generating ${workers} workers × a year × ${entriesPerDay} entries a day on ${kind}...`,
    );
    const t0 = performance.now();
    const company = await generateLargeCompany(database.db, {
      workers,
      endDate: '2026-11-15',
      entriesPerDay,
      jobs: 60,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
    });
    await database.db.execute(sql`analyze`);
    const generateSeconds = (performance.now() - t0) / 1000;
    console.log(
      `  ${company.entryCount.toLocaleString('en-US')} entries in ${generateSeconds.toFixed(1)} s`,
    );

    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      DATABASE_URL: databaseUrl,
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
    const auth = { authorization: `Bearer ${token}` };
    const scope = { tenantId: company.tenantId, companyId: company.companyId };
    const ctx = { db: database.db } as Parameters<typeof reports.weeklyReport>[0];

    const ranges = {
      week: company.week,
      year: { startDate: company.startDate, endDate: company.endDate },
    };
    const scenarios: {
      name: string;
      path: string;
      direct: (r: DateRange) => Promise<unknown>;
    }[] = [
      {
        name: 'Weekly Entries',
        path: 'weekly-report',
        direct: (r) => reports.weeklyReport(ctx, scope, r),
      },
      {
        name: 'Weekly Summary',
        path: 'employee-weekly-report',
        direct: (r) => reports.employeeSummary(ctx, scope, r),
      },
      {
        name: 'Job Breakdown',
        path: 'job-worktype-report',
        direct: (r) => reports.jobBreakdown(ctx, scope, { ...r, detailed: false }),
      },
      {
        name: 'Job Breakdown, detailed',
        path: 'job-worktype-report',
        direct: (r) => reports.jobBreakdown(ctx, scope, { ...r, detailed: true }),
      },
    ];
    const results: Record<string, unknown>[] = [];
    for (const [rangeName, range] of Object.entries(ranges)) {
      for (const s of scenarios) {
        const detailed = s.name.endsWith('detailed')
          ? '&detailed=true'
          : s.path === 'job-worktype-report'
            ? '&detailed=false'
            : '';
        let bytes = 0;
        const api = await time(async () => {
          // A fresh connection per request: a kept-alive socket may be closed while the
          // previous, very large answer was being read.
          const res = await fetch(
            `${base}/api/time-entries/${s.path}?startDate=${range.startDate}&endDate=${range.endDate}${detailed}&_=${Date.now()}`,
            { headers: { ...auth, connection: 'close' } },
          );
          if (res.status !== 200) throw new Error(`${s.path}: ${res.status} ${await res.text()}`);
          bytes = (await res.arrayBuffer()).byteLength;
        });
        const direct = await time(() => s.direct(range));
        const row = {
          report: s.name,
          range: rangeName,
          apiMs: Math.round(median(api)),
          queryMs: Math.round(median(direct)),
          ratio: Number((median(api) / median(direct)).toFixed(2)),
          responseKB: Math.round(bytes / 1024),
        };
        results.push(row);
        console.log(
          `  ${rangeName.padEnd(4)} ${s.name.padEnd(24)} api ${String(row.apiMs).padStart(6)} ms   query ${String(row.queryMs).padStart(6)} ms   ×${row.ratio}   ${row.responseKB} KB`,
        );
      }
    }
    await app.close();
    const out = path.join(
      benchDir,
      'results',
      `reports-${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      JSON.stringify(
        { kind, workers, entries: company.entryCount, generateSeconds, runs, results },
        null,
        2,
      ),
    );
    console.log(`Figures written to ${path.relative(process.cwd(), out)}`);
  } finally {
    await database.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
