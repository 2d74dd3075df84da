import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Meal and rest premiums in the Weekly Summary and every payroll file (decision 0024), for a
 * company that punches under California rules; a week of Mon 2025-04-07 .. Sun 2025-04-13.
 *
 * Luis (28.75/h) misses his meal on Monday (8.5 h); his rate is then raised to 40.00, and on
 * Tuesday (8 h with a meal) he is not given his rest breaks. Each premium hour is paid at the
 * week's regular rate, the two rates weighted by their hours (Ferra v. Loews):
 * (8.5 × 28.75 + 8 × 40) / 16.5 = 34.2045… → 34.20; two premium hours → 68.40.
 * Kayla works under a collective bargaining agreement: her 10-hour Wednesday owes no California
 * daily overtime (Labor Code 514), and her meal periods are not judged (Labor Code 512(e)).
 */
let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let opens: { jobId: string; workTypeId: string };
const range = 'startDate=2025-04-07&endDate=2025-04-13';

type Method = 'GET' | 'POST' | 'PUT';
function call(method: Method, url: string, payload?: object, session = admin) {
  return t.app.inject({ method, url, payload, headers: session.headers });
}
const at = (day: string, time: string) => `${day}T${time}-07:00`;

async function punch(session: Session, kind: string, when: string, extra: object = {}) {
  const res = await call(
    'POST',
    '/api/punches',
    { clientId: randomUUID(), kind, at: when, ...extra },
    session,
  );
  expect(res.statusCode, res.body).toBe(201);
}

/** A punched day: in at `from`, the meal (if any), out at `to` with the rest-break answer. */
async function day(
  session: Session,
  date: string,
  from: string,
  meal: [string, string] | null,
  to: string,
  rest: boolean,
) {
  await punch(session, 'in', at(date, from), opens);
  if (meal) {
    await punch(session, 'meal_start', at(date, meal[0]));
    await punch(session, 'meal_end', at(date, meal[1]));
  }
  await punch(session, 'out', at(date, to), { restBreaksGiven: rest });
}

