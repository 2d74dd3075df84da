import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/raw-query';
import { withTenant } from '../src/db/scoped';
import {
  ledgerSettled,
  startLedgerChains,
  startLedgerSealer,
  stopLedgerSealer,
} from '../src/modules/ledger/ledger-append';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The ledger off the write path: writes add their events without waiting on the company's chain,
 * the sealer numbers them after the commit without a gap, a company's first seal records every
 * entry it has however many, and what a stopped server left pending is sealed when it starts.
 */
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let worker: Session;
let acme: { tenantId: string; companyId: string };
let jobId: string;
let carpentry: string;

type Method = 'GET' | 'POST';
const call = (session: Session, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: session.headers });

const scopeOf = async (subdomain: string) => {
  const { tenant, company } = await t.tenantBySubdomain(subdomain);
  return { tenantId: tenant.id, companyId: company.id };
};

const pendingCount = async (companyId: string) =>
  Number(
    (
      await queryRows<{ n: string }>(
        t.db,
        sql`select count(*)::text as n from ledger_pending where company_id = ${companyId}`,
      )
    )[0]!.n,
  );

const chain = (companyId: string) =>
  queryRows<{ seq: string; kind: string; subject_id: string }>(
    t.db,
    sql`select seq::text as seq, kind, subject_id from ledger_events
         where company_id = ${companyId} order by ledger_events.seq`,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  worker = await t.login('worker1@acme.test');
  acme = await scopeOf('acme');
  const jobs = (await call(worker, 'GET', '/api/jobs')).json();
  jobId = jobs.find((j: { name: string }) => j.name === 'Lakeshore Medical Office').id;
  const types = (await call(worker, 'GET', `/api/job-work-types/job/${jobId}/work-types`)).json();
  carpentry = types.find((w: { name: string }) => w.name === 'Carpentry').id;
});
afterAll(() => t.close());

describe('sealing the ledger', () => {
  it('records every entry of a company with more than 5,000 when its chain starts', async () => {
    const [before] = await queryRows<{ n: string }>(
      t.db,
      sql`select count(*)::text as n from ledger_events where company_id = ${acme.companyId}`,
    );
    expect(before!.n).toBe('0');
    // Years of entries written before the ledger existed.
    await t.db.execute(
      sql`insert into time_entries (tenant_id, company_id, user_id, entry_date, hours, is_pto, job_id, work_type_id, wc_code_id, wc_code, comp_rate, hourly_rate)
          select e.tenant_id, e.company_id, e.user_id, date '2010-01-01' + g, 1, false, e.job_id, e.work_type_id, e.wc_code_id, e.wc_code, e.comp_rate, e.hourly_rate
            from (select * from time_entries where company_id = ${acme.companyId} and not is_pto limit 1) e,
                 generate_series(0, 5999) g`,
    );
    const [entries] = await queryRows<{ n: string }>(
      t.db,
      sql`select count(*)::text as n from time_entries where company_id = ${acme.companyId}`,
    );
    expect(Number(entries!.n)).toBeGreaterThan(6000);

    const res = await call(admin, 'GET', '/api/ledger/verify');
    expect(res.json()).toMatchObject({ ok: true, beforeLedger: 0 });
    const genesis = (await chain(acme.companyId)).filter((e) => e.kind === 'ledger.genesis');
    expect(genesis).toHaveLength(Math.ceil(Number(entries!.n) / 500));
  });

  it('seals the events of simultaneous saves after their commits, numbered without a gap', async () => {
    await call(admin, 'GET', '/api/ledger/verify');
    const start = (await chain(acme.companyId)).length;
    const saves = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        call(worker, 'POST', '/api/time-entries', {
          hours: 0.5,
          entryDate: `2031-06-${String((i % 6) + 1).padStart(2, '0')}`,
          notes: `Save ${i}`,
          isPTO: false,
          jobId,
          workTypeId: carpentry,
        }),
      ),
    );
    expect(saves.map((r) => r.statusCode)).toEqual(saves.map(() => 201));
    await ledgerSettled(t.db);
    // Sealed by the server after the commits, not by a check or a listing.
    expect(await pendingCount(acme.companyId)).toBe(0);
    const events = await chain(acme.companyId);
    expect(events.map((e) => Number(e.seq))).toEqual(events.map((_, i) => i + 1));
    const created = new Set(events.slice(start).map((e) => e.subject_id));
    for (const save of saves) expect(created.has(save.json().id as string)).toBe(true);
    expect((await call(admin, 'GET', '/api/ledger/verify')).json()).toMatchObject({ ok: true });
  });

  it('seals, when the server starts, what a stopped server left pending', async () => {
    await stopLedgerSealer(t.db);
    const made = await call(worker, 'POST', '/api/time-entries', {
      hours: 1,
      entryDate: '2031-06-09',
      notes: 'Before the restart',
      isPTO: false,
      jobId,
      workTypeId: carpentry,
    });
    expect(made.statusCode).toBe(201);
    expect(await pendingCount(acme.companyId)).toBe(1);
    await startLedgerSealer(t.db, t.ctx.log);
    expect(await pendingCount(acme.companyId)).toBe(0);
    const events = await chain(acme.companyId);
    expect(events.at(-1)).toMatchObject({ kind: 'entry.create', subject_id: made.json().id });
  });

  it('starts the chain of every company that has none, with all its entries, once', async () => {
    const without = async () =>
      Number(
        (
          await queryRows<{ n: string }>(
            t.db,
            sql`select count(*)::text as n from companies c
                 where not exists (select 1 from ledger_heads h where h.company_id = c.id)`,
          )
        )[0]!.n,
      );
    const missing = await without();
    expect(missing).toBeGreaterThan(0);
    expect(await startLedgerChains(t.db)).toBe(missing);
    expect(await without()).toBe(0);
    const { company } = await t.tenantBySubdomain('birch');
    const [entries] = await queryRows<{ n: string }>(
      t.db,
      sql`select count(*)::text as n from time_entries where company_id = ${company.id}`,
    );
    const genesis = (await chain(company.id)).filter((e) => e.kind === 'ledger.genesis');
    expect(genesis).toHaveLength(Math.ceil(Number(entries!.n) / 500));
    const birchAdmin = await t.login('admin@birch.test');
    expect((await call(birchAdmin, 'GET', '/api/ledger/verify')).json()).toMatchObject({
      ok: true,
      beforeLedger: 0,
    });
    expect(await startLedgerChains(t.db)).toBe(0);
  });

  it('lets the application change no pending event, only seal it', async () => {
    const res = await withTenant(t.db, acme, (tx) =>
      tx.execute(sql`update ledger_pending set data = '{}'`),
    ).then(
      () => 'updated',
      (err: Error) => `${err.message} ${String((err.cause as Error | undefined)?.message)}`,
    );
    expect(res).toMatch(/permission denied/);
  });
});
