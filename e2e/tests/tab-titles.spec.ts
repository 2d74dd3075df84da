import { expect, test } from '@playwright/test';
import { LOCALES } from '../support/a11y';
import { ACCOUNTS, mainNav, signIn } from '../support/auth';

/** The browser tab names the screen, then the product, in the interface language. */
const TITLES = {
  en: {
    signIn: 'Sign In · SiteHours',
    home: 'Timesheet Calendar · SiteHours',
    jobs: 'Jobs · SiteHours',
    jobsLink: 'Jobs',
    staff: 'Staff · SiteHours',
    reports: 'Company Reports · SiteHours',
  },
  es: {
    signIn: 'Iniciar sesión · SiteHours',
    home: 'Hoja de horas · SiteHours',
    jobs: 'Obras · SiteHours',
    jobsLink: 'Obras',
    staff: 'Personal · SiteHours',
    reports: 'Reportes de la empresa · SiteHours',
  },
} as const;

for (const [language, locale] of Object.entries(LOCALES)) {
  const T = TITLES[language as keyof typeof TITLES];

  test.describe(`tab titles (${language})`, () => {
    test.use({ locale });

    test('the browser tab names the screen shown', async ({ page }) => {
      await page.goto('/login');
      await expect(page).toHaveTitle(T.signIn);
      await signIn(page, ACCOUNTS.companyAdmin);
      await expect(page).toHaveTitle(T.home);

      // Moving inside the app renames the tab.
      await mainNav(page).getByRole('link', { name: T.jobsLink, exact: true }).click();
      await expect(page).toHaveURL(/\/jobs$/);
      await expect(page).toHaveTitle(T.jobs);

      // And so does opening an address directly.
      await page.goto('/users');
      await expect(page).toHaveTitle(T.staff);
      await page.goto('/company-reports');
      await expect(page).toHaveTitle(T.reports);
    });
  });
}
