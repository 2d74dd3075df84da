import { expect, test, type APIRequestContext } from '@playwright/test';
import { MESSAGES } from '@sitehours/contract';
import { DEMO_PASSWORD, createOwnWorker, passwordField, signIn } from '../support/auth';

/** A worker of their own, so a password change here can never reach another journey. */
const createWorker = (request: APIRequestContext) =>
  createOwnWorker(request, {
    prefix: 'meter',
    firstName: 'Mira',
    lastName: 'Meter',
    password: DEMO_PASSWORD,
  });

test('the meter never calls a common password Strong, and saving refuses it', async ({
  page,
  request,
}) => {
  const email = await createWorker(request);
  await signIn(page, email);
  await page.goto('/change-password');
  const level = page.getByText(/^Password strength: /);

  // Common passwords with every character class (high scores), in different cases: Weak.
  await passwordField(page, 'Current Password').fill(DEMO_PASSWORD);
  for (const common of ['Password123!', 'FOOTBALL1!a', 'Sunshine2026!']) {
    await passwordField(page, 'New Password').fill(common);
    await expect(level).toHaveText('Password strength: Weak');
    await expect(level).not.toHaveText(/Strong/);
  }

  // Saving it is refused with the spec's message, and the password stays as it was.
  const common = 'Password123!';
  await passwordField(page, 'New Password').fill(common);
  await expect(level).toHaveText('Password strength: Weak');
  await passwordField(page, 'Confirm New Password').fill(common);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(MESSAGES.weakPassword)).toBeVisible();
  await expect(page).toHaveURL(/\/change-password$/);
  const refused = await request.post('/api/auth/login', { data: { email, password: common } });
  expect(refused.ok()).toBe(false);

  // A password the rules accept is Strong or better.
  await passwordField(page, 'New Password').fill('Harbor!Crane42');
  await expect(level).toHaveText(/^Password strength: (Strong|Very Strong)$/);
});
