import { expect, test } from '@playwright/test';
import { ACCOUNTS, passwordField, openAs, signIn, submitLogin } from '../support/auth';

test.describe('operator: global reports', () => {
  test('the security dashboard shows failed sign-ins', async ({ page, browser }) => {
    const probe = `probe-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@nowhere.test`;
    const other = await browser.newContext();
    const attacker = await other.newPage();
    await attacker.goto('/login');
    await submitLogin(attacker, probe, 'Wrong!Guess2026');
    await expect(attacker.getByTestId('login-error')).toContainText('Remaining attempts: 4');
    for (const remaining of [3, 2]) {
      await passwordField(attacker).fill(`Wrong!Guess${remaining}`);
      await attacker.getByRole('button', { name: 'Sign in' }).click();
      await expect(attacker.getByTestId('login-error')).toContainText(
        `Remaining attempts: ${remaining}`,
      );
    }
    await other.close();

    await signIn(page, ACCOUNTS.globalAdmin);
    await page.getByRole('link', { name: 'Reports', exact: true }).first().click();
    await expect(page).toHaveURL(/\/reports$/);
    await page.getByRole('tab', { name: 'Security Dashboard' }).click();

    const failed = page.getByRole('region', { name: 'Recent Failed Logins', exact: true });
    await expect(failed.getByRole('row').filter({ hasText: probe })).toHaveCount(3);
    const card = page.getByRole('group', { name: 'Failed Logins' });
    const count = Number(await card.getByTestId('security-failedLogins').textContent());
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('region', { name: 'Top Companies', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Suspicious Users', exact: true })).toBeVisible();
  });

  test('company reports list every company with its head counts', async ({ page }) => {
    await openAs(page, ACCOUNTS.globalAdmin, '/reports');
    await expect(page.getByRole('tab', { name: 'Company Reports' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = page.getByRole('table', { name: 'Company overview' });
    const acme = table.getByRole('row').filter({ hasText: 'Acme Construction' });
    await expect(acme).toContainText('acme');
    await expect(acme).toContainText('active');
    await expect(table.getByRole('row').filter({ hasText: 'Birch Field Services' })).toHaveCount(1);
  });
});
