import { expect, test } from '@playwright/test';
import { LOCALES, expectAccessibleAtBothSizes, oneWalkPerScreen } from '../support/a11y';
import { ACCOUNTS, openAs } from '../support/auth';
import { publicWorksWeek } from './certified-payroll-helpers';

/**
 * The Certified Payroll screen's states, each scanned at both sizes: a company without
 * public-works jobs, a project's weeks, a week with warnings and its statement of compliance
 * open, and a signed week with its files. Each walk makes its own project through the API.
 */

/** Birch Field Services keeps no public-works job: the screen's empty state. */
const BIRCH_ADMIN = 'admin@birch.test';

const SIGN = /^(Sign statement of compliance|Firmar declaración de cumplimiento)$/;

for (const lang of ['en', 'es'] as const) {
  test.describe(`certified payroll: accessibility in ${lang}`, () => {
    test.use({ locale: LOCALES[lang] });
    test.describe.configure({ timeout: 120_000 });
    const walk = oneWalkPerScreen(lang);

    walk('Certified Payroll: no public-works jobs', async ({ page }) => {
      await openAs(page, BIRCH_ADMIN, '/certified-payroll');
      await expect(page.getByRole('link', { name: /^(Go to Jobs|Ir a Obras)$/ })).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'Certified Payroll (no public-works jobs)');
    });

    walk('Certified Payroll: a project and its weeks', async ({ page, request }) => {
      const project = await publicWorksWeek(request, { prefix: 'cp-a11y-weeks' });
      await openAs(page, ACCOUNTS.companyAdmin, `/certified-payroll?job=${project.jobId}`);
      await expect(page.getByRole('heading', { level: 2, name: project.jobName })).toBeVisible();
      await expect(
        page.getByRole('link', { name: /^(Week ending|Semana que termina)/ }).first(),
      ).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'Certified Payroll (the weeks)');
    });

    walk(
      'Certified Payroll: a week with warnings, and the statement',
      async ({ page, request }) => {
        const project = await publicWorksWeek(request, { prefix: 'cp-a11y-week' });
        await openAs(
          page,
          ACCOUNTS.companyAdmin,
          `/certified-payroll?job=${project.jobId}&week=${project.weekStart}`,
        );
        const sign = page.getByRole('button', { name: SIGN });
        await expect(sign).toBeDisabled();
        await expectAccessibleAtBothSizes(page, 'Certified Payroll (a week with warnings)');

        const explanations = page.getByRole('textbox', { name: /^(Explanation|Explicación)$/ });
        await expect(explanations).toHaveCount(2);
        for (const field of await explanations.all())
          await field.fill('Filed by the payroll service');
        await sign.click();
        await expect(page.getByRole('dialog', { name: SIGN })).toBeVisible();
        await expectAccessibleAtBothSizes(page, 'Certified Payroll (the statement of compliance)');
      },
    );

    walk('Certified Payroll: a signed week and its files', async ({ page, request }) => {
      const project = await publicWorksWeek(request, { prefix: 'cp-a11y-signed', signed: true });
      await openAs(
        page,
        ACCOUNTS.companyAdmin,
        `/certified-payroll?job=${project.jobId}&week=${project.weekStart}`,
      );
      await expect(page.getByRole('button', { name: /^(PDF \(WH-347\))$/ })).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'Certified Payroll (a signed week)');
    });
  });
}
