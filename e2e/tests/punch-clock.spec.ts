import { expect, test, type Page } from '@playwright/test';
import { openAs } from '../support/auth';
import { entriesOf, timesCompanyWorker } from './punch-clock-helpers';

/**
 * A worker of a company that records start and end times clocks in and out on a 375 px phone:
 * clock in, switch work type, a meal break, then clock out without a connection (answering the
 * rest-break question); back online, the punch is sent once and the workday shows as three
 * stretches with their start and end, each once. The company and the worker are the journey's
 * own (punch-clock-helpers.ts); Acme keeps hours, and shows no punch clock.
 */

test.use({
  viewport: { width: 375, height: 812 },
  // The worker agrees to their position at punches; the phone is on the job.
  permissions: ['geolocation'],
  geolocation: { latitude: 40.2732, longitude: -76.8867, accuracy: 15 },
});

/** A stretch shorter than a second is no entry: the worker takes a breath between punches. */
const breath = (page: Page) => page.waitForTimeout(1_100);

test('a worker clocks in, switches, takes a meal and clocks out offline, sent once', async ({
  page,
  context,
  request,
}) => {
  const worker = await timesCompanyWorker(request, 'punch');
  const [first, second] = worker.workTypes;
  await openAs(page, worker.email, '/');

  // The top bar offers the punch clock on the phone itself.
  await page.locator('[data-top-bar-link="punch-clock"]').click();
  await expect(page.getByRole('heading', { name: 'Punch Clock', level: 1 })).toBeVisible();

  // First use: what is recorded of the position, and when; the worker agrees.
  const consent = page.getByRole('dialog', { name: 'Your location at punches' });
  await expect(consent).toContainText('only at the moment of each punch, never in between');
  await consent.getByRole('button', { name: 'Allow at punches' }).click();
  await expect(consent).toHaveCount(0);
  await expect(page.getByText('Your position is recorded at each punch.')).toBeVisible();

  const status = page.locator('[data-clock-status]');
  await expect(status).toHaveText('Off the clock');
  await page.getByRole('combobox', { name: 'Job' }).selectOption({ label: worker.jobName });
  await page.getByRole('combobox', { name: 'Work type' }).selectOption({ label: first });
  await page.getByRole('button', { name: 'Clock in', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Clocked in at \d\d:\d\d/ }),
  ).toBeVisible();
  await expect(status).toHaveText(`Working on ${worker.jobName} · ${first}`);
  await expect(page.getByRole('timer')).toHaveText(/^0:00:0\d$/);

  await breath(page);
  await page.getByRole('button', { name: 'Switch job or work type' }).click();
  const switching = page.getByRole('dialog', { name: 'Switch job or work type' });
  await switching.getByRole('combobox', { name: 'Work type' }).selectOption({ label: second });
  await switching.getByRole('button', { name: 'Switch now' }).click();
  await expect(status).toHaveText(`Working on ${worker.jobName} · ${second}`);

  await breath(page);
  await page.getByRole('button', { name: 'Start meal break' }).click();
  await expect(status).toHaveText(/^On meal break since \d\d:\d\d$/);
  await page.getByRole('button', { name: 'End meal break' }).click();
  await expect(status).toHaveText(`Working on ${worker.jobName} · ${second}`);
  // Every punch so far reached the server (none waits), with the position taken at each.
  await expect(page.locator('[data-punch]')).toHaveCount(4);
  await expect(page.getByText('Waiting to be sent')).toHaveCount(0);

  // No connection: the clock-out is kept on the phone, and the screen moves on at once.
  await breath(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Clock out' }).click();
  const out = page.getByRole('dialog', { name: 'Clock out' });
  await expect(out).toContainText('Were you given your rest breaks?');
  await out.getByRole('button', { name: 'Yes' }).click();
  await expect(status).toHaveText('Off the clock');
  await expect(page.locator('[data-punch-queue]')).toHaveText(
    'You are offline. 1 punch waiting to be sent',
  );
  await expect(page.locator('[data-punch="out"]')).toContainText('Waiting to be sent');
  expect(await entriesOf(request, worker.email)).toHaveLength(2);

  // Back online, it is sent once: nothing waits, and the day is three stretches, each once.
  await context.setOffline(false);
  await expect(page.locator('[data-punch-queue]')).toHaveCount(0);
  await expect(page.getByText('Waiting to be sent')).toHaveCount(0);
  await expect(page.locator('[data-punch]')).toHaveCount(5);
  await expect(status).toHaveText('Off the clock');

  const entries = await entriesOf(request, worker.email);
  expect(entries.map((e) => e.workTypeName).sort()).toEqual([first, second, second].sort());
  for (const entry of entries) {
    expect(entry.jobName).toBe(worker.jobName);
    expect(entry.startedAt).toBeTruthy();
    expect(entry.endedAt).toBeTruthy();
    expect(new Date(entry.endedAt!).getTime()).toBeGreaterThan(
      new Date(entry.startedAt!).getTime(),
    );
  }
  // The stretches follow one another without overlap.
  const spans = entries
    .map((e) => [new Date(e.startedAt!).getTime(), new Date(e.endedAt!).getTime()])
    .sort((a, b) => a[0]! - b[0]!);
  for (let i = 1; i < spans.length; i++)
    expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1]!);

  // The phone keeps nothing once it was sent.
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('sitehours.punches.')),
    ),
  ).toEqual([]);
});

test('a company that keeps hours shows no punch clock in its menus', async ({ page }) => {
  await openAs(page, 'worker2@acme.test', '/punch-clock');
  await expect(page.getByText('Your company records hours')).toBeVisible();
  await expect(page.locator('[data-top-bar-link="punch-clock"]')).toHaveCount(0);
});
