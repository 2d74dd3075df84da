import fs from 'node:fs/promises';
import { expect, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, openAs } from '../support/auth';

/** Helpers of the Reports journeys (reports-*.spec.ts). Days are 'yyyy-MM-dd', local time. */

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const parse = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};

export function plusDays(day: string, days: number): string {
  const d = parse(day);
  d.setDate(d.getDate() + days);
  return iso(d);
}

/** The Monday–Sunday week `weeks` weeks from this one (negative: in the past). */
export function weekIn(weeks: number): { start: string; end: string; days: string[] } {
  const d = new Date();
  d.setHours(12, 0, 0, 0);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7) + weeks * 7);
  const start = iso(d);
  const days = Array.from({ length: 7 }, (_, i) => plusDays(start, i));
  return { start, end: days[6]!, days };
}

const short = (day: string, withYear: boolean) =>
  parse(day).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  });

/** 'Nov 16 – Nov 22, 2026', as the range pickers show a week. */
export function rangeLabel(week: { start: string; end: string }): string {
  const sameYear = week.start.slice(0, 4) === week.end.slice(0, 4);
  return `${short(week.start, !sameYear)} – ${short(week.end, true)}`;
}

export async function openReports(page: Page, email: string = ACCOUNTS.companyAdmin) {
  await openAs(page, email, '/company-reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Weekly Entries' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

/** The visible tab panel (only the selected one is rendered). */
export const panel = (page: Page) => page.getByRole('tabpanel');

export const rangeText = (page: Page) => panel(page).getByTestId('report-range');

/** Moves the visible tab's range by `weeks` (negative: back), one click per week. */
export async function moveWeeks(page: Page, weeks: number) {
  const button = panel(page).getByRole('button', {
    name: weeks < 0 ? 'Previous week' : 'Next week',
  });
  for (let i = 0; i < Math.abs(weeks); i++) await button.click();
}

/** Waits for the visible report to finish loading. */
export async function reportLoaded(page: Page) {
  await expect(panel(page).getByText('Loading report...')).toHaveCount(0);
}

/** Clicks an export button and reads the downloaded file. */
export async function exportCsv(page: Page): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('button', { name: 'Export Report' }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readDownload(download) };
}

async function readDownload(download: Download): Promise<string> {
  const file = await download.path();
  return fs.readFile(file, 'utf8');
}

export const BOM = '\uFEFF';

/** Signs in through the API and returns the token and the user's id. */
export async function apiLogin(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const body = await login.json();
  const token: string = body.token;
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.ok()).toBe(true);
  const profile = await me.json();
  const userId: string = profile.id ?? profile.user_id ?? profile.user?.id;
  return { token, userId, headers: { Authorization: `Bearer ${token}` } };
}

export interface ApiEntry {
  id: string;
  entryDate: string;
  hours: number;
  notes: string | null;
  isPto: boolean;
  jobId: string | null;
  jobName: string | null;
  workTypeId: string | null;
  status: 'pending' | 'approved';
}

export async function listEntries(
  request: APIRequestContext,
  auth: { headers: Record<string, string>; userId: string },
  start: string,
  end: string,
): Promise<ApiEntry[]> {
  const res = await request.get('/api/time-entries', {
    headers: auth.headers,
    params: { user_id: auth.userId, start_date: start, end_date: end },
  });
  expect(res.ok()).toBe(true);
  return res.json();
}

/** The job slug of the CSV file names ('Shop & Yard' → 'shop-yard'), for ASCII names. */
export const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

/**
 * A job and work type the employee has logged before (weeks 2–4 back: approved, so no journey
 * changes them), whose job name no other active job shares.
 */
export async function knownWork(
  request: APIRequestContext,
  auth: { headers: Record<string, string>; userId: string },
) {
  const past = await listEntries(request, auth, weekIn(-4).start, weekIn(-2).end);
  const jobsRes = await request.get('/api/jobs', { headers: auth.headers });
  expect(jobsRes.ok()).toBe(true);
  const jobs: { jobId: string; jobName: string }[] = await jobsRes.json();
  const unique = (name: string | null) => jobs.filter((j) => j.jobName === name).length === 1;
  const entry = past.find((e) => !e.isPto && e.jobId && e.workTypeId && unique(e.jobName));
  expect(entry, 'a past work entry on a uniquely named job').toBeDefined();
  return { jobId: entry!.jobId!, jobName: entry!.jobName!, workTypeId: entry!.workTypeId! };
}

export async function addEntry(
  request: APIRequestContext,
  auth: { headers: Record<string, string> },
  entry: {
    entryDate: string;
    hours: number;
    notes: string | null;
    jobId: string;
    workTypeId: string;
  },
) {
  const res = await request.post('/api/time-entries', {
    headers: auth.headers,
    data: { ...entry, isPto: false },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export const SOFIA = 'sofia.ramos@acme.test';
export const KAYLA = 'Kayla Brooks';

export const NOTE_DASH = '-2 hrs lost to rain, "tarp" up';
export const NOTE_SECOND = 'Second, note';
export const NOTE_FORMULA = '=SUM(A1)';

/**
 * Seeds a week no other journey touches: Kayla Brooks (worker2) logs 4 + 1 h on Monday (two
 * notes, merged by the server) and 3.5 h on Tuesday on one job; Sofia Ramos, who is left out of
 * reports, logs 8 h on Monday. Returns the job.
 */
export async function seedWeek(request: APIRequestContext, week: { days: string[] }) {
  const kayla = await apiLogin(request, ACCOUNTS.worker2);
  const sofia = await apiLogin(request, SOFIA);
  const work = await knownWork(request, kayla);
  const sofiaWork = await knownWork(request, sofia);
  const [monday, tuesday] = week.days as [string, string];
  const job = { jobId: work.jobId, workTypeId: work.workTypeId };
  await addEntry(request, kayla, { ...job, entryDate: monday, hours: 4, notes: NOTE_DASH });
  await addEntry(request, kayla, { ...job, entryDate: monday, hours: 1, notes: NOTE_SECOND });
  await addEntry(request, kayla, { ...job, entryDate: tuesday, hours: 3.5, notes: NOTE_FORMULA });
  await addEntry(request, sofia, {
    jobId: sofiaWork.jobId,
    workTypeId: sofiaWork.workTypeId,
    entryDate: monday,
    hours: 8,
    notes: null,
  });
  return work;
}

/** The CSV's lines, without the BOM and the final line break. */
export const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');
