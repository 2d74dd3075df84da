import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { STAFF_MESSAGES, messageText } from '@sitehours/contract';
import { expectNoAxeViolationsIn } from '../support/a11y';
import { ACCOUNTS, DEMO_PASSWORD, openAs, signIn, submitLogin } from '../support/auth';

const STAFF_PASSWORD = 'Rebar!Tie2026';

/** An address no other journey uses (specs run in parallel on the same server). */
const uniqueEmail = (label: string) =>
  `e2e-staff-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@acme.test`;

async function openStaff(page: Page) {
  await openAs(page, ACCOUNTS.companyAdmin, '/users');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await expect(page.getByText(messageText(STAFF_MESSAGES.loading))).toHaveCount(0);
}

const userRow = (page: Page, email: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });

const field = (scope: Page | ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

/** Signs in on a fresh browser context, so the admin's own session stays as it is. */
async function canSignIn(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  await context.close();
}

async function isRefusedAtSignIn(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page.getByTestId('login-error')).toContainText('Login failed');
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
}

/** Creates a worker through the API as the demo admin (setup, not the journey). */
async function createWorkerViaApi(request: APIRequestContext, email: string, firstName: string) {
  const login = await request.post('/api/auth/login', {
    data: { email: ACCOUNTS.companyAdmin, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { token } = await login.json();
  const created = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      firstName,
      lastName: 'Toggle',
      email,
      phone: null,
      hourlyRate: 30,
      role: 'standard_user',
      isActive: true,
      includeInReports: true,
      password: STAFF_PASSWORD,
    },
  });
  expect(created.status()).toBe(201);
}

