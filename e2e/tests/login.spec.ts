import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, emailField, passwordField, submitLogin } from '../support/auth';

test.describe('sign-in screen', () => {
  test('shows the texts of the spec', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    await expect(page.getByText('v1.0')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  });

  test('validates before sending', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
    await submitLogin(page, 'not-an-email', 'whatever');
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await emailField(page).fill('someone@acme.test');
    await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0);
  });

  test('failed sign-in shows Login failed and counts down the attempts', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, 'nobody@acme.test', 'Wrong!Pass2026');
    const box = page.getByTestId('login-error');
    await expect(box).toContainText('Login failed');
    await expect(box).toContainText('Invalid username or password. Please try again.');
    await expect(box).toContainText('Remaining attempts: 4');
    await expect(box).toBeFocused();

    await passwordField(page).fill('Wrong!Pass2027');
    await expect(box).toHaveCount(0); // editing clears the error
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('login-error')).toContainText('Remaining attempts: 3');
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    await passwordField(page).fill(DEMO_PASSWORD);
    await expect(passwordField(page)).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show or hide password' }).click();
    await expect(passwordField(page)).toHaveAttribute('type', 'text');
  });
});