/** Changes a member through PUT /api/users/:id, the rest of the record as it is. */
async function editUser(email: string, changes: object) {
  const id = (await t.userByEmail(email)).id;
  const user = (await call('GET', `/api/users/${id}`)).json();
  const res = await call('PUT', `/api/users/${id}`, {
    firstName: user.firstName ?? user.first_name,
    lastName: user.lastName ?? user.last_name,
    email: user.email,
    phone: user.phone,
    hourlyRate: user.hourlyRate ?? user.hourly_rate,
    role: user.role,
    isActive: true,
    includeInReports: true,
    ...changes,
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  const luis = await t.login('worker1@acme.test');
  const kayla = await t.login('worker2@acme.test');
  const job = (await call('GET', '/api/jobs')).json()[0];
  const types = (await call('GET', `/api/job-work-types/job/${job.id}/work-types`)).json();
  opens = { jobId: job.id, workTypeId: types[0].id };
  const companyId = (await t.tenantBySubdomain('acme')).company.id;
  const settings = await call('PUT', `/api/companies/${companyId}`, {
    time_capture: 'times',
    meal_rest_rule: 'california',
    overtime_rule: 'california',
  });
  expect(settings.statusCode, settings.body).toBe(200);

  await day(luis, '2025-04-07', '07:00:00', null, '15:30:00', true); // 8.5 h, meal missed
  await editUser('worker1@acme.test', { hourlyRate: 40 });
  await day(luis, '2025-04-08', '07:00:00', ['11:30:00', '12:00:00'], '15:30:00', false); // no rest
  await editUser('worker2@acme.test', { collectiveBargaining: true });
  await day(kayla, '2025-04-09', '06:00:00', ['10:00:00', '10:30:00'], '16:30:00', true); // 10 h
});
afterAll(() => t.close());

interface Row {
  employeeName: string;
  hourlyRate: number;
  regularHours: number;
  overtimeHours: number;
  grossPay: string;
  mealPremiumHours?: number;
  restPremiumHours?: number;
  premiumPay?: string;
}
const lines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n');

describe('meal and rest premiums in pay', () => {
  it('the Weekly Summary pays each premium hour at the week’s weighted regular rate, in gross', async () => {
    const res = await call('GET', `/api/time-entries/employee-weekly-report?${range}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ entries: Row[]; totals: Row }>();
    const luis = body.entries.find((r) => r.employeeName === 'Luis Hernandez')!;
    // 564.375 straight time, 0.5 h daily overtime at half the regular rate: 572.93; + 68.40.
    expect(luis).toMatchObject({
      regularHours: 16,
      overtimeHours: 0.5,
      mealPremiumHours: 1,
      restPremiumHours: 1,
      premiumPay: '68.40',
      grossPay: '641.33',
    });
    // Workers without punches carry zeros; the totals add the premiums up.
    expect(body.entries.every((r) => r.premiumPay !== undefined)).toBe(true);
    expect(body.totals).toMatchObject({
      mealPremiumHours: 1,
      restPremiumHours: 1,
      premiumPay: '68.40',
    });
    // The exceptions list owes the same.
    const exceptions = (await call('GET', `/api/compliance/exceptions?${range}`)).json();
    expect(exceptions.premiums).toEqual([
      expect.objectContaining({ workerName: 'Luis Hernandez', premiumPay: '68.40' }),
    ]);
  });

  it('a worker under a collective bargaining agreement keeps only the weekly overtime rule', async () => {
    const res = await call('GET', `/api/time-entries/employee-weekly-report?${range}`);
    const kayla = res
      .json<{ entries: Row[] }>()
      .entries.find((r) => r.employeeName === 'Kayla Brooks')!;
    expect(kayla).toMatchObject({
      regularHours: 10,
      overtimeHours: 0,
      mealPremiumHours: 0,
      restPremiumHours: 0,
      premiumPay: '0.00',
    });
    expect(Number(kayla.grossPay)).toBeCloseTo(10 * kayla.hourlyRate, 2);
  });

  it('every payroll file carries the premiums', async () => {
    const file = (format: string) =>
      call('GET', `/api/time-entries/payroll-export?${range}&format=${format}`);
    const generic = lines((await file('generic')).body);
    expect(generic[0]).toMatch(/,Gross Pay,Meal Premium Hours,Rest Premium Hours,Premium Pay$/);
    expect(generic.find((l) => l.includes('Luis Hernandez'))).toMatch(
      /,641\.33,1\.00,1\.00,68\.40$/,
    );
    expect(generic.find((l) => l.includes('Kayla Brooks'))).toMatch(/,0\.00,0\.00,0\.00$/);

    const gusto = lines((await file('gusto')).body);
    expect(gusto[0]).toMatch(/,holiday_hours,meal_rest_premium$/);
    expect(gusto.find((l) => l.startsWith('Hernandez,Luis,'))).toMatch(/,68\.40$/);

    const iif = (await file('quickbooks-iif')).body.split('\r\n');
    expect(iif.filter((l) => l.includes('Meal/Rest Premium'))).toEqual([
      'TIMEACT\t04/13/25\t\tLuis Hernandez\t\tMeal/Rest Premium\t2:00\t\tMeal premium 1 h, rest premium 1 h: 68.40 at the regular rate\tY\t0',
    ]);
  });
});

describe('a company that keeps hours only', () => {
  it('gets its summary and files exactly as before, with no premium in them', async () => {
    const birch = await t.login('admin@birch.test');
    const summary = await call(
      'GET',
      `/api/time-entries/employee-weekly-report?${range}`,
      undefined,
      birch,
    );
    const body = summary.json<{ entries: Row[]; totals: Row }>();
    for (const row of [...body.entries, body.totals]) {
      expect(row).not.toHaveProperty('premiumPay');
      expect(row).not.toHaveProperty('mealPremiumHours');
    }
    const file = (format: string) =>
      call('GET', `/api/time-entries/payroll-export?${range}&format=${format}`, undefined, birch);
    expect(lines((await file('generic')).body)[0]).toBe(
      'Employee ID,Employee,Email,Period Start,Period End,Regular Hours,Overtime Hours,Double Time Hours,PTO Hours,Hourly Rate,Gross Pay',
    );
    expect(lines((await file('gusto')).body)[0]).toBe(
      'last_name,first_name,email,regular_hours,overtime_hours,double_overtime_hours,pto_hours,sick_hours,holiday_hours',
    );
    expect((await file('quickbooks-iif')).body).not.toContain('Premium');
  });
});
