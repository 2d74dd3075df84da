import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, mainNav, openAs, signIn } from '../support/auth';
import { exitSupportMode } from '../support/support-mode';

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
    await openAs(page, ACCOUNTS.worker2, '/users');
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
    await openAs(page, ACCOUNTS.globalAdmin, '/jobs');
    await expect(page).toHaveURL(/\/tenant-management$/);
    await expect(page.getByText('Insufficient permissions')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Company Management' })).toBeVisible();
  });
});

/**
 * Every destination the navigation and the dashboard offer a role works for that role: the
 * screen opens where the link points, with no error banner and no refusal from the server.
 */
test.describe('every offered link works', () => {
  // Each journey walks every screen of its role and the dashboard's links: a dozen screens.
  test.describe.configure({ timeout: 90_000 });

  const REFUSAL =
    /\b403\b|Forbidden|Access denied|Insufficient permissions|Exit support mode to use the operator console/i;

  async function expectScreenWorks(page: Page, path: string) {
    await expect(page).toHaveURL(new RegExp(`${path === '/' ? '' : path}$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Let the screen's first reads answer.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main').getByRole('alert'), `error banner on ${path}`).toHaveCount(0);
    await expect(page.getByText(REFUSAL), `refusal on ${path}`).toHaveCount(0);
  }

  /** The links of the sidebar, in order (paths only; actions like Sign Out are buttons). */
  async function sidebarPaths(page: Page): Promise<string[]> {
    const nav = mainNav(page);
    await expect(nav.getByRole('link').first()).toBeVisible();
    return nav
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((a) => new URL((a as HTMLAnchorElement).href).pathname).filter((p) => p !== '/'),
      );
  }

  async function walk(page: Page) {
    const paths = await sidebarPaths(page);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      await mainNav(page).locator(`a[href="${path}"]`).first().click();
      await expectScreenWorks(page, path);
    }
    if (!paths.includes('/dashboard')) return paths;
    // The dashboard's buttons and links.
    await mainNav(page).locator('a[href="/dashboard"]').first().click();
    await expectScreenWorks(page, '/dashboard');
    // The dashboard's links come with its data: wait for the first before reading them all.
    await expect(page.locator('main a[href]').first()).toBeVisible();
    const targets = await page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(targets.length).toBeGreaterThan(0);
    for (const target of new Set(targets)) {
      await mainNav(page).locator('a[href="/dashboard"]').first().click();
      await expectScreenWorks(page, '/dashboard');
      await page.locator(`main a[href="${target}"]`).first().click();
      await expectScreenWorks(page, target);
    }
    return paths;
  }

  for (const [role, email] of [
    ['employee', ACCOUNTS.worker],
    ['project manager', ACCOUNTS.manager],
    ['company admin', ACCOUNTS.companyAdmin],
  ] as const) {
    test(`${role}`, async ({ page }) => {
      await signIn(page, email);
      const paths = await walk(page);
      expect(paths).toContain('/time-entries');
    });
  }

  test('operator', async ({ page }) => {
    await signIn(page, ACCOUNTS.globalAdmin);
    const paths = await walk(page);
    expect(paths).toEqual(
      expect.arrayContaining(['/tenant-management', '/support-sessions', '/manage-admins']),
    );
    expect(paths).not.toContain('/dashboard');
    expect(paths).not.toContain('/time-entries');
    // The timesheet screens have no company to work on: typed in, they lead to the console.
    for (const path of ['/dashboard', '/time-entry', '/time-entries']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/tenant-management$/);
      await expect(page.getByRole('heading', { name: 'Company Management' })).toBeVisible();
    }
  });

  test('operator in a support session', async ({ page }) => {
    await openAs(page, ACCOUNTS.globalAdmin, '/support-sessions');
    await page.getByRole('button', { name: 'Access Tenant' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Company for Support Access' });
    await picker.getByRole('textbox', { name: 'Search companies' }).fill('Acme');
    await picker.getByRole('button', { name: /Acme Construction/ }).click();
    await picker.getByRole('textbox', { name: 'Reason for Access' }).fill('Navigation check');
    await picker.getByRole('button', { name: 'Start Support Session' }).click();
    const banner = page.getByRole('region', { name: 'Support mode' });
    await expect(banner).toBeVisible();

    const paths = await walk(page);
    expect(paths).toEqual(expect.arrayContaining(['/jobs', '/company-reports', '/dashboard']));
    for (const operatorPath of ['/tenant-management', '/support-sessions', '/manage-admins']) {
      expect(paths).not.toContain(operatorPath);
    }

    // An operator screen typed in leads home, saying why; the banner is the way back.
    await page.goto('/manage-admins');
    await expect(page).toHaveURL(/\/time-entries$/);
    await expect(page.getByText('Exit support mode to use the operator console.')).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Exit Support Mode' })).toBeVisible();

    await exitSupportMode(page);
  });
});
