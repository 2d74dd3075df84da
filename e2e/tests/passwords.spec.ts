import { expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  emailField,
  mainNav,
  signIn,
  passwordField,
} from '../support/auth';

test.describe('password journeys', () => {
  test('forgot and reset the password, then sign in with the new one', async ({ page }) => {
    const newPassword = 'Reset!Journey2026';
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await emailField(page).fill(ACCOUNTS.resetWorker);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('link', { name: 'Development: open reset link' }).click();
    await expect(page).toHaveURL(/\/reset-password\/[^?]+\?email=/);

    await passwordField(page, 'New Password').fill(newPassword);
    await expect(page.getByText(/Password strength: (Strong|Very Strong)/)).toBeVisible();
    await passwordField(page, 'Confirm Password').fill('Reset!Journey');
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();

    await passwordField(page, 'Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Redirecting to sign in...')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

    await signIn(page, ACCOUNTS.resetWorker, newPassword);
    await expect(page.getByRole('heading', { name: 'Timesheet Calendar' })).toBeVisible();
  });

  test('a reset link without email is invalid', async ({ page }) => {
    await page.goto('/reset-password/some-token');
    await expect(
      page.getByText('Invalid reset link. Please request a new password reset link.'),
    ).toBeVisible();
  });

  test('change the password, sign out and sign in with the new one', async ({ page }) => {
    const newPassword = 'Changed!Journey2026';
    await signIn(page, ACCOUNTS.changeWorker);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/change-password$/);

    await passwordField(page, 'Current Password').fill(DEMO_PASSWORD);
    await passwordField(page, 'New Password').fill(newPassword);
    await passwordField(page, 'Confirm New Password').fill('Changed!Other2026');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('New passwords do not match')).toBeVisible();

    await passwordField(page, 'Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('status').filter({ hasText: /changed/i })).toBeVisible();
    // goes back to the previous screen after 3 s
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

    await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, ACCOUNTS.changeWorker, newPassword);
  });
});
