/**
 * Closing a pay period (decision 0027) in a 1,000-worker company: a year of weekday entries (one
 * a worker a day, about 260,000 rows), the weeks to close all approved. Each close is the service
 * call behind `POST /api/pay-periods/close` on a fresh database: it locks the company's workers,
 * counts the week's entries and pending ones, writes the period and its ledger event. First the
 * company's ledger is started as a server starts it, in the background (`startLedgerChains`: every
 * entry it already has, in genesis events), timed on its own; then four weeks are closed. Afterwards every closed week is checked: its row, one
 * `period.close` event each, and a new entry on a closed day refused.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/close-period-bench.ts
 *
 * Settings: BENCH_WORKERS (1000), BENCH_WEEKS (3 measured weeks). Target (PostgreSQL): each close
 * under 2 s. PGlite runs too, at smaller sizes (BENCH_WORKERS=100).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '@sitehours/server/src/db/raw-query';
import { withPlatform, withTenant } from '@sitehours/server/src/db/scoped';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '@sitehours/server/src/platform/app-context';
import {
  startLedgerChains,
  startLedgerSealer,
  stopLedgerSealer,
} from '@sitehours/server/src/modules/ledger/ledger-append';
import { closePayPeriod } from '@sitehours/server/src/modules/pay-periods/pay-periods.service';
import { readFacts } from '@sitehours/server/src/modules/time-entries/time-entry.repository';
import type { EntryActor } from '@sitehours/server/src/modules/time-entries/entry-actor';
import { freshDatabase } from './fresh-database';
import { generateLargeCompany } from './data/large-company';

const env = process.env;
const serverUrl = env.BENCH_DATABASE_URL || undefined;
const workers = Number(env.BENCH_WORKERS ?? 1000);
const weeks = Number(env.BENCH_WEEKS ?? 3);
const TARGET_MS = 2000;
/** The sealer reports a failed seal; nothing else is logged here. */
const silentLog = {
  error: (details: unknown, message: string) => console.error(message, details),
} as unknown as FastifyBaseLogger;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));

/** The Sunday before last week's: the generated year ends there. */
function lastSunday(): string {
  let day = addDays(dayOf(new Date()), -7);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 0) day = addDays(day, -1);
  return day;
}

async function main() {
  const fresh = await freshDatabase('close', serverUrl);
  try {
    const database = await fresh.open();
    const endDate = lastSunday();
    let t0 = performance.now();
    const company = await generateLargeCompany(database.db, {
      workers,
      endDate,
      entriesPerDay: 1,
      jobs: 20,
      adminEmail: 'admin@close.bench',
      adminPassword: 'Bench-Close-2026!',
      name: 'Keystone Close Builders',
      subdomain: 'close-bench',
      emailDomain: 'close.bench',
    });
    const scope = { tenantId: company.tenantId, companyId: company.companyId };
    console.log(
      `${workers} workers, ${company.entryCount} entries generated in ${Math.round(performance.now() - t0)} ms`,
    );
    const ctx = { db: database.db, bus: { invalidate: () => undefined } } as unknown as AppContext;
    const actor: EntryActor = {
      scope,
      userId: null,
      isAdmin: true,
      actsForOthers: true,
      actorId: null,
      actorLabel: 'bench',
    };
    // Weeks five and more back from the year's end: all their entries approved.
    const mondays = Array.from({ length: weeks + 1 }, (_, i) => addDays(endDate, -6 - 7 * (5 + i)));
    t0 = performance.now();
    await startLedgerSealer(database.db, silentLog);
    const chains = await startLedgerChains(database.db);
    console.log(
      `ledgers started in the background: ${chains} companies in ${Math.round(performance.now() - t0)} ms`,
    );
    const times: number[] = [];
    for (const monday of mondays) {
      t0 = performance.now();
      const period = await closePayPeriod(ctx, actor, monday);
      const ms = performance.now() - t0;
      console.log(
        `close ${monday}: ${Math.round(ms)} ms, ${period.entryCount} entries, ${period.hours} h`,
      );
      times.push(ms);
    }
    await stopLedgerSealer(database.db);
    const events = await withPlatform(database.db, (tx) =>
      queryRows<{ n: string }>(
        tx,
        sql`select count(*)::text as n from ledger_events where kind = 'period.close' and company_id = ${scope.companyId}`,
      ),
    );
    const [worker] = await withPlatform(database.db, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`select id from users where company_id = ${scope.companyId} limit 1`,
      ),
    );
    const [facts] = await withTenant(database.db, scope, (tx) =>
      readFacts(tx, scope, [
        {
          worker: worker!.id,
          day: addDays(mondays[1]!, 2),
          hours: '1.00',
          isPto: false,
          job: null,
          workType: null,
          ptoType: null,
        },
      ]),
    );
    const ok =
      Number(events[0]!.n) === mondays.length &&
      facts!.facts.periodClosed === true &&
      times.every((ms) => ms < TARGET_MS);
    const worst = Math.max(...times);
    console.log(
      `${kind()}: worst close ${Math.round(worst)} ms (target < ${TARGET_MS} ms), ` +
        `${events[0]!.n} close events, closed day refused: ${facts!.facts.periodClosed}: ${ok ? 'PASS' : 'FAIL'}`,
    );
    await database.close();
    if (!ok) process.exitCode = 1;
  } finally {
    await fresh.drop();
  }
}

const kind = () => (serverUrl ? 'PostgreSQL' : 'PGlite');

await main();
