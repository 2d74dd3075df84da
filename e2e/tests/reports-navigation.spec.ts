import { expect, test } from '@playwright/test';
import { REPORT_MESSAGES, messageText } from '@sitehours/contract';
import { ACCOUNTS, openAs } from '../support/auth';
import { expectNoAxeViolations } from '../support/a11y';
import {
  moveWeeks,
  openReports,
  panel,
  rangeLabel,
  rangeText,
  reportLoaded,
  weekIn,
} from './reports-helpers';

const TABS = ['Weekly Entries', 'Weekly Summary', 'Job Breakdown'] as const;

test.describe('Reports: tabs and weeks', () => {
  test('each tab moves a week back and forth and returns to the current week', async ({ page }) => {
    await openReports(page);
    for (const tab of TABS) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      const current = panel(page).getByRole('button', { name: 'Current Week' });
      await expect(rangeText(page)).toHaveText(rangeLabel(weekIn(0)));
      await expect(current).toBeDisabled();

      await moveWeeks(page, -1);
      await expect(rangeText(page)).toHaveText(rangeLabel(weekIn(-1)));
      await expect(current).toBeEnabled();
      // One week forward returns to the same week: the step is 7 days both ways (ADR 0008).
      await moveWeeks(page, 1);
      await expect(rangeText(page)).toHaveText(rangeLabel(weekIn(0)));
      await moveWeeks(page, 1);
      await expect(rangeText(page)).toHaveText(rangeLabel(weekIn(1)));
      await moveWeeks(page, -3);
      await expect(rangeText(page)).toHaveText(rangeLabel(weekIn(-2)));
      await reportLoaded(page);
      await current.click();
      await expect(rangeText(page)).toHaveText(rangeLabel(weekIn(0)));
    }
  });

  test('an approved week shows its rows, totals and charts, without Approve All', async ({
    page,
  }) => {
    await openReports(page);
    await moveWeeks(page, -3);
    await expect(rangeText(page)).toHaveText(rangeLabel(weekIn(-3)));
    await reportLoaded(page);
    const entries = panel(page);
    await expect(entries.getByRole('rowheader', { name: 'Luis Hernandez' })).toBeVisible();
    await expect(entries.getByTestId('entry-row').first()).toBeVisible();
    await expect(entries.getByText('Pending', { exact: true })).toHaveCount(0);
    await expect(entries.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(entries.getByRole('button', { name: 'Approve All' })).toHaveCount(0);
    await expect(entries.getByTestId('totals-row')).toContainText('Totals');
    await expect(entries.getByText('Sofia Ramos')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Weekly Summary' }).click();
    await moveWeeks(page, -3);
    await reportLoaded(page);
    await expect(panel(page).getByRole('columnheader', { name: 'Weekly Total' })).toBeVisible();
    await expect(panel(page).getByRole('rowheader', { name: 'Kayla Brooks' })).toBeVisible();
    await expect(panel(page).getByRole('rowheader', { name: 'Company Totals' })).toBeVisible();
    await expect(panel(page).getByText('Sofia Ramos')).toHaveCount(0);
    await expect(panel(page).getByText('Company Hours per Day')).toBeVisible();
    await expect(panel(page).locator('.recharts-wrapper')).toBeVisible();

    await page.getByRole('tab', { name: 'Job Breakdown' }).click();
    await moveWeeks(page, -3);
    await reportLoaded(page);
    await expect(panel(page).getByRole('rowheader', { name: 'Grand Total' })).toBeVisible();
    await expect(panel(page).getByText('Hours per Job and Work Type')).toBeVisible();
    await expect(panel(page).locator('.recharts-wrapper')).toBeVisible();
  });

  test('a week without entries shows the empty texts', async ({ page }) => {
    await openReports(page);
    await moveWeeks(page, -11);
    await expect(rangeText(page)).toHaveText(rangeLabel(weekIn(-11)));
    await expect(panel(page).getByText(messageText(REPORT_MESSAGES.noEntries))).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Approve All' })).toHaveCount(0);
    await expect(panel(page).getByRole('button', { name: 'Export Report' })).toBeDisabled();

    await page.getByRole('tab', { name: 'Job Breakdown' }).click();
    await moveWeeks(page, -11);
    await expect(panel(page).getByText(messageText(REPORT_MESSAGES.noData))).toBeVisible();

    // Active employees in reports appear in the summary even without hours.
    await page.getByRole('tab', { name: 'Weekly Summary' }).click();
    await moveWeeks(page, -11);
    await reportLoaded(page);
    const luis = panel(page).getByRole('row').filter({ hasText: 'Luis Hernandez' });
    // Cells: 7 days, Weekly Total, Regular, OT, DT, PTO, Gross.
    await expect(luis.getByRole('cell').nth(7)).toHaveText('0.0');
    await expect(luis.getByRole('cell').last()).toHaveText('0.00');
    await expect(panel(page).getByTestId('company-totals-row').getByRole('cell').nth(7)).toHaveText(
      '0.0',
    );
  });

  test('a manager opening /company-reports is refused', async ({ page }) => {
    await openAs(page, ACCOUNTS.manager, '/company-reports');
    await expect(page).toHaveURL(/\/access-denied$/);
    await expect(page.getByRole('tab', { name: 'Weekly Entries' })).toHaveCount(0);
  });
});

test.describe('Reports read from a replica', () => {
  test('say as of when their data was complete, and stop saying it once current', async ({
    page,
  }) => {
    // The server sends x-data-as-of when a replica answered (tests/faults/read-replica.test.ts).
    let asOf: string | undefined = '2026-11-27T17:42:05.000Z';
    await page.route('**/api/time-entries/weekly-report?**', async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      if (asOf) headers['x-data-as-of'] = asOf;
      await route.fulfill({ response, headers });
    });
    await openReports(page);
    await reportLoaded(page);
    const note = panel(page).getByTestId('data-as-of');
    await expect(note).toHaveText(/^Data as of 9:42:05\sAM$/);
    await expectNoAxeViolations(page, 'a report read from a replica');
    asOf = undefined;
    await moveWeeks(page, -1);
    await reportLoaded(page);
    await expect(note).toHaveCount(0);
  });
});

test.describe('Reports on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the tables scroll inside their box and the controls wrap', async ({ page }) => {
    await openReports(page);
    await moveWeeks(page, -3);
    await reportLoaded(page);
    const table = panel(page).getByRole('table', { name: 'Weekly time entries' });
    await expect(table).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Current Week' })).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // The table is wider than the phone; a box around it scrolls sideways.
    const scrolls = await table.evaluate((el) => {
      let box = el.parentElement;
      const scrollable = (e: HTMLElement) =>
        e.scrollWidth > e.clientWidth && /auto|scroll/.test(getComputedStyle(e).overflowX);
      while (box && !scrollable(box)) box = box.parentElement;
      if (!box || box === document.documentElement) return false;
      box.scrollLeft = 200;
      return box.scrollLeft > 0;
    });
    expect(scrolls).toBe(true);
  });
});
