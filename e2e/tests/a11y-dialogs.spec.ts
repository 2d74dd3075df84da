import { expect, test, type Page } from '@playwright/test';
import { LOCALES, expectNoAxeViolationsIn, settled } from '../support/a11y';
import { ACCOUNTS, signIn } from '../support/auth';
import { dayCell, dayTitle, mondayIn, openWeek } from './timesheet-helpers';

/**
 * Dialogs pass every axe-core rule, best practices included, of any impact: a dialog adds no
 * landmark of its own (a second banner) to the page. Each dialog is opened and closed again
 * without a change.
 */

async function expectCleanDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await settled(page);
  await expectNoAxeViolationsIn(page, null, `the ${name} dialog`, { everyRule: true });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

test.use({ locale: LOCALES.en });

test('operator dialogs pass every axe rule', async ({ page }) => {
  await signIn(page, ACCOUNTS.globalAdmin);
  await page.getByRole('button', { name: 'Add Company' }).click();
  await expectCleanDialog(page, 'Add New Company');
  await page.getByRole('button', { name: 'View Details' }).first().click();
  await expectCleanDialog(page, 'Company Details');
});

test('the day dialog of the timesheet passes every axe rule', async ({ page }) => {
  await signIn(page, ACCOUNTS.worker2);
  // A week far ahead that no other journey uses: the dialog is opened and closed, nothing saved.
  const monday = mondayIn(40);
  await openWeek(page, monday);
  await dayCell(page, monday).click();
  await expectCleanDialog(page, dayTitle(monday));
});
