import { expect, test } from '@playwright/test';
import { TIME_ENTRY_MESSAGES, messageText } from '@sitehours/contract';
import { ACCOUNTS, openAs, signIn } from '../support/auth';
import {
  JOB,
  dayCell,
  entryForm,
  fillWork,
  mondayIn,
  openDay,
  openWeek,
  plusDays,
} from './timesheet-helpers';

test.describe('Time entry form', () => {
  test('shows the validation messages', async ({ page }) => {
    const monday = mondayIn(12);
    await signIn(page, ACCOUNTS.worker2);
    await openWeek(page, monday);
    const dialog = await openDay(page, monday);
    const form = entryForm(dialog);
    const save = form.getByRole('button', { name: 'Save', exact: true });

    await save.click();
    await expect(
      form.getByText(messageText(TIME_ENTRY_MESSAGES.selectJobAndWorkType)),
    ).toBeVisible();
    await expect(form.getByText(messageText(TIME_ENTRY_MESSAGES.enterHours))).toBeVisible();

    // A job without a work type.
    await form.getByRole('combobox', { name: 'Job' }).selectOption({ label: JOB });
    await expect(form.getByRole('combobox', { name: 'Work Type' })).toBeEnabled();
    await form.getByRole('textbox', { name: 'Hours' }).fill('7.3');
    await save.click();
    await expect(
      form.getByText(messageText(TIME_ENTRY_MESSAGES.selectJobAndWorkType)),
    ).toBeVisible();
    await expect(form.getByText(messageText(TIME_ENTRY_MESSAGES.hoursStep))).toBeVisible();

    await form.getByRole('textbox', { name: 'Hours' }).fill('13');
    await save.click();
    await expect(form.getByText(messageText(TIME_ENTRY_MESSAGES.hoursRange))).toBeVisible();

    await form.getByRole('radio', { name: 'Other' }).check();
    await form.getByRole('textbox', { name: 'Hours' }).fill('8');
    await save.click();
    await expect(form.getByText(messageText(TIME_ENTRY_MESSAGES.selectOtherType))).toBeVisible();

    // Nothing was saved.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(dayCell(page, monday)).toHaveAccessibleName(/no entries, add time/);
  });

  test('records an entry on a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const monday = mondayIn(14);
    await signIn(page, ACCOUNTS.worker2);
    await openWeek(page, monday);

    const tuesday = dayCell(page, plusDays(monday, 1));
    const box = await tuesday.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? -1) + (box?.width ?? 999)).toBeLessThanOrEqual(375);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);

    const dialog = await openDay(page, plusDays(monday, 1));
    const form = entryForm(dialog);
    await fillWork(form, '9.75');
    const saveBox = await form.getByRole('button', { name: 'Save', exact: true }).boundingBox();
    expect(saveBox?.height ?? 0).toBeGreaterThanOrEqual(30);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(tuesday).toHaveAccessibleName(/: 9\.75 hours$/);
  });

  test('quick entry saves and links to the week; the dashboard shows the week', async ({
    page,
  }) => {
    const monday = mondayIn(18);
    const wednesday = plusDays(monday, 2);
    await openAs(page, ACCOUNTS.worker, '/time-entry');
    await expect(page.getByRole('heading', { name: 'Log Time' })).toBeVisible();
    const form = entryForm(page);
    await form.getByRole('textbox', { name: 'Date' }).fill(wednesday);
    await fillWork(form, '5.5', 'Quick entry');
    await form.getByRole('button', { name: 'Save', exact: true }).click();

    const saved = page.getByRole('region', { name: 'Saved' });
    await expect(saved).toContainText('5.5 hrs. Telegraph Retail Fit-out, Carpentry');
    await expect(page.getByRole('button', { name: 'Log another entry' })).toBeVisible();
    await saved.getByRole('link', { name: 'View the week' }).click();
    await expect(page).toHaveURL(new RegExp(`/time-entries\\?week=${monday}`));
    await expect(dayCell(page, wednesday)).toHaveAccessibleName(/: 5\.5 hours$/);

    await page.getByRole('main').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'This week by day' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent entries' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Waiting for approval' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Open Timesheet' }).click();
    await expect(page.getByRole('heading', { name: 'Timesheet Calendar' })).toBeVisible();
  });

  test('the admin dashboard counts entries waiting for approval', async ({ page }) => {
    await openAs(page, ACCOUNTS.companyAdmin, '/dashboard');
    const approvals = page.getByRole('region', { name: 'Waiting for approval' });
    await expect(approvals).toContainText('entries last week');
    await expect(approvals.getByText(/^\d+$/).first()).toBeVisible();
    await expect(
      approvals.getByRole('link', { name: 'Review in Company Reports' }),
    ).toHaveAttribute('href', '/company-reports');
  });
});
