import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPlatform } from '../src/db/scoped';
import { certifiedPayrolls, ledgerEvents, timeEntries, workerIdentities } from '../src/db/schema';
import { ledgerSettled } from '../src/modules/ledger/ledger-append';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A public-works week on the Lakeshore job (decision 0028). Luis (28.75/h) works Mon–Thu 2025-03-03
 * to 06, 10 h a day as a Carpenter ($25.00 + $5.00, his default classification on the job), and
 * Friday 4 h as a Laborer ($30.00 + $5.00): 44 h, the last 4 overtime, and the Laborer hours paid
 * 28.75 + 5.00 cash = 33.75, below the determination's 35.00. Ana (22.00/h) has 8 h on Monday
 * with no classification, and 8 h on Tuesday still pending.
 */
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let worker: Session;
let birch: Session;
let job: string;
let carpentry: string;
let luis: string;
let ana: string;
let carpenter: string;
let laborer: string;
let anaMonday: string;
let anaTuesday: string;
const WEEK = '2025-03-03';

async function send(method: string, url: string, body?: object, who = admin) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: who.headers,
    ...(body ? { payload: body } : {}),
  });
}
async function ok(method: string, url: string, body?: object, status = 200, who = admin) {
  const res = await send(method, url, body, who);
  expect(res.statusCode, res.body).toBe(status);
  return res.body ? res.json() : undefined;
}
const week = () => ok('GET', `/api/certified-payrolls/week?jobId=${job}&weekStart=${WEEK}`);

async function entry(userId: string, entryDate: string, hours: number, extra: object = {}) {
  const created = await ok(
    'POST',
    '/api/time-entries/admin-create',
    {
      targetUserId: userId,
      entryDate,
      hours,
      isPto: false,
      jobId: job,
      workTypeId: carpentry,
      ...extra,
    },
    201,
  );
  return created as { id: string; classificationId?: string; equipment?: string | null };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  worker = await t.login('worker1@acme.test');
  birch = await t.login('admin@birch.test');
  const jobs = await ok('GET', '/api/jobs');
  job = jobs.find((j: { name: string }) => j.name === 'Lakeshore Medical Office').id;
  const types = await ok('GET', `/api/job-work-types/job/${job}/work-types`);
  carpentry = types.find((w: { name: string }) => w.name === 'Carpentry').id;
  luis = (await t.userByEmail('worker1@acme.test')).id;
  ana = (await t.userByEmail('worker2@acme.test')).id;
});
afterAll(() => t.close());

