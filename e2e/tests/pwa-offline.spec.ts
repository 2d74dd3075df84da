import { expect, test, type Locator, type Page } from '@playwright/test';
import { TIME_ENTRY_MESSAGES, messageText } from '@sitehours/contract';
import { ACCOUNTS, signIn } from '../support/auth';
import {
  apiToken,
  createEntry,
  deleteEntries,
  entriesBetween,
  userId,
  waitForServiceWorkerControl,
} from './pwa-helpers';
import {
  dayCell,
  entryForm,
  fillWork,
  mondayIn,
  openDay,
  openWeek,
  plusDays,
} from './timesheet-helpers';

// These journeys are about the service worker, which the other journeys block.
test.use({ serviceWorkers: 'allow' });

/**
 * Offline time entry: changes made without a connection are queued on the device, show at once
 * as Pending, survive a reload, and are sent once (in order) when the connection returns; a change
 * the server refuses stays visible with its message. Far-future weeks of their own.
 */

const JOB_NAME = 'Telegraph Retail Fit-out';
const WORK_TYPE = 'Carpentry';

const connection = (page: Page) => page.getByRole('status', { name: 'Connection status' });

function entryItem(dialog: Locator, notes: string) {
  return dialog.getByRole('listitem').filter({ hasText: notes });
}

async function closeDay(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * Signs in, lets the service worker take the page and loads the week; the calendar reads the
 * entry form's lists ahead (jobs, Other types, work types of the week's jobs) for offline use.
 */
async function prepareOffline(page: Page, email: string, monday: string) {
  await signIn(page, email);
  await waitForServiceWorkerControl(page);
  await openWeek(page, monday);
  await page.waitForLoadState('networkidle');
}