test.describe('company admin: staff', () => {
  test('adds a user with a password who can sign in, then edits them without changing it', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('add');
    await openStaff(page);

    // Groups in display order, each with its count and add button.
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(['Company Admin', 'Company Manager', 'User']);
    await expect(page.getByText(/^\d+ Users?$/).first()).toBeVisible();

    await page.getByRole('button', { name: 'Add User', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add User' });
    await expect(form).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Role' })).toHaveValue('standard_user');
    await expect(form.getByText('Leave empty to email an invitation')).toBeVisible();

    await field(form, 'First Name').fill('Edna');
    await field(form, 'Last Name').fill('Added');
    await field(form, 'Email').fill(`  ${email.toUpperCase()} `);
    await field(form, 'Phone').pressSequentially('555123456789');
    await expect(field(form, 'Phone')).toHaveValue('(555) 123-4567');
    await field(form, 'Hourly Rate').pressSequentially('28.756');
    await expect(field(form, 'Hourly Rate')).toHaveValue('28.75');
    await form.getByRole('checkbox', { name: 'Include in reports' }).uncheck();
    await field(form, 'Password').fill(STAFF_PASSWORD);
    await expect(form.getByText(/Password strength: (Strong|Very Strong)/)).toBeVisible();
    await form.getByRole('button', { name: 'Create User' }).click();

    await expect(
      page.getByText(messageText(STAFF_MESSAGES.created), { exact: true }),
    ).toBeVisible();
    await expect(form).toHaveCount(0);
    const row = userRow(page, email);
    await expect(row).toContainText('Edna Added');
    await expect(row).toContainText('(555) 123-4567');
    await expect(row).toContainText('Not in reports');

    await canSignIn(browser, email, STAFF_PASSWORD);

    // Inline edit under the row; the password is optional and left blank.
    await row.getByRole('button', { name: 'Edit Edna Added' }).click();
    const edit = page.getByRole('form', { name: 'Edit User' });
    await expect(edit).toBeVisible();
    await expect(field(edit, 'Email')).toHaveValue(email);
    await expect(field(edit, 'Hourly Rate')).toHaveValue('28.75');
    await expect(field(edit, 'New Password (optional)')).toHaveValue('');
    await field(edit, 'Last Name').fill('Edited');
    await edit.getByRole('checkbox', { name: 'Include in reports' }).check();
    await edit.getByRole('button', { name: 'Update User' }).click();

    await expect(
      page.getByText(messageText(STAFF_MESSAGES.updated), { exact: true }),
    ).toBeVisible();
    await expect(edit).toHaveCount(0);
    await expect(row).toContainText('Edna Edited');
    await expect(row).not.toContainText('Not in reports');

    await canSignIn(browser, email, STAFF_PASSWORD);

    // Success banners clear after 5 seconds.
    await expect(page.getByText(messageText(STAFF_MESSAGES.updated), { exact: true })).toHaveCount(
      0,
      {
        timeout: 8_000,
      },
    );
  });

  test('deactivating asks first and can be undone', async ({ page, request }) => {
    const email = uniqueEmail('undo');
    await createWorkerViaApi(request, email, 'Uma');
    await openStaff(page);
    const toggle = userRow(page, email).getByRole('switch', {
      name: 'Active status of Uma Toggle',
    });

    // Cancel holds the focus: Enter changes nothing; Escape closes the dialog too.
    await toggle.click({ force: true });
    const confirm = page.getByRole('dialog', { name: 'Deactivate User' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toHaveCount(0);
    await toggle.click({ force: true });
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(toggle).toBeChecked();

    await toggle.click({ force: true });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(
      page.getByText(messageText(STAFF_MESSAGES.deactivated), { exact: true }),
    ).toBeVisible();
    await expect(userRow(page, email)).toHaveCount(0);
    // The banner's close button beside Undo is a full touch target (axe target-size).
    await expectNoAxeViolationsIn(page, 'main [role="status"]', 'the Undo banner');
    await page.getByRole('button', { name: 'Undo: activate Uma Toggle' }).click();
    await expect(
      page.getByText(messageText(STAFF_MESSAGES.activated), { exact: true }),
    ).toBeVisible();
    await expect(toggle).toBeChecked();
  });

  test('deactivates a user, who is refused at sign-in, and reactivates them', async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail('toggle');
    await createWorkerViaApi(request, email, 'Tess');
    await openStaff(page);

    const toggle = userRow(page, email).getByRole('switch', {
      name: 'Active status of Tess Toggle',
    });
    await expect(toggle).toBeChecked();
    await toggle.click({ force: true });
    const confirm = page.getByRole('dialog', { name: 'Deactivate User' });
    await expect(confirm).toContainText('Deactivate Tess Toggle?');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(
      page.getByText(messageText(STAFF_MESSAGES.deactivated), { exact: true }),
    ).toBeVisible();
    // Inactive users are hidden until Show Inactive is on.
    await expect(userRow(page, email)).toHaveCount(0);
    await isRefusedAtSignIn(browser, email, STAFF_PASSWORD);

    await page.getByRole('button', { name: 'Show Inactive' }).click();
    await expect(page.getByRole('button', { name: 'Hide Inactive' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Inactive Users' }).first()).toBeVisible();
    const inactiveRow = page
      .getByRole('table', { name: 'Inactive User users' })
      .getByRole('row')
      .filter({ hasText: email });
    await expect(inactiveRow).toContainText('(Inactive)');

    await inactiveRow
      .getByRole('switch', { name: 'Active status of Tess Toggle' })
      .click({ force: true });
    await expect(
      page.getByText(messageText(STAFF_MESSAGES.activated), { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'User users' }).getByRole('row').filter({ hasText: email }),
    ).not.toContainText('(Inactive)');
    await canSignIn(browser, email, STAFF_PASSWORD);
  });

  test('the only active admin cannot deactivate their own account', async ({ page }) => {
    await openStaff(page);
    const row = page
      .getByRole('table', { name: 'Company Admin users' })
      .getByRole('row')
      .filter({ hasText: ACCOUNTS.companyAdmin });
    const toggle = row.getByRole('switch');
    await expect(toggle).toBeDisabled();
    await expect(toggle).toBeChecked();
    await expect(row.getByText(messageText(STAFF_MESSAGES.soleAdminTooltip))).toBeVisible();
    await toggle.locator('xpath=ancestor::span[1]').hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      messageText(STAFF_MESSAGES.soleAdminTooltip),
    );
  });

  test('checks the form: names, email, phone, rate, password, taken address, invitation', async ({
    page,
  }) => {
    await openStaff(page);
    await page.getByRole('button', { name: 'Add Company Manager' }).click();
    const form = page.getByRole('form', { name: 'Add User' });
    await expect(form.getByRole('combobox', { name: 'Role' })).toHaveValue('company_manager');
    const alert = form.getByRole('alert');
    const submit = form.getByRole('button', { name: 'Create User' });

    await submit.click();
    await expect(alert).toHaveText(messageText(STAFF_MESSAGES.firstNameRequired));
    await expect(form.getByText(messageText(STAFF_MESSAGES.lastNameRequired))).toBeVisible();

    await field(form, 'First Name').fill('Val');
    await field(form, 'Last Name').fill('Idation');
    await field(form, 'Email').fill('not-an-email');
    await submit.click();
    await expect(alert).toHaveText(messageText(STAFF_MESSAGES.invalidEmail));

    await field(form, 'Email').fill(ACCOUNTS.worker);
    await field(form, 'Phone').pressSequentially('55512');
    await expect(field(form, 'Phone')).toHaveValue('(555) 12');
    await field(form, 'Phone').blur();
    await expect(form.getByText(messageText(STAFF_MESSAGES.phoneInline))).toBeVisible();
    await submit.click();
    await expect(alert).toHaveText(messageText(STAFF_MESSAGES.invalidPhone));

    await field(form, 'Phone').pressSequentially('34567');
    await expect(form.getByText(messageText(STAFF_MESSAGES.phoneInline))).toHaveCount(0);
    const rate = field(form, 'Hourly Rate');
    await rate.pressSequentially('ab.');
    await expect(rate).toHaveValue('.');
    await rate.blur();
    await expect(form.getByText(messageText(STAFF_MESSAGES.rateInline))).toBeVisible();
    await submit.click();
    await expect(alert).toHaveText(messageText(STAFF_MESSAGES.invalidRate));
    await rate.fill('');
    await rate.pressSequentially('31.5.5');
    await expect(rate).toHaveValue('31.55');

    await field(form, 'Password').fill('weakpass');
    await expect(form.getByText(/Password strength: /)).toBeVisible();
    await submit.click();
    await expect(alert).toHaveText(messageText(STAFF_MESSAGES.strongPasswordNew));

    // A taken address: the server's message sits under Email.
    await field(form, 'Password').fill('');
    await submit.click();
    await expect(form.getByText(messageText(STAFF_MESSAGES.emailTaken)).first()).toBeVisible();

    // No password: the new user is invited by e-mail to choose one.
    const email = uniqueEmail('invite');
    await field(form, 'Email').fill(email);
    await submit.click();
    await expect(
      page.getByText(messageText(STAFF_MESSAGES.invited), { exact: true }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Company Manager users' })
        .getByRole('row')
        .filter({ hasText: email }),
    ).toContainText('Val Idation');
  });

  test('fits a 375 px phone: each user is a card with its actions and the form stacks', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openStaff(page);
    const card = page
      .getByRole('list', { name: 'User users' })
      .getByRole('listitem')
      .filter({ hasText: 'Luis Hernandez' });
    await expect(card).toContainText('worker1@acme.test');
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('button', { name: 'Edit Luis Hernandez' })).toBeInViewport();
    await expect(
      card.getByRole('switch', { name: 'Active status of Luis Hernandez' }),
    ).toBeInViewport();

    await page.getByRole('button', { name: 'Edit Luis Hernandez' }).click();
    const form = page.getByRole('form', { name: 'Edit User' });
    // The form is taller than the phone (California's bargaining and waiver boxes): its actions
    // are reached by scrolling down, never sideways.
    const update = form.getByRole('button', { name: 'Update User' });
    await update.scrollIntoViewIfNeeded();
    await expect(update).toBeInViewport();
    const first = await field(form, 'First Name').boundingBox();
    const last = await field(form, 'Last Name').boundingBox();
    expect(first!.x).toBeGreaterThanOrEqual(0);
    expect(first!.x + first!.width).toBeLessThanOrEqual(375);
    expect(last!.y).toBeGreaterThan(first!.y); // stacked
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
  });
});
