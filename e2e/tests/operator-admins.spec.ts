import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN_MESSAGES, messageText } from '@sitehours/contract';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  emailField,
  passwordField,
  signIn,
  submitLogin,
} from '../support/auth';
import { expectNoAxeViolations } from '../support/a11y';

const OPERATOR_PASSWORD = 'Night!Shift2026';

/** An address no other journey uses. */
function uniqueEmail(label: string): string {
  return `op-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@sitehours.test`;
}

/** Creates a global admin through the API as the demo operator (setup, not the journey). */
async function createAdminViaApi(request: APIRequestContext, email: string, firstName: string) {
  const login = await request.post('/api/auth/login', {
    data: { email: ACCOUNTS.globalAdmin, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { token } = await login.json();
  const created = await request.post('/api/admin/global-admins', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, password: OPERATOR_PASSWORD, firstName, lastName: 'Operator' },
  });
  expect(created.status()).toBe(201);
}

async function openManageAdmins(page: Page) {
  await signIn(page, ACCOUNTS.globalAdmin);
  await page.getByRole('link', { name: 'Manage Admins' }).first().click();
  await expect(page.getByRole('heading', { name: 'Admin Management' })).toBeVisible();
}

const adminRow = (page: Page, email: string) =>
  page.getByRole('table', { name: 'Global admins' }).getByRole('row').filter({ hasText: email });

/** Signs in on a fresh browser context, so the operator's own session stays as it is. */
async function signInElsewhere(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/tenant-management$/);
  await context.close();
}

test.describe('operator: manage admins', () => {
  test('adds an admin who can then sign in', async ({ page, browser }) => {
    const email = uniqueEmail('add');
    await openManageAdmins(page);

    await page.getByRole('button', { name: 'Add Admin' }).click();
    const form = page.getByRole('form', { name: 'Add Admin' });
    await form.getByRole('button', { name: 'Save Admin' }).click();
    await expect(form.getByText(messageText(ADMIN_MESSAGES.emailRequired))).toBeVisible();
    await expect(form.getByText(messageText(ADMIN_MESSAGES.passwordRequiredForNew))).toBeVisible();

    await emailField(page).fill(email);
    await expect(form.getByText(messageText(ADMIN_MESSAGES.emailRequired))).toHaveCount(0);
    await passwordField(page).fill(OPERATOR_PASSWORD);
    await expect(page.getByText(/Password strength: (Strong|Very Strong)/)).toBeVisible();
    await page.getByRole('textbox', { name: 'First Name' }).fill('Nora');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Added');
    await form.getByRole('button', { name: 'Save Admin' }).click();

    await expect(form).toHaveCount(0);
    const row = adminRow(page, email);
    await expect(row).toContainText('Nora Added');
    await expect(row).toContainText('Active');

    // The same address cannot be added twice: the server's message sits under Email.
    await page.getByRole('button', { name: 'Add Admin' }).click();
    await emailField(page).fill(email);
    await passwordField(page).fill(OPERATOR_PASSWORD);
    await page.getByRole('button', { name: 'Save Admin' }).click();
    await expect(page.getByText(messageText(ADMIN_MESSAGES.emailTaken))).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await signInElsewhere(browser, email, OPERATOR_PASSWORD);
  });

  test('edits an admin without a password; the old one still works', async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail('edit');
    await createAdminViaApi(request, email, 'Edda');
    await openManageAdmins(page);

    await adminRow(page, email)
      .getByRole('button', { name: `Edit ${email}` })
      .click();
    const form = page.getByRole('form', { name: 'Edit Admin' });
    await expect(emailField(page)).toHaveValue(email);
    await expect(passwordField(page)).toHaveValue('');
    await form.getByRole('textbox', { name: 'First Name' }).fill('Edited');
    await form.getByRole('button', { name: 'Save Admin' }).click();

    await expect(form).toHaveCount(0);
    await expect(adminRow(page, email)).toContainText('Edited Operator');
    await signInElsewhere(browser, email, OPERATOR_PASSWORD);
  });

  test('refuses to deactivate your own account', async ({ page }) => {
    await openManageAdmins(page);
    await adminRow(page, ACCOUNTS.globalAdmin)
      .getByRole('button', { name: `Deactivate ${ACCOUNTS.globalAdmin}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate Admin' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(messageText(ADMIN_MESSAGES.cannotDeactivateSelf))).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Deactivate', exact: true })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(adminRow(page, ACCOUNTS.globalAdmin)).toContainText('Active');
  });

  test('removing an admin asks first, and the banner can undo it', async ({ page, request }) => {
    const email = uniqueEmail('undo');
    await createAdminViaApi(request, email, 'Una');
    await openManageAdmins(page);
    const deactivate = adminRow(page, email).getByRole('button', { name: `Deactivate ${email}` });
    const dialog = page.getByRole('dialog', { name: 'Deactivate Admin' });

    // Cancel holds the focus: Enter pressed by habit changes nothing.
    await deactivate.click();
    await expect(dialog).toContainText(`Una Operator (${email})`);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(adminRow(page, email)).not.toContainText('Inactive');

    await deactivate.click();
    await expectNoAxeViolations(page, 'the Deactivate Admin dialog');
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(`Admin ${email} deactivated.`)).toBeVisible();
    await expectNoAxeViolations(page, 'Manage Admins with the Undo banner');
    await expect(adminRow(page, email)).toContainText('Inactive');
    const refused = await request.post('/api/auth/login', {
      data: { email, password: OPERATOR_PASSWORD },
    });
    expect(refused.ok()).toBe(false);

    // Undo activates the admin again at once, without a second question.
    await page.getByRole('button', { name: `Undo: activate ${email}` }).click();
    await expect(page.getByText(`Admin ${email} activated.`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(adminRow(page, email)).not.toContainText('Inactive');
    const again = await request.post('/api/auth/login', {
      data: { email, password: OPERATOR_PASSWORD },
    });
    expect(again.ok()).toBe(true);
  });

  test('a deactivated admin cannot sign in until activated again', async ({ page, request }) => {
    const email = uniqueEmail('deact');
    await createAdminViaApi(request, email, 'Dee');
    await openManageAdmins(page);

    await adminRow(page, email)
      .getByRole('button', { name: `Deactivate ${email}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate Admin' });
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(adminRow(page, email)).toContainText('Inactive');

    const other = await page.context().browser()!.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/login');
    await submitLogin(otherPage, email, OPERATOR_PASSWORD);
    await expect(otherPage.getByTestId('login-error')).toContainText(/deactivated|contact/);

    await adminRow(page, email)
      .getByRole('button', { name: `Activate ${email}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Activate Admin' })
      .getByRole('button', { name: 'Activate', exact: true })
      .click();
    await expect(adminRow(page, email)).toContainText('Active');
    await expect(adminRow(page, email)).not.toContainText('Inactive');

    await passwordField(otherPage).fill(OPERATOR_PASSWORD);
    await otherPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(otherPage).toHaveURL(/\/tenant-management$/);
    await other.close();
  });
});
