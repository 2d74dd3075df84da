import fs from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { STAFF_MESSAGES, messageText } from '@sitehours/contract';
import { ACCOUNTS, openAs } from '../support/auth';

/**
 * Importing from a spreadsheet (decision 0029): the admin uploads a staff CSV of their own (new
 * addresses each run), maps by hand the column the guesser does not know, previews the two rows
 * in error with the spec's messages, imports the others, downloads the rejected rows and undoes
 * the import; the workers it created are gone from Staff. Then the work types, exported as XLSX,
 * import back unchanged.
 */

const expect = baseExpect.configure({ timeout: 15_000 });

/** The figure shown under a count's name ("To create", "Rejected"). */
const count = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** A run's own suffix, so that the journey's workers are its own. */
const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
  await expect(page.getByText(name, { exact: true })).toBeVisible();
}

test('an admin imports staff from a CSV, downloads the rejected rows and undoes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const run = suffix();
  const email = (n: number) => `imp-${run}-${n}@acme.test`;
  const fileName = `crew-${run}.csv`;
  // The hourly rate is under a header neither the guesser nor the company's remembered mapping
  // knows (a run's own): it is mapped by hand.
  const rateHeader = `Straight Time ${run}`;
  const csv = [
    `First Name,Last Name,Email,Phone,${rateHeader}`,
    `Imani,Okafor,${email(1)},(555) 201-3344,31.50`,
    `Rafael,Quintero,${email(2)},,28`,
    `Wendy,Szabo,${email(3)},555-12,30`,
    `Tomas,Lindqvist,${email(4)},,about 30`,
    `Greta,Navarro,${email(5)},,27.25`,
  ].join('\r\n');

  await openAs(page, ACCOUNTS.companyAdmin, '/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();

  // Nothing chosen: both are asked for, and nothing is sent.
  await page.getByRole('button', { name: 'Upload and map columns' }).click();
  await expect(
    page.getByText('Choose what the file holds: staff, jobs, work types or hours'),
  ).toBeVisible();
  await expect(page.getByText('Choose a CSV or XLSX file to upload.')).toBeVisible();

  await page.getByRole('radio', { name: 'Staff' }).check();
  // A file over 10 MB is refused before it is sent; one the server cannot read, by the server.
  await chooseFile(page, 'huge.csv', 'text/csv', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
  await expect(
    page.getByText('This file is larger than 10 MB. Split it into smaller files.'),
  ).toBeVisible();
  await chooseFile(page, 'scan.csv', 'text/csv', Buffer.from([0, 1, 2, 0, 159, 146, 150, 0]));
  await page.getByRole('button', { name: 'Upload and map columns' }).click();
  await expect(page.getByText('This file could not be read as CSV or XLSX.')).toBeVisible();

  await chooseFile(page, fileName, 'text/csv', Buffer.from(csv));
  await page.getByRole('button', { name: 'Upload and map columns' }).click();

  // The mapping: guessed from the headers, but for the hourly rate.
  await expect(page.getByRole('heading', { level: 2, name: 'Map the columns' })).toBeVisible();
  await expect(page.getByText(`${fileName}: Staff, 5 rows.`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'First name' })).toHaveValue('0');
  await expect(page.getByText('In the file: Imani · Rafael · Wendy')).toBeVisible();
  await expect(
    page.getByText('Choose a column for this required field: Hourly rate.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  const rate = page.getByRole('combobox', { name: 'Hourly rate' });
  await expect(page.getByText('Choose the column that holds Hourly rate.')).toBeVisible();
  await expect(rate).toBeFocused();
  await rate.selectOption({ label: rateHeader });
  await expect(page.getByText('In the file: 31.50 · 28 · 30')).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();

  // The preview: three to create, two refused with the spec's messages, by field.
  await expect(page.getByRole('heading', { level: 2, name: 'Preview' })).toBeVisible();
  await expect(count(page, 'To create')).toHaveText('3');
  await expect(count(page, 'With errors')).toHaveText('2');
  const rows = page.getByRole('table', { name: 'Rows of the file' });
  await expect(rows.getByRole('row')).toHaveCount(6);
  await page.getByText('With errors (2)').click();
  await expect(rows.getByRole('row')).toHaveCount(3);
  const phoneRow = rows.getByRole('row').filter({ hasText: email(3) });
  await expect(phoneRow).toContainText(`Phone: ${messageText(STAFF_MESSAGES.invalidPhone)}`);
  const rateRow = rows.getByRole('row').filter({ hasText: email(4) });
  await expect(rateRow).toContainText(`Hourly rate: ${messageText(STAFF_MESSAGES.invalidRate)}`);

  // The import: the bar reaches the end, and the counts are what the preview said.
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Import done' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByText('5 of 5 rows')).toBeVisible();
  await expect(count(page, 'Created')).toHaveText('3');
  await expect(count(page, 'Rejected')).toHaveText('2');

  // The rejected rows, in the file's own columns with the reason beside them.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download rejected rows' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`crew-${run}-rejected.csv`);
  const rejected = (await fs.readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(rejected).toHaveLength(3);
  expect(rejected[0]).toBe(`First Name,Last Name,Email,Phone,${rateHeader},Error`);
  expect(rejected[1]).toContain(email(3));
  expect(rejected[2]).toContain(email(4));

  // The workers are on Staff.
  const staff = await page.context().newPage();
  await staff.goto('/users');
  await expect(staff.getByText(email(1), { exact: true })).toBeVisible();
  await expect(staff.getByText(email(5), { exact: true })).toBeVisible();

  // Undone: the three workers are gone again.
  await page.getByRole('button', { name: 'Undo this import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Undo import' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`The import of ${fileName} was undone: 3 removed, 0 restored.`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Import undone' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo this import' })).toHaveCount(0);

  await staff.reload();
  await expect(staff.getByText(ACCOUNTS.companyAdmin, { exact: true })).toBeVisible();
  for (const n of [1, 2, 5]) await expect(staff.getByText(email(n))).toHaveCount(0);

  // The recent imports say so.
  await page.getByRole('button', { name: 'Import another file' }).click();
  const recent = page.getByRole('table', { name: 'Recent imports' });
  await expect(recent.getByRole('row').filter({ hasText: fileName })).toContainText('Undone');
});

test('a list exported as XLSX imports back unchanged', async ({ page }) => {
  test.setTimeout(60_000);
  await openAs(page, ACCOUNTS.companyAdmin, '/import');
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Work types and WC codes as XLSX' }).click(),
  ]);
  expect(exported.suggestedFilename()).toBe('sitehours-workTypes.xlsx');
  const xlsx = await fs.readFile(await exported.path());
  expect(xlsx.subarray(0, 2).toString('latin1')).toBe('PK');

  await page.getByRole('radio', { name: 'Work types and WC codes' }).check();
  await chooseFile(
    page,
    'sitehours-workTypes.xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    xlsx,
  );
  await page.getByRole('button', { name: 'Upload and map columns' }).click();

  // The export's headers are the fields' own names: every column maps itself.
  await expect(page.getByRole('heading', { level: 2, name: 'Map the columns' })).toBeVisible();
  await expect(page.getByText(/^Choose a column for/)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Work type' })).toHaveValue('0');
  await expect(page.getByRole('combobox', { name: 'Comp rate (%)' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Preview' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Preview' })).toBeVisible();
  for (const label of ['To create', 'To update', 'With errors'])
    await expect(count(page, label)).toHaveText('0');
  await expect(
    page.getByText('Nothing to import: every row already matches SiteHours.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Import \d+ rows?$/ })).toBeDisabled();
});
