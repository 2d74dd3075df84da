import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPlatform } from '../src/db/scoped';
import { ledgerEvents, payPeriods, timeEntries, users, wcCodes } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Luis (28.75/h, Carpentry: 5403 at 13.98% below 36/h, 5432 at 6.21% from 36/h) works
 * Mon 2025-03-03 to Fri 2025-03-07, 9 h a day: 45 h, 5 over the federal 40.
 * Straight time 45 × 28.75 = 1293.75; overtime premium 5 × 14.375 = 71.875 → 71.88.
 * Then 8 h on Wed 2025-03-12 (a week that is closed) and 8 h on Tue 2025-03-18 (open).
 */
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let companyId: string;
let tenantId: string;
let carpentry: string;
let luis: string;
let closedEntry: string;
let openEntry: string;
const codeIds: Record<string, string> = {};
const policy = 'startDate=2025-03-03&endDate=2025-03-09';

async function send(method: 'GET' | 'POST' | 'PUT', url: string, body?: object, who = admin) {
  return t.app.inject({ method, url, headers: who.headers, ...(body ? { payload: body } : {}) });
}
async function get(url: string) {
  const res = await send('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const setCompany = async (body: object) => {
  const res = await send('PUT', `/api/companies/${companyId}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const lineOf = (audit: { lines: { workerName: string; wcCode: string }[] }) =>
  audit.lines.find((l) => l.workerName === 'Luis Hernandez' && l.wcCode === '5403');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  const acme = await t.tenantBySubdomain('acme');
  companyId = acme.company.id;
  tenantId = acme.tenant.id;
  const job = (await get('/api/jobs')).find(
    (j: { name: string }) => j.name === 'Lakeshore Medical Office',
  );
  const types = await get(`/api/job-work-types/job/${job.id}/work-types`);
  carpentry = types.find((w: { name: string }) => w.name === 'Carpentry').id;
  luis = (await t.userByEmail('worker1@acme.test')).id;
  const codes = await withPlatform(t.db, (tx) =>
    tx.select().from(wcCodes).where(eq(wcCodes.workTypeId, carpentry)),
  );
  for (const c of codes) codeIds[c.code] = c.id;
  const add = async (entryDate: string, hours: number) => {
    const res = await send('POST', '/api/time-entries/admin-create', {
      targetUserId: luis,
      entryDate,
      hours,
      isPto: false,
      jobId: job.id,
      workTypeId: carpentry,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  for (const d of ['03', '04', '05', '06', '07']) await add(`2025-03-${d}`, 9);
  closedEntry = await add('2025-03-12', 8);
  openEntry = await add('2025-03-18', 8);
  await withPlatform(t.db, (tx) =>
    tx.insert(payPeriods).values({
      tenantId,
      companyId,
      startDate: '2025-03-10',
      endDate: '2025-03-16',
      status: 'closed',
      closedAt: new Date(),
      closedByName: 'admin@acme.test',
    }),
  );
  await setCompany({ overtime_rule: 'federal' });
});
afterAll(() => t.close());

describe('the WC audit packet under each state’s rules', () => {
  it('California excludes the overtime premium (WCIRB USRP Part 3 Section V Rule 3)', async () => {
    expect((await setCompany({ wc_state: 'CA' })).wc_state).toBe('CA');
    const audit = await get(`/api/wc-audit?${policy}`);
    expect(audit.stateRule).toMatchObject({
      state: 'CA',
      source: 'setting',
      basis: 'payroll',
      overtimePremium: 'excluded',
    });
    expect(lineOf(audit)).toMatchObject({
      hours: '45.00',
      compRate: '13.98',
      straightWages: '1293.75',
      overtimePremium: '71.88',
      reportablePayroll: '1293.75',
      // 1293.75 × 13.98% = 180.866… → 180.87
      premium: '180.87',
    });
    const code = audit.classCodes.find((c: { wcCode: string }) => c.wcCode === '5403');
    expect(code).toMatchObject({ reportablePayroll: '1293.75', premium: '180.87' });
  });

  it('Pennsylvania includes it (PCRB)', async () => {
    await setCompany({ wc_state: 'PA' });
    const audit = await get(`/api/wc-audit?${policy}`);
    expect(audit.stateRule.overtimePremium).toBe('included');
    // 1293.75 + 71.88 = 1365.63; × 13.98% = 190.915… → 190.92
    expect(lineOf(audit)).toMatchObject({ reportablePayroll: '1365.63', premium: '190.92' });
  });

  it('Washington reports hours: the premium is hours × the rate per hour', async () => {
    await setCompany({ wc_state: 'WA' });
    const audit = await get(`/api/wc-audit?${policy}`);
    expect(audit.stateRule).toMatchObject({ basis: 'hours', state: 'WA' });
    // 45 h × 13.98 = 629.10
    expect(lineOf(audit)).toMatchObject({ hours: '45.00', premium: '629.10' });
  });

  it('refuses an unknown state and a bad format, naming the field', async () => {
    const state = await send('PUT', `/api/companies/${companyId}`, { wc_state: 'XX' });
    expect(state.statusCode).toBe(400);
    expect(state.json().code).toBe('wcStateUnknown');
    expect(JSON.stringify(state.json())).toContain('wc_state');
    const format = await send('GET', `/api/wc-audit?${policy}&format=xls`);
    expect(format.statusCode).toBe(400);
    expect(JSON.stringify(format.json())).toContain('format');
    // Cleared: the address's state again.
    expect((await setCompany({ wc_state: null })).wc_state).toBeNull();
    await setCompany({ wc_state: 'CA' });
  });

  it('downloads the PDF (with the time cards) and a formula-safe CSV', async () => {
    await withPlatform(t.db, (tx) =>
      tx.update(users).set({ firstName: '=cmd|Luis' }).where(eq(users.id, luis)),
    );
    try {
      const pdf = await send('GET', `/api/wc-audit?${policy}&format=pdf`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      const csv = await send('GET', `/api/wc-audit?${policy}&format=csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toContain('wc-audit-2025-03-03-to-2025-03-09.csv');
      expect(csv.body).toContain("'=cmd|Luis Hernandez");
      expect(csv.body).not.toMatch(/(^|,)=cmd/m);
      expect(csv.body).toContain('1293.75');
    } finally {
      await withPlatform(t.db, (tx) =>
        tx.update(users).set({ firstName: 'Luis' }).where(eq(users.id, luis)),
      );
    }
  });
});

