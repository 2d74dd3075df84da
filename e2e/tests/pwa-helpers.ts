import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/auth';

/** Helpers of the PWA journeys (pwa-*.spec.ts). */

/** Waits until the service worker (registered 1 s after load) controls the page. */
export async function waitForServiceWorkerControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
}

export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { token: string };
  return body.token;
}

export async function apiGet<T>(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

type Raw = Record<string, unknown>;
const list = (body: unknown): Raw[] =>
  Array.isArray(body)
    ? (body as Raw[])
    : ((body as { data?: Raw[]; timeEntries?: Raw[] }).data ??
      (body as { timeEntries?: Raw[] }).timeEntries ??
      []);

export async function userId(request: APIRequestContext, token: string): Promise<string> {
  const me = await apiGet<Raw>(request, token, '/api/auth/me');
  return String(me.id ?? me.user_id ?? me.userId);
}

export interface ServerEntry {
  id: string;
  entryDate: string;
  hours: number;
  notes: string | null;
  clientId: string | null;
}

export async function entriesBetween(
  request: APIRequestContext,
  token: string,
  user: string,
  start: string,
  end: string,
): Promise<ServerEntry[]> {
  const body = await apiGet<unknown>(
    request,
    token,
    `/api/time-entries?user_id=${user}&start_date=${start}&end_date=${end}`,
  );
  return list(body).map((e) => ({
    id: String(e.timeEntryId ?? e.id ?? e.time_entry_id),
    entryDate: String(e.entryDate ?? e.entry_date).slice(0, 10),
    hours: Number(e.hours),
    notes: (e.notes as string | null) ?? null,
    clientId: (e.clientId ?? e.client_id ?? null) as string | null,
  }));
}

/** A work entry recorded through the API (job and work type looked up by name). */
export async function createEntry(
  request: APIRequestContext,
  token: string,
  entry: { day: string; hours: number; notes?: string; job: string; workType: string },
): Promise<string> {
  const jobs = list(await apiGet<unknown>(request, token, '/api/jobs'));
  const job = jobs.find((j) => String(j.jobName ?? j.name ?? j.job_name) === entry.job);
  expect(job, `job ${entry.job}`).toBeTruthy();
  const jobId = String(job!.jobId ?? job!.id ?? job!.job_id);
  const types = list(
    await apiGet<unknown>(request, token, `/api/job-work-types/job/${jobId}/work-types`),
  );
  const type = types.find(
    (t) => String(t.workTypeName ?? t.name ?? t.work_type_name) === entry.workType,
  );
  expect(type, `work type ${entry.workType}`).toBeTruthy();
  const response = await request.post('/api/time-entries', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      entryDate: entry.day,
      hours: entry.hours,
      notes: entry.notes ?? null,
      isPTO: false,
      jobId,
      workTypeId: String(type!.workTypeId ?? type!.id ?? type!.work_type_id),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as Raw;
  return String(body.timeEntryId ?? body.id ?? body.time_entry_id);
}

export async function deleteEntries(
  request: APIRequestContext,
  token: string,
  entries: readonly ServerEntry[],
) {
  for (const e of entries)
    await request.delete(`/api/time-entries/${e.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
}
