import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let worker: Session;
let admin: Session;
let opens: { jobId: string; workTypeId: string };

type Method = 'GET' | 'POST' | 'PUT';
function call(method: Method, url: string, payload?: object, session = worker) {
  return t.app.inject({ method, url, payload, headers: session.headers });
}
const at = (day: string, time: string) => `${day}T${time}-08:00`;
async function punch(kind: string, when: string, extra: object = {}) {
  const res = await call('POST', '/api/punches', {
    clientId: randomUUID(),
    kind,
    at: when,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
}
/** A day: in at 7:00, the meal from `mealStart` to `mealEnd` (if any), out at `out`. */
async function day(date: string, meal: [string, string] | null, out: string, rest: boolean | null) {
  await punch('in', at(date, '07:00:00'), opens);
  if (meal) {
    await punch('meal_start', at(date, meal[0]));
    await punch('meal_end', at(date, meal[1]));
  }
  await punch('out', at(date, out), rest === null ? {} : { restBreaksGiven: rest });
}

beforeAll(async () => {
  t = await createTestApp();
  worker = await t.login('worker1@acme.test');
  admin = await t.login('admin@acme.test');
  const job = (await call('GET', '/api/jobs')).json()[0];
  const types = (await call('GET', `/api/job-work-types/job/${job.id}/work-types`)).json();
  opens = { jobId: job.id, workTypeId: types[0].id };
  const { companyId } = await t.userByEmail('admin@acme.test');
  const res = await call(
    'PUT',
    `/api/companies/${companyId}`,
    { time_capture: 'times', meal_rest_rule: 'california' },
    admin,
  );
  expect(res.statusCode).toBe(200);
  // A week of 2025-04-07 (Monday) to 2025-04-11, one case a day (Labor Code 512, 226.7).
  await day('2025-04-07', ['11:30:00', '12:00:00'], '15:30:00', true); // all in order
  await day('2025-04-08', null, '15:30:00', true); // 8.5 h, no meal: missed
  await day('2025-04-09', ['12:00:01', '12:30:01'], '15:30:00', true); // meal after 5:00:01: late
  await day('2025-04-10', ['11:30:00', '11:59:59'], '15:30:00', false); // short meal, no rest
  await day('2025-04-11', ['11:30:00', '12:00:00'], '15:30:00', null); // rest not answered
});
afterAll(() => t.close());

const range = 'startDate=2025-04-07&endDate=2025-04-13';

describe('the exceptions list', () => {
  it('flags each missed, late and short meal and each rest answer, with one premium per kind a day', async () => {
    const res = await call('GET', `/api/compliance/exceptions?${range}`, undefined, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rule).toBe('california');
    expect(
      body.exceptions.map((e: { date: string; kind: string; premiumHours: number }) => [
        e.date,
        e.kind,
        e.premiumHours,
      ]),
    ).toEqual([
      ['2025-04-08', 'meal_missed', 1],
      ['2025-04-09', 'meal_late', 1],
      ['2025-04-10', 'meal_short', 1],
      ['2025-04-10', 'rest_not_given', 1],
      ['2025-04-11', 'rest_not_answered', 0],
    ]);
    // Luis earns 28.75 all week: 4 premium hours (3 meal, 1 rest) at the regular rate.
    expect(body.premiums).toEqual([
      expect.objectContaining({ mealPremiumHours: 3, restPremiumHours: 1, premiumPay: '115.00' }),
    ]);
  });

  it('is for admins only, and checks its dates', async () => {
    expect((await call('GET', `/api/compliance/exceptions?${range}`)).statusCode).toBe(403);
    const bad = await call(
      'GET',
      '/api/compliance/exceptions?startDate=2025-04-13&endDate=2025-04-07',
      undefined,
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('endDate');
  });

  it('lists nothing for a company that keeps hours only', async () => {
    const birch = await t.login('admin@birch.test');
    const res = await call('GET', `/api/compliance/exceptions?${range}`, undefined, birch);
    expect(res.json()).toMatchObject({ rule: 'none', exceptions: [], premiums: [] });
  });
});

describe("the demo's punch-clock company", () => {
  it('shows last week’s exceptions to Sierra Line Electric’s admin', async () => {
    const sierra = await t.login('admin@sierra.test');
    const monday = new Date();
    monday.setUTCHours(12, 0, 0, 0);
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) - 7);
    const sunday = new Date(monday);
    sunday.setUTCDate(monday.getUTCDate() + 6);
    const week = `startDate=${monday.toISOString().slice(0, 10)}&endDate=${sunday.toISOString().slice(0, 10)}`;
    const res = await call('GET', `/api/compliance/exceptions?${week}`, undefined, sierra);
    expect(res.statusCode).toBe(200);
    const kinds = res.json().exceptions.map((e: { kind: string }) => e.kind);
    expect(kinds.sort()).toEqual(
      ['clock_skew', 'meal_late', 'meal_missed', 'outside_radius', 'rest_not_answered'].sort(),
    );
    const entries = await call(
      'GET',
      `/api/time-entries?start_date=${monday.toISOString().slice(0, 10)}&end_date=${sunday.toISOString().slice(0, 10)}`,
      undefined,
      await t.login('lineman1@sierra.test'),
    );
    // Five days; the missed-meal day is one stretch, the others two.
    expect(entries.json()).toHaveLength(9);
    expect(entries.json()[0]).toMatchObject({ hours: 4.5, wcCode: '7538' });
  });
});
