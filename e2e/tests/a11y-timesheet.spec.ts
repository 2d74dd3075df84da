import { expect, test, type Page } from '@playwright/test';
import { TIME_ENTRY_MESSAGES } from '@sitehours/contract';
import { LOCALES, VIEWPORTS, expectAccessibleAtBothSizes } from '../support/a11y';
import { signIn } from '../support/auth';
import { mondayIn } from './timesheet-helpers';
import {
  dayCellIn,
  dayDialog,
  entryFormIn,
  escape,
  exactly,
  expectTouchTargets,
  formMessage,
  openWeekIn,
  tt,
  type Lang,
} from './timesheet-i18n-helpers';

/**
 * Accessibility (axe-core, WCAG 2.2 AA), Spanish and 44 px touch targets of the worker's screens:
 * the dashboard, the Timesheet Calendar with entries and empty, the day modal with its entry form,
 * the form's validation errors and the quick entry page, in English and Spanish, on a desktop and
 * a 375 px phone. Read-only: a crew member no other journey uses, last week's demo entries and
 * an empty far-future week.
 */
const WORKER = 'aisha.bello@acme.test';
const DATA_WEEK = mondayIn(-1);
const EMPTY_WEEK = mondayIn(61);

/** axe-core at both sizes, and the 44 px touch targets on the phone. */
async function checkScreen(page: Page, lang: Lang, what: string) {
  await expectAccessibleAtBothSizes(
    page,
    `${what} ${lang}`,
    async (size) => {
      if (size === 'mobile') await expectTouchTargets(page, `${what} ${lang} (375 px)`);
    },
    // The worker's screens are walked in both languages (Spanish-speaking crews live on them).
    { scan: 'by-language' },
  );
}

for (const lang of ['en', 'es'] as const) {
  test.describe(`worker screens in ${lang === 'en' ? 'English' : 'Spanish'}`, () => {
    test.use({ locale: LOCALES[lang] });

    test('dashboard, timesheet, day modal, entry form and quick entry at both sizes', async ({
      page,
    }) => {
      // Fourteen axe runs and touch-target checks: longer than a journey (2 cores, shared).
      test.setTimeout(240_000);
      await page.setViewportSize(VIEWPORTS.mobile);
      await signIn(page, WORKER);

      // Dashboard.
      await page.goto('/dashboard');
      await expect(
        page.getByRole('heading', { level: 1, name: tt(lang, 'dashboard.title') }),
      ).toBeVisible();
      await expect(
        page.getByRole('region', { name: tt(lang, 'dashboard.weekByDay') }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: tt(lang, 'dashboard.recent') })).toBeVisible();
      await expect(
        page.getByRole('link', { name: tt(lang, 'dashboard.openTimesheet') }),
      ).toBeVisible();
      await checkScreen(page, lang, 'dashboard');

      // The Timesheet Calendar on a week with entries.
      await openWeekIn(page, lang, DATA_WEEK);
      const monday = dayCellIn(page, lang, DATA_WEEK);
      await expect(monday).not.toHaveAccessibleName(
        new RegExp(`${escape(tt(lang, 'calendar.dayEmpty', { day: '' }))}$`),
      );
      await expect(page.getByRole('button', { name: tt(lang, 'calendar.today') })).toBeVisible();
      await expect(
        page.getByRole('switch', { name: tt(lang, 'calendar.showingWeekdays') }),
      ).toBeVisible();
      await checkScreen(page, lang, 'timesheet with entries');

      // The day modal: the day's entries and the entry form.
      await monday.click();
      const dialog = dayDialog(page, lang, DATA_WEEK);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('listitem').first()).toBeVisible();
      const form = entryFormIn(dialog, lang);
      await expect(form.getByRole('combobox', { name: tt(lang, 'form.job') })).toBeEnabled();
      await expect(form.getByRole('radio', { name: tt(lang, 'form.workHours') })).toBeChecked();
      await checkScreen(page, lang, 'day modal with the entry form');

      // A validation error shown.
      await form.getByRole('button', { name: exactly(tt(lang, 'form.save')) }).click();
      await expect(
        form.getByText(formMessage(lang, TIME_ENTRY_MESSAGES.enterHours, 'validation.enterHours')),
      ).toBeVisible();
      await expect(
        form.getByText(
          formMessage(
            lang,
            TIME_ENTRY_MESSAGES.selectJobAndWorkType,
            'validation.selectJobAndWorkType',
          ),
        ),
      ).toBeVisible();
      await checkScreen(page, lang, 'entry form with validation errors');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // An empty week.
      await openWeekIn(page, lang, EMPTY_WEEK);
      await expect(page.getByText(tt(lang, 'calendar.emptyWeek'))).toBeVisible();
      await expect(
        page.getByRole('region', { name: tt(lang, 'calendar.weekTotals') }),
      ).toContainText(tt(lang, 'calendar.footer.weekday'));
      await checkScreen(page, lang, 'timesheet, empty week');

      // Quick entry, then its validation errors.
      await page.goto('/time-entry');
      await expect(
        page.getByRole('heading', { level: 1, name: tt(lang, 'quick.title') }),
      ).toBeVisible();
      const quick = entryFormIn(page, lang);
      await expect(quick.getByRole('combobox', { name: tt(lang, 'form.job') })).toBeEnabled();
      await checkScreen(page, lang, 'quick entry');
      await quick.getByRole('textbox', { name: tt(lang, 'form.hours') }).fill('13');
      await quick.getByRole('button', { name: exactly(tt(lang, 'form.save')) }).click();
      await expect(
        quick.getByText(formMessage(lang, TIME_ENTRY_MESSAGES.hoursRange, 'validation.hoursRange')),
      ).toBeVisible();
      await checkScreen(page, lang, 'quick entry with validation errors');
    });
  });
}
