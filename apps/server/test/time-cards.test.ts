import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_CARD_MAX_ROWS } from '@sitehours/contract';
import { withPlatform } from '../src/db/scoped';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let luis: Session;
let kayla: Session;
let admin: Session;
let luisId: string;
let opens: { jobId: string; workTypeId: string };
let jobName: string;
let workTypeName: string;

type Method = 'GET' | 'POST' | 'PUT';
function call(method: Method, url: string, payload?: object, session = admin) {
  return t.app.inject({ method, url, payload, headers: session.headers });
}
// Acme's zone is America/Los_Angeles: in April, Pacific daylight time.
const at = (day: string, time: string) => `${day}T${time}-07:00`;
async function punch(who: Session, kind: string, when: string, extra: object = {}) {
  const res = await call(
    'POST',
    '/api/punches',
    { clientId: randomUUID(), kind, at: when, ...extra },
    who,
  );
  expect(res.statusCode, res.body).toBe(201);
}

const range = 'startDate=2025-04-07&endDate=2025-04-13';
const csvOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .map((l) => l.split(','));

/** The text drawn on a PDF's pages: the hex strings of its text operators, uncompressed. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  let text = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    const bytes = Buffer.from(m[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = m[1]!;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\] TJ/g))
      text +=
        [...tj[1]!.matchAll(/<([0-9a-f]*)>/gi)]
          .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
          .join('') + '\n';
  }
  return text;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  luis = await t.login('worker1@acme.test');
  kayla = await t.login('worker2@acme.test');
  luisId = (await t.userByEmail('worker1@acme.test')).id;
  const job = (await call('GET', '/api/jobs', undefined, luis)).json()[0];
  const types = (await call('GET', `/api/job-work-types/job/${job.id}/work-types`)).json();
  opens = { jobId: job.id, workTypeId: types[0].id };
  jobName = job.name;
  workTypeName = types[0].name;
  // Friday's hours were typed before the company clocked in and out.
  const typed = await call(
    'POST',
    '/api/time-entries',
    { hours: 6.5, entryDate: '2025-04-11', isPTO: false, ...opens },
    luis,
  );
  expect(typed.statusCode, typed.body).toBe(201);
  const { companyId } = await t.userByEmail('admin@acme.test');
  const res = await call('PUT', `/api/companies/${companyId}`, {
    time_capture: 'times',
    meal_rest_rule: 'california',
  });
  expect(res.statusCode).toBe(200);

  // Monday: a meal on time. Tuesday: no meal and no rest breaks (two premiums). Wednesday: an
  // evening shift past midnight, its meal at 10 PM.
  await punch(luis, 'in', at('2025-04-07', '07:00:00'), opens);
  await punch(luis, 'meal_start', at('2025-04-07', '11:30:00'));
  await punch(luis, 'meal_end', at('2025-04-07', '12:00:00'));
  await punch(luis, 'out', at('2025-04-07', '15:30:00'), { restBreaksGiven: true });
  await punch(luis, 'in', at('2025-04-08', '07:00:00'), opens);
  await punch(luis, 'out', at('2025-04-08', '15:30:00'), { restBreaksGiven: false });
  await punch(luis, 'in', at('2025-04-09', '18:00:00'), opens);
  await punch(luis, 'meal_start', at('2025-04-09', '22:00:00'));
  await punch(luis, 'meal_end', at('2025-04-09', '22:30:00'));
  await punch(luis, 'out', at('2025-04-10', '02:15:30'), { restBreaksGiven: true });
  // Kayla: one short day, rest not answered.
  await punch(kayla, 'in', at('2025-04-08', '06:30:00'), opens);
  await punch(kayla, 'out', at('2025-04-08', '10:30:00'));
});
afterAll(() => t.close());

describe('the time cards as CSV', () => {
  it('holds each work period and meal with its times, the totals and the premiums', async () => {
    const res = await call('GET', `/api/compliance/time-cards?${range}&format=csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="time-cards_2025-04-07_to_2025-04-13.csv"',
    );
    expect(res.body.startsWith('\uFEFFEmployee,Employee ID,Date,Day,Row,In Date,In Time')).toBe(
      true,
    );
    const rows = csvOf(res.body);
    const header = rows[0]!;
    const col = (name: string) => header.indexOf(name);
    const pick = (r: string[], ...names: string[]) => names.map((n) => r[col(n)]);
    const luisRows = rows.filter((r) => r[0] === 'Luis Hernandez');
    expect(
      luisRows.map((r) => pick(r, 'Date', 'Row', 'In Date', 'In Time', 'Out Date', 'Out Time')),
    ).toEqual([
      ['2025-04-07', 'Work period', '2025-04-07', '7:00 AM', '2025-04-07', '11:30 AM'],
      ['2025-04-07', 'Meal period', '2025-04-07', '11:30 AM', '2025-04-07', '12:00 PM'],
      ['2025-04-07', 'Work period', '2025-04-07', '12:00 PM', '2025-04-07', '3:30 PM'],
      ['2025-04-07', 'Day total', '', '', '', ''],
      ['2025-04-08', 'Work period', '2025-04-08', '7:00 AM', '2025-04-08', '3:30 PM'],
      ['2025-04-08', 'Day total', '', '', '', ''],
      ['2025-04-09', 'Work period', '2025-04-09', '6:00 PM', '2025-04-09', '10:00 PM'],
      ['2025-04-09', 'Meal period', '2025-04-09', '10:00 PM', '2025-04-09', '10:30 PM'],
      ['2025-04-09', 'Work period', '2025-04-09', '10:30 PM', '2025-04-10', '2:15 AM'],
      ['2025-04-09', 'Day total', '', '', '', ''],
      ['2025-04-11', 'Hours entered', '', '', '', ''],
      ['2025-04-11', 'Day total', '', '', '', ''],
      ['2025-04-11', 'Week total', '', '', '', ''],
    ]);
    expect(pick(luisRows[0]!, 'Job', 'Work Type', 'Period (h:mm)', 'Period Hours')).toEqual([
      jobName,
      workTypeName,
      '4:30',
      '4.50',
    ]);
    expect(pick(luisRows[1]!, 'Meal Minutes')).toEqual(['30']);
    const totals = [
      'Hours Worked (h:mm)',
      'Hours Worked',
      'Rest Breaks Attested',
      'Meal Periods',
      'Meal Premium Hours',
      'Rest Premium Hours',
      'Meal Premium Pay',
      'Rest Premium Pay',
      'Note',
    ];
    expect(pick(luisRows[3]!, ...totals)).toEqual([
      '8:00',
      '8.00',
      'Yes',
      'Meal 1 on time',
      '0',
      '0',
      '0.00',
      '0.00',
      '',
    ]);
    // 8.5 hours with no meal and no rest breaks: one hour of each premium at $28.75.
    expect(pick(luisRows[5]!, ...totals)).toEqual([
      '8:30',
      '8.50',
      'No',
      'Meal 1 missed',
      '1',
      '1',
      '28.75',
      '28.75',
      '',
    ]);
    expect(pick(luisRows[5]!, 'Regular Rate')).toEqual(['28.75']);
    // 4:00 + 3:45:30, rounded up once: 7:46.
    expect(pick(luisRows[9]!, ...totals.slice(0, 5))).toEqual([
      '7:46',
      '7.77',
      'Yes',
      'Meal 1 on time',
      '0',
    ]);
    expect(pick(luisRows[10]!, 'Period Hours', 'Note')).toEqual(['6.50', 'no punches']);
    expect(pick(luisRows[11]!, 'Hours Worked (h:mm)', 'Hours Worked', 'Note')).toEqual([
      '6:30',
      '6.50',
      'no punches',
    ]);
    expect(pick(luisRows[12]!, ...totals)).toEqual([
      '30:46',
      '30.77',
      '',
      '',
      '1',
      '1',
      '28.75',
      '28.75',
      'Week of 2025-04-07',
    ]);
    const kaylaRows = rows.filter((r) => r[0] === 'Kayla Brooks');
    expect(pick(kaylaRows[1]!, 'Row', 'Hours Worked', 'Rest Breaks Attested')).toEqual([
      'Day total',
      '4.00',
      'Not answered',
    ]);
    // After the table: what it is.
    const tail = res.body.trimEnd().split('\r\n').slice(-5);
    expect(tail.slice(0, 4)).toEqual([
      'Company,Acme Construction',
      'Date range,2025-04-07 to 2025-04-13',
      'Time zone,America/Los_Angeles',
      'Meal and rest rule,California (Labor Code 512 and 226.7, Wage Order 16)'.replace(
        /^(.*?),(.*)$/,
        '$1,"$2"',
      ),
    ]);
    expect(tail[4]).toMatch(/^Generated,\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M P[DS]T$/);
  });

  it('shows one worker when asked', async () => {
    const res = await call(
      'GET',
      `/api/compliance/time-cards?${range}&format=csv&userId=${luisId}`,
    );
    expect(res.statusCode).toBe(200);
    const names = new Set(
      csvOf(res.body)
        .slice(1)
        .map((r) => r[0]),
    );
    expect(names.has('Luis Hernandez')).toBe(true);
    expect(names.has('Kayla Brooks')).toBe(false);
  });
});

describe('the time cards as PDF', () => {
  it('is a PDF with a section per worker, page numbers and the company', async () => {
    const res = await call('GET', `/api/compliance/time-cards?${range}&format=pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="time-cards_2025-04-07_to_2025-04-13.pdf"',
    );
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    // Two workers, each from a new page; Luis's four days fit on one or two.
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(4);
    const text = pdfText(pdf);
    expect(text).toContain('Luis Hernandez');
    expect(text).toContain('Kayla Brooks');
    expect(text).toContain('Acme Construction');
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain('7:00 AM');
    expect(text).toContain('2:15 AM (04/10)');
    expect(text).toContain('Meal 1 missed');
    expect(text).toMatch(/Tue 04\/08\/2025/);
  });
});

describe('who gets time cards, and of what', () => {
  it("gives another company's admin nothing of this company", async () => {
    const birch = await t.login('admin@birch.test');
    const res = await call(
      'GET',
      `/api/compliance/time-cards?${range}&format=csv`,
      undefined,
      birch,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Luis');
    expect(res.body).not.toContain('Acme');
    // Naming a worker of another company is a 404, not their time.
    const named = await call(
      'GET',
      `/api/compliance/time-cards?${range}&format=csv&userId=${luisId}`,
      undefined,
      birch,
    );
    expect(named.statusCode).toBe(404);
    expect(named.body).not.toContain('Luis');
  });

  it('is for admins only', async () => {
    const res = await call(
      'GET',
      `/api/compliance/time-cards?${range}&format=csv`,
      undefined,
      luis,
    );
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['format=xls', 'format'],
    ['', 'format'],
    ['format=csv&userId=nope', 'userId'],
  ])('refuses a bad %s naming %s', async (extra, field) => {
    const res = await call('GET', `/api/compliance/time-cards?${range}&${extra}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it.each([
    ['startDate=2025-04-01&endDate=2025-05-02', 'rangeTooLong'],
    ['startDate=2025-04-13&endDate=2025-04-07', 'rangeEndBeforeStart'],
    ['startDate=2025-04-01&endDate=2025-04-31', 'endDateNotDate'],
  ])('refuses the range %s naming endDate', async (dates, code) => {
    const res = await call('GET', `/api/compliance/time-cards?${dates}&format=pdf`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ path: 'endDate', code });
  });

  it('refuses more work periods than one file holds, naming endDate (decision 0016)', async () => {
    // Kayla's hours typed one more time than a file holds, in May.
    await withPlatform(t.db, (tx) =>
      tx.execute(sql`
        insert into time_entries
               (tenant_id, company_id, user_id, entry_date, hours, hourly_rate, job_id, work_type_id,
                wc_code_id, wc_code, comp_rate)
        select u.tenant_id, u.company_id, u.id, '2025-05-05', 0.25, u.hourly_rate,
               e.job_id, e.work_type_id, e.wc_code_id, e.wc_code, e.comp_rate
          from users u
          join time_entries e on e.entry_date = '2025-04-11' and e.started_at is null
         cross join generate_series(1, ${TIME_CARD_MAX_ROWS + 1})
         where u.email = 'worker2@acme.test'`),
    );
    const may = 'startDate=2025-05-01&endDate=2025-05-10';
    const res = await call('GET', `/api/compliance/time-cards?${may}&format=pdf`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      path: 'endDate',
      code: 'timeCardsTooMany',
      params: { max: TIME_CARD_MAX_ROWS },
    });
    // One worker at a time still answers.
    const one = await call('GET', `/api/compliance/time-cards?${may}&format=csv&userId=${luisId}`);
    expect(one.statusCode).toBe(200);
  });

  it('takes a month of 31 days', async () => {
    const res = await call(
      'GET',
      '/api/compliance/time-cards?startDate=2025-03-15&endDate=2025-04-14&format=csv',
    );
    expect(res.statusCode).toBe(200);
  });
});
