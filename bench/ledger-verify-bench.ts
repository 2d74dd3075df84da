/**
 * The check of a company's history at scale (decision 0027): one company with two million events
 * in its ledger, and the time `verifyLedger` takes to compute every hash again and compare every
 * entry with its latest event. Target: under 60 s on PostgreSQL.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:ledger -w @sitehours/bench
 *
 * Settings: BENCH_EVENTS (2,000,000), BENCH_ENTRIES (100,000 time entries the events are about),
 * BENCH_KEEP=1 keeps the database afterwards (its name is printed).
 * The embedded database is refused above 100,000 events: it holds the whole table in this
 * process's memory and would take far longer to fill than to check.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadDemoDataIfEmpty } from '@sitehours/server/src/db/demo-data';
import { queryRows } from '@sitehours/server/src/db/raw-query';
import { withPlatform } from '@sitehours/server/src/db/scoped';
import {
  ENTRY_STATE_COLUMNS,
  entryState,
  type EntryRow,
} from '@sitehours/server/src/modules/ledger/entry-state';
import {
  GENESIS_HASH,
  eventBody,
  eventHash,
  type LedgerEventInput,
} from '@sitehours/server/src/modules/ledger/ledger-chain';
import { verifyLedger } from '@sitehours/server/src/modules/ledger/verify';
import { freshDatabase } from './fresh-database';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const env = process.env;
const serverUrl = env.BENCH_DATABASE_URL || undefined;
const totalEvents = Number(env.BENCH_EVENTS ?? 2_000_000);
const totalEntries = Number(env.BENCH_ENTRIES ?? 100_000);
const INSERT_ROWS = 5_000;

if (!serverUrl && totalEvents > 100_000) {
  console.error(
    'The ledger benchmark runs on PostgreSQL (BENCH_DATABASE_URL); on PGlite set BENCH_EVENTS to 100000 or fewer.',
  );
  process.exit(1);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const fresh = await freshDatabase('ledger', serverUrl);
  const database = await fresh.open();
  const db = database.db;
  try {
    await loadDemoDataIfEmpty(db);
    const [company] = await withPlatform(db, (tx) =>
      queryRows<{ id: string; tenant_id: string }>(
        tx,
        sql`select id, tenant_id from companies where name = 'Acme Construction' limit 1`,
      ),
    );
    if (!company) throw new Error('The demo company is missing.');
    const scope = { tenantId: company.tenant_id, companyId: company.id };

    // The entries the events are about: copies of one demo entry on days spread over years.
    let started = performance.now();
    await withPlatform(db, async (tx) => {
      const existing = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from time_entries where company_id = ${company.id}`,
      );
      const more = Math.max(0, totalEntries - existing[0]!.n);
      await tx.execute(sql`
        insert into time_entries (tenant_id, company_id, user_id, entry_date, hours, notes, is_pto,
          job_id, work_type_id, wc_code_id, wc_code, comp_rate, hourly_rate)
        select e.tenant_id, e.company_id, e.user_id, date '2020-01-01' + (g % 2500),
               ((g % 32) + 1) * 0.25, 'Bench ' || g, false, e.job_id, e.work_type_id,
               e.wc_code_id, e.wc_code, e.comp_rate, e.hourly_rate
          from generate_series(1, ${more}) g,
               (select * from time_entries where company_id = ${company.id} and not is_pto limit 1) e`);
    });
    const entries = await withPlatform(db, (tx) =>
      queryRows<EntryRow>(
        tx,
        sql`select ${ENTRY_STATE_COLUMNS} from time_entries e where e.company_id = ${company.id} order by e.id`,
      ),
    );
    console.log(
      `${entries.length.toLocaleString()} entries in ${seconds(performance.now() - started)}`,
    );

    // The chain: a create per entry, then changes of them in turn until the total is reached.
    started = performance.now();
    const at = new Date();
    const client = (db as unknown as { $client: import('pg').Pool }).$client;
    let hash = GENESIS_HASH;
    let seq = 0;
    const names = ['Ana López', 'Luis Ortega', 'Payroll Admin'];
    while (seq < totalEvents) {
      const cols = {
        seq: [] as number[],
        kind: [] as string[],
        subject: [] as string[],
        body: [] as string[],
        prev: [] as string[],
        hash: [] as string[],
      };
      for (let i = 0; i < INSERT_ROWS && seq < totalEvents; i++) {
        seq += 1;
        const row = entries[(seq - 1) % entries.length]!;
        const event: LedgerEventInput = {
          kind: seq <= entries.length ? 'entry.create' : 'entry.update',
          subjectId: row.id,
          actor: names[seq % names.length]!,
          data: { state: entryState(row), actorId: null, reason: null },
        };
        const body = eventBody(seq, at, event);
        const prev = hash;
        hash = eventHash(prev, body);
        cols.seq.push(seq);
        cols.kind.push(event.kind);
        cols.subject.push(event.subjectId);
        cols.body.push(body);
        cols.prev.push(prev);
        cols.hash.push(hash);
      }
      const values = [
        scope.tenantId,
        scope.companyId,
        cols.seq,
        cols.kind,
        cols.subject,
        cols.body,
        cols.prev,
        cols.hash,
      ];
      if (serverUrl)
        await client.query(
          `insert into ledger_events (tenant_id, company_id, seq, kind, subject_id, body, prev_hash, hash)
           select $1, $2, * from unnest($3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])`,
          values,
        );
      else
        await withPlatform(db, (tx) =>
          tx.execute(
            sql`insert into ledger_events (tenant_id, company_id, seq, kind, subject_id, body, prev_hash, hash)
                values ${sql.join(
                  cols.seq.map(
                    (s, i) =>
                      sql`(${scope.tenantId}, ${scope.companyId}, ${s}, ${cols.kind[i]}, ${cols.subject[i]}, ${cols.body[i]}, ${cols.prev[i]}, ${cols.hash[i]})`,
                  ),
                  sql`, `,
                )}`,
          ),
        );
      if (seq % 200_000 === 0) process.stdout.write(`${seq.toLocaleString()} `);
    }
    await withPlatform(db, (tx) =>
      tx.execute(
        sql`insert into ledger_heads (company_id, tenant_id, seq, hash)
            values (${scope.companyId}, ${scope.tenantId}, ${seq}, ${hash})
            on conflict (company_id, tenant_id) do update set seq = excluded.seq, hash = excluded.hash`,
      ),
    );
    if (serverUrl) await client.query('vacuum analyze ledger_events');
    const size = serverUrl
      ? (
          await client.query<{ size: string }>(
            `select pg_size_pretty(pg_total_relation_size('ledger_events')) as size`,
          )
        ).rows[0]!.size
      : '-';
    console.log(
      `\n${seq.toLocaleString()} events (${size}) written in ${seconds(performance.now() - started)}`,
    );

    // The check, as the command line runs it.
    started = performance.now();
    const cpuBefore = process.cpuUsage();
    const result = await verifyLedger((work) => withPlatform(db, work), scope.companyId, {
      onProgress: (done) => {
        if (done % 500_000 === 0) process.stdout.write(`${done.toLocaleString()} `);
      },
    });
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const summary = {
      database: serverUrl ? 'postgres' : 'pglite',
      events: result.events,
      entries: entries.length,
      ok: result.ok,
      firstBroken: result.firstBroken ?? null,
      verifySeconds: Number((ms / 1000).toFixed(1)),
      eventsPerSecond: Math.round(result.events / (ms / 1000)),
      benchCpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(1)),
      target: 'verify < 60 s',
      pass: result.ok && ms < 60_000,
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
      cpus: os.cpus().length,
      at: new Date().toISOString(),
    };
    console.log('');
    console.table([
      {
        events: summary.events,
        entries: summary.entries,
        ok: summary.ok,
        'verify (s)': summary.verifySeconds,
        'events/s': summary.eventsPerSecond,
        'bench CPU (s)': summary.benchCpuSeconds,
        '< 60 s': summary.pass,
      },
    ]);
    const out = path.join(benchDir, 'results');
    fs.mkdirSync(out, { recursive: true });
    const file = path.join(
      out,
      `ledger-${summary.database}-${summary.at.replace(/[:.]/g, '-')}.json`,
    );
    fs.writeFileSync(file, JSON.stringify(summary, null, 2));
    console.log(`Results written to ${path.relative(benchDir, file)}`);
    if (!summary.pass) process.exitCode = 1;
  } finally {
    await database.close();
    if (env.BENCH_KEEP === '1') {
      await fresh.admin?.end();
      console.log(`Kept the database ${fresh.name ?? fresh.dataDir}`);
    } else await fresh.drop();
  }
}

await main();
