import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVE_BATCH_MAX, REPORT_MAX_DAYS, REPORT_MESSAGES } from '@sitehours/contract';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Limits on what one request may make the server do, and on what untrusted input may leave
 * behind (docs/decisions/0016-bounded-work-and-untrusted-files.md).
 */
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let worker: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  worker = await t.login('worker1@acme.test');
});
afterAll(() => t.close());

type FieldErrors = { message: string; errors?: { path: string; msg: string }[] };
const fieldsOf = (body: FieldErrors) => (body.errors ?? []).map((e) => e.path);

describe('date ranges', () => {
  const century = [
    ['/api/time-entries?start_date=2000-01-01&end_date=2100-12-31', 'end_date'],
    ['/api/time-entries?startDate=2000-01-01&endDate=2100-12-31', 'endDate'],
    [
      '/api/time-entries/payroll-export?startDate=2000-01-01&endDate=2100-12-31&format=generic',
      'endDate',
    ],
    [
      '/api/time-entries/payroll-export?startDate=2000-01-01&endDate=2100-12-31&format=quickbooks-iif',
      'endDate',
    ],
    ['/api/time-entries/weekly-report?startDate=2000-01-01&endDate=2100-12-31', 'endDate'],
  ] as const;

  it('refuses a range longer than a report may cover, naming the field', async () => {
    for (const [url, field] of century) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(res.statusCode, url).toBe(400);
      const body = res.json<FieldErrors>();
      expect(fieldsOf(body), url).toContain(field);
      expect(body.message, url).toContain(`at most ${REPORT_MAX_DAYS} days`);
    }
    // A worker's own list follows the same rule.
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/time-entries?start_date=2026-01-01&end_date=2027-12-31',
      headers: worker.headers,
    });
    expect(own.statusCode).toBe(400);
    expect(fieldsOf(own.json())).toEqual(['end_date']);
  });

  it('still answers a week, a month and the longest range', async () => {
    const last = new Date(Date.UTC(2026, 0, REPORT_MAX_DAYS)).toISOString().slice(0, 10);
    for (const url of [
      '/api/time-entries?start_date=2026-11-16&end_date=2026-11-22',
      '/api/time-entries?startDate=2026-11-01&endDate=2026-11-30',
      `/api/time-entries?start_date=2026-01-01&end_date=${last}`,
      `/api/time-entries/payroll-export?startDate=2026-01-01&endDate=${last}&format=gusto`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('refuses an end before the start on the payroll file, naming the field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/time-entries/payroll-export?startDate=2026-11-22&endDate=2026-11-16&format=generic',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'endDate must not be before startDate',
      errors: [{ path: 'endDate' }],
    });
  });
});

describe('approving in batches', () => {
  it('refuses more ids than one batch takes, naming the field, before any database work', async () => {
    const entryIds = Array.from({ length: APPROVE_BATCH_MAX + 1 }, () => randomUUID());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/time-entries/approve-batch',
      payload: { entryIds },
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<FieldErrors>();
    expect(fieldsOf(body)).toEqual(['entryIds']);
    expect(body.message).toContain(`at most ${APPROVE_BATCH_MAX}`);
  });

  it('takes a full batch (here: unknown ids, so nothing is approved)', async () => {
    const entryIds = Array.from({ length: APPROVE_BATCH_MAX }, () => randomUUID());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/time-entries/approve-batch',
      payload: { entryIds },
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REPORT_MESSAGES.foreignEntries);
  });
});

describe('numbers written as text', () => {
  const day = '2031-03-03';
  let vacation: string;
  let workTypeId: string;
  beforeAll(async () => {
    const types = await t.app.inject({ url: '/api/pto-types', headers: worker.headers });
    vacation = types.json().find((p: { name: string }) => p.name === 'Vacation').id;
    const workTypes = await t.app.inject({ url: '/api/work-types', headers: admin.headers });
    workTypeId = workTypes.json()[0].id ?? workTypes.json()[0].workTypeId;
  });

  it('refuses hours written in hexadecimal, binary, octal or with an exponent', async () => {
    for (const hours of ['0x2', '0b10', '0o2', '2e0', 'Infinity', '1_0']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/time-entries',
        payload: { hours, entryDate: day, isPTO: true, ptoTypeId: vacation },
        headers: worker.headers,
      });
      expect(res.statusCode, hours).toBe(400);
      expect(fieldsOf(res.json()), hours).toContain('hours');
    }
  });

  it('still takes hours as a number or a plain decimal', async () => {
    for (const [hours, entryDate] of [
      [2, '2031-03-04'],
      ['2.5', '2031-03-05'],
      [' .75 ', '2031-03-06'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/time-entries',
        payload: { hours, entryDate, isPTO: true, ptoTypeId: vacation },
        headers: worker.headers,
      });
      expect(res.statusCode, String(hours)).toBe(201);
      expect(res.json().hours).toBe(Number(hours));
    }
  });

  it('refuses hourly rates and rate bounds written other than as plain decimals', async () => {
    const user = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: {
        firstName: 'Hex',
        lastName: 'Rate',
        email: 'hex.rate@acme.test',
        hourlyRate: '0x19',
        password: 'Rebar!Tie2026',
      },
      headers: admin.headers,
    });
    expect(user.statusCode).toBe(400);
    expect(fieldsOf(user.json())).toContain('hourlyRate');

    const match = await t.app.inject({
      url: `/api/wc-codes/match?workTypeId=${workTypeId}&hourlyRate=0x19`,
      headers: admin.headers,
    });
    expect(match.statusCode).toBe(400);
    expect(fieldsOf(match.json())).toContain('hourlyRate');

    const operator = await t.login('admin@sitehours.test');
    const page = await t.app.inject({ url: '/api/tenants?limit=0x10', headers: operator.headers });
    expect(page.statusCode).toBe(400);
    expect(fieldsOf(page.json())).toContain('limit');
    const plain = await t.app.inject({ url: '/api/tenants?limit=5', headers: operator.headers });
    expect(plain.statusCode).toBe(200);
  });
});
