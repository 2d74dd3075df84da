import { expect, test } from '@playwright/test';
import { TIME_ENTRY_MESSAGES, messageText } from '@sitehours/contract';
import { LOCALES } from '../support/a11y';
import { signIn } from '../support/auth';
import { JOB, WORK_TYPE, mondayIn, plusDays } from './timesheet-helpers';
import {
  dayCellIn,
  dayDialog,
  dayTitleIn,
  entryFormIn,
  exactly,
  formMessage,
  hoursIn,
  monthLabelIn,
  openWeekIn,
  tt,
} from './timesheet-i18n-helpers';

/**
 * A crew member records a week in Spanish (the browser asks for es-US; the demo account has no
 * saved language): Spanish screens, Spanish validation messages, Spanish day and month names and
 * totals. Miguel Torres and a far-future week of his own, so no other journey meets it.
 */
const WORKER = 'miguel.torres@acme.test';
const JOB_NAME = 'Telegraph Retail Fit-out';
const es = 'es' as const;
const dayTitle = (day: string) => dayTitleIn(es, day);

test.use({ locale: LOCALES.es });

test('a worker records a week in Spanish', async ({ page }) => {
  test.setTimeout(180_000);
  const monday = mondayIn(53);
  const [tuesday, wednesday] = [plusDays(monday, 1), plusDays(monday, 2)];
  await signIn(page, WORKER);

  // The dashboard, then the timesheet, in Spanish.
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: tt(es, 'dashboard.title') }),
  ).toBeVisible();
  await expect(page.getByText(tt(es, 'dashboard.welcome', { name: 'Miguel' }))).toBeVisible();
  await expect(page.getByRole('link', { name: tt(es, 'dashboard.logToday') })).toBeVisible();
  await expect(page.getByRole('region', { name: tt(es, 'dashboard.weekByDay') })).toBeVisible();

  await openWeekIn(page, es, monday);
  const weekdays = [0, 1, 2, 3, 4].map((n) => plusDays(monday, n));
  await expect(
    page.getByRole('heading', { level: 2, name: monthLabelIn(es, weekdays) }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: tt(es, 'calendar.previousWeek') })).toBeVisible();
  await expect(page.getByRole('button', { name: tt(es, 'calendar.today') })).toBeVisible();
  await expect(page.getByRole('button', { name: tt(es, 'calendar.nextWeek') })).toBeVisible();
  await expect(page.getByText(tt(es, 'calendar.emptyWeek'))).toBeVisible();
  await expect(dayCellIn(page, es, monday)).toHaveAccessibleName(
    tt(es, 'calendar.dayEmpty', { day: dayTitle(monday) }),
  );

  // Monday: hours the rules refuse first, with the reasons in Spanish.
  await dayCellIn(page, es, monday).click();
  const dialog = dayDialog(page, es, monday);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(tt(es, 'dayList.empty'))).toBeVisible();
  const form = entryFormIn(dialog, es);
  await expect(form).toHaveAccessibleName(tt(es, 'form.add'));
  await expect(form.getByRole('textbox', { name: tt(es, 'form.date') })).toHaveValue(monday);
  await expect(form.getByRole('radio', { name: tt(es, 'form.workHours') })).toBeChecked();
  await form.getByRole('combobox', { name: tt(es, 'form.job') }).selectOption({ label: JOB });
  await form
    .getByRole('combobox', { name: tt(es, 'form.workType') })
    .selectOption({ label: WORK_TYPE });
  const hours = form.getByRole('textbox', { name: tt(es, 'form.hours') });
  const save = form.getByRole('button', { name: exactly(tt(es, 'form.save')) });
  const saveNext = form.getByRole('button', { name: exactly(tt(es, 'form.saveNext')) });

  await hours.fill('13');
  await save.click();
  const tooMany = formMessage(es, TIME_ENTRY_MESSAGES.hoursRange, 'validation.hoursRange');
  expect(tooMany).not.toBe(messageText(TIME_ENTRY_MESSAGES.hoursRange));
  await expect(form.getByText(tooMany)).toBeVisible();
  await expect(hours).toHaveAttribute('aria-invalid', 'true');

  await hours.fill('7.3');
  await save.click();
  await expect(
    form.getByText(formMessage(es, TIME_ENTRY_MESSAGES.hoursStep, 'validation.hoursStep')),
  ).toBeVisible();

  // Monday 8 h with a note, then Save + for Tuesday.
  await hours.fill('8');
  await form.getByRole('textbox', { name: tt(es, 'form.notes') }).fill('Marcos del nivel 3');
  await saveNext.click();
  await expect(form.getByText(tt(es, 'form.savedNext', { hours: hoursIn(es, 8) }))).toBeVisible();
  await expect(form.getByText(tooMany)).toHaveCount(0);
  await expect(
    dialog.getByRole('listitem', {
      name: `${JOB_NAME}, ${tt(es, 'hours.short', { hours: hoursIn(es, 8) })}`,
    }),
  ).toContainText('Marcos del nivel 3');

  await form.getByRole('textbox', { name: tt(es, 'form.date') }).fill(tuesday);
  await form
    .getByRole('combobox', { name: tt(es, 'form.workType') })
    .selectOption({ label: WORK_TYPE });
  await hours.fill('7.5');
  await saveNext.click();
  await expect(form.getByText(tt(es, 'form.savedNext', { hours: hoursIn(es, 7.5) }))).toBeVisible();

  // Wednesday: vacation (an Other type), then Guardar closes the day.
  await form.getByRole('textbox', { name: tt(es, 'form.date') }).fill(wednesday);
  await form.getByRole('radio', { name: tt(es, 'form.other') }).check();
  await form
    .getByRole('combobox', { name: tt(es, 'form.otherType') })
    .selectOption({ label: 'Vacation' });
  await hours.fill('8');
  await save.click();
  await expect(dialog).toBeHidden();

  // The week in Spanish: day cells, then the totals.
  await expect(dayCellIn(page, es, monday)).toHaveAccessibleName(
    tt(es, 'calendar.dayHours', { day: dayTitle(monday), hours: hoursIn(es, 8) }),
  );
  await expect(dayCellIn(page, es, tuesday)).toHaveAccessibleName(
    tt(es, 'calendar.dayHours', { day: dayTitle(tuesday), hours: hoursIn(es, 7.5) }),
  );
  await expect(dayCellIn(page, es, wednesday)).toHaveAccessibleName(
    tt(es, 'calendar.dayHoursOther', {
      day: dayTitle(wednesday),
      hours: hoursIn(es, 8),
      other: 'Vacation',
    }),
  );
  const totals = page.getByRole('region', { name: tt(es, 'calendar.weekTotals') });
  await expect(totals).toHaveText(`${tt(es, 'calendar.footer.weekday')} ${hoursIn(es, 23.5)}`);
  await page.getByRole('switch', { name: tt(es, 'calendar.showingWeekdays') }).click();
  await expect(
    page.getByRole('switch', { name: tt(es, 'calendar.showingFullWeek') }),
  ).toBeChecked();
  await expect(totals).toHaveText(`${tt(es, 'calendar.footer.weekly')} ${hoursIn(es, 23.5)}`);

  // Monday again: the entry, its count and total, its Spanish actions.
  await dayCellIn(page, es, monday).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(tt(es, 'entry.count_one', { count: 1 }))).toBeVisible();
  await expect(dialog.getByText(tt(es, 'dayModal.total', { hours: hoursIn(es, 8) }))).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: tt(es, 'dayList.edit', { title: JOB_NAME }) }),
  ).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: tt(es, 'dayList.delete', { title: JOB_NAME }) }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
