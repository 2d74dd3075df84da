import { expect, test } from '@playwright/test';
import { ACCOUNTS, mainNav, signIn } from '../support/auth';

test.describe('navigation by role', () => {
  test('global admin lands on Company Management and sees Administration', async ({ page }) => {
    await signIn(page, ACCOUNTS.globalAdmin);
    await expect(page).toHaveURL(/\/tenant-management$/);
    await expect(page.getByRole('heading', { name: 'Company Management' })).toBeVisible();
    const nav = mainNav(page);
    await expect(nav.getByRole('region', { name: 'Administration' })).toBeVisible();
    for (const label of [
      'Company Management',
      'Support Sessions',
      'Manage Admins',
      'System Settings',
    ]) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(nav.getByRole('region', { name: 'Management', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Timesheet Calendar' })).toHaveCount(0);

    await nav.getByRole('link', { name: 'System Settings' }).click();
    await expect(
      page.getByText('System settings will allow configuration of system-wide settings.'),
    ).toBeVisible();
  });

  test('company admin sees Management and Company Reports', async ({ page }) => {
    await signIn(page, ACCOUNTS.companyAdmin);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Timesheet Calendar' })).toBeVisible();
    const nav = mainNav(page);
    const management = nav.getByRole('region', { name: 'Management', exact: true });
    await expect(management).toBeVisible();
    for (const label of ['Staff', 'Jobs', 'Work Types & WC Codes', 'Company Settings']) {
      await expect(management.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Company Reports' })).toBeVisible();
    await expect(nav.getByRole('region', { name: 'Administration' })).toHaveCount(0);

    await management.getByRole('link', { name: 'Jobs' }).click();
    await expect(page.getByRole('heading', { name: 'Jobs Management' })).toBeVisible();
  });

  for (const [role, email] of [
    ['project manager', ACCOUNTS.manager],
    ['worker', ACCOUNTS.worker],
  ] as const) {
    test(`${role} sees Timesheet Calendar but not Management`, async ({ page }) => {
      await signIn(page, email);
      await expect(page.getByRole('heading', { name: 'Timesheet Calendar' })).toBeVisible();
      const nav = mainNav(page);
      await expect(nav.getByRole('link', { name: 'Timesheet Calendar' })).toBeVisible();
      await expect(nav.getByRole('region', { name: 'Management', exact: true })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Company Reports' })).toHaveCount(0);
      await expect(nav.getByRole('region', { name: 'Administration' })).toHaveCount(0);
      await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    });
  }

  test('a worker opening an admin link sees Access Denied', async ({ page }) => {
    await signIn(page, ACCOUNTS.worker2);
    await page.goto('/users');
    await expect(page).toHaveURL(/\/access-denied$/);
    await expect(
      page.getByText(
        "You don't have permission to access this page. This area is restricted to users with the required role.",
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page.getByRole('heading', { name: 'Timesheet Calendar' })).toBeVisible();
  });

  test('a global admin opening a company page is redirected with a message', async ({ page }) => {
    await signIn(page, ACCOUNTS.globalAdmin);
    await page.goto('/jobs');
    await expect(page).toHaveURL(/\/tenant-management$/);
    await expect(page.getByText('Insufficient permissions')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Company Management' })).toBeVisible();
  });
});
