import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ExportFileSummary } from '@sitehours/contract';
import { withPlatform } from '../src/db/scoped';
import { verifyExport } from '../src/modules/exports/manifest';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The export ledger (decision 0027). Acme pays federal overtime; Luis (28.75/h) works 8 h a day
 * Mon 2032-03-01 .. Fri 2032-03-05, the week is closed, and a two-hour correction of his Tuesday
 * is dated in the next week (2032-03-09): it must be paid once, as overtime, in the next week's
 * file, and never in the closed week's.
 */
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let luis: { id: string; firstName: string };
const closedWeek = { startDate: '2032-03-01', endDate: '2032-03-07' };
const nextWeek = { startDate: '2032-03-08', endDate: '2032-03-14' };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const get = (url: string, session: Session = admin) =>
  t.app.inject({ method: 'GET', url, headers: session.headers });
const exportOf = (range: { startDate: string; endDate: string }, format = 'generic', s = admin) =>
  get(
    `/api/time-entries/payroll-export?startDate=${range.startDate}&endDate=${range.endDate}&format=${format}`,
    s,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  const acme = await t.tenantBySubdomain('acme');
  const job = (await get('/api/jobs'))
    .json<{ id: string; name: string }[]>()
    .find((j) => j.name === 'Lakeshore Medical Office')!;
  const types = (await get(`/api/job-work-types/job/${job.id}/work-types`)).json<
    { id: string; name: string }[]
  >();
  const carpentry = types.find((w) => w.name === 'Carpentry')!.id;
  const worker = await t.userByEmail('worker1@acme.test');
  luis = { id: worker.id, firstName: worker.firstName };
  for (const day of ['01', '02', '03', '04', '05']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/time-entries/admin-create',
      headers: admin.headers,
      payload: {
        targetUserId: luis.id,
        entryDate: `2032-03-${day}`,
        hours: 8,
        isPto: false,
        jobId: job.id,
        workTypeId: carpentry,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  await withPlatform(t.db, (tx) =>
    tx.execute(sql`update companies set overtime_rule = 'federal' where id = ${acme.company.id}`),
  );
});
afterAll(() => t.close());

describe('the export ledger', () => {
  let first: { id: string; body: Buffer };

  it('keeps every export with its SHA-256, and downloads it again byte for byte', async () => {
    const res = await exportOf(closedWeek);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.rawPayload;
    const id = String(res.headers['x-export-id']);
    expect(res.headers['x-export-sha256']).toBe(sha256(body));
    first = { id, body };

    const again = await get(`/api/exports/${id}/file`);
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, body)).toBe(0);
    expect(sha256(again.rawPayload)).toBe(res.headers['x-export-sha256']);
    expect(again.headers['content-type']).toBe(res.headers['content-type']);
    expect(again.headers['content-disposition']).toBe(res.headers['content-disposition']);

    const list = (await get('/api/exports')).json<ExportFileSummary[]>();
    expect(list[0]).toMatchObject({
      id,
      format: 'generic',
      ...closedWeek,
      size: body.length,
      sha256: sha256(body),
      adjustments: 0,
      overlaps: [],
    });
    expect(list[0]!.createdByName).not.toBe('');
  });

  it('signs a manifest that the public key verifies offline', async () => {
    const signed = (await get(`/api/exports/${first.id}/manifest`)).json<{
      manifest: string;
      signature: string;
    }>();
    const key = await get('/api/exports/public-key');
    expect(key.statusCode).toBe(200);
    expect(key.body).toContain('BEGIN PUBLIC KEY');
    const checked = verifyExport(signed, first.body, key.body);
    expect(checked.failures).toEqual([]);
    expect(checked.manifest).toMatchObject({
      exportId: first.id,
      format: 'generic',
      ...closedWeek,
      size: first.body.length,
      sha256: sha256(first.body),
      adjustments: 0,
    });
    expect(checked.manifest!.ledgerSeq).toBeGreaterThan(0);
    expect(checked.manifest!.ledgerHash).toMatch(/^[0-9a-f]{64}$/);
    // A changed byte or a changed manifest no longer verifies.
    const tampered = Buffer.from(first.body);
    tampered[tampered.length - 2]! ^= 1;
    expect(verifyExport(signed, tampered, key.body).failures).toEqual(['sha256']);
    const forged = { ...signed, manifest: signed.manifest.replace('"generic"', '"gusto"') };
    expect(verifyExport(forged, first.body, key.body).failures).toContain('signature');
  });

  it('lists an earlier export of overlapping dates with each new one', async () => {
    const res = await exportOf({ startDate: '2032-03-04', endDate: '2032-03-10' }, 'gusto');
    const list = (await get('/api/exports')).json<ExportFileSummary[]>();
    expect(list[0]!.id).toBe(res.headers['x-export-id']);
    expect(list[0]!.overlaps.map((o) => o.id)).toContain(first.id);
  });

  it('returns the frozen file for a closed period exported since it closed', async () => {
    const acme = await t.tenantBySubdomain('acme');
    await withPlatform(t.db, (tx) =>
      tx.execute(
        sql`insert into pay_periods (tenant_id, company_id, start_date, end_date, status, closed_at, closed_by_name)
            values (${acme.tenant.id}, ${acme.company.id}, ${closedWeek.startDate}, ${closedWeek.endDate},
                    'closed', now(), 'Test Admin')`,
      ),
    );
    // The export made before the close is not the period's file: the first one after it is.
    const made = await exportOf(closedWeek, 'quickbooks-iif');
    expect(made.headers['x-export-id']).not.toBe(first.id);
    const again = await exportOf(closedWeek, 'quickbooks-iif');
    expect(again.headers['x-export-id']).toBe(made.headers['x-export-id']);
    expect(Buffer.compare(again.rawPayload, made.rawPayload)).toBe(0);
  });

  it('pays a correction of the closed week once, as an adjustment line of the next file', async () => {
    const closedFile = (await exportOf(closedWeek)).rawPayload.toString('utf8');
    await withPlatform(t.db, (tx) =>
      tx.execute(
        sql`insert into time_entries (tenant_id, company_id, user_id, entry_date, hours, is_pto,
              job_id, work_type_id, wc_code_id, wc_code, comp_rate, hourly_rate, status,
              adjusts_entry_id, adjustment_reason)
            select tenant_id, company_id, user_id, '2032-03-09', 2, is_pto, job_id, work_type_id,
                   wc_code_id, wc_code, comp_rate, hourly_rate, 'approved', id, 'Missed two hours'
              from time_entries where user_id = ${luis.id} and entry_date = '2032-03-02'`,
      ),
    );
    const next = await exportOf(nextWeek);
    const lines = next.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/,Line Type,Adjusts Period$/);
    const adjustments = lines.filter((l) => l.includes(',Adjustment,'));
    expect(adjustments).toHaveLength(1);
    // 40 regular hours already paid: the two more are overtime, 2 × 28.75 × 1.5.
    expect(adjustments[0]).toContain(
      `,${nextWeek.startDate},${nextWeek.endDate},0.00,2.00,0.00,0.00,28.75,86.25,Adjustment,2032-03-01 to 2032-03-07`,
    );
    // Luis's own line of the next week has none of the corrected hours.
    const own = lines.find((l) => l.startsWith(`${luis.id},`) && l.endsWith(',Regular,'))!;
    expect(own).toContain(',0.00,0.00,0.00,0.00,28.75,0.00,Regular,');
    const listed = (await get('/api/exports')).json<ExportFileSummary[]>();
    expect(listed[0]!.adjustments).toBe(1);

    // The closed week's file is what it was: the correction is not paid there.
    const closedAgain = (await exportOf(closedWeek)).rawPayload.toString('utf8');
    expect(closedAgain).toBe(closedFile);
    expect(closedAgain).not.toContain('Adjustment');

    const gusto = (await exportOf(nextWeek, 'gusto')).body;
    expect(gusto.split('\r\n')[0]).toMatch(/,line_type,adjusts_period$/);
    expect(gusto).toContain(',0.00,2.00,0.00,0.00,0.00,0.00,adjustment,2032-03-01 to 2032-03-07');
    const iif = (await exportOf(nextWeek, 'quickbooks-iif')).body;
    expect(iif).toMatch(
      /\tPayroll Adjustment\t2:00\t\tAdjusts 2032-03-01 to 2032-03-07: .*gross 86\.25\tN\t0/,
    );
  });

  it('keeps a formula-looking name inert in the adjustment line', async () => {
    await withPlatform(t.db, (tx) =>
      tx.execute(sql`update users set first_name = '=HYPERLINK("x")' where id = ${luis.id}`),
    );
    try {
      const body = (await exportOf(nextWeek)).body;
      const adjustment = body.split('\r\n').find((l) => l.includes(',Adjustment,'))!;
      expect(adjustment).toContain(`"'=HYPERLINK(""x"")`);
      expect(body).not.toMatch(/(^|,)"?=/m);
    } finally {
      await withPlatform(t.db, (tx) =>
        tx.execute(sql`update users set first_name = ${luis.firstName} where id = ${luis.id}`),
      );
    }
  });

  it("keeps each company's exports to itself", async () => {
    const other = await t.login('admin@birch.test');
    const list = (await get('/api/exports', other)).json<ExportFileSummary[]>();
    expect(list.some((e) => e.id === first.id)).toBe(false);
    expect((await get(`/api/exports/${first.id}/file`, other)).statusCode).toBe(404);
    expect((await get(`/api/exports/${first.id}/manifest`, other)).statusCode).toBe(404);
    const worker = await t.login('worker1@acme.test');
    expect((await get('/api/exports', worker)).statusCode).toBe(403);
    expect((await get(`/api/exports/${first.id}/file`, worker)).statusCode).toBe(403);
    expect((await get('/api/exports/not-an-id/file')).statusCode).toBe(400);
  });

  it('lets an operator export and download again for a suspended company', async () => {
    const operator = await t.login('admin@sitehours.test');
    const birch = await t.tenantBySubdomain('birch');
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/tenants/${birch.tenant.id}/suspend`,
      headers: operator.headers,
      payload: { reason: 'Unpaid invoice' },
    });
    expect(suspend.statusCode).toBe(200);
    const entered = await t.app.inject({
      method: 'POST',
      url: '/api/admin/support/impersonate-tenant',
      headers: operator.headers,
      payload: { tenantId: birch.tenant.id, reason: 'Final payroll export', ticketId: 'T-7' },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const support = {
      token: '',
      refreshToken: '',
      headers: { authorization: `Bearer ${entered.json<{ token: string }>().token}` },
    };
    const made = await exportOf(closedWeek, 'generic', support);
    expect(made.statusCode, made.body).toBe(200);
    const id = String(made.headers['x-export-id']);
    const list = (await get('/api/exports', support)).json<ExportFileSummary[]>();
    expect(list[0]).toMatchObject({ id, createdByName: 'admin@sitehours.test (support)' });
    const again = await get(`/api/exports/${id}/file`, support);
    expect(Buffer.compare(again.rawPayload, made.rawPayload)).toBe(0);
    expect((await get(`/api/exports/${id}/manifest`, support)).statusCode).toBe(200);
  });
});
