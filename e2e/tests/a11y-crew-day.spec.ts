import { expect, test } from '@playwright/test';
import { LOCALES, expectAccessibleAtBothSizes, oneWalkPerScreen } from '../support/a11y';
import { ACCOUNTS, openAs } from '../support/auth';
import { crewOfAcme, saveDay } from './crew-day-helpers';

/**
 * Accessibility (axe-core, WCAG 2.2 AA) of the crew screens at a phone and a desktop size, in
 * both languages: Crews (the list and its dialog), the crew day (loading, failing to load, its
 * rows, saved, and the sign dialog), and My Days to Sign (a day waiting, and My PIN).
 */
for (const lang of ['en', 'es'] as const) {
  test.describe(`crew day: accessibility in ${lang}`, () => {
    test.use({ locale: LOCALES[lang] });
    test.describe.configure({ timeout: 120_000 });
    // Each screen walked once, the languages alternating (decision 0022).
    const walk = oneWalkPerScreen(lang);

    walk('Crews: the list and its dialog', async ({ page, request }) => {
      const setup = await crewOfAcme(request, `a11y-crews-${lang}`, 1);
      await openAs(page, ACCOUNTS.companyAdmin, '/crews');
      await expect(page.getByText(setup.crewName)).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'the crews');
      await page.getByRole('button', { name: /^(Add Crew|Añadir cuadrilla)$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'the crew dialog');
    });

    walk(
      'the crew day: loading, failing, a line typed, saved, the sign dialog',
      async ({ page, request }) => {
        const setup = await crewOfAcme(request, `a11y-crew-${lang}`, 2);
        const worker = setup.workers[0]!;
        // The crew day loading, then failing to load, then loaded.
        let answer: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (answer = resolve));
        await page.route('**/api/crew-day/crews', async (route) => {
          await held;
          await route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'Internal Server Error' }),
          });
        });
        await openAs(page, setup.lead.email, '/crew-day');
        await expect(page.getByRole('status').filter({ hasText: /…/ })).toBeVisible();
        await expectAccessibleAtBothSizes(page, 'the crew day loading');
        answer();
        const failed = page.getByRole('alert');
        await expect(failed).toBeVisible();
        await expectAccessibleAtBothSizes(page, 'the crew day failing to load');
        await page.unroute('**/api/crew-day/crews');
        await failed.getByRole('button').click();
        const hours = page.getByRole('textbox', { name: new RegExp(`, ${worker.name}, `) });
        await hours.fill('8');
        await page
          .getByRole('combobox', { name: new RegExp(`, ${worker.name}, `) })
          .selectOption({ label: setup.workTypes[0]!.name });
        await expectAccessibleAtBothSizes(page, 'the crew day with a line typed');
        await page.getByRole('button', { name: /^(Submit day|Enviar el día)$/ }).click();
        const sign = page.getByRole('button', {
          name: new RegExp(`^(Sign for|Firmar por) ${worker.name}$`),
        });
        await expect(sign).toBeVisible();
        await expectAccessibleAtBothSizes(page, 'the crew day saved');
        await sign.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectAccessibleAtBothSizes(page, 'the sign dialog');
      },
    );

    walk('My Days to Sign: a day waiting and My PIN', async ({ page, request }) => {
      const setup = await crewOfAcme(request, `a11y-sign-${lang}`, 1);
      const worker = setup.workers[0]!;
      await saveDay(request, setup);
      await openAs(page, worker.email, '/sign-offs');
      await expect(
        page.getByRole('button', { name: /^(Review and sign|Revisar y firmar) / }),
      ).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'my days to sign');
    });
  });
}
