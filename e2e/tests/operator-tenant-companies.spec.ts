import { expect, test, type Page } from '@playwright/test';
import { messageText } from '@sitehours/contract';
import { expectAccessibleAtBothSizes } from '../support/a11y';
import { ACCOUNTS, signIn } from '../support/auth';

function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The demo account's row, on whichever page of the list the journeys before left it. */
async function demoAccountRow(page: Page) {
  const row = page
    .getByRole('table', { name: 'Companies' })
    .getByRole('row')
    .filter({ has: page.getByText('acme', { exact: true }) });
  const summary = page.getByText(/Showing [1-9]\d* to \d+ of \d+ results/);
  await expect(summary).toBeVisible();
  for (let turn = 0; turn < 20 && (await row.count()) === 0; turn++) {
    const shown = await summary.textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(summary).not.toHaveText(shown ?? '');
  }
  await expect(row).toHaveCount(1);
  return row;
}

/** Nothing of the page (or of the open dialog) sticks out sideways at the phone size. */
async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      dialog: dialog ? dialog.scrollWidth - dialog.clientWidth : 0,
    };
  });
  expect(widths).toEqual({ page: 0, dialog: 0 });
}

test.describe('operator: the companies of a client account', () => {
  // Two accessibility scans at two sizes each, on top of the journey.
  test.describe.configure({ timeout: 90_000 });

  test('adds a company to the demo account and edits it', async ({ page }) => {
    const id = uniqueId();
    const company = {
      name: `Acme Annex ${id}`,
      adminFirstName: 'Rita',
      adminLastName: 'Moreno',
      adminEmail: `annex-${id}@acme-annex.test`,
    };

    await signIn(page, ACCOUNTS.globalAdmin);
    await expect(page).toHaveURL(/\/tenant-management$/);
    const row = await demoAccountRow(page);
    await row.getByRole('button', { name: 'View Details' }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Company Details');
    const list = dialog.getByRole('region', { name: 'Companies in this account' });
    await expect(list).toContainText('Acme Construction');

    // The form checks its fields with the contract's schema before sending.
    await list.getByRole('button', { name: 'Add company' }).click();
    await expect(dialog).toHaveAccessibleName('Add Company to Account');
    const name = dialog.getByRole('textbox', { name: 'Company Name' });
    await expect(name).toBeFocused();
    await dialog.getByRole('button', { name: 'Add Company' }).click();
    await expect(dialog.getByText('Company Name is required')).toBeVisible();
    await expect(dialog.getByText('Admin Email is required')).toBeVisible();
    await expectAccessibleAtBothSizes(page, 'the add-company form with errors', async (size) => {
      if (size === 'mobile') await noSidewaysScroll(page);
    });

    await name.fill(company.name);
    await dialog.getByRole('combobox', { name: 'Time Zone' }).selectOption('America/Chicago');
    await dialog.getByRole('combobox', { name: 'Date Format' }).selectOption('YYYY-MM-DD');
    await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('CAD');
    await dialog.getByRole('textbox', { name: 'Admin First Name' }).fill(company.adminFirstName);
    await dialog.getByRole('textbox', { name: 'Admin Last Name' }).fill(company.adminLastName);
    await dialog.getByRole('textbox', { name: 'Admin Email' }).fill(company.adminEmail);
    await dialog.getByRole('button', { name: 'Add Company' }).click();

    // Back in the account's details, with the new company listed.
    await expect(dialog).toHaveAccessibleName('Company Details');
    await expect(dialog.getByRole('status')).toContainText(
      messageText('tenantCompanyAdded', { name: company.name, email: company.adminEmail }),
    );
    await expect(list).toContainText(company.name);
    const edit = list.getByRole('button', { name: `Edit ${company.name}` });
    await expect(edit).toBeFocused();
    await expectAccessibleAtBothSizes(page, "the account's companies", async (size) => {
      if (size === 'mobile') await noSidewaysScroll(page);
    });
    const added = list.getByRole('row').filter({ hasText: company.name });
    await expect(added).toContainText('Central');
    await expect(added).toContainText('1 user');

    // Edited from its row: renamed, saved, listed under its new name.
    await edit.click();
    await expect(dialog).toHaveAccessibleName(`Edit ${company.name}`);
    await expect(dialog.getByRole('combobox', { name: 'Currency' })).toHaveValue('CAD');
    await expect(dialog.getByRole('textbox', { name: 'Admin Email' })).toHaveCount(0);
    await name.fill(`${company.name} North`);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByRole('status')).toContainText(
      messageText('tenantCompanySaved', { name: `${company.name} North` }),
    );
    await expect(list).toContainText(`${company.name} North`);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
