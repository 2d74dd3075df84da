import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, apiSignIn } from '../support/auth';

/**
 * Keystone Masonry (a demo client no other journey uses, keystone.test) records start and end
 * times for the punch-clock journeys: its admin turns the punch clock on (with California's meal
 * and rest rules, so clock-out asks about rest breaks), adds a job with two work types of its own
 * and a worker of its own, with unique names, so each journey starts off the clock with no
 * answer about location yet. Acme and every other company keep hours.
 */
export const TIMES_COMPANY_ADMIN = 'otto.brandt@keystone.test';

export interface PunchWorker {
  email: string;
  jobName: string;
  workTypes: [string, string];
}

export async function timesCompanyWorker(
  request: APIRequestContext,
  prefix: string,
): Promise<PunchWorker> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const token = await apiSignIn(request, TIMES_COMPANY_ADMIN, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${token}` };
  const post = async (url: string, data: object) => {
    const res = await request.post(url, { headers, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
    return (await res.json()) as { id: string };
  };

  const me = (await (await request.get('/api/auth/me', { headers })).json()) as {
    companyId: string;
  };
  const settings = await request.put(`/api/companies/${me.companyId}`, {
    headers,
    data: { time_capture: 'times', meal_rest_rule: 'california' },
  });
  expect(settings.status(), await settings.text()).toBe(200);

  const workTypes: [string, string] = [`Brick ${stamp}`, `Stone ${stamp}`];
  const typeIds: string[] = [];
  for (const name of workTypes) {
    const type = await post('/api/work-types', { workTypeName: name });
    const codes = await request.post('/api/wc-codes/multiple', {
      headers,
      data: {
        workTypeId: type.id,
        wcCodes: [{ code: '5022', minHourlyRate: 0, maxHourlyRate: 0, compRate: 6.1 }],
      },
    });
    expect(codes.ok(), await codes.text()).toBe(true);
    typeIds.push(type.id);
  }
  const jobName = `Punch Yard ${stamp}`;
  await post('/api/jobs', { jobName, city: 'Harrisburg', state: 'PA', workTypeIds: typeIds });

  const email = `${prefix}-${stamp}@keystone.test`;
  await post('/api/users', {
    firstName: 'Pat',
    lastName: `Puncher ${stamp}`,
    email,
    phone: null,
    hourlyRate: 30,
    role: 'standard_user',
    isActive: true,
    includeInReports: false,
    password: DEMO_PASSWORD,
  });
  return { email, jobName, workTypes };
}

/** The worker's entries between two days, through the API (as the timesheet reads them). */
export async function entriesOf(request: APIRequestContext, email: string) {
  const token = await apiSignIn(request, email, DEMO_PASSWORD);
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const res = await request.get(`/api/time-entries?start_date=${day(-2)}&end_date=${day(2)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as {
    workTypeName: string;
    jobName: string;
    startedAt: string | null;
    endedAt: string | null;
    hours: number;
  }[];
}
