import { expect, test, type Page } from '@playwright/test';
import { SUPPORT_MESSAGES, messageText } from '@sitehours/contract';
import { userMenuButton } from '../support/a11y';
import { ACCOUNTS, mainNav, openAs, signIn } from '../support/auth';
import { exitSupportMode } from '../support/support-mode';

/**
 * Support sessions (platform spec §2, §4, §6). A support session belongs to one sign-in, so each
 * journey's own browser context can enter a company without touching the other journeys that
 * sign in as the same operator.
 */

function uniqueTicket(): string {
  return `TCK-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

/** The support session id (`sid` claim) of the stored access token. */
async function storedSessionId(page: Page): Promise<string> {
  const sid = await page.evaluate(() => {
    const token = localStorage.getItem('token') ?? '';
    const part = token.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { sid?: string }).sid ?? null;
  });
  expect(sid, 'support token carries a session id').toBeTruthy();
  return sid!;
}

function picker(page: Page) {
  return page.getByRole('dialog', { name: 'Select Company for Support Access' });
}

function supportBanner(page: Page) {
  return page.getByRole('region', { name: 'Support mode' });
}

/** From the sessions screen, opens the picker and chooses a company. */
async function chooseCompany(page: Page, company: string) {
  await page.goto('/support-sessions');
  await expect(page.getByRole('heading', { name: 'Support Session Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Access Tenant' }).click();
  const dialog = picker(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Search companies' }).fill(company.slice(0, 5));
  await dialog.getByRole('button', { name: new RegExp(company) }).click();
  await expect(dialog.getByRole('heading', { name: company })).toBeVisible();
  return dialog;
}

async function startSession(page: Page, company: string, reason: string, ticket: string) {
  const dialog = await chooseCompany(page, company);
  await dialog.getByRole('textbox', { name: 'Reason for Access' }).fill(reason);
  await dialog.getByRole('textbox', { name: 'Support Ticket ID' }).fill(ticket);
  await expect(dialog.getByText(messageText(SUPPORT_MESSAGES.auditNotice))).toBeVisible();
  await dialog.getByRole('button', { name: 'Start Support Session' }).click();
  await expect(supportBanner(page)).toBeVisible();
}

test.describe('support sessions', () => {
  test('an operator enters a company, works on its side and exits back to the console', async ({
    page,
  }) => {
    const ticket = uniqueTicket();
    await signIn(page, ACCOUNTS.globalAdmin);
    await startSession(page, 'Acme Construction', 'Payroll &amp; export question', ticket);

    // The tenant-side home view with the red banner: company name and decoded reason.
    await expect(page).toHaveURL(/\/$/);
    const banner = supportBanner(page);
    await expect(banner).toContainText('SUPPORT MODE');
    await expect(banner).toContainText('Acme Construction');
    await expect(banner).toContainText('Payroll & export question');
    await expect(page.getByRole('banner')).toContainText('Acme Construction');
    await expect(page.getByRole('heading', { name: 'Timesheet Calendar' })).toBeVisible();

    const nav = mainNav(page);
    const management = nav.getByRole('region', { name: 'Management' });
    for (const item of ['Staff', 'Jobs', 'Work Types & WC Codes', 'Company Settings']) {
      await expect(management.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Company Reports' })).toBeVisible();
    await expect(nav).toContainText('Acme Construction');
    const sessionId = await storedSessionId(page);

    // A company-admin screen opens for the operator in the session.
    await nav.getByRole('link', { name: 'Company Reports' }).click();
    await expect(page).toHaveURL(/\/company-reports$/);

    // The operator screens are closed during the session: not in the navigation, and an
    // address typed in leads home with the reason; the banner offers the way out.
    await expect(nav.getByRole('region', { name: 'Administration' })).toHaveCount(0);
    await page.goto('/support-sessions');
    await expect(page.getByText(messageText(SUPPORT_MESSAGES.operatorOnly))).toBeVisible();
    await expect(page).toHaveURL(/\/time-entries$/);

    // Exit through the banner's confirmation.
    await banner.getByRole('button', { name: 'Exit Support Mode' }).click();
    const confirm = page.getByRole('dialog', { name: 'Exit Support Mode' });
    await expect(confirm).toContainText('Acme Construction');
    await confirm.getByRole('button', { name: 'Exit Support Mode' }).click();

    // Back in the operator view: no banner, no company side, the sessions screen works again.
    await expect(page.getByRole('heading', { name: 'Company Management' })).toBeVisible({
      timeout: 10_000,
    });
    await mainNav(page).getByRole('link', { name: 'Support Sessions' }).click();
    await expect(page.getByRole('heading', { name: 'Active Support Sessions' })).toBeVisible();
    await expect(supportBanner(page)).toHaveCount(0);
    await expect(mainNav(page).getByRole('region', { name: 'Management' })).toHaveCount(0);
    await expect(mainNav(page).getByRole('link', { name: 'Company Management' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();

    // The audit log shows the session's entry and exit; it is no longer active.
    const auditLogs = page.getByRole('region', { name: 'Recent Audit Logs' });
    const rows = auditLogs.locator(`tr[data-session-id="${sessionId}"]`);
    await expect(rows.filter({ hasText: 'ENTER TENANT' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'EXIT TENANT' })).toHaveCount(1);
    await expect(rows.first()).toContainText('Acme Construction');
    const active = page.getByRole('region', { name: /Active Support Sessions/ });
    await expect(active.getByText(ticket)).toHaveCount(0);
  });

  test('an operator enters a chosen company of a client and moves to another from the user menu', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.globalAdmin);
    // Acme holds two companies: the picker asks which one to enter.
    const dialog = await chooseCompany(page, 'Acme Construction');
    const company = dialog.getByRole('combobox', { name: 'Company' });
    // Its companies, oldest first (other journeys may add more to the same client).
    await expect(company.locator('option').first()).toHaveText('Acme Construction');
    await expect(company.locator('option', { hasText: 'Acme Electric' })).toHaveCount(1);
    await company.selectOption({ label: 'Acme Electric' });
    await dialog
      .getByRole('textbox', { name: 'Reason for Access' })
      .fill('Electric payroll question');
    await dialog.getByRole('button', { name: 'Start Support Session' }).click();
    const banner = supportBanner(page);
    await expect(banner).toContainText('Acme Electric');
    await mainNav(page).getByRole('link', { name: 'Jobs' }).click();
    await expect(page.getByText('Lakeview Substation').first()).toBeVisible();

    // The user menu offers both companies, this one checked; the session moves to the other.
    await userMenuButton(page).click();
    const switcher = page.getByRole('menu').getByRole('group', { name: 'Company' });
    await expect(switcher.getByRole('menuitemradio', { name: 'Acme Electric' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await switcher.getByRole('menuitemradio', { name: 'Acme Construction' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'You are now working in Acme Construction.' }),
    ).toBeVisible();
    await expect(banner).toContainText('Acme Construction');
    await expect(page.getByText('Harbor Point Apartments').first()).toBeVisible();
    await expect(page.getByText('Lakeview Substation')).toHaveCount(0);

    await exitSupportMode(page);
  });

  test('the picker searches, and asks for a reason before starting', async ({ page }) => {
    await openAs(page, ACCOUNTS.globalAdmin, '/support-sessions');
    await page.getByRole('button', { name: 'Access Tenant' }).click();
    const dialog = picker(page);
    await expect(dialog.getByText(messageText(SUPPORT_MESSAGES.selectCompany))).toBeVisible();

    const search = dialog.getByRole('textbox', { name: 'Search companies' });
    await expect(search).toHaveAttribute('placeholder', 'Search companies...');
    await search.fill('no company is called this');
    await expect(dialog.getByText(messageText(SUPPORT_MESSAGES.noCompaniesMatch))).toBeVisible();
    await search.fill('Birch');
    const birch = dialog.getByRole('button', { name: /Birch Field Services/ });
    await expect(birch).toContainText(/\d+ users?/);
    await expect(birch).toContainText('Last activity:');
    await birch.click();
    await expect(birch).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByText(/^Tenant ID: /)).toBeVisible();
    await expect(dialog.getByText(/^Created: /)).toBeVisible();

    // A blank (whitespace-only) reason is refused before anything is sent.
    await dialog.getByRole('textbox', { name: 'Reason for Access' }).fill('   ');
    await dialog.getByRole('button', { name: 'Start Support Session' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      messageText(SUPPORT_MESSAGES.selectTenantAndReason),
    );
    await expect(supportBanner(page)).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/support-sessions$/);
  });

  test('a session stopped from the sessions screen ends the support view of its sign-in', async ({
    browser,
  }) => {
    const ticket = uniqueTicket();
    const supportContext = await browser.newContext();
    const consoleContext = await browser.newContext();
    try {
      const supportPage = await supportContext.newPage();
      await signIn(supportPage, ACCOUNTS.globalAdmin);
      await startSession(supportPage, 'Birch Field Services', 'Checking crew hours', ticket);

      // Another sign-in of the same operator sees the session as its own.
      const consolePage = await consoleContext.newPage();
      await signIn(consolePage, ACCOUNTS.globalAdmin);
      await consolePage.goto('/support-sessions');
      const row = consolePage
        .getByRole('region', { name: /Active Support Sessions/ })
        .getByRole('row')
        .filter({ hasText: ticket });
      await expect(row).toContainText('Birch Field Services');
      await expect(row).toContainText('Checking crew hours');
      await expect(row).toContainText(ACCOUNTS.globalAdmin);
      await row.getByRole('button', { name: 'Stop My Session' }).click();
      await expect(
        consolePage.getByRole('region', { name: /Active Support Sessions/ }).getByText(ticket),
      ).toHaveCount(0);

      // The stopped session's token is refused; the app returns to the operator view.
      await supportPage.reload();
      await expect(supportPage).toHaveURL(/\/tenant-management$/);
      await expect(supportBanner(supportPage)).toHaveCount(0);
      await expect(
        mainNav(supportPage).getByRole('link', { name: 'Company Management' }),
      ).toBeVisible();
    } finally {
      await supportContext.close();
      await consoleContext.close();
    }
  });

  test('the banner fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openAs(page, ACCOUNTS.globalAdmin, '/support-sessions');
    await page.getByRole('button', { name: 'Access Tenant' }).click();
    const dialog = picker(page);
    await dialog.getByRole('button', { name: /Acme Construction/ }).click();
    await dialog.getByRole('textbox', { name: 'Reason for Access' }).fill('Phone check');
    await dialog.getByRole('button', { name: 'Start Support Session' }).click();

    const banner = supportBanner(page);
    await expect(banner).toContainText('Acme Construction');
    const exit = banner.getByRole('button', { name: 'Exit Support Mode' });
    await expect(exit).toBeVisible();
    const box = await exit.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    await exit.click();
    await page
      .getByRole('dialog', { name: 'Exit Support Mode' })
      .getByRole('button', { name: 'Exit Support Mode' })
      .click();
    await expect(page).toHaveURL(/\/tenant-management$/);
    await expect(supportBanner(page)).toHaveCount(0);
  });
});
