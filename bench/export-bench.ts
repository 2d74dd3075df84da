/**
 * Payroll export at scale (decision 0027): a company of 1,000 workers with a year of entries
 * exports one week through the API in each format. Every export is kept in the export ledger
 * (the file, its SHA-256, a signed manifest and a ledger event) in the same request; the figures
 * are the whole request, as the admin waits for it. Also timed: downloading a kept file again, a
 * closed period's frozen file, and a week that pays adjustments (corrections of the week before,
 * for one worker in ten). See README.md.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:exports -w @sitehours/bench
 *   npm run bench:exports -w @sitehours/bench                                             # PGlite
 *
 * Settings: BENCH_WORKERS_COUNT (1000), BENCH_ENTRIES_PER_DAY (2), BENCH_RUNS (5).
 * Target (PostgreSQL): a week's export under 2 s.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '@sitehours/server/src/app';
import { withPlatform } from '@sitehours/server/src/db/scoped';
import { loadConfig } from '@sitehours/server/src/platform/config';
import { generateLargeCompany } from './data/large-company';
import { freshDatabase } from './fresh-database';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const workers = Number(env.BENCH_WORKERS_COUNT ?? 1000);
const entriesPerDay = Number(env.BENCH_ENTRIES_PER_DAY ?? 2);
const runs = Number(env.BENCH_RUNS ?? 5);
const serverUrl = env.BENCH_DATABASE_URL || undefined;
const ADMIN = { email: 'admin@summit.bench', password: 'Bench!Admin2026' };
const TARGET_MS = 2000;
const FORMATS = ['generic', 'gusto', 'quickbooks-iif'] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const fresh = await freshDatabase('export', serverUrl);
  const database = await fresh.open();
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
    const week = company.week;
    const weekBefore = {
      startDate: addDays(week.startDate, -7),
      endDate: addDays(week.endDate, -7),
    };
    // One worker in ten gets a correction of last week's first entry, dated in the week.
    const adjustments = await withPlatform(database.db, async (tx) => {
      const result = await tx.execute(sql`
        insert into time_entries (tenant_id, company_id, user_id, entry_date, hours, is_pto,
          job_id, work_type_id, wc_code_id, wc_code, comp_rate, hourly_rate, status,
          adjusts_entry_id, adjustment_reason)
        select distinct on (e.user_id) e.tenant_id, e.company_id, e.user_id,
               ${week.startDate}::date + 1, 1.5, e.is_pto, e.job_id, e.work_type_id, e.wc_code_id,
               e.wc_code, e.comp_rate, e.hourly_rate, 'approved', e.id, 'Bench correction'
          from time_entries e
         where e.company_id = ${company.companyId}
           and e.entry_date between ${weekBefore.startDate} and ${weekBefore.endDate}
           and not e.is_pto and (hashtext(e.user_id::text) % 10) = 0
         order by e.user_id, e.entry_date, e.id`);
      return (result as { rowCount?: number; affectedRows?: number }).rowCount ?? 0;
    });
    await database.db.execute(sql`analyze`);
    console.log(
      `  ${company.entryCount.toLocaleString('en-US')} entries and ${adjustments} adjustments in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

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
    const auth = { authorization: `Bearer ${token}`, connection: 'close' };

    async function fetchTimed(url: string) {
      const started = performance.now();
      const res = await fetch(`${base}${url}`, { headers: auth });
      const bytes = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      return { ms: performance.now() - started, bytes, id: res.headers.get('x-export-id') };
    }
    const exportUrl = (range: { startDate: string; endDate: string }, format: string) =>
      `/api/time-entries/payroll-export?startDate=${range.startDate}&endDate=${range.endDate}&format=${format}`;

    // The company's first export makes its signing key and its ledger's first events.
    const first = await fetchTimed(exportUrl(weekBefore, 'generic'));
    console.log(
      `  first export of the company: ${Math.round(first.ms)} ms (key pair, ledger start)`,
    );

    const results: Record<string, unknown>[] = [];
    const record = (name: string, samples: number[], bytes: number) => {
      const row = {
        scenario: name,
        medianMs: Math.round(median(samples)),
        maxMs: Math.round(Math.max(...samples)),
        kb: Math.round(bytes / 1024),
      };
      results.push(row);
      console.log(
        `  ${name.padEnd(44)} median ${String(row.medianMs).padStart(5)} ms   max ${String(row.maxMs).padStart(5)} ms   ${row.kb} KB`,
      );
      return row;
    };
    let lastId = '';
    for (const format of FORMATS) {
      for (const [label, range] of [
        ['week', weekBefore],
        ['week with adjustments', week],
      ] as const) {
        const samples: number[] = [];
        let bytes = 0;
        for (let i = 0; i < runs; i++) {
          const r = await fetchTimed(exportUrl(range, format));
          samples.push(r.ms);
          bytes = r.bytes;
          lastId = r.id ?? lastId;
        }
        record(`export ${format}, ${label}`, samples, bytes);
      }
    }
    // A server without the export ledger (an earlier version, for the figure before it) answers
    // no export id: only its exports are timed.
    if (lastId) await ledgerScenarios();
    async function ledgerScenarios() {
      const again: number[] = [];
      let againBytes = 0;
      for (let i = 0; i < runs; i++) {
        const r = await fetchTimed(`/api/exports/${lastId}/file`);
        again.push(r.ms);
        againBytes = r.bytes;
      }
      record('download again (stored file)', again, againBytes);

      await withPlatform(database.db, (tx) =>
        tx.execute(sql`insert into pay_periods (tenant_id, company_id, start_date, end_date, status, closed_at, closed_by_name)
        values (${company.tenantId}, ${company.companyId}, ${weekBefore.startDate}, ${weekBefore.endDate}, 'closed', now(), 'Bench')`),
      );
      await fetchTimed(exportUrl(weekBefore, 'generic'));
      const frozen: number[] = [];
      let frozenBytes = 0;
      for (let i = 0; i < runs; i++) {
        const r = await fetchTimed(exportUrl(weekBefore, 'generic'));
        frozen.push(r.ms);
        frozenBytes = r.bytes;
      }
      record('export of a closed week (frozen file)', frozen, frozenBytes);
      const list = await fetchTimed('/api/exports');
      record('list of exports', [list.ms], list.bytes);
    }
    await app.close();

    const worst = Math.max(
      ...results
        .filter((r) => String(r.scenario).startsWith('export '))
        .map((r) => r.medianMs as number),
    );
    console.log(
      `Slowest week export (median): ${worst} ms, target < ${TARGET_MS} ms: ${worst < TARGET_MS ? 'met' : 'MISSED'}`,
    );
    const out = path.join(
      benchDir,
      'results',
      `exports-${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(
      out,
      JSON.stringify(
        {
          kind,
          workers,
          entries: company.entryCount,
          adjustments,
          runs,
          firstExportMs: Math.round(first.ms),
          results,
        },
        null,
        2,
      ),
    );
    console.log(`Figures written to ${path.relative(process.cwd(), out)}`);
  } finally {
    await database.close();
    await fresh.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
