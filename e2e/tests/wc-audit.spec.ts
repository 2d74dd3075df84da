import fs from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { LOCALES, expectAccessibleAtBothSizes } from '../support/a11y';
import { ACCOUNTS, openAs } from '../support/auth';
import { adminToken, bearer, companyToday } from './crew-day-helpers';
import { plusDays } from './reports-helpers';

/**
 * The WC audit packet: an admin picks a policy period, downloads the packet's CSV, then changes a
 * dual-wage threshold from a date, previews the entry it moves and applies it; the screen is
 * walked for accessibility in English and in Spanish.
 *
 * The journey's work type, job and worker are its own (unique names): its threshold change
 * re-codes only its own entry, so no other journey sees a code move.
 */

const expect = baseExpect.configure({ timeout: 15_000 });

const state: { stamp: string; workTypeName: string; workerName: string; day: string } = {
  stamp: '',
  workTypeName: '',
  workerName: '',
  day: '',
};

test.beforeAll(async ({ request }) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const headers = bearer(await adminToken(request));
  const post = async (url: string, data: object) => {
    const res = await request.post(url, { headers, data });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return (await res.json()) as { id: string };
  };
  state.stamp = stamp;
  state.workTypeName = `Audit Framing ${stamp}`;
  const type = await post('/api/work-types', { workTypeName: state.workTypeName });
  await post('/api/wc-codes/multiple', {
    workTypeId: type.id,
    wcCodes: [
      { code: '8227', minHourlyRate: 0, maxHourlyRate: 40, compRate: 10 },
      { code: '5645', minHourlyRate: 40, maxHourlyRate: 999.99, compRate: 6 },
    ],
  });
  const job = await post('/api/jobs', {
    jobName: `Audit Site ${stamp}`,
    city: 'Oakland',
    state: 'CA',
    workTypeIds: [type.id],
  });
  state.workerName = `Wanda Audit${stamp.slice(-5)}`;
  const worker = await post('/api/users', {
    firstName: 'Wanda',
    lastName: `Audit${stamp.slice(-5)}`,
    email: `wc-audit-${stamp}@acme.test`,
    phone: null,
    hourlyRate: 38,
    role: 'standard_user',
    isActive: true,
    includeInReports: false,
    password: 'Demo!Pass2026',
  });
  state.day = plusDays(companyToday(), -3);
  await post('/api/time-entries/admin-create', {
    targetUserId: worker.id,
    entryDate: state.day,
    hours: 8,
    isPto: false,
    jobId: job.id,
    workTypeId: type.id,
  });
});

test('an admin downloads the WC audit CSV and moves a threshold from a date', async ({ page }) => {
  test.setTimeout(90_000);
  await openAs(page, ACCOUNTS.companyAdmin, '/wc-audit');
  await expect(page.getByRole('heading', { level: 1, name: 'WC Audit' })).toBeVisible();
  await page.getByLabel('Policy period start').fill(plusDays(state.day, -1));
  await page.getByLabel('Policy period end').fill(state.day);
  const workers = page.getByRole('table', { name: 'Payroll per worker and class code' });
  await expect(
    workers.getByRole('rowheader', { name: `${state.workerName} (8227)` }),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, 'WC audit (loaded)');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('wc-audit-csv').click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `wc-audit-${plusDays(state.day, -1)}-to-${state.day}.csv`,
  );
  const csv = await fs.readFile(await download.path(), 'utf8');
  expect(csv).toContain(`${state.workerName},8227,10.00,8.00,304.00`);
  await expect(page.getByRole('status').filter({ hasText: 'Saved wc-audit-' })).toBeVisible();

  // The threshold: from the entry's day, 8227 holds rates up to 35 and 5645 from 35.
  await page.getByRole('button', { name: 'Change threshold from a date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change threshold from a date' });
  await dialog.getByRole('combobox', { name: 'Work type' }).click();
  await page.getByRole('option', { name: state.workTypeName }).click();
  await dialog.getByLabel('Takes effect on').fill(state.day);
  await dialog.getByLabel('8227 up to ($/h)').fill('35');
  await dialog.getByLabel('5645 from ($/h)').fill('35');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const moves = dialog.getByRole('table', { name: 'Entries that change code' });
  const row = moves.getByRole('row').filter({ hasText: state.workerName });
  // 304.00 at 6% = 18.24 less 304.00 at 10% = 30.40: −12.16.
  await expect(row).toContainText('8227 → 5645');
  await expect(row).toContainText('−$12.16');
  await expectAccessibleAtBothSizes(page, 'WC threshold preview');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Applied:' })).toBeVisible();
  // Applied from that day, the next change must take effect after it.
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(
    dialog.getByText(/is already applied: the new one must take effect after/),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    workers.getByRole('rowheader', { name: `${state.workerName} (5645)` }),
  ).toBeVisible();

  // A threshold known ahead of its day: applied now, Work Types says from when its bands hold.
  await page.getByRole('button', { name: 'Change threshold from a date' }).click();
  // The dialog keeps the work type last chosen.
  await expect(dialog.getByRole('combobox', { name: 'Work type' })).toHaveValue(state.workTypeName);
  await dialog.getByLabel('Takes effect on').fill('2099-01-05');
  await dialog.getByLabel('8227 up to ($/h)').fill('30');
  await dialog.getByLabel('5645 from ($/h)').fill('30');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('No entry changes code.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Applied:' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/work-types-wc-codes');
  await page
    .getByRole('button', { name: new RegExp(state.workTypeName) })
    .first()
    .click();
  await expect(page.getByText('These bands take effect on 2099-01-05')).toBeVisible();
});

test.describe('in Spanish', () => {
  test.use({ locale: LOCALES.es });

  test('the WC audit screen reads in Spanish and is accessible', async ({ page }) => {
    await openAs(page, ACCOUNTS.companyAdmin, '/wc-audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Auditoría WC' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Totales por código de clase' })).toBeVisible();
    await expectAccessibleAtBothSizes(page, 'Auditoría WC');
  });
});
