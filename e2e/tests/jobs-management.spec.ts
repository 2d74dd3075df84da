import { expect, test, type Locator, type Page } from '@playwright/test';
import { CATALOG_MESSAGES, messageText } from '@sitehours/contract';
import { ACCOUNTS, openAs } from '../support/auth';

/** A job name no other journey uses (other specs run in parallel on the same server). */
const uniqueName = (label: string) =>
  `E2E ${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function openJobs(page: Page) {
  await openAs(page, ACCOUNTS.companyAdmin, '/jobs');
  await expect(page.getByRole('heading', { name: 'Jobs Management' })).toBeVisible();
  await expect(page.getByText(messageText(CATALOG_MESSAGES.loadingJobs))).toHaveCount(0);
}

const jobRow = (page: Page, jobName: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: jobName, exact: true }) });

const checkbox = (scope: Locator, name: string) =>
  scope.getByRole('checkbox', { name, exact: true });

test.describe('company admin: jobs management', () => {
  test('creates a job with work types, edits it inline, deactivates and reactivates it', async ({
    page,
  }) => {
    // A long journey: create, three edits, deactivate, reactivate, and a banner clearing itself.
    test.setTimeout(60_000);
    const name = uniqueName('Job');
    await openJobs(page);

    await page.getByRole('button', { name: 'Add New Job' }).click();
    const form = page.getByRole('form', { name: 'Add New Job' });
    await expect(form).toBeInViewport();
    // The add form starts with every active work type selected.
    await expect(checkbox(form, 'Carpentry')).toBeChecked();
    await expect(checkbox(form, 'Excavation')).toBeChecked();
    await expect(checkbox(form, 'Demolition')).toHaveCount(0);
    await expect(form.getByText(/\(\d+ work types available\)/)).toBeVisible();

    const nameField = form.getByRole('textbox', { name: 'Job Name' });
    await nameField.fill(`   ${name}  `);
    await form.getByRole('textbox', { name: 'Street Address' }).fill(' 77 Test Street ');
    await expect(nameField).toHaveValue(name); // trimmed on blur
    await form.getByRole('textbox', { name: 'City' }).fill('Oakland');
    const state = form.getByRole('textbox', { name: 'State' });
    await expect(state).toHaveAttribute('placeholder', 'CA');
    await state.fill('ca');
    await expect(state).toHaveValue('CA');
    const zip = form.getByRole('textbox', { name: 'ZIP Code' });
    await zip.pressSequentially('94a6-07');
    await expect(zip).toHaveValue('94607');

    await form.getByRole('button', { name: 'Deselect All' }).click();
    await expect(checkbox(form, 'Carpentry')).not.toBeChecked();
    await checkbox(form, 'Carpentry').check();
    await checkbox(form, 'Electrical').check();
    await form.getByRole('button', { name: 'Create Job' }).click();

    await expect(page.getByText(`Job "${name}" created successfully.`)).toBeVisible();
    await expect(form).toHaveCount(0);
    const groupHeader = page.getByRole('button', { name: `${name} - 77 Test Street - Oakland` });
    await expect(groupHeader).toBeVisible();
    const row = jobRow(page, name);
    await expect(row).toContainText('94607');
    await expect(row).toContainText('CA');

    // Groups collapse and expand.
    await groupHeader.click();
    await expect(groupHeader).toHaveAttribute('aria-expanded', 'false');
    await expect(row).toHaveCount(0);
    await groupHeader.click();
    await expect(row).toBeVisible();

    // Edit opens an inline form with the job's work types; pressing edit again closes it.
    const edit = page.getByRole('button', { name: `Edit ${name}` });
    await edit.click();
    const editForm = page.getByRole('form', { name: `Edit Job: ${name}` });
    await expect(editForm).toBeVisible();
    await expect(checkbox(editForm, 'Carpentry')).toBeChecked();
    await expect(checkbox(editForm, 'Electrical')).toBeChecked();
    await expect(checkbox(editForm, 'Painting')).not.toBeChecked();
    await edit.click();
    await expect(editForm).toHaveCount(0);

    await edit.click();
    await expect(editForm.getByRole('textbox', { name: 'ZIP Code' })).toHaveValue('94607');
    // Opening the add form closes the edit form: one form at a time.
    await page.getByRole('button', { name: 'Add New Job' }).click();
    await expect(editForm).toHaveCount(0);
    await page
      .getByRole('form', { name: 'Add New Job' })
      .getByRole('button', { name: 'Cancel' })
      .click();

    await edit.click();
    await editForm.getByRole('textbox', { name: 'ZIP Code' }).fill('94612');
    await checkbox(editForm, 'Electrical').uncheck();
    await checkbox(editForm, 'Painting').check();
    await editForm.getByRole('button', { name: 'Update Job' }).click();
    await expect(page.getByText(`Job "${name}" updated successfully.`)).toBeVisible();
    await expect(editForm).toHaveCount(0);
    await expect(row).toContainText('94612');
    await edit.click();
    await expect(checkbox(editForm, 'Painting')).toBeChecked();
    await expect(checkbox(editForm, 'Electrical')).not.toBeChecked();
    await editForm.getByRole('button', { name: 'Cancel' }).click();

    // Deactivate: the group now holds only an inactive job, listed under Inactive Jobs.
    await page.getByRole('button', { name: `Deactivate ${name}` }).click();
    await expect(page.getByText(`Job "${name}" deactivated successfully.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByRole('button', { name: 'Show Inactive' }).click();
    const inactive = page.getByRole('region', { name: 'Inactive Jobs' });
    await expect(
      inactive.getByRole('button', { name: `${name} - 77 Test Street - Oakland` }),
    ).toBeVisible();
    await inactive.getByRole('button', { name: `Reactivate ${name}` }).click();
    await expect(page.getByText(`Job "${name}" reactivated successfully.`)).toBeVisible();
    await expect(inactive.getByText(name)).toHaveCount(0);
    await page.getByRole('button', { name: 'Hide Inactive' }).click();
    await expect(jobRow(page, name)).toBeVisible();
    // Success banners clear themselves after 5 seconds.
    await expect(page.getByText(`Job "${name}" reactivated successfully.`)).toHaveCount(0, {
      timeout: 8_000,
    });
  });

  test('checks the job form before saving', async ({ page }) => {
    await openJobs(page);
    await page.getByRole('button', { name: 'Add New Job' }).click();
    const form = page.getByRole('form', { name: 'Add New Job' });
    const create = form.getByRole('button', { name: 'Create Job' });

    await form.getByRole('textbox', { name: 'Job Name' }).fill('   ');
    await form.getByRole('textbox', { name: 'ZIP Code' }).fill('946');
    await create.click();
    await expect(form.getByText(messageText(CATALOG_MESSAGES.jobNameRequired))).toBeVisible();
    await expect(form.getByText(messageText(CATALOG_MESSAGES.zipFormat))).toBeVisible();

    await form.getByRole('textbox', { name: 'Job Name' }).fill(uniqueName('Invalid'));
    await form.getByRole('textbox', { name: 'ZIP Code' }).fill('94607');
    await form.getByRole('button', { name: 'Deselect All' }).click();
    await create.click();
    await expect(form.getByText(messageText(CATALOG_MESSAGES.atLeastOneWorkType))).toBeVisible();
    await expect(form.getByText(messageText(CATALOG_MESSAGES.zipFormat))).toHaveCount(0);
    await expect(form.getByText(messageText(CATALOG_MESSAGES.jobNameRequired))).toHaveCount(0);

    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
  });

  test('groups jobs by name, address and city and keeps inactive-only groups apart', async ({
    page,
  }) => {
    await openJobs(page);
    const harbor = page.getByRole('button', { name: /^Harbor Point Apartments - .+ - Oakland/ });
    await expect(harbor).toHaveCount(1);
    await expect(harbor).toContainText('2 jobs');
    await expect(
      page.getByRole('table', { name: /^Jobs in Harbor Point Apartments/ }).getByRole('row'),
    ).toHaveCount(3);

    await expect(page.getByText('Grand Avenue Duplex')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Inactive Jobs' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show Inactive' }).click();
    const inactive = page.getByRole('region', { name: 'Inactive Jobs' });
    await expect(inactive.getByRole('cell', { name: /^Grand Avenue Duplex/ })).toBeVisible();
    await expect(inactive.getByRole('cell', { name: /^Castro Valley Library Roof/ })).toBeVisible();
    await expect(
      inactive.getByRole('button', { name: 'Reactivate Grand Avenue Duplex' }),
    ).toBeVisible();
  });

  test('fits a 375 px phone: the table scrolls inside its box and the form stacks', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openJobs(page);
    await page.getByRole('button', { name: 'Edit Lakeshore Medical Office' }).click();
    const form = page.getByRole('form', { name: 'Edit Job: Lakeshore Medical Office' });
    await expect(form.getByRole('button', { name: 'Update Job' })).toBeVisible();
    const box = await form.getByRole('textbox', { name: 'Job Name' }).boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(375);
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
  });
  test('renaming a job several times in a row: each save closes the form and confirms', async ({
    page,
  }) => {
    let name = uniqueName('Rename');
    await openJobs(page);
    await page.getByRole('button', { name: 'Add New Job' }).click();
    const addForm = page.getByRole('form', { name: 'Add New Job' });
    await addForm.getByRole('textbox', { name: 'Job Name' }).fill(name);
    await addForm.getByRole('textbox', { name: 'City' }).fill('Fresno');
    await addForm.getByRole('button', { name: 'Create Job' }).click();
    await expect(page.getByText(`Job "${name}" created successfully.`)).toBeVisible();

    // The name is part of the job's group: every rename moves the job to another group while
    // the list is read again.
    for (let round = 1; round <= 3; round += 1) {
      const next = `${name} r${round}`;
      await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
      const form = page.getByRole('form', { name: `Edit Job: ${name}` });
      await form.getByRole('textbox', { name: 'Job Name' }).fill(next);
      await form.getByRole('button', { name: 'Update Job' }).click();
      await expect(page.getByText(`Job "${next}" updated successfully.`)).toBeVisible();
      await expect(page.getByRole('form', { name: /^Edit Job: / })).toHaveCount(0);
      await expect(jobRow(page, next)).toBeVisible();
      await expect(jobRow(page, name)).toHaveCount(0);
      name = next;
    }
  });
});
