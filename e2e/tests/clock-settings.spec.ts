import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessibleAtBothSizes } from '../support/a11y';
import { DEMO_PASSWORD, apiSignIn, openAs } from '../support/auth';
import { dayTitle } from './timesheet-helpers';

/**
 * Clock in and out, set up by an admin on a 375 px phone: Juniper HVAC (a demo client no other
 * journey uses) turns on start and end times in Company Settings, gives a new job a site with
 * typed coordinates, and records a worker's meal period waiver; the worker's punched stretch then
 * shows its start and end on the timesheet, and the admin corrects its end with a reason. Acme
 * and every other company keep hours.
 */

const ADMIN = 'drew.kim@juniper-hvac.test';
const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE, hasTouch: true });
test.describe.configure({ timeout: 180_000 });

/** "7:05" as the timesheet shows a time in the company's zone. */
const clock = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(ms)
    .replace(/^0(\d)/, '$1');

function mondayOf(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

async function api(request: APIRequestContext, email: string) {
  const token = await apiSignIn(request, email, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: async <T>(url: string) => {
      const res = await request.get(url, { headers });
      expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
      return (await res.json()) as T;
    },
    post: async <T>(url: string, data: object) => {
      const res = await request.post(url, { headers, data });
      expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
      return (await res.json()) as T;
    },
  };
}

/** The page fits the phone: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, step: string) {
  const width = await page.evaluate(
    () => (document.scrollingElement?.scrollWidth ?? 0) - document.documentElement.clientWidth,
  );
  expect(width, `${step}: no sideways scrolling at 375 px`).toBeLessThanOrEqual(0);
}

test('an admin turns on start and end times and sets a site; punched time shows its start and end', async ({
  page,
  browser,
  request,
}) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const admin = await api(request, ADMIN);
  const me = await admin.get<{ companyId: string }>('/api/auth/me');

  // A work type with its WC code, and a worker of the journey's own.
  const workType = await admin.post<{ id: string }>('/api/work-types', {
    workTypeName: `Ductwork ${stamp}`,
  });
  await admin.post('/api/wc-codes/multiple', {
    workTypeId: workType.id,
    wcCodes: [{ code: '5183', minHourlyRate: 0, maxHourlyRate: 0, compRate: 4.2 }],
  });
  const workerEmail = `clock-${stamp}@juniper-hvac.test`;
  const worker = await admin.post<{ id: string }>('/api/users', {
    firstName: 'Cleo',
    lastName: `Clock ${stamp}`,
    email: workerEmail,
    phone: null,
    hourlyRate: 31,
    role: 'standard_user',
    isActive: true,
    includeInReports: false,
    password: DEMO_PASSWORD,
  });

  // Company Settings: start and end times, California's meal and rest rules.
  await openAs(page, ADMIN, '/company-settings');
  const general = page.getByRole('region', { name: 'General Information' });
  await general.getByRole('button', { name: 'Edit General Information' }).click();
  await general
    .getByRole('combobox', { name: 'Time capture' })
    .selectOption({ label: 'Start and end times (clock in and out)' });
  await general
    .getByRole('combobox', { name: 'Meal and rest rules' })
    .selectOption({ label: 'California (meal periods, rest periods and premiums)' });
  await expectNoSidewaysScroll(page, 'the general settings form');
  await expectAccessibleAtBothSizes(page, 'Company Settings with time capture');
  await page.setViewportSize(PHONE);
  await general.getByRole('button', { name: 'Save Changes' }).click();
  await expect(general).toContainText('Start and end times (clock in and out)');
  await expect(general).toContainText('California (meal periods, rest periods and premiums)');
  const settings = await admin.get<{ time_capture: string; time_zone: string }>(
    `/api/companies/${me.companyId}/settings`,
  );
  expect(settings.time_capture).toBe('times');
  const zone = settings.time_zone;

  // Jobs: a new job with its site typed in.
  const jobName = `Rooftop Units ${stamp}`;
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'Add New Job' }).click();
  const form = page.getByRole('form', { name: 'Add New Job' });
  await form.getByRole('textbox', { name: 'Job Name' }).fill(jobName);
  await form.getByRole('textbox', { name: 'Latitude' }).fill('30.2672');
  await form.getByRole('textbox', { name: 'Longitude' }).fill('-197.7431');
  await expect(form.getByRole('textbox', { name: 'Radius (metres)' })).toHaveValue('200');
  await form.getByRole('textbox', { name: 'Radius (metres)' }).fill('150');
  await form.getByRole('button', { name: 'Create Job' }).click();
  await expect(form.getByText(/longitude from -180 to 180/)).toBeVisible();
  await expectNoSidewaysScroll(page, 'the job form with its site');
  await expectAccessibleAtBothSizes(page, 'the job form with a site error');
  await page.setViewportSize(PHONE);
  await form.getByRole('textbox', { name: 'Longitude' }).fill('-97.7431');
  await form.getByRole('button', { name: 'Create Job' }).click();
  await expect(page.getByText(`Job "${jobName}" created successfully.`)).toBeVisible();
  const jobs = await admin.get<{ jobId: string; jobName: string; site: unknown }[]>('/api/jobs');
  const job = jobs.find((j) => j.jobName === jobName)!;
  expect(job.site).toEqual({ latitude: 30.2672, longitude: -97.7431, radiusM: 150 });

  // Staff: the worker signed a meal period waiver.
  await page.goto('/users');
  await page.getByRole('button', { name: `Edit Cleo Clock ${stamp}` }).click();
  const edit = page.getByRole('form', { name: 'Edit User' });
  await edit.getByRole('checkbox', { name: 'Signed a meal period waiver' }).check();
  await expect(
    edit.getByRole('checkbox', { name: /^Covered by a collective bargaining agreement/ }),
  ).not.toBeChecked();
  await expectNoSidewaysScroll(page, 'the staff form');
  await edit.getByRole('button', { name: 'Update User' }).click();
  await expect(edit).toHaveCount(0);
  const staff = await admin.get<{ id: string; mealWaiver?: boolean }[]>('/api/users');
  expect(staff.find((u) => u.id === worker.id)?.mealWaiver).toBe(true);

  // The worker punches a stretch of an hour and a half.
  const start = Math.floor((Date.now() - 2 * 3_600_000) / 60_000) * 60_000;
  const end = start + 90 * 60_000;
  const me2 = await api(request, workerEmail);
  const punchIn = await me2.post<{ workDate: string }>('/api/punches', {
    clientId: crypto.randomUUID(),
    kind: 'in',
    at: new Date(start).toISOString(),
    jobId: job.jobId,
    workTypeId: workType.id,
  });
  await me2.post('/api/punches', {
    clientId: crypto.randomUUID(),
    kind: 'out',
    at: new Date(end).toISOString(),
  });
  const day = punchIn.workDate;
  const range = `${clock(start, zone)}–${clock(end, zone)}`;

  // On the worker's timesheet: the day shows the stretch's start and end and 1:30.
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  const phone = await context.newPage();
  await openAs(phone, workerEmail, `/time-entries?week=${mondayOf(day)}`);
  const weekday = ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
  if (!weekday) await phone.getByRole('switch').check();
  const cell = phone
    .getByRole('list', { name: 'Days of the week' })
    .getByRole('button', { name: new RegExp(`^${dayTitle(day)}:`) });
  await expect(cell).toContainText(range);
  await expect(cell.getByTestId('day-total')).toHaveText('1:30');
  await cell.click();
  const dialog = phone.getByRole('dialog', { name: dayTitle(day) });
  await expect(dialog.getByTestId('entry-amount')).toHaveText(`${range} · 1:30`);
  // A new entry is typed as a start and an end.
  await expect(dialog.getByLabel('Start', { exact: true })).toBeVisible();
  await dialog.getByLabel('Start', { exact: true }).fill('22:00');
  await dialog.getByLabel('End', { exact: true }).fill('06:15');
  await expect(dialog.getByTestId('entry-duration')).toHaveText(
    'Duration: 8:15 (ends the next day)',
  );
  await expectNoSidewaysScroll(phone, 'the day with start and end times');
  await expectAccessibleAtBothSizes(phone, 'the timesheet day with start and end times');
  await context.close();

  // The admin corrects the end on the worker's week, giving a reason.
  await page.setViewportSize(PHONE);
  await page.goto(`/time-entries?week=${mondayOf(day)}&user=${worker.id}`);
  if (!weekday) await page.getByRole('switch').check();
  await page
    .getByRole('list', { name: 'Days of the week' })
    .getByRole('button', { name: new RegExp(`^${dayTitle(day)}:`) })
    .click();
  const adminDay = page.getByRole('dialog', { name: dayTitle(day) });
  await adminDay.getByRole('button', { name: new RegExp(`^Edit ${jobName}`) }).click();
  const editForm = adminDay.getByRole('form', { name: /time entry$/ });
  await expect(editForm.getByLabel('Start', { exact: true })).toHaveValue(
    clock(start, zone).padStart(5, '0'),
  );
  const later = end + 15 * 60_000;
  await editForm.getByLabel('End', { exact: true }).fill(clock(later, zone).padStart(5, '0'));
  await editForm.getByRole('button', { name: 'Update' }).click();
  await expect(editForm.getByText(/^Please give a reason/)).toBeVisible();
  await editForm.getByRole('textbox', { name: /^Reason for the change/ }).fill('Left at 9:45');
  await editForm.getByRole('button', { name: 'Update' }).click();
  await expect(adminDay.getByTestId('entry-amount')).toHaveText(
    `${clock(start, zone)}–${clock(later, zone)} · 1:45`,
  );
});
