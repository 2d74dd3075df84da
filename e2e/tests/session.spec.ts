import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, mainNav, openAs, signIn, submitLogin } from '../support/auth';

test.describe('session', () => {
  test('signed-out visitors are sent to login, then back to where they were going', async ({
    page,
  }) => {
    await page.goto('/change-password');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, ACCOUNTS.worker, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/change-password$/);
    await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  });

  test('sign out returns to login and protected pages stay closed', async ({ page }) => {
    await signIn(page, ACCOUNTS.worker);
    await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    const stored = await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('refreshToken'),
      localStorage.getItem('currentCompanyId'),
    ]);
    expect(stored).toEqual([null, null, null]);

    for (const path of ['/time-entries', '/jobs', '/tenant-management', '/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('the user menu names the user and signs out', async ({ page }) => {
    await signIn(page, ACCOUNTS.manager);
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menu')).toContainText(ACCOUNTS.manager);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in user visiting login goes home, and the session survives a reload', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.companyAdmin);
    await page.reload();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an expired access token is refreshed at start-up', async ({ page }) => {
    await signIn(page, ACCOUNTS.worker2);
    // The home screen's own calls must be done first: one that started after the token below was
    // planted would refresh with the stored refresh token, and the reload would lose its answer.
    await page.waitForLoadState('networkidle');
    const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const expired = `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ sub: 'x', exp: 1_600_000_000 })}.x`;
    await page.evaluate((token) => localStorage.setItem('token', token), expired);
    await page.reload();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).not.toBe(expired);
    expect(token).toBeTruthy();
  });

  test('a refused refresh ends the session and remembers the page', async ({ page }) => {
    await openAs(page, ACCOUNTS.worker2, '/change-password');
    await page.evaluate(() => {
      const enc = (v: unknown) =>
        btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
      localStorage.setItem('token', `${enc({ alg: 'HS256' })}.${enc({ exp: 1_600_000_000 })}.x`);
      localStorage.setItem('refreshToken', 'not-a-valid-refresh-token');
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
    await submitLogin(page, ACCOUNTS.worker2, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/change-password$/);
  });
});
