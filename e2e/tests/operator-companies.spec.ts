import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { TENANT_MESSAGES, messageText } from '@sitehours/contract';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  mainNav,
  passwordField,
  signIn,
  submitLogin,
} from '../support/auth';

const ADMIN_PASSWORD = 'Welcome!Pass2026';

function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

function newCompany() {
  const id = uniqueId();
  return {
    name: `Oak Ridge ${id}`,
    subdomain: `oak-${id}`,
    adminEmail: `owner-${id}@oak.test`,
    adminFirstName: 'Olive',
    adminLastName: 'Oak',
  };
}
type Company = ReturnType<typeof newCompany>;

/** Body of a written .eml with quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the welcome mail to `email` under DATA_DIR/mail and returns its set-password link. */
async function welcomeLink(email: string, after = new Set<string>()): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await fs.readdir(dir).catch(() => [] as string[]);
        for (const file of files.filter((f) => f.endsWith('.eml') && !after.has(f))) {
          const text = decodeQuotedPrintable(await fs.readFile(path.join(dir, file), 'utf8'));
          if (!text.includes(email) || !/^Subject: Welcome/im.test(text)) continue;
          link = /https?:\/\/\S+\/reset-password\/\S+/.exec(text)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 15_000, message: `welcome mail to ${email}` },
    )
    .toBe(true);
  return link!;
}

async function mailFiles(): Promise<Set<string>> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  return new Set(await fs.readdir(dir).catch(() => [] as string[]));
}

async function operatorToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: ACCOUNTS.globalAdmin, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return (await login.json()).token;
}

/** Setup for the suspend journey: a company whose admin has already chosen a password. */
async function createCompanyWithAdmin(request: APIRequestContext, company: Company) {
  const token = await operatorToken(request);
  const created = await request.post('/api/tenants', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      ...company,
      settings: { timezone: 'UTC', dateFormat: 'MM/DD/YYYY', currency: 'EUR' },
    },
  });
  expect(created.status()).toBe(201);
  const link = new URL(await welcomeLink(company.adminEmail));
  const reset = await request.post('/api/auth/reset-password', {
    data: {
      token: decodeURIComponent(link.pathname.split('/').pop()!),
      email: link.searchParams.get('email'),
      password: ADMIN_PASSWORD,
    },
  });
  expect(reset.ok()).toBe(true);
}

async function openCompanyManagement(page: Page) {
  await signIn(page, ACCOUNTS.globalAdmin);
  await expect(page).toHaveURL(/\/tenant-management$/);
  await expect(page.getByText(/Showing \d+ to \d+ of \d+ results/)).toBeVisible();
}

const companyRow = (page: Page, subdomain: string) =>
  page.getByRole('table', { name: 'Companies' }).getByRole('row').filter({ hasText: subdomain });

