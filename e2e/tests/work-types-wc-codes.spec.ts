import { expect, test, type Page } from '@playwright/test';
import { CATALOG_MESSAGES, messageText } from '@sitehours/contract';
import { ACCOUNTS, openAs } from '../support/auth';

/** A work type name no other journey uses (other specs run in parallel on the same server). */
const uniqueName = (label: string) =>
  `E2E ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A 4-digit code; the pair differs. */
const randomCode = () => String(1000 + Math.floor(Math.random() * 8999));

async function openWorkTypes(page: Page) {
  await openAs(page, ACCOUNTS.companyAdmin, '/work-types-wc-codes');
  await expect(page.getByRole('heading', { name: 'Work Types & WC Codes' })).toBeVisible();
  await expect(page.getByText('Loading work types...')).toHaveCount(0);
}

const item = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Work types' })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });

test.describe('company admin: work types and WC codes', () => {
  test('creates a threshold work type for all active jobs, then switches it to No Threshold', async ({
    page,
  }) => {
    const name = uniqueName('Tile');
    const below = randomCode();
    const above = String(((Number(below) - 1000 + 1) % 8999) + 1000);
    await openWorkTypes(page);

    await page.getByRole('button', { name: 'Add Work Type' }).click();
    const form = page.getByRole('form', { name: 'Add Work Type' });
    await form.getByRole('textbox', { name: 'Work Type Name' }).fill(name);
    await expect(form.getByRole('checkbox', { name: 'Active', exact: true })).toBeChecked();
    await expect(form.getByRole('switch', { name: 'No Threshold' })).not.toBeChecked();
    await form.getByRole('textbox', { name: 'Threshold Hourly Rate ($)' }).fill('36');
    await form.getByRole('textbox', { name: 'Below Threshold WC Code' }).fill(below);
    await form.getByRole('textbox', { name: 'Below Threshold Comp Rate (%)' }).fill('7.5');
    await form.getByRole('textbox', { name: 'Above Threshold WC Code' }).fill(above);
    await form.getByRole('textbox', { name: 'Above Threshold Comp Rate (%)' }).fill('5.25');
    await form.getByRole('checkbox', { name: 'Add to all active jobs' }).check();
    await form.getByRole('button', { name: 'Save Work Type' }).click();

    await expect(page.getByText(messageText(CATALOG_MESSAGES.saved))).toBeVisible();
    await expect(
      page.getByText(/^Work type successfully assigned to \d+ active jobs!$/),
    ).toBeVisible();
    // The form closes a second after success.
    await expect(form).toHaveCount(0);

    const created = item(page, name);
    await expect(created).toContainText('2 active WC codes');
    const codes = created.getByRole('table', { name: `WC codes of ${name}` });
    await expect(codes).toBeVisible(); // a new work type opens expanded
    await expect(codes.getByRole('row').filter({ hasText: below })).toContainText('Below $36.00');
    await expect(codes.getByRole('row').filter({ hasText: below })).toContainText('7.50%');
    const aboveRow = codes.getByRole('row').filter({ hasText: above });
    await expect(aboveRow).toContainText('$36.00 and above');
    await expect(aboveRow).toContainText('5.25%');
    await expect(aboveRow).toContainText('Active');

    // Edit reads the threshold mode back from the active codes.
    await created.getByRole('button', { name: `Edit ${name}` }).click();
    const editForm = page.getByRole('form', { name: `Edit Work Type: ${name}` });
    await expect(editForm.getByRole('textbox', { name: 'Threshold Hourly Rate ($)' })).toHaveValue(
      '36',
    );
    await expect(editForm.getByRole('textbox', { name: 'Below Threshold WC Code' })).toHaveValue(
      below,
    );
    await expect(
      editForm.getByRole('textbox', { name: 'Above Threshold Comp Rate (%)' }),
    ).toHaveValue('5.25');
    await editForm.getByRole('switch', { name: 'No Threshold' }).check();
    await editForm.getByRole('textbox', { name: 'WC Code', exact: true }).fill(below);
    await editForm.getByRole('textbox', { name: 'Comp Rate (%)', exact: true }).fill('8');
    await editForm.getByRole('button', { name: 'Update Work Type' }).click();
    await expect(page.getByText(messageText(CATALOG_MESSAGES.saved))).toBeVisible();
    await expect(editForm).toHaveCount(0);
    await expect(created).toContainText('1 active WC code');
    await expect(codes.getByRole('row').filter({ hasText: 'All rates' })).toContainText('8.00%');
    // The earlier codes stay, inactive; they are listed with Show Inactive.
    await expect(codes.getByRole('row').filter({ hasText: above })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show Inactive' }).click();
    await expect(codes.getByRole('row').filter({ hasText: above })).toContainText('Inactive');

    // It was linked to every active job: the job form shows it ticked.
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Edit Lakeshore Medical Office' }).click();
    const jobForm = page.getByRole('form', { name: 'Edit Job: Lakeshore Medical Office' });
    await expect(jobForm.getByRole('checkbox', { name, exact: true })).toBeChecked();
  });

  test('shows the threshold validation messages', async ({ page }) => {
    await openWorkTypes(page);
    await page.getByRole('button', { name: 'Add Work Type' }).click();
    const form = page.getByRole('form', { name: 'Add Work Type' });
    const save = form.getByRole('button', { name: 'Save Work Type' });

    await save.click();
    await expect(form.getByText(messageText(CATALOG_MESSAGES.fixErrors))).toBeVisible();
    await expect(form.getByText(messageText(CATALOG_MESSAGES.workTypeNameRequired))).toBeVisible();
    await expect(form.getByText(messageText(CATALOG_MESSAGES.thresholdRequired))).toBeVisible();
    await expect(form.getByText(messageText(CATALOG_MESSAGES.wcCodeRequired))).toHaveCount(2);
    await expect(form.getByText(messageText(CATALOG_MESSAGES.compRateRequired))).toHaveCount(2);

    await form.getByRole('textbox', { name: 'Work Type Name' }).fill(uniqueName('Invalid'));
    await form.getByRole('textbox', { name: 'Threshold Hourly Rate ($)' }).fill('abc');
    await form.getByRole('textbox', { name: 'Below Threshold WC Code' }).fill('12a');
    await form.getByRole('textbox', { name: 'Below Threshold Comp Rate (%)' }).fill('120');
    await form.getByRole('textbox', { name: 'Above Threshold WC Code' }).fill('5403');
    await form.getByRole('textbox', { name: 'Above Threshold Comp Rate (%)' }).fill('x');
    await save.click();
    await expect(form.getByText(messageText(CATALOG_MESSAGES.thresholdNumber))).toBeVisible();
    await expect(form.getByText(messageText(CATALOG_MESSAGES.wcCodeFormat))).toBeVisible();
    await expect(form.getByText(messageText(CATALOG_MESSAGES.compRateRange))).toBeVisible();
    await expect(form.getByText(messageText(CATALOG_MESSAGES.compRateNumber))).toBeVisible();

    await form.getByRole('textbox', { name: 'Threshold Hourly Rate ($)' }).fill('150');
    await form.getByRole('textbox', { name: 'Below Threshold WC Code' }).fill('5403');
    await form.getByRole('textbox', { name: 'Below Threshold Comp Rate (%)' }).fill('0');
    await save.click();
    await expect(form.getByText(messageText(CATALOG_MESSAGES.thresholdRange))).toBeVisible();
    await expect(form.getByText(messageText(CATALOG_MESSAGES.codesMustDiffer))).toBeVisible();
    await expect(form.getByText(messageText(CATALOG_MESSAGES.compRateRange))).toBeVisible();
    await expect(form.getByText(messageText(CATALOG_MESSAGES.wcCodeFormat))).toHaveCount(0);

    // A taken name is refused by the server and shown under the name.
    await form.getByRole('textbox', { name: 'Work Type Name' }).fill('Carpentry');
    await form.getByRole('switch', { name: 'No Threshold' }).check();
    await form.getByRole('textbox', { name: 'WC Code', exact: true }).fill('5403');
    await form.getByRole('textbox', { name: 'Comp Rate (%)', exact: true }).fill('5');
    await save.click();
    await expect(form.getByText(messageText(CATALOG_MESSAGES.workTypeNameTaken))).toBeVisible();
    await expect(form.getByText('Failed to create work type')).toBeVisible();

    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
  });

  test('lists the demo work types with their codes and hides inactive ones', async ({ page }) => {
    await openWorkTypes(page);
    const carpentry = item(page, 'Carpentry');
    await expect(carpentry).toContainText('2 active WC codes');
    const header = carpentry.getByRole('button', { name: /^Carpentry/ });
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await header.click();
    const codes = carpentry.getByRole('table', { name: 'WC codes of Carpentry' });
    await expect(codes.getByRole('row').filter({ hasText: '5403' })).toContainText('Below $36.00');
    await expect(codes.getByRole('row').filter({ hasText: '5432' })).toContainText(
      '$36.00 and above',
    );

    const excavation = item(page, 'Excavation');
    await excavation.getByRole('button', { name: /^Excavation/ }).click();
    await expect(excavation.getByRole('row').filter({ hasText: '6217' })).toContainText(
      'All rates',
    );

    await expect(item(page, 'Demolition')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show Inactive' }).click();
    await expect(item(page, 'Demolition')).toContainText('Inactive');
    await expect(
      item(page, 'Demolition').getByRole('button', { name: 'Activate Demolition' }),
    ).toBeVisible();
  });

  test('fits a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openWorkTypes(page);
    await item(page, 'Painting')
      .getByRole('button', { name: /^Painting/ })
      .click();
    await page.getByRole('button', { name: 'Add Work Type' }).click();
    const form = page.getByRole('form', { name: 'Add Work Type' });
    await expect(form.getByRole('textbox', { name: 'Above Threshold WC Code' })).toBeVisible();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
  });
});