describe('a threshold that takes effect from a date', () => {
  // From 2025-03-10 the threshold is 28: Luis's 28.75 falls in 5432.
  const change = () => ({
    workTypeId: carpentry,
    effectiveFrom: '2025-03-10',
    bands: [
      { wcCodeId: codeIds['5403'], minHourlyRate: 0, maxHourlyRate: 28 },
      { wcCodeId: codeIds['5432'], minHourlyRate: 28, maxHourlyRate: 999.99 },
    ],
  });
  const rowOf = async (id: string) =>
    (
      await withPlatform(t.db, (tx) => tx.select().from(timeEntries).where(eq(timeEntries.id, id)))
    )[0]!;

  it('previews the moves: one open entry, one closed, with the premium moved', async () => {
    const res = await send('POST', '/api/wc-band-changes/preview', change());
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    // 8 × 28.75 = 230.00: 6.21% = 14.28 minus 13.98% = 32.15 → −17.87 each.
    // Luis's own entries; the demo's later entries of workers between 28 and 36 move too.
    const own = preview.moves.filter((m: { entryId: string }) =>
      [closedEntry, openEntry].includes(m.entryId),
    );
    expect(own).toEqual([
      expect.objectContaining({
        entryId: closedEntry,
        closed: true,
        fromWcCode: '5403',
        toWcCode: '5432',
        hours: '8.00',
        premiumMoved: '-17.87',
      }),
      expect.objectContaining({ entryId: openEntry, closed: false, premiumMoved: '-17.87' }),
    ]);
    expect(preview.moves.filter((m: { closed: boolean }) => !m.closed)).toHaveLength(
      preview.open.entries,
    );
    expect(preview.closed).toEqual({ entries: 1, hours: '8.00', premiumMoved: '-17.87' });
  });

  it('applies it: re-codes the open entry, adjusts the closed one, leaves the closed row alone', async () => {
    const closedBefore = await rowOf(closedEntry);
    const res = await send('POST', '/api/wc-band-changes', change());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ adjusted: 2 });
    expect(res.json().recoded).toBe(res.json().preview.open.entries);

    expect(await rowOf(closedEntry)).toEqual(closedBefore);
    expect(await rowOf(openEntry)).toMatchObject({ wcCode: '5432', compRate: '6.21' });
    const adjustments = await withPlatform(t.db, (tx) =>
      tx
        .select()
        .from(timeEntries)
        .where(eq(timeEntries.adjustsEntryId, closedEntry))
        .orderBy(timeEntries.hours),
    );
    expect(adjustments.map((a) => [a.hours, a.wcCode, a.entryDate])).toEqual([
      ['-8.00', '5403', '2025-03-17'],
      ['8.00', '5432', '2025-03-17'],
    ]);
    const history = await get(`/api/time-entries/${openEntry}/history`);
    expect(JSON.stringify(history)).toContain('5432');
    const events = await withPlatform(t.db, (tx) =>
      tx
        .select()
        .from(ledgerEvents)
        .where(
          and(eq(ledgerEvents.companyId, companyId), eq(ledgerEvents.kind, 'threshold.apply')),
        ),
    );
    expect(events).toHaveLength(1);

    // The codes hold the new bands; the change is listed.
    const listed = await get(`/api/wc-band-changes?workTypeId=${carpentry}`);
    expect(listed[0]).toMatchObject({ effectiveFrom: '2025-03-10' });
    expect(listed[0].bands).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          wcCode: '5432',
          minHourlyRate: '28.00',
          previousMinHourlyRate: '36.00',
        }),
      ]),
    );

    // Nothing is left to move: the closed entry counts at 5432 through its adjustments.
    // (A change may only come after it: the same bands from the next day.)
    const again = (
      await send('POST', '/api/wc-band-changes/preview', {
        ...change(),
        effectiveFrom: '2025-03-11',
      })
    ).json();
    expect(again.moves).toEqual([]);
  });

  it('checks the period’s entries against the bands in force on the policy date', async () => {
    // On 2025-03-03 the threshold was still 36: the re-coded 2025-03-18 entry reads as 5403.
    const before = await get('/api/wc-audit?startDate=2025-03-03&endDate=2025-03-31');
    const check = before.thresholdChecks.find(
      (c: { workTypeId: string }) => c.workTypeId === carpentry,
    );
    expect(check.bands).toEqual(
      expect.arrayContaining([expect.objectContaining({ wcCode: '5432', minHourlyRate: '36.00' })]),
    );
    expect(check.mismatches).toEqual([
      expect.objectContaining({ entryId: openEntry, wcCode: '5432', expectedWcCode: '5403' }),
    ]);
    // From 2025-03-10 the new bands hold, and every entry matches them.
    const after = await get('/api/wc-audit?startDate=2025-03-10&endDate=2025-03-31');
    const checked = after.thresholdChecks.find(
      (c: { workTypeId: string }) => c.workTypeId === carpentry,
    );
    expect(checked.mismatches.map((m: { entryId: string }) => m.entryId)).not.toContain(openEntry);
  });

  it('refuses a change on or before one already applied with 409 naming effectiveFrom, and a foreign code', async () => {
    for (const [url, effectiveFrom] of [
      ['/api/wc-band-changes/preview', '2025-03-01'],
      ['/api/wc-band-changes/preview', '2025-03-10'],
      ['/api/wc-band-changes', '2025-03-09'],
      ['/api/wc-band-changes', '2025-03-10'],
    ] as const) {
      const res = await send('POST', url, { ...change(), effectiveFrom });
      expect(res.statusCode, `${url} ${effectiveFrom}`).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'wcBandChangeNotAfterLatest',
        params: { date: '2025-03-10' },
        message:
          'A threshold change from 2025-03-10 is already applied: the new one must take effect after that day',
      });
      expect(res.json().errors).toEqual([
        expect.objectContaining({ path: 'effectiveFrom', code: 'wcBandChangeNotAfterLatest' }),
      ]);
    }
    // Nothing was saved by the refused applies.
    expect(await get(`/api/wc-band-changes?workTypeId=${carpentry}`)).toHaveLength(1);
    const foreign = await send('POST', '/api/wc-band-changes/preview', {
      ...change(),
      bands: [{ wcCodeId: carpentry, minHourlyRate: 0, maxHourlyRate: 0 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(JSON.stringify(foreign.json())).toContain('bands.0.wcCodeId');
    const order = await send('POST', '/api/wc-band-changes/preview', {
      ...change(),
      bands: [{ wcCodeId: codeIds['5403'], minHourlyRate: 30, maxHourlyRate: 20 }],
    });
    expect(order.statusCode).toBe(400);
    expect(JSON.stringify(order.json())).toContain('wcBandOrder');
  });

  it('takes a date after today: entries saved for its days take the new bands, earlier days the old', async () => {
    // From 2099-01-05 the threshold is 30: Luis's 28.75 falls in 5403 again.
    const later = {
      workTypeId: carpentry,
      effectiveFrom: '2099-01-05',
      bands: [
        { wcCodeId: codeIds['5403'], minHourlyRate: 0, maxHourlyRate: 30 },
        { wcCodeId: codeIds['5432'], minHourlyRate: 30, maxHourlyRate: 999.99 },
      ],
    };
    const job = (await get('/api/jobs')).find(
      (j: { name: string }) => j.name === 'Lakeshore Medical Office',
    );
    const add = async (entryDate: string) => {
      const res = await send('POST', '/api/time-entries/admin-create', {
        targetUserId: luis,
        entryDate,
        hours: 8,
        isPto: false,
        jobId: job.id,
        workTypeId: carpentry,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    // Saved before the change: under the bands of 2025-03-10 (threshold 28).
    const early = await add('2099-01-06');
    expect(await rowOf(early)).toMatchObject({ wcCode: '5432' });

    const preview = await send('POST', '/api/wc-band-changes/preview', later);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().moves).toEqual([
      expect.objectContaining({ entryId: early, fromWcCode: '5432', toWcCode: '5403' }),
    ]);
    const applied = await send('POST', '/api/wc-band-changes', later);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json()).toMatchObject({ recoded: 1, adjusted: 0 });
    expect(applied.json().change).toMatchObject({ effectiveFrom: '2099-01-05' });
    expect(await rowOf(early)).toMatchObject({ wcCode: '5403', compRate: '13.98' });

    // The codes hold the later bands, yet a day before the change still takes the bands in force
    // on it; the change's own day and after take the new ones.
    const [before, on, after] = [
      await add('2099-01-04'),
      await add('2099-01-05'),
      await add('2099-02-01'),
    ];
    expect(await rowOf(before)).toMatchObject({ wcCode: '5432', compRate: '6.21' });
    expect(await rowOf(on)).toMatchObject({ wcCode: '5403', compRate: '13.98' });
    expect(await rowOf(after)).toMatchObject({ wcCode: '5403' });
    // So does a day long before the future change (the bands of 2025-03-10).
    const between = await add('2025-06-03');
    expect(await rowOf(between)).toMatchObject({ wcCode: '5432' });
    // The Work Types screen learns the day its bands take effect from.
    const types = await get('/api/work-type-wc-codes');
    expect(types.find((w: { workTypeId: string }) => w.workTypeId === carpentry).bandsFrom).toBe(
      '2099-01-05',
    );
    // The entry form's early hint asks for the code of the entry's day, as the save resolves it.
    const hint = async (date?: string) =>
      (
        await get(
          `/api/wc-codes/match?workTypeId=${carpentry}&hourlyRate=28.75${date ? `&date=${date}` : ''}`,
        )
      ).code;
    expect(await hint('2099-01-04')).toBe('5432');
    expect(await hint('2099-01-05')).toBe('5403');
    expect(await hint()).toBe('5403');
    const badDay = await send(
      'GET',
      `/api/wc-codes/match?workTypeId=${carpentry}&hourlyRate=28.75&date=2099-13-40`,
    );
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().errors[0].path).toBe('date');

    // A change on or before the future one is refused, naming it.
    for (const effectiveFrom of ['2099-01-05', '2098-12-31', '2025-06-03']) {
      const res = await send('POST', '/api/wc-band-changes/preview', { ...later, effectiveFrom });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'wcBandChangeNotAfterLatest',
        params: { date: '2099-01-05' },
      });
      expect(res.json().errors[0].path).toBe('effectiveFrom');
    }
    const listed = await get(`/api/wc-band-changes?workTypeId=${carpentry}`);
    expect(listed.map((c: { effectiveFrom: string }) => c.effectiveFrom)).toEqual([
      '2099-01-05',
      '2025-03-10',
    ]);
  });

  it('refuses another tenant and a worker', async () => {
    const birch = await t.login('admin@birch.test');
    const list = await send(
      'GET',
      `/api/wc-band-changes?workTypeId=${carpentry}`,
      undefined,
      birch,
    );
    expect(list.statusCode).toBe(404);
    const preview = await send('POST', '/api/wc-band-changes/preview', change(), birch);
    expect(preview.statusCode).toBe(404);
    const apply = await send('POST', '/api/wc-band-changes', change(), birch);
    expect(apply.statusCode).toBe(404);
    const audit = await send('GET', `/api/wc-audit?${policy}`, undefined, birch);
    expect(audit.statusCode).toBe(200);
    expect(audit.body).not.toContain('Luis');
    const worker = await t.login('worker1@acme.test');
    expect((await send('GET', `/api/wc-audit?${policy}`, undefined, worker)).statusCode).toBe(403);
  });
});
