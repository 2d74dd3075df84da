import { expect, test } from '@playwright/test';
import {
  BOM,
  csvLines,
  moveWeeks,
  openReports,
  panel,
  rangeLabel,
  rangeText,
  reportLoaded,
  weekIn,
} from './reports-helpers';

/**
 * WC Payroll: a demo week three weeks back (approved, so no journey changes it) shows hours,
 * wages and estimated premiums per WC class code, with totals, and downloads as a CSV.
 */

test('WC Payroll: premiums per class code and the CSV', async ({ page }) => {
  const week = weekIn(-3);
  await openReports(page);
  await page.getByRole('tab', { name: 'WC Payroll' }).click();
  await expect(panel(page).getByRole('note').filter({ hasText: 'straight-time' })).toBeVisible();
  await moveWeeks(page, -3);
  await expect(rangeText(page)).toHaveText(rangeLabel(week));
  await reportLoaded(page);

  const table = panel(page).getByRole('table', { name: /compensation payroll/ });
  await expect(table).toBeVisible();
  for (const name of ['WC Code', 'Hours', 'Wages', 'Comp Rate (%)', 'Estimated Premium'])
    await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
  const bodyRows = table.locator('tbody tr');
  expect(await bodyRows.count()).toBeGreaterThan(0);
  // Every code has a positive premium.
  const premiums = await bodyRows.locator('td:last-child').allInnerTexts();
  for (const p of premiums) expect(Number(p.replace(/,/g, ''))).toBeGreaterThan(0);
  const totals = panel(page).getByTestId('wc-totals-row');
  await expect(totals.getByRole('rowheader', { name: 'Totals' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('button', { name: 'Export WC Report' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`wc-payroll-report_${week.start}_to_${week.end}.csv`);
  const fs = await import('node:fs/promises');
  const text = await fs.readFile(await download.path(), 'utf8');
  expect(text.startsWith(BOM)).toBe(true);
  const lines = csvLines(text);
  expect(lines[0]).toBe('WC Code,Work Types,Hours,Wages,Comp Rate (%),Estimated Premium');
  expect(lines).toHaveLength(premiums.length + 2);
  expect(lines.at(-1)).toMatch(/^Totals,,\d+\.\d+,\d+\.\d{2},,\d+\.\d{2}$/);
  // Each code line: wages × comp rate / 100 is the premium, to the cent.
  for (const line of lines.slice(1, -1)) {
    const cells = line.split(',');
    const [wages, rate, premium] = cells.slice(-3).map(Number) as [number, number, number];
    expect(Math.abs((wages * rate) / 100 - premium)).toBeLessThanOrEqual(0.01);
  }
});

test('WC Payroll: a week without hours says so', async ({ page }) => {
  await openReports(page);
  await page.getByRole('tab', { name: 'WC Payroll' }).click();
  await moveWeeks(page, 60);
  await reportLoaded(page);
  await expect(
    panel(page).getByText('No work hours found for the selected date range.'),
  ).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Export WC Report' })).toBeDisabled();
});

/** The hours figure of a reconciliation line ('1,234.5' → 1234.5). */
const hoursOf = (text: string) => Number(text.replace(/,/g, ''));

test('WC Payroll says what it leaves out, and its reconciliation meets the other tabs', async ({
  page,
}) => {
  const week = weekIn(-3);
  await openReports(page);
  await page.getByRole('tab', { name: 'WC Payroll' }).click();
  await expect(
    panel(page)
      .getByRole('note')
      .filter({ hasText: 'Other (PTO) hours and hours without a WC code are left out' }),
  ).toBeVisible();
  await moveWeeks(page, -3);
  await expect(rangeText(page)).toHaveText(rangeLabel(week));
  await reportLoaded(page);

  const table = panel(page).getByRole('table', {
    name: 'How this total meets the other tabs',
  });
  await expect(table).toBeVisible();
  const figure = async (label: string) =>
    hoursOf(await table.getByRole('row', { name: label }).getByRole('cell').innerText());
  const wcTotal = hoursOf(
    await panel(page).getByTestId('wc-totals-row').getByRole('cell').nth(1).innerText(),
  );
  const wc = await figure('Work hours with a WC code (this tab)');
  expect(wc).toBe(wcTotal);
  const other = await figure('+ Other (PTO) hours');
  const uncoded = await figure('+ Work hours without a WC code');
  const all = await figure('= All hours logged');
  expect(Math.round((wc + other + uncoded) * 100) / 100).toBe(all);
  const report = await figure('= Total of Weekly Entries and Weekly Summary');
  const reportWork = await figure('Job Breakdown total (work hours of the workers in the reports)');

  // The other tabs show the totals it ends at, for the same week.
  await page.getByRole('tab', { name: 'Weekly Summary' }).click();
  await moveWeeks(page, -3);
  await reportLoaded(page);
  const totals = panel(page).getByTestId('company-totals-row').getByRole('cell');
  expect(hoursOf(await totals.nth(week.days.length).innerText())).toBe(report);

  await page.getByRole('tab', { name: 'Job Breakdown' }).click();
  await moveWeeks(page, -3);
  await reportLoaded(page);
  const grand = panel(page).getByTestId('grand-total-row').getByRole('cell').last();
  expect(hoursOf(await grand.innerText())).toBe(reportWork);
});
