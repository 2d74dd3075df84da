import { expect, test, type APIRequestContext } from '@playwright/test';
import { MESSAGES, messageText } from '@sitehours/contract';
import { ACCOUNTS, DEMO_PASSWORD, createOwnWorker, passwordField, openAs } from '../support/auth';

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
  await openAs(page, email, '/change-password');
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
  await expect(page.getByText(messageText(MESSAGES.weakPassword))).toBeVisible();
  await expect(page).toHaveURL(/\/change-password$/);
  const refused = await request.post('/api/auth/login', { data: { email, password: common } });
  expect(refused.ok()).toBe(false);

  // A password the rules accept is Strong or better.
  await passwordField(page, 'New Password').fill('Harbor!Crane42');
  await expect(level).toHaveText(/^Password strength: (Strong|Very Strong)$/);
});

const PERSONAL_HINT = 'Avoid your name or email address';

test('the meter judges a password for its account: a name or email in it is Weak, as saving says', async ({
  page,
  request,
}) => {
  const email = await createWorker(request);
  const level = page.getByText(/^Password strength: /);

  // Reset screen: it knows the address and the link; the name comes from the link.
  const forgot = await request.post('/api/auth/forgot-password', { data: { email } });
  const { resetUrl } = (await forgot.json()) as { resetUrl: string };
  const link = new URL(resetUrl);
  await page.goto(`${link.pathname}${link.search}`);
  await passwordField(page, 'New Password').fill('Mira!Harbor42');
  await expect(level).toHaveText('Password strength: Weak');
  await expect(page.getByText(PERSONAL_HINT)).toBeVisible();
  await passwordField(page, 'Confirm Password').fill('Mira!Harbor42');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(messageText(MESSAGES.weakPassword))).toBeVisible();

  // Change password, signed in: the person's last name, in another case.
  await openAs(page, email, '/change-password');
  await passwordField(page, 'Current Password').fill(DEMO_PASSWORD);
  await passwordField(page, 'New Password').fill('Harbor!METER42');
  await expect(level).toHaveText('Password strength: Weak');
  await expect(page.getByText(PERSONAL_HINT)).toBeVisible();
  await passwordField(page, 'Confirm New Password').fill('Harbor!METER42');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(messageText(MESSAGES.weakPassword))).toBeVisible();
  const refused = await request.post('/api/auth/login', {
    data: { email, password: 'Harbor!METER42' },
  });
  expect(refused.ok()).toBe(false);
  await passwordField(page, 'New Password').fill('Harbor!Crane42');
  await expect(level).toHaveText('Password strength: Very Strong');
});

test('on the staff form the meter follows the name typed beside the password', async ({ page }) => {
  await openAs(page, ACCOUNTS.companyAdmin, '/users');
  await page.getByRole('button', { name: 'Add User', exact: true }).click();
  const form = page.getByRole('form', { name: 'Add User' });
  const field = (name: string) => form.getByRole('textbox', { name, exact: true });
  const level = form.getByText(/^Password strength: /);

  await field('First Name').fill('Orla');
  await field('Last Name').fill('Quenby');
  await field('Email').fill(`meter-form-${Date.now()}@acme.test`);
  await field('Password').fill('Quenby!Crane42');
  await expect(level).toHaveText('Password strength: Weak');
  await expect(form.getByText(PERSONAL_HINT)).toBeVisible();

  // Another last name: the same password is judged again and now passes.
  await field('Last Name').fill('Smith');
  await expect(level).toHaveText('Password strength: Very Strong');
  await expect(form.getByText(PERSONAL_HINT)).toHaveCount(0);

  // The email's local part counts as well.
  await field('Email').fill(`crane-${Date.now()}@acme.test`);
  await expect(level).toHaveText('Password strength: Weak');
});