test('entries recorded offline show Pending, survive a reload and are saved once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, ACCOUNTS.worker);
  const user = await userId(request, token);
  const monday = mondayIn(47);
  const sunday = plusDays(monday, 6);
  const [tue, wed, thu] = [1, 2, 3].map((n) => plusDays(monday, n)) as [string, string, string];
  await deleteEntries(request, token, await entriesBetween(request, token, user, monday, sunday));
  await createEntry(request, token, {
    day: thu,
    hours: 5,
    notes: 'recorded online',
    job: JOB_NAME,
    workType: WORK_TYPE,
  });

  await prepareOffline(page, ACCOUNTS.worker, monday);
  await expect(dayCell(page, thu)).toHaveAccessibleName(/5\.0 hours/);

  await context.setOffline(true);
  await expect(connection(page)).toContainText("You're offline");

  // Three new entries, Monday to Wednesday.
  for (const [i, day] of [monday, tue, wed].entries()) {
    const dialog = await openDay(page, day);
    await fillWork(entryForm(dialog), String(i + 1), `offline ${i + 1}`);
    await entryForm(dialog).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(dayCell(page, day)).toHaveAccessibleName(new RegExp(`${i + 1}\\.0 hours`));
  }
  await expect(connection(page)).toContainText('3 entries waiting to sync');

  // Edit Monday's (still only queued) to 4 hours.
  let dialog = await openDay(page, monday);
  const item = entryItem(dialog, 'offline 1');
  await expect(item.getByText('Pending')).toBeVisible();
  await item.getByRole('button', { name: /^Edit / }).click();
  await entryForm(dialog).getByRole('textbox', { name: 'Hours' }).fill('4');
  await entryForm(dialog).getByRole('button', { name: 'Update' }).click();
  await expect(entryItem(dialog, 'offline 1')).toContainText('4');
  await closeDay(page, dialog);
  await expect(dayCell(page, monday)).toHaveAccessibleName(/4\.0 hours/);

  // Delete Tuesday's: it never reaches the server.
  dialog = await openDay(page, tue);
  await entryItem(dialog, 'offline 2')
    .getByRole('button', { name: /^Delete / })
    .click();
  await dialog
    .getByRole('group', { name: 'Confirm delete' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(entryItem(dialog, 'offline 2')).toHaveCount(0);
  await closeDay(page, dialog);

  // Edit Thursday's server entry to 6 hours.
  dialog = await openDay(page, thu);
  await entryItem(dialog, 'recorded online')
    .getByRole('button', { name: /^Edit / })
    .click();
  await entryForm(dialog).getByRole('textbox', { name: 'Hours' }).fill('6');
  await entryForm(dialog).getByRole('button', { name: 'Update' }).click();
  await expect(entryItem(dialog, 'recorded online').getByText('Pending')).toBeVisible();
  await closeDay(page, dialog);
  await expect(connection(page)).toContainText('3 entries waiting to sync');

  // Closing and reopening the app offline keeps everything.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Days of the week' })).toBeVisible();
  await expect(connection(page)).toContainText('3 entries waiting to sync');
  await expect(dayCell(page, monday)).toHaveAccessibleName(/4\.0 hours/);
  await expect(dayCell(page, tue)).toHaveAccessibleName(/no entries/);
  await expect(dayCell(page, wed)).toHaveAccessibleName(/3\.0 hours/);
  await expect(dayCell(page, thu)).toHaveAccessibleName(/6\.0 hours/);
  dialog = await openDay(page, wed);
  await expect(entryItem(dialog, 'offline 3').getByText('Pending')).toBeVisible();
  await closeDay(page, dialog);
  expect(await entriesBetween(request, token, user, monday, sunday)).toHaveLength(1);

  // Back online: the queue is sent and the server holds each change once.
  await context.setOffline(false);
  await expect(connection(page)).toBeHidden({ timeout: 30_000 });
  const saved = await entriesBetween(request, token, user, monday, sunday);
  expect(
    saved
      .map((e) => [e.entryDate, e.hours, e.notes])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  ).toEqual([
    [monday, 4, 'offline 1'],
    [wed, 3, 'offline 3'],
    [thu, 6, 'recorded online'],
  ]);
  const clientIds = saved.filter((e) => e.notes?.startsWith('offline')).map((e) => e.clientId);
  expect(clientIds.every(Boolean)).toBe(true);
  expect(new Set(clientIds).size).toBe(2);

  dialog = await openDay(page, monday);
  await expect(entryItem(dialog, 'offline 1')).toBeVisible();
  await expect(entryItem(dialog, 'offline 1').getByText('Pending')).toHaveCount(0);
  await closeDay(page, dialog);
});

test('a change the server refuses on sync stays with its message until discarded', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiToken(request, ACCOUNTS.worker2);
  const adminToken = await apiToken(request, ACCOUNTS.companyAdmin);
  const user = await userId(request, token);
  const monday = mondayIn(49);
  const sunday = plusDays(monday, 6);
  await deleteEntries(request, token, await entriesBetween(request, token, user, monday, sunday));
  const entryId = await createEntry(request, token, {
    day: monday,
    hours: 2,
    notes: 'to be approved',
    job: JOB_NAME,
    workType: WORK_TYPE,
  });

  await prepareOffline(page, ACCOUNTS.worker2, monday);
  await context.setOffline(true);
  let dialog = await openDay(page, monday);
  await entryItem(dialog, 'to be approved')
    .getByRole('button', { name: /^Edit / })
    .click();
  await entryForm(dialog).getByRole('textbox', { name: 'Hours' }).fill('3');
  await entryForm(dialog).getByRole('button', { name: 'Update' }).click();
  await expect(entryItem(dialog, 'to be approved').getByText('Pending')).toBeVisible();
  await closeDay(page, dialog);
  await expect(connection(page)).toContainText('1 entry waiting to sync');

  // Meanwhile the admin approves the entry.
  const approve = await request.post('/api/time-entries/approve-batch', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { entryIds: [entryId] },
  });
  expect(approve.ok(), await approve.text()).toBe(true);

  await context.setOffline(false);
  await expect(connection(page)).toContainText('1 entry not synced', { timeout: 30_000 });
  dialog = await openDay(page, monday);
  const item = entryItem(dialog, 'to be approved');
  await expect(item.getByText('Not synced')).toBeVisible();
  await expect(item.getByRole('alert', { name: 'Sync problem' })).toContainText(
    messageText(TIME_ENTRY_MESSAGES.approvedNoEdit),
  );
  await expect(dayCell(page, monday)).toHaveAccessibleName(/3\.0 hours/);

  // Discarding the change shows the entry as the server holds it.
  await item.getByRole('button', { name: 'Discard change' }).click();
  await expect(item.getByText('Not synced')).toHaveCount(0);
  await expect(item.getByRole('img', { name: 'Approved' })).toBeVisible();
  await closeDay(page, dialog);
  await expect(connection(page)).toBeHidden();
  await expect(dayCell(page, monday)).toHaveAccessibleName(/2\.0 hours/);
  const [stored] = await entriesBetween(request, token, user, monday, sunday);
  expect(stored?.hours).toBe(2);
});

test('the cached reads are kept per user and signing out clears them', async ({ page }) => {
  await signIn(page, ACCOUNTS.worker);
  await waitForServiceWorkerControl(page);
  await openWeek(page, mondayIn(47));
  const cached = () =>
    page.evaluate(async () => {
      const names = await caches.keys();
      const api = names.includes('sitehours-api-v1')
        ? (await (await caches.open('sitehours-api-v1')).keys()).map((r) => r.url)
        : [];
      return { precache: names.some((n) => n.startsWith('workbox-precache')), api };
    });
  await expect.poll(async () => (await cached()).api.length).toBeGreaterThan(0);
  const before = await cached();
  expect(before.api.some((url) => url.includes('/api/time-entries?'))).toBe(true);
  expect(before.api.every((url) => new URL(url).searchParams.has('__sitehours_user'))).toBe(true);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const after = await cached();
  expect(after.api).toEqual([]);
  // The app shell holds no user data and stays precached for the next sign-in.
  expect(after.precache).toBe(true);
});