describe('a public-works job', () => {
  it('is marked, with its determination and a worker’s default classification', async () => {
    // A job that is not public works takes no classification.
    const refused = await send('POST', `/api/jobs/${job}/classifications`, {
      name: 'Carpenter',
      rates: [{ effectiveFrom: '2025-01-01', baseRate: '25.00', fringeRate: '5.00' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('jobId');
    expect(await ok('GET', `/api/jobs/${job}/classifications`)).toEqual([]);

    const settings = await ok('PUT', `/api/jobs/${job}/public-works`, {
      wageLaw: 'federal',
      awardingAgency: 'General Services Administration',
      projectNumber: 'GS-05P-25-0001',
      contractNumber: '47PF0025C0001',
      projectLocation: 'Lakeshore Medical Office, Chicago IL',
      startDate: '2025-03-05',
      fringePaidAs: 'cash',
    });
    expect(settings).toMatchObject({ jobId: job, overtimeRate: 'weightedAverage' });
    carpenter = (
      await ok(
        'POST',
        `/api/jobs/${job}/classifications`,
        {
          name: 'Carpenter',
          determination: 'IL20250009 Mod 1',
          rates: [
            { effectiveFrom: '2025-01-01', baseRate: '24.00', fringeRate: '5.00' },
            { effectiveFrom: '2025-03-01', baseRate: '25.00', fringeRate: '5.00' },
          ],
        },
        201,
      )
    ).id;
    laborer = (
      await ok(
        'POST',
        `/api/jobs/${job}/classifications`,
        { name: 'Laborer', rates: [{ effectiveFrom: '2025-01-01', baseRate: 30, fringeRate: 5 }] },
        201,
      )
    ).id;
    const taken = await send('POST', `/api/jobs/${job}/classifications`, {
      name: 'Laborer',
      rates: [{ effectiveFrom: '2025-01-01', baseRate: 30, fringeRate: 5 }],
    });
    expect(taken.statusCode).toBe(409);
    const badRate = await send('POST', `/api/jobs/${job}/classifications`, {
      name: 'Painter',
      rates: [{ effectiveFrom: '2025-01-01', baseRate: '30.0001', fringeRate: 5 }],
    });
    expect(badRate.statusCode).toBe(400);
    expect(badRate.json().errors[0].path).toBe('rates.0.baseRate');

    await ok(
      'PUT',
      `/api/jobs/${job}/worker-classifications/${luis}`,
      { classificationId: carpenter },
      204,
    );
    const shown = await ok('GET', `/api/jobs/${job}/public-works`);
    expect(shown.settings.awardingAgency).toBe('General Services Administration');
    expect(shown.classifications.map((c: { name: string }) => c.name)).toEqual([
      'Carpenter',
      'Laborer',
    ]);
    expect(shown.classifications[0].rates).toHaveLength(2);
    expect(shown.workerClassifications).toEqual([{ userId: luis, classificationId: carpenter }]);
    // A worker reads the classifications to choose from, nothing else of it.
    expect(
      (await ok('GET', `/api/jobs/${job}/classifications`, undefined, 200, worker)).length,
    ).toBe(2);
    expect((await send('GET', `/api/jobs/${job}/public-works`, undefined, worker)).statusCode).toBe(
      403,
    );
    expect(
      (await ok('GET', '/api/public-works-jobs')).map((j: { jobId: string }) => j.jobId),
    ).toEqual([job]);
  });

  it('is another company’s to nobody else', async () => {
    for (const [method, url] of [
      ['GET', `/api/jobs/${job}/public-works`],
      ['GET', `/api/jobs/${job}/classifications`],
      ['GET', `/api/certified-payrolls?jobId=${job}`],
      ['GET', `/api/certified-payrolls/week?jobId=${job}&weekStart=${WEEK}`],
      ['GET', `/api/staff/${luis}/identity`],
    ] as const) {
      const res = await send(method, url, undefined, birch);
      expect([403, 404], `${url}: ${res.body}`).toContain(res.statusCode);
    }
    expect(await ok('GET', '/api/public-works-jobs', undefined, 200, birch)).toEqual([]);
  });
});

describe('identifying details', () => {
  it('are kept encrypted and read by company admins only', async () => {
    const saved = await ok('PUT', `/api/staff/${luis}/identity`, {
      identifyingNumber: '123-45-6789',
      address: '12 Elm St, Chicago IL',
    });
    expect(saved).toMatchObject({ lastFour: '6789', identifyingNumber: '123456789' });
    // The full number only when asked for, and each time recorded in the ledger.
    expect(await ok('GET', `/api/staff/${luis}/identity`)).toMatchObject({
      lastFour: '6789',
      identifyingNumber: null,
      address: '12 Elm St, Chicago IL',
    });
    expect(await ok('GET', `/api/staff/${luis}/identity?reveal=true`)).toMatchObject({
      identifyingNumber: '123456789',
      address: '12 Elm St, Chicago IL',
    });
    await ledgerSettled(t.db);
    const reveals = await withPlatform(t.db, (tx) =>
      tx.select().from(ledgerEvents).where(eq(ledgerEvents.kind, 'identity.reveal')),
    );
    expect(reveals.map((e) => [e.subjectId, JSON.parse(e.body).actor])).toEqual([
      [luis, 'admin@acme.test'],
    ]);
    expect(reveals[0]!.body).not.toContain('123456789');
    const [row] = await withPlatform(t.db, (tx) =>
      tx.select().from(workerIdentities).where(eq(workerIdentities.userId, luis)),
    );
    expect(row!.lastFour).toBe('6789');
    expect(row!.detailsEncrypted).not.toContain('123456789');
    expect(row!.detailsEncrypted).not.toContain('Elm');
    // The worker themself, a manager's powers or another tenant's admin: refused.
    expect((await send('GET', `/api/staff/${luis}/identity`, undefined, worker)).statusCode).toBe(
      403,
    );
    expect((await send('GET', `/api/staff/${luis}/identity`, undefined, birch)).statusCode).toBe(
      404,
    );
    const bad = await send('PUT', `/api/staff/${luis}/identity`, { identifyingNumber: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('identifyingNumber');
  });
});

describe('classification on entries', () => {
  it('takes the worker’s default, the one asked for, and refuses another job’s', async () => {
    for (const d of ['03', '04', '05', '06']) {
      const e = await entry(luis, `2025-03-${d}`, 10);
      expect(e.classificationId).toBe(carpenter);
    }
    const friday = await entry(luis, '2025-03-07', 4, {
      classificationId: laborer,
      equipment: 'Loader',
    });
    expect(friday.classificationId).toBe(laborer);
    // Not an operator's classification: no equipment is kept.
    expect(friday.equipment).toBeNull();
    const none = await entry(ana, '2025-03-03', 8);
    expect(none.classificationId).toBeUndefined();
    anaMonday = none.id;
    anaTuesday = (await entry(ana, '2025-03-04', 8, { classificationId: carpenter })).id;

    // Another job where Carpentry is booked: its own determination has none of these.
    let other: string | undefined;
    for (const j of await ok('GET', '/api/jobs')) {
      if (j.id === job) continue;
      const types = await ok('GET', `/api/job-work-types/job/${j.id}/work-types`);
      if (types.some((w: { id: string }) => w.id === carpentry)) other = j.id;
    }
    const refused = await send('POST', '/api/time-entries/admin-create', {
      targetUserId: ana,
      entryDate: '2025-03-05',
      hours: 2,
      isPto: false,
      jobId: other,
      workTypeId: carpentry,
      classificationId: carpenter,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('classificationId');
    const all = await withPlatform(t.db, (tx) =>
      tx
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.jobId, job), eq(timeEntries.userId, luis))),
    );
    expect(all.filter((e) => e.classificationId === carpenter)).toHaveLength(4);
  });
});

describe('the weekly certified payroll', () => {
  it('lists the covered weeks from the project’s first, numbered', async () => {
    const list = await ok('GET', `/api/certified-payrolls?jobId=${job}`);
    const first = list.weeks[list.weeks.length - 1];
    expect(first).toMatchObject({ weekStart: WEEK, payrollNumber: 1, status: 'unsigned' });
    expect(list.weeks[list.weeks.length - 2]).toMatchObject({
      weekStart: '2025-03-10',
      payrollNumber: 2,
    });
    const notMonday = await send(
      'GET',
      `/api/certified-payrolls/week?jobId=${job}&weekStart=2025-03-04`,
    );
    expect(notMonday.statusCode).toBe(400);
    expect(notMonday.json().errors[0].path).toBe('weekStart');
    const before = await send(
      'GET',
      `/api/certified-payrolls/week?jobId=${job}&weekStart=2025-02-24`,
    );
    expect(before.json().errors[0].path).toBe('weekStart');
  });

  it('warns before signing, and signs once every warning is resolved or explained', async () => {
    let doc = await week();
    expect(doc.status).toBe('unsigned');
    const codes = () => doc.warnings.map((w: { code: string }) => w.code).sort();
    // Nothing is approved yet: every project hour is pending.
    expect(codes()).toEqual(
      ['cpMissingClassification', 'cpPendingEntries'].filter((c) => c === 'cpPendingEntries'),
    );

    const ids = (
      await withPlatform(t.db, (tx) =>
        tx.select().from(timeEntries).where(eq(timeEntries.jobId, job)),
      )
    )
      .filter((e) => e.entryDate >= WEEK && e.entryDate <= '2025-03-09' && e.id !== anaTuesday)
      .map((e) => e.id);
    await ok('POST', '/api/time-entries/approve-batch', { entryIds: ids });
    doc = await week();
    // Ana has no classified hours yet: her deductions and number are asked for once she has.
    expect(codes()).toEqual([
      'cpMissingClassification',
      'cpMissingDeductions',
      'cpPendingEntries',
      'paidBelowPrevailingWage',
    ]);
    const luisDoc = doc.workers.find((w: { userId: string }) => w.userId === luis);
    expect(luisDoc.identifyingNumber).toBe('xxx-xx-6789');
    expect(
      luisDoc.rows.map(
        (r: { classificationName: string; straightTimeHours: string; overtimeHours: string }) =>
          `${r.classificationName} ${r.straightTimeHours}/${r.overtimeHours}`,
      ),
    ).toEqual(['Carpenter 40.00/0.00', 'Laborer 0.00/4.00']);
    expect(JSON.stringify(doc)).not.toContain('123456789');

    // Signing is refused while a warning is open.
    const sign = {
      jobId: job,
      weekStart: WEEK,
      signatoryName: 'Dana Whitfield',
      signatoryTitle: 'Payroll Manager',
    };
    const early = await send('POST', '/api/certified-payrolls/sign', sign);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/warnings must be resolved or explained/);

    // Resolve: classify Ana's Monday, approve her Tuesday, import deductions.
    await ok('PUT', `/api/time-entries/${anaMonday}`, {
      entryDate: '2025-03-03',
      hours: 8,
      isPto: false,
      jobId: job,
      workTypeId: carpentry,
      classificationId: carpenter,
      correctionReason: 'Classification',
    });
    await ok('POST', '/api/time-entries/approve-batch', { entryIds: [anaTuesday] });
    const badCsv = await send('POST', '/api/certified-payrolls/deductions/import', {
      weekStart: WEEK,
      csv: 'worker,fica,withholding\nnobody@acme.test,1,2\nworker1@acme.test,abc,2\n',
    });
    expect(badCsv.statusCode).toBe(400);
    expect(badCsv.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'csv.2.worker',
      'csv.3.fica',
    ]);
    expect(
      await ok('POST', '/api/certified-payrolls/deductions/import', {
        weekStart: WEEK,
        csv: '\uFEFFWorker,FICA,Withholding,Other,Other Note\r\nworker1@acme.test,"$1,010.50",120.00,15,Union dues\r\nAna Lopez,,,,\r\n',
      }),
    ).toEqual({ saved: 1 });
    expect(
      await ok('PUT', '/api/certified-payrolls/deductions', {
        weekStart: WEEK,
        rows: [{ userId: ana, fica: '27.00', withholding: '30.00' }],
      }),
    ).toEqual({ saved: 1 });
    doc = await week();
    // Ana at 22.00 + 5.00 is below the Carpenter's 25.00 + 5.00 too.
    expect(codes()).toEqual([
      'cpMissingIdentity',
      'paidBelowPrevailingWage',
      'paidBelowPrevailingWage',
    ]);
    expect(doc.warnings.every((w: { explainable: boolean }) => w.explainable)).toBe(true);
    const luisWeek = doc.workers.find((w: { userId: string }) => w.userId === luis);
    expect(luisWeek.deductions).toMatchObject({
      fica: '1010.50',
      total: '1145.50',
      source: 'imported',
    });

    const explanations = Object.fromEntries(
      doc.warnings.map((w: { key: string }) => [w.key, 'Back pay issued on check 1042']),
    );
    const half = await send('POST', '/api/certified-payrolls/sign', {
      ...sign,
      explanations: { [doc.warnings[0].key]: 'Only one' },
    });
    expect(half.statusCode).toBe(409);

    const signed = await ok('POST', '/api/certified-payrolls/sign', { ...sign, explanations }, 201);
    expect(signed).toMatchObject({
      status: 'signed',
      payrollNumber: 1,
      isFinal: false,
      signature: { signatoryName: 'Dana Whitfield', signedByEmail: 'admin@acme.test' },
    });
    expect(signed.sha256).toMatch(/^[0-9a-f]{64}$/);
    // As signed: later changes to the time do not move it.
    expect((await week()).sha256).toBe(signed.sha256);
    const again = await send('POST', '/api/certified-payrolls/sign', { ...sign, explanations });
    expect(again.statusCode).toBe(409);

    await ledgerSettled(t.db);
    const events = await withPlatform(t.db, (tx) =>
      tx.select().from(ledgerEvents).where(eq(ledgerEvents.kind, 'payroll.certify')),
    );
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.body).data).toMatchObject({
      payrollNumber: 1,
      signatoryName: 'Dana Whitfield',
      sha256: signed.sha256,
    });
    const verify = await ok('GET', '/api/ledger/verify');
    expect(verify.ok).toBe(true);

    // The files of the signed payroll, none with the full number.
    for (const format of ['pdf', 'csv', 'lcptracker']) {
      const file = await send('GET', `/api/certified-payrolls/${signed.id}/file?format=${format}`);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-disposition']).toContain('certified-payroll-');
      expect(file.rawPayload.toString('latin1')).not.toContain('123456789');
      expect(file.rawPayload.toString('latin1')).not.toContain('6789'.padStart(9, '12345'));
    }
    const pdf = await send('GET', `/api/certified-payrolls/${signed.id}/file?format=pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await send('GET', `/api/certified-payrolls/${signed.id}/file?format=pdf`, undefined, birch))
        .statusCode,
    ).toBe(404);
    expect(
      (await send('GET', `/api/certified-payrolls/${signed.id}/file?format=xml`)).statusCode,
    ).toBe(400);
  });

  it('signs a week without work as such, in order, and nothing after the final', async () => {
    const sign = { jobId: job, signatoryName: 'Dana Whitfield', signatoryTitle: 'Payroll Manager' };
    const skip = await send('POST', '/api/certified-payrolls/sign', {
      ...sign,
      weekStart: '2025-03-17',
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toContain('2025-03-10');
    const empty = await ok('GET', `/api/certified-payrolls/week?jobId=${job}&weekStart=2025-03-10`);
    expect(empty).toMatchObject({ noWorkPerformed: true, payrollNumber: 2, workers: [] });
    const final = await ok(
      'POST',
      '/api/certified-payrolls/sign',
      { ...sign, weekStart: '2025-03-10', isFinal: true },
      201,
    );
    expect(final).toMatchObject({ noWorkPerformed: true, isFinal: true, payrollNumber: 2 });
    const after = await send('POST', '/api/certified-payrolls/sign', {
      ...sign,
      weekStart: '2025-03-17',
    });
    expect(after.statusCode).toBe(409);
    const list = await ok('GET', `/api/certified-payrolls?jobId=${job}`);
    expect(list.weeks.map((w: { weekStart: string }) => w.weekStart)).toEqual(['2025-03-10', WEEK]);
    // A job with signed payrolls stays public works.
    expect((await send('DELETE', `/api/jobs/${job}/public-works`)).statusCode).toBe(409);
    const rows = await withPlatform(t.db, (tx) =>
      tx.select().from(certifiedPayrolls).where(eq(certifiedPayrolls.jobId, job)),
    );
    expect(rows.map((r) => r.payrollNumber).sort()).toEqual([1, 2]);
  });
});
