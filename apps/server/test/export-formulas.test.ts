import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPlatform } from '../src/db/scoped';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every payroll export downloaded through the API, after job, work type, worker names and notes
 * were given values that a spreadsheet would run as formulas: no cell of any file may start with
 * a formula character, except numbers.
 */
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let job: { id: string; name: string };
let carpentry: string;
let luis: string;
const week = { startDate: '2033-03-07', endDate: '2033-03-13' };
const FORMATS = ['generic', 'gusto', 'quickbooks-iif'] as const;
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: admin.headers });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  job = (await call('GET', '/api/jobs'))
    .json()
    .find((j: { name: string }) => j.name === 'Lakeshore Medical Office');
  carpentry = (await call('GET', `/api/job-work-types/job/${job.id}/work-types`))
    .json()
    .find((w: { name: string }) => w.name === 'Carpentry').id;
  luis = (await t.userByEmail('worker1@acme.test')).id;
});
afterAll(() => t?.close());

/** The cells of a downloaded file. */
function cells(format: (typeof FORMATS)[number], body: string): string[] {
  if (format === 'quickbooks-iif') {
    return body
      .split('\r\n')
      .filter(Boolean)
      .flatMap((l) => l.split('\t'));
  }
  const parsed = Papa.parse<string[]>(body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  expect(parsed.errors).toMatchObject([]);
  return parsed.data.flat();
}

/**
 * Names and notes starting with `start`. The API trims leading tabs and line breaks from what it
 * is sent, so those two are written straight into the database (as an import or an older version
 * could have left them).
 */
async function makeHostile(start: string, day: string) {
  const value = (what: string) => `${start}HYPERLINK("http://evil.test/${what}","x")`;
  const notes = value('note');
  const created = await call('POST', '/api/time-entries/admin-create', {
    targetUserId: luis,
    entryDate: day,
    hours: 6,
    isPto: false,
    jobId: job.id,
    workTypeId: carpentry,
    notes: start.trim() ? notes : 'placeholder',
  });
  expect(created.statusCode, created.body).toBe(201);
  if (start.trim()) {
    const renamed = await call('PUT', `/api/jobs/${job.id}`, { jobName: value('job') });
    expect(renamed.statusCode, renamed.body).toBe(200);
  }
  await withPlatform(t.db, async (tx) => {
    if (!start.trim()) {
      await tx.execute(
        sql`update time_entries set notes = ${notes} where id = ${created.json().id}`,
      );
      await tx.execute(sql`update jobs set name = ${value('job')} where id = ${job.id}`);
    }
    await tx.execute(sql`update work_types set name = ${value('type')} where id = ${carpentry}`);
    await tx.execute(
      sql`update users set first_name = ${value('first')}, last_name = ${value('last')} where id = ${luis}`,
    );
  });
}

describe('payroll exports with hostile names and notes', () => {
  const starts = ['=', '+', '-', '@', '\t', '\r'];
  it.each(starts.map((s, i) => [JSON.stringify(s), s, i]))(
    'write text starting with %s as text in every format',
    async (_shown, start, i) => {
      await makeHostile(start, `2033-03-${String(7 + i).padStart(2, '0')}`);
      for (const format of FORMATS) {
        const res = await call(
          'GET',
          `/api/time-entries/payroll-export?startDate=${week.startDate}&endDate=${week.endDate}&format=${format}`,
        );
        expect(res.statusCode).toBe(200);
        const all = cells(format, res.body);
        expect(
          all.filter((c) => c.includes('HYPERLINK')).length,
          `${format} carries the hostile values`,
        ).toBeGreaterThan(0);
        const formulas = all.filter((c) => FORMULA_START.test(c) && !NUMBER.test(c));
        expect(formulas, `${format} cells starting with a formula character`).toEqual([]);
      }
    },
  );
});