async function fillCompanyForm(page: Page, company: Company, subdomainTyped: string) {
  const dialog = page.getByRole('dialog', { name: 'Add New Company' });
  await dialog.getByRole('textbox', { name: 'Company Name' }).fill(company.name);
  await dialog.getByRole('textbox', { name: 'Subdomain' }).pressSequentially(subdomainTyped);
  await dialog.getByRole('textbox', { name: 'Admin First Name' }).fill(company.adminFirstName);
  await dialog.getByRole('textbox', { name: 'Admin Last Name' }).fill(company.adminLastName);
  await dialog.getByRole('textbox', { name: 'Admin Email' }).fill(company.adminEmail);
  return dialog;
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test.describe('operator: company management', () => {
  test('creates a company whose admin signs in through the welcome link', async ({
    page,
    browser,
  }) => {
    const company = newCompany();
    await openCompanyManagement(page);
    await page.getByRole('button', { name: 'Add Company' }).click();

    // A taken subdomain is reported under its field, and editing the field clears it.
    let dialog = await fillCompanyForm(page, company, 'ACME');
    const subdomain = dialog.getByRole('textbox', { name: 'Subdomain' });
    await expect(subdomain).toHaveValue('acme');
    await expect(dialog.getByRole('combobox', { name: 'Timezone' })).toHaveValue(
      'America/New_York',
    );
    await expect(dialog.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
    await dialog.getByRole('button', { name: 'Add Company' }).click();
    await expect(dialog.getByText(messageText(TENANT_MESSAGES.subdomainTaken))).toBeVisible();
    await subdomain.fill('');
    await expect(dialog.getByText(messageText(TENANT_MESSAGES.subdomainTaken))).toHaveCount(0);

    await subdomain.pressSequentially(company.subdomain.toUpperCase());
    await expect(subdomain).toHaveValue(company.subdomain);
    await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('CAD');
    await dialog.getByRole('button', { name: 'Add Company' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByText(
        messageText('tenantCreated', { name: company.name, email: company.adminEmail }),
      ),
    ).toBeVisible();

    const row = companyRow(page, company.subdomain);
    await expect(row).toContainText(company.name);
    await expect(row).toContainText('active');
    await expect(row).toContainText('1 users');

    await row.getByRole('button', { name: 'View Details' }).click();
    dialog = page.getByRole('dialog', { name: 'Company Details' });
    await expect(dialog).toContainText(company.name);
    await expect(dialog).toContainText(company.subdomain);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);

    const link = await welcomeLink(company.adminEmail);
    expect(link).toContain(`email=${encodeURIComponent(company.adminEmail)}`);

    // A second welcome mail can be sent.
    const before = await mailFiles();
    await row.getByRole('button', { name: 'Resend Welcome Email' }).click();
    await expect(page.getByText(messageText(TENANT_MESSAGES.welcomeSent))).toBeVisible();
    await welcomeLink(company.adminEmail, before);

    const { context, page: adminPage } = await freshPage(browser);
    await adminPage.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await passwordField(adminPage, 'New Password').fill(ADMIN_PASSWORD);
    await passwordField(adminPage, 'Confirm Password').fill(ADMIN_PASSWORD);
    await adminPage.getByRole('button', { name: 'Reset Password' }).click();
    await expect(adminPage).toHaveURL(/\/login$/, { timeout: 10_000 });
    await signIn(adminPage, company.adminEmail, ADMIN_PASSWORD);
    const management = mainNav(adminPage).getByRole('region', { name: 'Management', exact: true });
    await expect(management.getByRole('link', { name: 'Staff' })).toBeVisible();
    await expect(mainNav(adminPage).getByRole('link', { name: 'Company Reports' })).toBeVisible();
    await context.close();
  });

  test('a suspended company cannot sign in until reactivated', async ({
    page,
    browser,
    request,
  }) => {
    const company = newCompany();
    await createCompanyWithAdmin(request, company);
    await openCompanyManagement(page);

    const row = companyRow(page, company.subdomain);
    await row.getByRole('button', { name: 'Suspend Tenant' }).click();
    const confirm = page.getByRole('dialog', { name: 'Suspend Company' });
    await expect(confirm).toContainText(
      `Are you sure you want to suspend "${company.name}"? All of the company's users will be deactivated`,
    );
    await confirm.getByRole('button', { name: 'Suspend Tenant' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByText(messageText(TENANT_MESSAGES.suspended))).toBeVisible();
    await expect(row).toContainText('suspended');
    await expect(row.getByRole('button', { name: 'Reactivate Tenant' })).toBeVisible();

    const { context, page: adminPage } = await freshPage(browser);
    await adminPage.goto('/login');
    await submitLogin(adminPage, company.adminEmail, ADMIN_PASSWORD);
    await expect(adminPage.getByTestId('login-error')).toContainText(/deactivated|contact/);

    await row.getByRole('button', { name: 'Reactivate Tenant' }).click();
    await expect(page.getByText(messageText(TENANT_MESSAGES.reactivated))).toBeVisible();
    await expect(row).toContainText('active');
    await expect(row.getByRole('button', { name: 'Suspend Tenant' })).toBeVisible();

    await signIn(adminPage, company.adminEmail, ADMIN_PASSWORD);
    await context.close();
  });

  test('dismissing the suspend confirmation changes nothing', async ({ page, request }) => {
    const company = newCompany();
    const token = await operatorToken(request);
    const created = await request.post('/api/tenants', {
      headers: { Authorization: `Bearer ${token}` },
      data: company,
    });
    expect(created.status()).toBe(201);
    await openCompanyManagement(page);
    const row = companyRow(page, company.subdomain);
    await row.getByRole('button', { name: 'Suspend Tenant' }).click();
    const confirm = page.getByRole('dialog', { name: 'Suspend Company' });
    // Cancel holds the focus: Enter closes the dialog without suspending; so does Escape.
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toHaveCount(0);
    await row.getByRole('button', { name: 'Suspend Tenant' }).click();
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Suspend Tenant' })).toBeVisible();
    await expect(row).toContainText('active');
    await expect(page.getByText(messageText(TENANT_MESSAGES.suspended))).toHaveCount(0);
  });

  test('a suspension is undone from its confirmation banner', async ({ page, request }) => {
    const company = newCompany();
    await createCompanyWithAdmin(request, company);
    await openCompanyManagement(page);
    const row = companyRow(page, company.subdomain);
    await row.getByRole('button', { name: 'Suspend Tenant' }).click();
    await page
      .getByRole('dialog', { name: 'Suspend Company' })
      .getByRole('button', { name: 'Suspend Tenant' })
      .click();
    await expect(row).toContainText('suspended');
    await page.getByRole('button', { name: `Undo: reactivate ${company.name}` }).click();
    await expect(page.getByText(messageText(TENANT_MESSAGES.reactivated))).toBeVisible();
    await expect(row).toContainText('active');
    await expect(row.getByRole('button', { name: 'Suspend Tenant' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
  });

  test('filters by status and pages through the list', async ({ page }) => {
    await openCompanyManagement(page);
    const summary = page.getByText(/Showing \d+ to \d+ of \d+ results/);
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();

    // Other journeys add companies meanwhile: the count and the Next button are read together.
    let total = 0;
    await expect(async () => {
      total = Number(/of (\d+) results/.exec((await summary.textContent()) ?? '')![1]);
      expect(await next.isEnabled()).toBe(total > 10);
    }).toPass();
    if (total > 10) {
      await expect(next).toBeEnabled();
      await next.click();
      await expect(summary).toContainText(/Showing 11 to \d+ of \d+/);
      await expect(previous).toBeEnabled();
    }

    // Changing the filter returns to page 1; only matching rows are shown.
    await page.getByRole('combobox', { name: 'Filter by Status' }).selectOption('Active');
    await expect(summary).toContainText(/Showing (1|0) to/);
    await expect(previous).toBeDisabled();
    const rows = page.getByRole('table', { name: 'Companies' }).locator('tbody tr');
    await expect(rows.first()).toContainText('active');
    // The previous page's rows may still be on screen for a moment: wait for them to go.
    await expect(rows.filter({ hasNotText: 'active' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Companies' })).toContainText('acme');
  });
});
