import { expect, test, type Locator, type Page } from '@playwright/test';
import { TIME_ENTRY_MESSAGES, messageText } from '@sitehours/contract';
import { JOB, WORK_TYPE, dayTitle, mondayIn } from './timesheet-helpers';
import { entryFormIn, focusState, openWeekIn, signInByKeyboard } from './timesheet-i18n-helpers';

/**
 * The timesheet with the keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7): Tab, Shift+Tab, Enter,
 * Space, Escape and the arrow keys; no clicks. Every stop shows its focus, the day modal keeps
 * focus inside and gives it back to the day. Hannah Cho and a far-future week of her own.
 */
const WORKER = 'hannah.cho@acme.test';

/** Presses `key` until `target` has focus; every element focused on the way shows its focus. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const state = await focusState(page);
    if (state.what !== 'body') expect(state.visible, `visible focus on ${state.what}`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

async function expectFocusVisibleOn(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  const state = await focusState(page);
  expect(state.visible, `visible focus on ${state.what}`).toBe(true);
}

test('a worker records a day with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  const monday = mondayIn(57);
  await signInByKeyboard(page, WORKER);
  await openWeekIn(page, 'en', monday);

  // From the top of the page to Monday, then Enter opens the day.
  const days = page.getByRole('list', { name: 'Days of the week' });
  const mondayCell = days.getByRole('button', { name: new RegExp(`^${dayTitle(monday)}:`) });
  await page.locator('body').evaluate((body) => (body as HTMLElement).focus());
  await pressUntilFocused(page, mondayCell);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dayTitle(monday) });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), {
      message: 'focus moves into the day modal',
    })
    .toBe(true);
  // The modal's focus trap takes hold once its opening transition has ended: keys pressed
  // before then (no person is that quick) could see focus put back on the first field.
  await expect(dialog).toHaveCSS('opacity', '1');

  // Entry type with the arrow keys.
  const form = entryFormIn(dialog, 'en');
  const work = form.getByRole('radio', { name: 'Work Hours' });
  const other = form.getByRole('radio', { name: 'Other', exact: true });
  await pressUntilFocused(page, work, 'Tab', 10);
  await page.keyboard.press('ArrowRight');
  await expect(other).toBeChecked();
  await expectFocusVisibleOn(page, other);
  await expect(form.getByRole('combobox', { name: 'Other type' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(work).toBeChecked();
  await expectFocusVisibleOn(page, work);

  // Job and work type by typing their names into the focused selects.
  const job = form.getByRole('combobox', { name: 'Job' });
  const workType = form.getByRole('combobox', { name: 'Work Type' });
  await expect(job).toBeEnabled();
  await page.keyboard.press('Tab');
  await expectFocusVisibleOn(page, job);
  await page.keyboard.type('Telegraph');
  await expect(job.locator('option:checked')).toHaveText(JOB);
  await expect(workType).toBeEnabled();
  await page.keyboard.press('Tab');
  await expectFocusVisibleOn(page, workType);
  await page.keyboard.type(WORK_TYPE);
  await expect(workType.locator('option:checked')).toHaveText(WORK_TYPE);

  // Hours: Enter sends the form, the rules refuse 13, then 8.
  const hours = form.getByRole('textbox', { name: 'Hours' });
  await page.keyboard.press('Tab');
  await expectFocusVisibleOn(page, hours);
  await page.keyboard.type('13');
  await page.keyboard.press('Enter');
  await expect(form.getByText(messageText(TIME_ENTRY_MESSAGES.hoursRange))).toBeVisible();
  await expect(hours).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('8');

  // Shift+Tab goes back to the work type, Tab returns; then the notes.
  await page.keyboard.press('Shift+Tab');
  await expectFocusVisibleOn(page, workType);
  await page.keyboard.press('Tab');
  await expectFocusVisibleOn(page, hours);
  await page.keyboard.press('Tab');
  await expectFocusVisibleOn(page, form.getByRole('textbox', { name: 'Notes (Optional)' }));
  await page.keyboard.type('Keyboard only');

  // Save with Space: the modal closes and focus is back on Monday, now with its hours.
  const save = form.getByRole('button', { name: 'Save', exact: true });
  await pressUntilFocused(page, save, 'Tab', 5);
  await page.keyboard.press('Space');
  await expect(dialog).toBeHidden();
  await expect(mondayCell).toHaveAccessibleName(/: 8\.0 hours$/);
  await expectFocusVisibleOn(page, mondayCell);

  // The saved entry is in the day; Escape closes it and focus returns to the day again.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('listitem', { name: 'Telegraph Retail Fit-out, 8.0 hrs.' }),
  ).toContainText('Keyboard only');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusVisibleOn(page, mondayCell);
});
