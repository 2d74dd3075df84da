import { expect, test } from '@playwright/test';
import { TIME_ENTRY_MESSAGES, messageText } from '@sitehours/contract';
import { ACCOUNTS, signIn } from '../support/auth';
import {
  dayCell,
  entryForm,
  fillOther,
  fillWork,
  footer,
  mondayIn,
  openDay,
  openWeek,
  plusDays,
} from './timesheet-helpers';

/**
 * Timesheet Calendar journeys (company spec §2.3, §2.4). Entries go into future weeks, a
 * different one per test, so parallel journeys on the same accounts never meet.
 */
test.describe('Timesheet Calendar', () => {
  test('an employee logs a week with Save +, edits and deletes an entry', async ({ page }) => {
    const monday = mondayIn(8);
    await signIn(page, ACCOUNTS.worker);
    await openWeek(page, monday);
    await expect(page.getByRole('combobox', { name: 'User' })).toHaveCount(0);
    await expect(dayCell(page, monday)).toHaveAccessibleName(/no entries, add time/);

    let dialog = await openDay(page, monday);
    let form = entryForm(dialog);
    await expect(form.getByRole('textbox', { name: 'Date' })).toHaveValue(monday);
    await fillWork(form, '8', 'Framing level 3');
    await form.getByRole('button', { name: 'Save +', exact: true }).click();
    await expect(form.getByText('Saved 8.0 hrs. Add the next entry.')).toBeVisible();
    await expect(
      dialog.getByRole('listitem', { name: /^Telegraph Retail Fit-out, 8\.0 hrs\./ }),
    ).toContainText('Framing level 3');

    // Save + keeps the form open and the job chosen; the next entry goes to Tuesday.
    await expect(form.getByRole('combobox', { name: 'Job' })).not.toHaveValue('');
    await form.getByRole('textbox', { name: 'Date' }).fill(plusDays(monday, 1));
    await form.getByRole('combobox', { name: 'Work Type' }).selectOption({ label: 'Carpentry' });
    await form.getByRole('textbox', { name: 'Hours' }).fill('7.5');
    await form.getByRole('button', { name: 'Save +', exact: true }).click();
    await expect(form.getByText('Saved 7.5 hrs. Add the next entry.')).toBeVisible();

    // PTO on Wednesday, then Save closes the modal.
    await form.getByRole('textbox', { name: 'Date' }).fill(plusDays(monday, 2));
    await fillOther(form, 'Vacation', '8');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(dayCell(page, monday)).toHaveAccessibleName(/: 8\.0 hours$/);
    await expect(dayCell(page, plusDays(monday, 1))).toHaveAccessibleName(/: 7\.5 hours$/);
    await expect(dayCell(page, plusDays(monday, 2))).toHaveAccessibleName(
      /: 8\.0 hours, Vacation$/,
    );
    await expect(dayCell(page, plusDays(monday, 2))).toContainText('Vacation');
    await expect(footer(page)).toContainText('Weekday Total: 23.5');

    // Edit Tuesday's entry.
    dialog = await openDay(page, plusDays(monday, 1));
    await dialog.getByRole('button', { name: 'Edit Telegraph Retail Fit-out entry' }).click();
    form = entryForm(dialog);
    await expect(form).toHaveAccessibleName('Edit time entry');
    await expect(form.getByRole('button', { name: 'Save +' })).toHaveCount(0);
    await form.getByRole('textbox', { name: 'Hours' }).fill('6.25');
    await form.getByRole('button', { name: 'Update' }).click();
    await expect(
      dialog.getByRole('listitem', { name: 'Telegraph Retail Fit-out, 6.25 hrs.' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(dayCell(page, plusDays(monday, 1))).toHaveAccessibleName(/: 6\.25 hours$/);

    // Delete Monday's entry: a confirmation, then a toast.
    dialog = await openDay(page, monday);
    await dialog.getByRole('button', { name: 'Delete Telegraph Retail Fit-out entry' }).click();
    await expect(dialog.getByText(messageText(TIME_ENTRY_MESSAGES.deleteConfirm))).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(messageText(TIME_ENTRY_MESSAGES.deleted))).toBeVisible();
    await expect(dialog.getByText('No time recorded for this day yet.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dayCell(page, monday)).toHaveAccessibleName(/no entries, add time/);
    await expect(footer(page)).toContainText('Weekday Total: 14.25');
  });

  test('an employee cannot change an approved entry', async ({ page }) => {
    const monday = mondayIn(-3);
    await signIn(page, ACCOUNTS.worker);
    await openWeek(page, monday);
    const dialog = await openDay(page, monday);
    const approved = dialog.getByRole('listitem').first();
    await expect(approved.getByRole('img', { name: 'Approved' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /^Delete / })).toHaveCount(0);

    await approved.getByRole('button', { name: /^View / }).click();
    const form = entryForm(dialog);
    await expect(form.getByText(messageText(TIME_ENTRY_MESSAGES.approvedNoEdit))).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Hours' })).toBeDisabled();
    await expect(form.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  test('an admin records time for a worker through the user selector', async ({
    page,
    browser,
  }) => {
    const monday = mondayIn(10);
    await signIn(page, ACCOUNTS.companyAdmin);
    await openWeek(page, monday);
    await page.getByRole('combobox', { name: 'User' }).selectOption({ label: 'Kayla Brooks' });
    await expect(page).toHaveURL(/[?&]user=/);

    const dialog = await openDay(page, monday);
    const form = entryForm(dialog);
    await fillWork(form, '4', 'Added by the office');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(dayCell(page, monday)).toHaveAccessibleName(/: 4\.0 hours$/);

    // The worker sees it in her own week.
    const context = await browser.newContext();
    const workerPage = await context.newPage();
    await signIn(workerPage, ACCOUNTS.worker2);
    await openWeek(workerPage, monday);
    await expect(dayCell(workerPage, monday)).toHaveAccessibleName(/: 4\.0 hours$/);
    const workerDialog = await openDay(workerPage, monday);
    await expect(workerDialog.getByRole('listitem').first()).toContainText('Added by the office');
    await context.close();
  });

  test('the weekday/full-week choice survives a reload; weekend hours show in the footer', async ({
    page,
  }) => {
    const monday = mondayIn(16);
    await signIn(page, ACCOUNTS.worker2);
    await openWeek(page, monday);
    const days = page.getByRole('list', { name: 'Days of the week' }).getByRole('button');
    await expect(days).toHaveCount(5);
    await expect(footer(page)).toContainText('Weekday Total: 0.0');

    await page.getByRole('switch', { name: 'Showing Weekdays' }).click();
    await expect(page.getByRole('switch', { name: 'Showing Full Week' })).toBeChecked();
    await expect(days).toHaveCount(7);
    await expect(footer(page)).toContainText('Weekly Total: 0.0');

    await page.reload();
    await expect(page.getByRole('switch', { name: 'Showing Full Week' })).toBeChecked();
    await expect(days).toHaveCount(7);
    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(keys.some((k) => k.includes('fullWeek'))).toBe(true);

    // Saturday hours, then back to weekdays: the footer shows them apart.
    const dialog = await openDay(page, plusDays(monday, 5));
    await fillWork(entryForm(dialog), '2');
    await entryForm(dialog).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(footer(page)).toContainText('Weekly Total: 2.0');
    await page.getByRole('switch', { name: 'Showing Full Week' }).click();
    await expect(days).toHaveCount(5);
    await expect(footer(page)).toContainText('Weekday Total: 0.0');
    await expect(footer(page)).toContainText('Weekend Hours: 2.0');
    await expect(footer(page)).toContainText('Full Week Total: 2.0');
  });
});
