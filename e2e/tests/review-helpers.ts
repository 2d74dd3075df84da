import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, apiSignIn } from '../support/auth';

/**
 * Granite Peak Builders (a demo client no other journey uses, granite-peak.test) is where the
 * office reviews crew days: its admin adds a job with a work type and workers of its own (unique
 * names, so each run finds its own), records a crew day through the API and the workers sign it.
 */
export const REVIEW_ADMIN = 'walt.jensen@granite-peak.test';

export type Api = ReturnType<typeof apiOf>;

export function apiOf(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const call = async <T>(method: 'get' | 'post' | 'put' | 'delete', url: string, data?: object) => {
    const res = await request[method](url, { headers, ...(data ? { data } : {}) });
    expect(res.ok(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  return {
    get: <T>(url: string) => call<T>('get', url),
    post: <T>(url: string, data: object) => call<T>('post', url, data),
    put: <T>(url: string, data: object) => call<T>('put', url, data),
    delete: <T>(url: string) => call<T>('delete', url),
  };
}

export const stampOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Today in a time zone, as yyyy-MM-dd. */
export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}

export interface Worker {
  userId: string;
  email: string;
  name: string;
}

/** A worker of the review company, with the demo password (left out of the reports unless asked). */
export async function addWorker(
  admin: Api,
  firstName: string,
  lastName: string,
  stamp: string,
  inReports = false,
) {
  const email = `${firstName.toLowerCase()}-${stamp}@granite-peak.test`;
  const user = await admin.post<{ userId: string }>('/api/users', {
    firstName,
    lastName,
    email,
    phone: null,
    hourlyRate: 30,
    role: 'standard_user',
    isActive: true,
    includeInReports: inReports,
    password: DEMO_PASSWORD,
  });
  return { userId: user.userId, email, name: `${firstName} ${lastName}` } satisfies Worker;
}

/**
 * A crew of two new workers with a day of hours recorded by the admin, today in the company's
 * zone: the setting of the review journeys.
 */
export async function recordCrewDay(
  request: APIRequestContext,
  options: { inReports?: boolean } = {},
) {
  const stamp = stampOf();
  const admin = apiOf(request, await apiSignIn(request, REVIEW_ADMIN, DEMO_PASSWORD));
  const me = await admin.get<{ companyId: string }>('/api/auth/me');
  const settings = await admin.get<{ time_zone: string | null }>(
    `/api/companies/${me.companyId}/settings`,
  );
  const date = todayIn(settings.time_zone ?? 'America/Denver');

  const workType = await admin.post<{ id: string }>('/api/work-types', {
    workTypeName: `Framing ${stamp}`,
  });
  await admin.post('/api/wc-codes/multiple', {
    workTypeId: workType.id,
    wcCodes: [{ code: '5403', minHourlyRate: 0, maxHourlyRate: 0, compRate: 7.2 }],
  });
  const job = await admin.post<{ id: string }>('/api/jobs', {
    jobName: `Review Site ${stamp}`,
    city: 'Denver',
    state: 'CO',
    workTypeIds: [workType.id],
  });
  const inReports = options.inReports ?? false;
  const disputer = await addWorker(admin, 'Dana', `Disputes ${stamp}`, stamp, inReports);
  const injured = await addWorker(admin, 'Ivan', `Injured ${stamp}`, stamp, inReports);
  const crew = await admin.post<{ id: string }>('/api/crews', {
    name: `Review Crew ${stamp}`,
    defaultJobId: job.id,
    members: [{ userId: disputer.userId }, { userId: injured.userId }],
  });
  await admin.post('/api/crew-day', {
    crewId: crew.id,
    date,
    jobId: job.id,
    entries: [disputer, injured].map((w, i) => ({
      clientId: `review-${stamp}-${i}`,
      userId: w.userId,
      workTypeId: workType.id,
      hours: i === 0 ? 8 : 7.5,
    })),
  });
  return { admin, date, disputer, injured, stamp };
}

/** The worker answers every question of the company "no", but for the given answers. */
export async function signOwnDay(
  request: APIRequestContext,
  worker: Worker,
  date: string,
  body: { status: 'signed' | 'disputed'; reason?: string; answers: Record<string, boolean> },
) {
  const own = apiOf(request, await apiSignIn(request, worker.email, DEMO_PASSWORD));
  const { questions } = await own.get<{ questions: { id: string }[] }>('/api/day-questions');
  const answers = Object.fromEntries(questions.map((q) => [q.id, body.answers[q.id] ?? false]));
  return own.post<{ alerted: boolean }>('/api/sign-offs', {
    userId: worker.userId,
    date,
    status: body.status,
    ...(body.reason ? { reason: body.reason } : {}),
    answers,
  });
}
