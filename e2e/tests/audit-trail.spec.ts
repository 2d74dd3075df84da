import { expect, test } from '@playwright/test';
import { LOCALES, expectAccessibleAtBothSizes, oneWalkPerScreen } from '../support/a11y';
import { ACCOUNTS, openAs } from '../support/auth';

/**
 * The Audit Trail: a company admin verifies the company's history by keyboard and finds it
 * intact, with the events listed; the screen loading, failing to load and with its result has no
 * accessibility violation at a phone and a desktop size, in both languages.
 */
for (const lang of ['en', 'es'] as const) {
  test.describe(`audit trail in ${lang}`, () => {
    test.use({ locale: LOCALES[lang] });
    test.describe.configure({ timeout: 120_000 });
    const walk = oneWalkPerScreen(lang);

    const verifyIntact = async (page: import('@playwright/test').Page) => {
      const button = page.getByRole('button', { name: /^(Verify history|Verificar historial)$/ });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(/^(History intact|Historial intacto): \d+/)).toBeVisible({
        timeout: 30_000,
      });
    };

    walk('loading, failing to load, then verified intact', async ({ page }) => {
      let answer: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/api/ledger/events*', async (route) => {
        await held;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Internal Server Error' }),
        });
      });
      await openAs(page, ACCOUNTS.companyAdmin, '/audit-trail');
      await expect(page.getByRole('status').filter({ hasText: /…/ })).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'the audit trail loading');
      answer();
      const failed = page.getByRole('alert');
      await expect(failed).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'the audit trail failing to load');
      await page.unroute('**/api/ledger/events*');
      await failed.getByRole('button').click();
      await expect(failed).toBeHidden();
      await verifyIntact(page);
      await expectAccessibleAtBothSizes(page, 'the audit trail verified');
    });

    walk('verified intact with its events', async ({ page }) => {
      await openAs(page, ACCOUNTS.companyAdmin, '/audit-trail');
      await expect(
        page.getByRole('heading', { name: /^(Audit Trail|Registro de auditoría)$/ }),
      ).toBeVisible();
      await verifyIntact(page);
      await expectAccessibleAtBothSizes(page, 'the audit trail verified');
    });
  });
}
