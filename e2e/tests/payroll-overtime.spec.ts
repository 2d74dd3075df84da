import { expect, test } from '@playwright/test';
import { ACCOUNTS, openAs } from '../support/auth';
import { downloadPayrollFile, fileLines, setOvertimeRule } from './payroll-helpers';
import {
  KAYLA,
  apiLogin,
  knownWork,
  moveWeeks,
  panel,
  rangeLabel,
  rangeText,
  reportLoaded,
  weekIn,
} from './reports-helpers';

/**
 * The overtime rule: the admin picks California in Company Settings; a 10-hour day of Kayla
 * Brooks (recorded by the admin in a week far ahead that no other journey touches) then shows
 * 8 regular and 2 overtime hours in the Weekly Summary and in the three payroll files. The
 * rule is put back to 'none' afterwards.
 */

const WEEKS_AHEAD = 41;

test.afterEach(async ({ request }) => {
  await setOvertimeRule(request, 'none');
});

test('California overtime in the Weekly Summary and the payroll files', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const week = weekIn(WEEKS_AHEAD);
  const monday = week.days[0]!;
  const admin = await apiLogin(request, ACCOUNTS.companyAdmin);
  const kayla = await apiLogin(request, ACCOUNTS.worker2);
  const work = await knownWork(request, kayla);
  const created = await request.post('/api/time-entries/admin-create', {
    headers: admin.headers,
    data: {
      targetUserId: kayla.userId,
      jobId: work.jobId,
      workTypeId: work.workTypeId,
      entryDate: monday,
      hours: 10,
      notes: 'Long pour day',
      isPto: false,
      ptoTypeId: null,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  // Company Settings: the overtime rule.
  await openAs(page, ACCOUNTS.companyAdmin, '/company-settings');
  const payroll = page.getByRole('region', { name: 'Payroll' });
  await expect(payroll).toContainText('No overtime');
  await payroll.getByRole('button', { name: 'Edit Overtime rule' }).click();
  await payroll.getByRole('combobox', { name: 'Overtime rule' }).selectOption('california');
  await payroll.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Overtime rule updated successfully')).toBeVisible();
  await expect(payroll).toContainText('California (over 8 a day');

  // Friday: the week is approved before it is paid.
  await page.goto('/company-reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await moveWeeks(page, WEEKS_AHEAD);
  await reportLoaded(page);
  await panel(page).getByRole('button', { name: 'Approve All' }).click();
  await page
    .getByRole('dialog', { name: 'Approve All Time Entries' })
    .getByRole('button', { name: 'Approve All' })
    .click();
  await expect(page.getByText('All time entries have been successfully approved.')).toBeVisible();
  await expect(panel(page).getByText('Approved', { exact: true }).first()).toBeVisible();

  // Weekly Summary of that week: 8 regular, 2 overtime.
  await page.getByRole('tab', { name: 'Weekly Summary' }).click();
  await moveWeeks(page, WEEKS_AHEAD);
  await expect(rangeText(page)).toHaveText(rangeLabel(week));
  await reportLoaded(page);
  await expect(panel(page).getByTestId('overtime-rule')).toContainText('California');
  const row = panel(page).getByRole('row').filter({ hasText: KAYLA });
  const cells = row.getByRole('cell');
  await expect(cells.nth(0)).toHaveText('10.0'); // Monday
  await expect(cells.nth(7)).toHaveText('10.0'); // Weekly Total
  await expect(cells.nth(8)).toHaveText('8.0'); // Regular
  await expect(cells.nth(9)).toHaveText('2.0'); // OT
  await expect(cells.nth(10)).toHaveText('0.0'); // DT
  await expect(cells.nth(11)).toHaveText('0.0'); // PTO
  await expect(panel(page).getByRole('columnheader', { name: 'Gross' })).toBeVisible();

  // Its CSV carries the split too.
  const [summaryDownload] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('button', { name: 'Export Report' }).click(),
  ]);
  expect(summaryDownload.suggestedFilename()).toBe(
    `employee-weekly-hours_${week.start}_to_${week.end}.csv`,
  );

  // The three payroll files, written by the server.
  const generic = await downloadPayrollFile(page, 'Payroll CSV');
  expect(generic.name).toBe(`payroll_${week.start}_to_${week.end}.csv`);
  const genericLines = fileLines(generic.text);
  expect(genericLines[0]).toBe(
    'Employee ID,Employee,Email,Period Start,Period End,Regular Hours,Overtime Hours,' +
      'Double Time Hours,PTO Hours,Hourly Rate,Gross Pay',
  );
  const kaylaLine = genericLines.find((l) => l.includes(`,${KAYLA},`));
  expect(kaylaLine).toContain(
    `,${KAYLA},${ACCOUNTS.worker2},${week.start},${week.end},8.00,2.00,0.00,0.00,`,
  );

  const iif = await downloadPayrollFile(page, 'QuickBooks (IIF)');
  expect(iif.name).toBe(`quickbooks-timer-activities_${week.start}_to_${week.end}.iif`);
  const iifLines = fileLines(iif.text);
  expect(iifLines[0]).toMatch(/^!TIMERHDR\t/);
  expect(iifLines).toContain(
    [
      '!TIMEACT',
      'DATE',
      'JOB',
      'EMP',
      'ITEM',
      'PITEM',
      'DURATION',
      'PROJ',
      'NOTE',
      'XFERTOPAYROLL',
      'BILLINGSTATUS',
    ].join('\t'),
  );
  const usDate = `${monday.slice(5, 7)}/${monday.slice(8, 10)}/${monday.slice(2, 4)}`;
  const activity = iifLines.find((l) => l.startsWith(`TIMEACT\t${usDate}\t`));
  expect(activity).toBeDefined();
  expect(activity!.split('\t')).toEqual(
    expect.arrayContaining([KAYLA, 'Regular Pay', '10:00', 'Long pour day']),
  );

  const gusto = await downloadPayrollFile(page, 'Gusto (CSV)');
  expect(gusto.name).toBe(`gusto-hours-import_${week.start}_to_${week.end}.csv`);
  const gustoLines = fileLines(gusto.text);
  expect(gustoLines[0]).toBe(
    'last_name,first_name,email,regular_hours,overtime_hours,double_overtime_hours,pto_hours,' +
      'sick_hours,holiday_hours',
  );
  expect(gustoLines).toContain(`Brooks,Kayla,${ACCOUNTS.worker2},8.00,2.00,0.00,0.00,0.00,0.00`);
});
