import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from '../support/auth';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

async function pageOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('the operator screens fit a phone: lists are cards, report tables scroll sideways', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.globalAdmin);

  await expect(page.getByRole('list', { name: 'Companies' })).toContainText('acme');
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Add Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Company' });
  await expect(dialog.getByRole('textbox', { name: 'Company Name' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.goto('/manage-admins');
  await expect(page.getByRole('list', { name: 'Global admins' })).toContainText(
    ACCOUNTS.globalAdmin,
  );
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

  await page.goto('/reports');
  await expect(page.getByRole('table', { name: 'Company overview' })).toContainText('acme');
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('tab', { name: 'Security Dashboard' }).click();
  await expect(
    page.getByRole('region', { name: 'Recent Failed Logins', exact: true }),
  ).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
});
