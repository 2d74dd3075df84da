import { expect, test } from '@playwright/test';
import { LOCALES, expectAccessibleAtBothSizes, oneWalkPerScreen } from '../support/a11y';
import { openAs } from '../support/auth';
import { timesCompanyWorker } from './punch-clock-helpers';

/**
 * Accessibility (axe-core, WCAG 2.2 AA) of the punch clock in each of its states, at a phone
 * and a desktop size: loading, a failed load, the location question, off the clock (and its
 * form refusing a missing job), a company that keeps hours; then, in the other language, working,
 * the switch and clock-out dialogs, the meal break, a punch waiting offline and a punch the
 * server refused (simulated in the browser). Each walk has a worker of its own in the company
 * that records times (punch-clock-helpers.ts).
 */

test.use({
  permissions: ['geolocation'],
  geolocation: { latitude: 40.2732, longitude: -76.8867, accuracy: 20 },
});

for (const lang of ['en', 'es'] as const) {
  const walk = oneWalkPerScreen(lang);
  test.describe(`punch clock: accessibility in ${lang}`, () => {
    test.use({ locale: LOCALES[lang] });
    test.describe.configure({ timeout: 120_000 });

    walk(
      'loading, failed, the location question, off the clock, hours only',
      async ({ page, request }) => {
        const worker = await timesCompanyWorker(request, 'a11y-punch');
        let answer: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (answer = resolve));
        await page.route('**/api/punch-clock', async (route) => {
          await held;
          await route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'Forbidden', message: 'Access denied' }),
          });
        });
        await openAs(page, worker.email, '/punch-clock');
        await expect(page.getByRole('status', { name: 'Loading the punch clock…' })).toBeVisible();
        await expectAccessibleAtBothSizes(page, 'the punch clock loading');
        answer();
        const failed = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
        await expect(failed).toBeVisible();
        await expectAccessibleAtBothSizes(page, 'the punch clock failing to load');

        await page.unroute('**/api/punch-clock');
        await failed.getByRole('button', { name: 'Try Again' }).click();
        const consent = page.getByRole('dialog', { name: 'Your location at punches' });
        await expect(consent).toBeVisible();
        await expectAccessibleAtBothSizes(page, 'the location question');
        await consent.getByRole('button', { name: "Don't allow" }).click();
        await expect(consent).toHaveCount(0);
        await expect(page.getByText('Your position is not recorded.')).toBeVisible();

        await page.getByRole('button', { name: 'Clock in', exact: true }).click();
        await expect(page.getByText('Please choose a job.')).toBeVisible();
        await expectAccessibleAtBothSizes(page, 'off the clock, the job missing');

        await openAs(page, 'worker2@acme.test', '/punch-clock');
        await expect(page.getByText('Your company records hours')).toBeVisible();
        await expectAccessibleAtBothSizes(page, 'the punch clock of a company keeping hours');
      },
    );

    walk(
      'working, switching, the meal, clocking out, offline, refused',
      async ({ page, context, request }) => {
        const worker = await timesCompanyWorker(request, 'a11y-punch');
        await openAs(page, worker.email, '/punch-clock');
        const consent = page.getByRole('dialog', { name: 'Su ubicación al marcar' });
        await consent.getByRole('button', { name: 'Permitir al marcar' }).click();
        await expect(consent).toHaveCount(0);

        await page.getByRole('combobox', { name: 'Obra' }).selectOption({ label: worker.jobName });
        await page
          .getByRole('combobox', { name: 'Tipo de trabajo' })
          .selectOption({ label: worker.workTypes[0] });
        await page.getByRole('button', { name: 'Marcar entrada' }).click();
        const status = page.locator('[data-clock-status]');
        await expect(status).toHaveText(`Trabajando en ${worker.jobName} · ${worker.workTypes[0]}`);
        await expectAccessibleAtBothSizes(page, 'working');

        await page.getByRole('button', { name: 'Cambiar obra o tipo de trabajo' }).click();
        const switching = page.getByRole('dialog', { name: 'Cambiar obra o tipo de trabajo' });
        await expect(switching).toBeVisible();
        await expectAccessibleAtBothSizes(page, 'the switch dialog');
        await switching.getByRole('button', { name: 'Cancelar' }).click();
        await expect(switching).toHaveCount(0);

        await page.waitForTimeout(1_100);
        await page.getByRole('button', { name: 'Empezar comida' }).click();
        await expect(status).toHaveText(/^En la comida desde las \d\d:\d\d$/);
        await expectAccessibleAtBothSizes(page, 'on the meal break');

        await page.getByRole('button', { name: 'Marcar salida' }).click();
        const out = page.getByRole('dialog', { name: 'Marcar salida' });
        await expect(out).toContainText('¿Le dieron sus descansos?');
        await expectAccessibleAtBothSizes(page, 'the clock-out question');
        await out.getByRole('button', { name: 'Cancelar' }).click();
        await expect(out).toHaveCount(0);

        await context.setOffline(true);
        await page.getByRole('button', { name: 'Terminar comida' }).click();
        await expect(page.locator('[data-punch-queue]')).toHaveText(
          'Está sin conexión. 1 marca pendiente de enviar',
        );
        await expectAccessibleAtBothSizes(page, 'a punch waiting offline');
        await context.setOffline(false);
        await expect(page.locator('[data-punch-queue]')).toHaveCount(0);

        // The server refuses the next punch (simulated): the worker sees why before it goes.
        await page.route('**/api/punches', (route) =>
          route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({
              error: 'Conflict',
              message: 'You are on a meal break. End the meal first.',
              code: 'punchOnMeal',
            }),
          }),
        );
        await page.getByRole('button', { name: 'Empezar comida' }).click();
        const refused = page.locator('[data-refused-punch="meal_start"]');
        await expect(refused).toContainText('Está en su comida');
        await expectAccessibleAtBothSizes(page, 'a refused punch');
        await refused.getByRole('button', { name: /^He visto que/ }).click();
        await expect(refused).toHaveCount(0);
        await page.unroute('**/api/punches');
      },
    );
  });
}
