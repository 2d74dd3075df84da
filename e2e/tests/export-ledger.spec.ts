import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { expect as baseExpect, test, type Download, type Page } from '@playwright/test';
import { LOCALES, expectAccessibleAtBothSizes } from '../support/a11y';
import { ACCOUNTS, openAs } from '../support/auth';
import { apiLogin, moveWeeks, openReports, panel, reportLoaded, weekIn } from './reports-helpers';

/**
 * The export ledger (decision 0027): a payroll file exported twice for the same week shows in
 * the Exports tab with the overlap warning, and downloading it again gives the same bytes. Reads
 * a week far back that no other journey exports (exports change no hours).
 */
const WEEKS_BACK = 17;
const expect = baseExpect.configure({ timeout: 15_000 });

const sha256 = async (download: Download) =>
  createHash('sha256')
    .update(await fs.readFile(await download.path()))
    .digest('hex');

async function payrollCsv(page: Page) {
  await panel(page).getByRole('button', { name: 'Payroll Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Payroll CSV' }).click(),
  ]);
  return download;
}

test('exports are kept: the overlap warning, the list and a byte-identical download again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openReports(page);
  await page.getByRole('tab', { name: 'Weekly Summary' }).click();
  await moveWeeks(page, -WEEKS_BACK);
  await reportLoaded(page);

  await (await payrollCsv(page)).path();
  // The range was exported now: exporting it again is warned about, and still possible.
  await expect(panel(page).getByTestId('export-overlap-warning')).toContainText(
    'These dates were already exported on',
  );
  const second = await payrollCsv(page);
  const secondSha = await sha256(second);

  await page.getByRole('tab', { name: 'Exports' }).click();
  const rows = panel(page).getByTestId('export-row');
  await expect(rows.first()).toBeVisible();
  const newest = rows.nth(0);
  await expect(newest.getByTestId('export-sha')).toHaveAttribute('data-sha256', secondSha);
  await expect(newest.getByTestId('export-overlap')).toContainText(
    'These dates were already exported on',
  );
  await expect(rows.nth(1).getByTestId('export-sha')).toBeVisible();

  const [again] = await Promise.all([
    page.waitForEvent('download'),
    newest.getByRole('button', { name: 'Download again' }).click(),
  ]);
  expect(again.suggestedFilename()).toBe(second.suggestedFilename());
  expect(await sha256(again)).toBe(secondSha);

  // The SHA-256 is copied whole by keyboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await newest.getByTestId('export-sha').focus();
  await page.keyboard.press('Enter');
  await expect(newest.getByTestId('export-sha-copied')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secondSha);

  await expectAccessibleAtBothSizes(page, 'Reports: Exports (en)');
});

test.describe('Exports tab in Spanish', () => {
  test.use({ locale: LOCALES.es });

  test('is accessible at both sizes', async ({ page, request }) => {
    // At least one export to list, whatever ran before.
    const admin = await apiLogin(request, ACCOUNTS.companyAdmin);
    const week = weekIn(-WEEKS_BACK);
    const made = await request.get('/api/time-entries/payroll-export', {
      headers: admin.headers,
      params: { startDate: week.start, endDate: week.end, format: 'gusto' },
    });
    expect(made.ok()).toBe(true);
    await openAs(page, ACCOUNTS.companyAdmin, '/company-reports');
    await page.getByRole('tab', { name: 'Exportaciones' }).click();
    await expect(panel(page).getByTestId('export-row').first()).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Clave pública' })).toBeVisible();
    await expectAccessibleAtBothSizes(page, 'Reportes: Exportaciones (es)');
  });
});
