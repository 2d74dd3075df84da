import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOCALES, expectAccessibleAtBothSizes, oneWalkPerScreen } from '../support/a11y';
import { ACCOUNTS, DEMO_PASSWORD, apiSignIn, openAs } from '../support/auth';
import { dayTitle, mondayIn, openDay, openWeek, plusDays } from './timesheet-helpers';

/**
 * Pay periods (decision 0027): the demo admin closes a week long past, sees its entry locked on
 * the timesheet, corrects its hours (an adjustment appears in the next week) and reopens the week;
 * and the Pay Periods screen's accessibility in both languages.
 */

const range = (monday: string) => {
  const f = (d: string) =>
    new Date(`${d}T12:00:00`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
  return `${f(monday)} – ${f(plusDays(monday, 6))}`;
};

/** An approved 8-hour entry the admin records for worker1 on the Tuesday of a week, through the API. */
async function approvedEntry(request: APIRequestContext, monday: string) {
  const admin = await apiSignIn(request, ACCOUNTS.companyAdmin, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${admin}` };
  const users = await (await request.get('/api/users', { headers })).json();
  const worker = users.find((u: { email: string }) => u.email === ACCOUNTS.worker);
  const jobs = await (await request.get('/api/jobs', { headers })).json();
  const job = jobs.find((j: { isActive: boolean }) => j.isActive);
  const types = await (
    await request.get(`/api/job-work-types/job/${job.jobId ?? job.id}/work-types`, { headers })
  ).json();
  const created = await request.post('/api/time-entries', {
    headers,
    data: {
      targetUserId: worker.id,
      entryDate: plusDays(monday, 1),
      hours: 8,
      isPto: false,
      jobId: job.jobId ?? job.id,
      workTypeId: types[0].workTypeId ?? types[0].id,
    },
  });
  expect(created.status()).toBe(201);
  const entry = await created.json();
  // Anything else of the week (another run's) approved too, so the week can close.
  const week = await request.get(
    `/api/time-entries?user_id=${entry.userId}&start_date=${monday}&end_date=${plusDays(monday, 6)}`,
    { headers },
  );
  const ids = (await week.json()).map((e: { id: string }) => e.id);
  const approved = await request.post('/api/time-entries/approve-batch', {
    headers,
    data: { entryIds: ids },
  });
  expect(approved.ok()).toBe(true);
  return { userId: entry.userId as string, headers };
}

/** Shows earlier periods until the week's card is there. */
async function periodCard(page: Page, monday: string) {
  const card = page.getByRole('listitem').filter({ hasText: range(monday) });
  for (let i = 0; i < 6 && !(await card.isVisible()); i++) {
    await page.getByRole('button', { name: /^(Show earlier|Mostrar anteriores)$/ }).click();
    await page.waitForLoadState('networkidle');
  }
  await expect(card).toBeVisible();
  return card;
}

test('close a week, see it locked, correct an entry by an adjustment, reopen', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const monday = mondayIn(-40 - Math.floor(Math.random() * 20));
  const { userId, headers } = await approvedEntry(request, monday);
  // Another run may have left the week closed.
  await request.post('/api/pay-periods/reopen', {
    headers,
    data: { startDate: monday, reason: 'Journey start' },
  });

  await openAs(page, ACCOUNTS.companyAdmin, '/pay-periods');
  let card = await periodCard(page, monday);
  await card.getByRole('button', { name: `Close the pay period ${range(monday)}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Close pay period' });
  await expect(confirm).toContainText(range(monday));
  await confirm.getByRole('button', { name: 'Close period' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is closed' })).toBeVisible();
  card = await periodCard(page, monday);
  await expect(card).toContainText('Closed');

  // The timesheet: the entry is locked; the admin corrects its hours.
  await openWeek(page, monday, userId);
  const day = await openDay(page, plusDays(monday, 1));
  await expect(day.getByText('Closed period').first()).toBeVisible();
  await day
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await expect(day.getByRole('note').filter({ hasText: 'Correct hours' })).toBeVisible();
  await day.getByRole('textbox', { name: 'Hours' }).fill('6.5');
  await day.getByRole('textbox', { name: /reason/i }).fill('Left early');
  await day.getByRole('button', { name: 'Update' }).click();
  await page.keyboard.press('Escape');

  // The adjustment is on the next week's Monday, read-only.
  // Asked until the save (sent as the dialog closed) has landed.
  const next = plusDays(monday, 7);
  await expect
    .poll(async () => {
      const listed = await request.get(
        `/api/time-entries?user_id=${userId}&start_date=${next}&end_date=${next}`,
        { headers },
      );
      const entries = (await listed.json()) as { hours: number; adjustsEntryId?: string }[];
      return entries.filter((e) => e.adjustsEntryId).map((e) => e.hours);
    })
    .toContain(-1.5);
  await openWeek(page, next, userId);
  const nextDay = await openDay(page, next);
  await expect(nextDay.getByText('Adjustment').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // Reopen with a reason.
  await page.goto('/pay-periods');
  card = await periodCard(page, monday);
  await card.getByRole('button', { name: `Reopen the pay period ${range(monday)}` }).click();
  const reopen = page.getByRole('dialog', { name: 'Reopen pay period' });
  await reopen.getByRole('button', { name: 'Reopen period' }).click();
  await expect(reopen.getByText('Give a reason for reopening the pay period.')).toBeVisible();
  await reopen.getByRole('textbox', { name: 'Reason' }).fill('Missing timesheet');
  await reopen.getByRole('button', { name: 'Reopen period' }).click();
  card = await periodCard(page, monday);
  await expect(card).toContainText('Reopened');
  await expect(card).toContainText('Missing timesheet');
  expect(dayTitle(monday)).toBeTruthy();
});

for (const lang of ['en', 'es'] as const) {
  test.describe(`pay periods: accessibility in ${lang}`, () => {
    test.use({ locale: LOCALES[lang] });
    test.describe.configure({ timeout: 120_000 });
    const walk = oneWalkPerScreen(lang);
    walk('Pay Periods: the list and its dialogs', async ({ page }) => {
      await openAs(page, ACCOUNTS.companyAdmin, '/pay-periods');
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'the pay periods');
    });
    walk('Pay Periods: earlier periods', async ({ page }) => {
      await openAs(page, ACCOUNTS.companyAdmin, '/pay-periods');
      await page.getByRole('button', { name: /^(Show earlier|Mostrar anteriores)$/ }).click();
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'the earlier pay periods');
    });
  });
}
