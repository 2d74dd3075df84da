import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPlatform } from '../src/db/scoped';
import { ledgerEvents, timeEntries, users, wcCodes, workTypes } from '../src/db/schema';
import { ledgerSettled } from '../src/modules/ledger/ledger-append';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Bringing a company's lists in from a spreadsheet (decision 0029): upload, mapping, preview,
 * apply in chunks, the rejected rows, undo, and the export that imports back unchanged.
 */
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let worker: Session;
let birch: Session;
const run = Math.random().toString(36).slice(2, 8);

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = `import-${run}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(kind: string, name: string, bytes: Buffer, who = admin) {
  const body = multipart({ kind }, { name, bytes });
  return t.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}
async function send(method: string, url: string, body?: object, who = admin) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: who.headers,
    ...(body ? { payload: body } : {}),
  });
}
async function ok(method: string, url: string, body?: object, status = 200) {
  const res = await send(method, url, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}
/** Uploads, maps as guessed (or as given), applies to the end; returns the last answer. */
async function importAll(kind: string, name: string, bytes: Buffer, mapping?: object) {
  const res = await upload(kind, name, bytes);
  expect(res.statusCode, res.body).toBe(201);
  const draft = res.json();
  const preview = await ok('PUT', `/api/imports/${draft.id}/mapping`, {
    mapping: mapping ?? draft.mapping,
  });
  let applied;
  let calls = 0;
  do {
    applied = await ok('POST', `/api/imports/${draft.id}/apply`);
    calls += 1;
  } while (!applied.done && calls < 50);
  return { draft, preview, applied, calls };
}
const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  worker = await t.login('worker1@acme.test');
  birch = await t.login('admin@birch.test');
});
afterAll(() => t.close());

describe('a staff file', () => {
  const email = (n: string) => `${n}.${run}@acme-import.test`;
  const file = csv([
    'First Name,Last Name,E-mail,Phone,Pay Rate,Role,Apodo',
    `Ana,Reyes,${email('ana')},(555) 123-4567,$28.50,Employee,Ani`,
    `Bo,Chen,${email('bo')},555-12,30,Employee,`,
    `Cy,Diaz,${email('cy')},,1000000,Employee,`,
    `=HYPERLINK("http://evil.test"),Smith,${email('eve')},,25,Employee,`,
    `Luis,Hernandez,worker1@acme.test,,29.75,Employee,`,
    `Ana,Again,${email('ana')},,20,Employee,`,
  ]);
  let id: string;

  it('is read, mapped from its headers, and previewed row by row with the screens’ messages', async () => {
    const res = await upload('staff', 'staff.csv', file);
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json();
    id = draft.id;
    expect(draft).toMatchObject({ kind: 'staff', status: 'draft', rowCount: 6 });
    expect(draft.headers).toEqual([
      'First Name',
      'Last Name',
      'E-mail',
      'Phone',
      'Pay Rate',
      'Role',
      'Apodo',
    ]);
    expect(draft.mapping).toMatchObject({
      firstName: 0,
      lastName: 1,
      email: 2,
      phone: 3,
      hourlyRate: 4,
      role: 5,
    });

    const unmapped = await send('PUT', `/api/imports/${id}/mapping`, {
      mapping: { ...draft.mapping, email: null },
    });
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json().errors[0].path).toBe('mapping.email');

    const preview = await ok('PUT', `/api/imports/${id}/mapping`, { mapping: draft.mapping });
    expect(preview.summary.counts).toEqual({ create: 2, update: 1, unchanged: 0, error: 3 });
    const byLine = Object.fromEntries(preview.rows.map((r: { line: number }) => [r.line, r]));
    expect(byLine[2]).toMatchObject({ outcome: 'create', key: email('ana') });
    expect(byLine[3].errors).toEqual([
      expect.objectContaining({
        field: 'phone',
        message: 'Please enter a valid 10-digit phone number',
      }),
    ]);
    expect(byLine[4].errors[0]).toMatchObject({ field: 'hourlyRate' });
    expect(byLine[5]).toMatchObject({ outcome: 'create' });
    expect(byLine[6]).toMatchObject({ outcome: 'update', changed: ['hourlyRate'] });
    expect(byLine[7].errors[0]).toMatchObject({ code: 'importRowKeyTwice', params: { row: 2 } });
  });

  it('is applied in one action, its formula-looking cells kept as text', async () => {
    let applied;
    do applied = await ok('POST', `/api/imports/${id}/apply`);
    while (!applied.done);
    expect(applied.summary).toMatchObject({ status: 'applied', processed: 6 });
    expect(applied.summary.counts).toEqual({ create: 2, update: 1, unchanged: 0, error: 3 });
    expect(applied.summary.undoableUntil).not.toBeNull();
    const rows = await withPlatform(t.db, (tx) => tx.select().from(users));
    const eve = rows.find((u) => u.email === email('eve'))!;
    expect(eve.firstName).toBe('=HYPERLINK("http://evil.test")');
    expect(rows.find((u) => u.email === email('ana'))).toMatchObject({
      phone: '5551234567',
      hourlyRate: '28.50',
    });
    expect(rows.find((u) => u.email === 'worker1@acme.test')!.hourlyRate).toBe('29.75');
    // Done once: a second apply changes nothing.
    expect((await ok('POST', `/api/imports/${id}/apply`)).done).toBe(true);
  });

  it('gives its rejected rows back in its own layout, with why', async () => {
    const res = await send('GET', `/api/imports/${id}/rejected`);
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe('First Name,Last Name,E-mail,Phone,Pay Rate,Role,Apodo,Error');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('phone: Please enter a valid 10-digit phone number');
  });

  it('changes nothing when imported again (the mapping remembered)', async () => {
    const again = await importAll('staff', 'staff again.csv', file);
    expect(again.draft.mapping).toMatchObject({ firstName: 0, email: 2, hourlyRate: 4 });
    expect(again.preview.summary.counts).toEqual({ create: 0, update: 0, unchanged: 3, error: 3 });
  });

  it('is undone as a whole within a day, recorded with who', async () => {
    const undone = await ok('POST', `/api/imports/${id}/undo`);
    expect(undone).toMatchObject({ removed: 2, restored: 1, kept: 0 });
    expect(undone.summary).toMatchObject({ status: 'undone', undoneBy: 'admin@acme.test' });
    const rows = await withPlatform(t.db, (tx) => tx.select().from(users));
    expect(rows.some((u) => u.email === email('ana') || u.email === email('eve'))).toBe(false);
    expect(rows.find((u) => u.email === 'worker1@acme.test')!.hourlyRate).toBe('28.75');
    expect((await send('POST', `/api/imports/${id}/undo`)).statusCode).toBe(409);
    await ledgerSettled(t.db);
    const events = await withPlatform(t.db, (tx) =>
      tx.select().from(ledgerEvents).where(eq(ledgerEvents.subjectId, id)),
    );
    expect(events.map((e) => e.kind)).toEqual(['import.apply', 'import.undo']);
    const list = await ok('GET', '/api/imports');
    expect(list[list.length - 1]).toMatchObject({ id, status: 'undone' });
  });

  it('is read in Windows-1252 and from an XLSX whose formulas are taken as their values', async () => {
    const legacy = Buffer.from(
      `first name;last name;email;rate\r\nJosé;Peña;${email('jose')};22,50\r\nZoë;Ångström;${email('zoe')};23\r\n`,
      'latin1',
    );
    const res = await upload('staff', 'legacy.csv', legacy);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().sample[0].slice(0, 2)).toEqual(['José', 'Peña']);
    expect(res.json().sample[1][1]).toBe('Ångström');

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Staff');
    sheet.addRow(['firstName', 'lastName', 'email', 'hourlyRate']);
    sheet.addRow([
      'Kim',
      { formula: 'UPPER("park")', result: 'PARK' },
      email('kim'),
      { formula: '20+5.5', result: 25.5 },
    ]);
    sheet.addRow([{ formula: '"=1+1"', result: '=1+1' }, 'Lee', email('lee'), 24]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const imported = await importAll('staff', 'staff.xlsx', bytes);
    expect(imported.preview.summary.counts).toMatchObject({ create: 2, error: 0 });
    const rows = await withPlatform(t.db, (tx) => tx.select().from(users));
    expect(rows.find((u) => u.email === email('kim'))).toMatchObject({
      lastName: 'PARK',
      hourlyRate: '25.50',
    });
    expect(rows.find((u) => u.email === email('lee'))!.firstName).toBe('=1+1');
  });

  it('refuses what is not a list it can read, naming the file', async () => {
    const big = await upload('staff', 'big.csv', Buffer.alloc(10 * 1024 * 1024 + 1, 0x61));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ errors: [{ path: 'file' }] });
    expect(big.json().message).toMatch(/larger than 10 MB/);
    const png = await upload(
      'staff',
      'logo.png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2, 3]),
    );
    expect(png.statusCode).toBe(400);
    expect(png.json().errors[0].path).toBe('file');
    const empty = await upload('staff', 'empty.csv', csv(['firstName,lastName,email,hourlyRate']));
    expect(empty.json().message).toMatch(/no rows/);
    const kind = await upload('payroll', 'x.csv', csv(['a', 'b']));
    expect(kind.json().errors[0].path).toBe('kind');
    const json = await send('POST', '/api/imports', { kind: 'staff' });
    expect(json.statusCode).toBe(400);
  });

  it('is the company admins’ own', async () => {
    const res = await upload('staff', 'staff.csv', file, worker);
    expect(res.statusCode).toBe(403);
    expect((await send('GET', `/api/imports/${id}`, undefined, birch)).statusCode).toBe(404);
    expect((await send('POST', `/api/imports/${id}/undo`, undefined, birch)).statusCode).toBe(404);
    expect(await (await send('GET', '/api/imports', undefined, birch)).json()).toEqual([]);
  });
});

describe('jobs, work types and hours', () => {
  const job = `Import Yard ${run}`;
  const type = `Import Masonry ${run}`;

  it('imports jobs and a work type’s WC codes with the Work Types screen’s rules', async () => {
    const jobs = await importAll(
      'jobs',
      'jobs.csv',
      csv([
        'Job Name,Address,City,State,Zip',
        `${job},1 Main St,Fresno,ca,93701`,
        `Bad Zip ${run},,,CA,123`,
      ]),
    );
    expect(jobs.preview.summary.counts).toEqual({ create: 1, update: 0, unchanged: 0, error: 1 });
    expect(jobs.preview.rows[1].errors[0].field).toBe('zipCode');

    const types = await importAll(
      'workTypes',
      'types.csv',
      csv([
        'Work Type,WC Code,Min Rate,Max Rate,Comp Rate',
        `${type},5022,0,30,12.5`,
        `${type},5403,30,999.99,8.25`,
        `Overlap ${run},5022,0,30,12.5`,
        `Overlap ${run},5403,20,999.99,8.25`,
      ]),
    );
    expect(types.preview.rows.map((r: { outcome: string }) => r.outcome)).toEqual([
      'create',
      'create',
      'error',
      'error',
    ]);
    const [masonry] = await withPlatform(t.db, (tx) =>
      tx.select().from(workTypes).where(eq(workTypes.name, type)),
    );
    const codes = await withPlatform(t.db, (tx) =>
      tx.select().from(wcCodes).where(eq(wcCodes.workTypeId, masonry!.id)),
    );
    expect(codes.map((c) => c.code).sort()).toEqual(['5022', '5403']);
  });

  it('imports hours already worked as approved opening balances, once', async () => {
    // The work type is booked on the job first, as the Jobs screen would.
    const jobList = await ok('GET', '/api/jobs');
    const yard = jobList.find((j: { name: string }) => j.name === job);
    const [masonry] = await withPlatform(t.db, (tx) =>
      tx.select().from(workTypes).where(eq(workTypes.name, type)),
    );
    await ok('POST', `/api/job-work-types/job/${yard.id}/work-types`, {
      workTypeIds: [masonry!.id],
    });
    const file = csv([
      'Email,Date,Hours,Job,Work Type,Notes',
      `worker2@acme.test,01/05/2026,8,${job},${type},Opening balance`,
      `worker2@acme.test,2026-01-06,7.5,${job},${type},`,
      `nobody@acme.test,2026-01-06,7.5,${job},${type},`,
    ]);
    const first = await importAll('hours', 'hours.csv', file);
    expect(first.preview.summary.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 1 });
    expect(first.preview.rows[2].errors[0]).toMatchObject({
      field: 'email',
      code: 'importWorkerUnknown',
    });
    const entries = await withPlatform(t.db, (tx) =>
      tx.select().from(timeEntries).where(eq(timeEntries.jobId, yard.id)),
    );
    expect(entries.map((e) => [e.entryDate, e.hours, e.status]).sort()).toEqual([
      ['2026-01-05', '8.00', 'approved'],
      ['2026-01-06', '7.50', 'approved'],
    ]);
    const again = await importAll('hours', 'hours.csv', file);
    expect(again.preview.summary.counts).toEqual({ create: 0, update: 0, unchanged: 2, error: 1 });
  });

  it('exports each list in the layout it imports from, unchanged on the way back', async () => {
    for (const kind of ['staff', 'jobs', 'workTypes']) {
      const res = await send('GET', `/api/imports/export?kind=${kind}&format=csv`);
      expect(res.statusCode).toBe(200);
      const back = await upload(kind, `${kind}.csv`, res.rawPayload);
      expect(back.statusCode, back.body).toBe(201);
      const preview = await ok('PUT', `/api/imports/${back.json().id}/mapping`, {
        mapping: back.json().mapping,
      });
      expect(preview.summary.counts.create + preview.summary.counts.update, kind).toBe(0);
    }
    const xlsx = await send('GET', '/api/imports/export?kind=staff&format=xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const csvText = (await send('GET', '/api/imports/export?kind=staff&format=csv')).body;
    expect(csvText).toContain("'=1+1");
  });
});
