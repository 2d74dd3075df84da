import fs from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { ACCOUNTS, openAs } from '../support/auth';
import { publicWorksWeek, shownDay } from './certified-payroll-helpers';

/**
 * Certified payroll (decision 0028): on a public-works job of its own with a week of approved
 * time, the admin opens the week, reads its warnings (no deductions for either worker), types one
 * worker's deductions, explains the other's, signs the statement of compliance and downloads the
 * WH-347 PDF.
 */

const expect = baseExpect.configure({ timeout: 15_000 });

test('an admin reviews a public-works week, signs it and downloads the PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const project = await publicWorksWeek(request, { prefix: 'cp-journey' });
  const [alma, bruno] = project.workers as [
    (typeof project.workers)[number],
    (typeof project.workers)[number],
  ];

  await openAs(page, ACCOUNTS.companyAdmin, '/certified-payroll');
  await expect(page.getByRole('heading', { level: 1, name: 'Certified Payroll' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: project.jobName }).click();
  await expect(page.getByRole('heading', { level: 2, name: project.jobName })).toBeVisible();
  await expect(page.getByText(project.projectNumber)).toBeVisible();
  await expect(page.getByText('City of Oakland Public Works')).toBeVisible();

  // The weeks, newest first: the project's first week is payroll no. 1, not signed yet.
  const weeks = page.getByRole('table', { name: 'Weekly payrolls' });
  const row = weeks.getByRole('row').filter({ hasText: shownDay(project.weekEnding) });
  await expect(row).toContainText('Not signed');
  await expect(row).toContainText('76');
  await row.getByRole('link', { name: `Week ending ${shownDay(project.weekEnding)}` }).click();
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `Payroll no. 1, week ending ${shownDay(project.weekEnding)}`,
    }),
  ).toBeVisible();

  // The WH-347 table: Alma's 44 hours are 40 straight and 4 overtime.
  const table = page.getByRole('table', { name: 'Payroll', exact: true });
  const almaRows = table.getByRole('row').filter({ hasText: alma.name });
  await expect(almaRows.first()).toContainText('xxx-xx-6789');
  await expect(table.getByRole('row').filter({ hasText: 'Totals' })).toContainText('76');

  // The warnings: neither worker's deductions are entered.
  const warnings = page.getByRole('region', { name: /^Warnings/ });
  await expect(page.getByRole('heading', { name: 'Warnings (2)' })).toBeVisible();
  const sign = page.getByRole('button', { name: 'Sign statement of compliance' });
  await expect(sign).toBeDisabled();
  await expect(page.getByText('Explain or resolve the 2 open warnings first.')).toBeVisible();

  // Alma's deductions typed; the warning about them goes.
  await warnings
    .getByRole('listitem')
    .filter({ hasText: alma.name })
    .getByRole('button', { name: 'Enter deductions' })
    .click();
  await expect(page.getByRole('textbox', { name: `FICA for ${alma.name}` })).toBeFocused();
  await page.keyboard.type('110.16');
  await page.getByRole('textbox', { name: `Withholding for ${alma.name}` }).fill('142.00');
  await page.getByRole('textbox', { name: `Other deductions for ${alma.name}` }).fill('20');
  await page
    .getByRole('textbox', { name: `What the other deductions of ${alma.name} are for` })
    .fill('Union dues');
  await page.getByRole('button', { name: 'Save deductions' }).click();
  await expect(page.getByText('Deductions saved for 1 worker.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Warnings (1)' })).toBeVisible();
  await expect(almaRows.first()).toContainText('Union dues');

  // Bruno's are explained; then the statement can be signed.
  await warnings
    .getByRole('listitem')
    .filter({ hasText: bruno.name })
    .getByRole('textbox', { name: 'Explanation' })
    .fill('Paid through the union hall; deductions filed by the hall');
  await expect(sign).toBeEnabled();
  await sign.click();
  const dialog = page.getByRole('dialog', { name: 'Sign statement of compliance' });
  await expect(dialog.getByRole('textbox', { name: 'Name of the signatory' })).toHaveValue(
    'Dana Whitfield',
  );
  await expect(dialog).toContainText('1 exception is listed with its explanation.');
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog.getByText('Please enter the title of the person signing.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Payroll Manager');
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Payroll no. 1 is signed.')).toBeVisible();

  const signed = page.getByRole('region', { name: 'Signed', exact: true });
  await expect(signed).toContainText('Signed by Dana Whitfield, Payroll Manager');
  await expect(signed.getByRole('button', { name: /^Copy SHA-256 [0-9a-f]{64}$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Exceptions explained at signing' })).toContainText(
    'Paid through the union hall',
  );
  await expect(page.getByRole('button', { name: 'Save deductions' })).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    signed.getByRole('button', { name: 'PDF (WH-347)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^certified-payroll-.*\.pdf$/);
  const pdf = await fs.readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved certified-payroll-' }),
  ).toBeVisible();

  // Back on the list, the week is signed.
  await page.getByRole('link', { name: 'All weeks' }).click();
  await expect(
    weeks.getByRole('row').filter({ hasText: shownDay(project.weekEnding) }),
  ).toContainText('Signed');
});

test('deductions come from a CSV file; its refused rows are named', async ({ page, request }) => {
  test.setTimeout(90_000);
  const project = await publicWorksWeek(request, { prefix: 'cp-import' });
  const [alma, bruno] = project.workers as [
    (typeof project.workers)[number],
    (typeof project.workers)[number],
  ];
  await openAs(
    page,
    ACCOUNTS.companyAdmin,
    `/certified-payroll?job=${project.jobId}&week=${project.weekStart}`,
  );
  await expect(page.getByRole('heading', { name: 'Warnings (2)' })).toBeVisible();

  // The template names each worker as the payroll shows them.
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download template' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe(`deductions-week-ending-${project.weekEnding}.csv`);
  const lines = (await fs.readFile(await template.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(lines.split('\r\n').slice(0, 3)).toEqual([
    'worker,fica,withholding,other,otherNote',
    `${alma.name},,,,`,
    `${bruno.name},,,,`,
  ]);

  const file = page.getByLabel('Deductions file (CSV)');
  const choose = (csv: string) =>
    page.locator('input[type="file"]').setInputFiles({
      name: 'deductions.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
  await choose(
    `worker,fica,withholding,other,otherNote\r\nNo Such Person,1,2,0,\r\n${bruno.email},7x,2,0,\r\n`,
  );
  await expect(file).toContainText('deductions.csv');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'rows of the file were refused' });
  await expect(refused).toContainText('Row 2: no worker matches “No Such Person”.');
  await expect(refused).toContainText('Row 3: fica is not an amount.');

  await choose(
    `worker,fica,withholding,other,otherNote\r\n${alma.name},110.16,142.00,0,\r\n${bruno.email},$79.36,"1,020.00",15,Tools\r\n`,
  );
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Deductions imported for 2 workers.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Warnings (0)' })).toBeVisible();
  await expect(page.getByText('No warnings: the payroll is ready to sign.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Withholding for ${bruno.name}` })).toHaveValue(
    '1020.00',
  );
});
