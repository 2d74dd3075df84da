import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOCALES, expectAccessibleAtBothSizes, oneWalkPerScreen } from '../support/a11y';
import { DEMO_PASSWORD, apiSignIn, openAs } from '../support/auth';
import { TIMES_COMPANY_ADMIN, timesCompanyWorker } from './punch-clock-helpers';

/**
 * Accessibility (axe-core, WCAG 2.2 AA) of the kiosks, at a phone and a desktop size: the admin's
 * Kiosks screen (loading, failed, empty, the list, setting one up, its link shown once, a kiosk's
 * punches, revoking), and, in the other language, the tablet itself (not set up, a revoked
 * credential, the names, the PIN pad refusing a wrong PIN, a worker's punches, offline with a
 * punch waiting, clocked in, the day's questions at clock-out).
 */

/** A kiosk of Keystone Masonry on a job of the walk's own, and a worker with a PIN. */
async function kioskWithWorker(request: APIRequestContext) {
  const worker = await timesCompanyWorker(request, 'a11y-kiosk');
  const admin = await apiSignIn(request, TIMES_COMPANY_ADMIN, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${admin}` };
  const jobs = (await (await request.get('/api/jobs', { headers })).json()) as {
    id: string;
    name: string;
  }[];
  const job = jobs.find((j) => j.name === worker.jobName)!;
  const created = await request.post('/api/kiosks', {
    headers,
    data: { name: `Gate ${worker.jobName}`, jobId: job.id, askPhoto: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const kiosk = (await created.json()) as { id: string; credential: string };
  const token = await apiSignIn(request, worker.email, DEMO_PASSWORD);
  const pin = await request.put('/api/me/pin', {
    headers: { Authorization: `Bearer ${token}` },
    data: { pin: '5791' },
  });
  expect(pin.status()).toBe(200);
  const me = (await (
    await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { firstName: string; lastName: string };
  return { ...worker, kiosk, name: `${me.firstName} ${me.lastName}`, headers };
}

for (const lang of ['en', 'es'] as const) {
  const walk = oneWalkPerScreen(lang);
  test.describe(`kiosks: accessibility in ${lang}`, () => {
    test.use({ locale: LOCALES[lang] });
    test.describe.configure({ timeout: 120_000 });

    walk('the Kiosks screen of an admin', async ({ page, request }) => {
      const { jobName } = await timesCompanyWorker(request, 'a11y-kiosks');
      let answer: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/api/kiosks', async (route) => {
        await held;
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
      });
      await openAs(page, TIMES_COMPANY_ADMIN, '/kiosks');
      await expect(
        page.getByRole('status').filter({ hasText: 'Loading the kiosks' }),
      ).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'kiosks loading');
      answer();
      const failed = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
      await expect(failed).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'kiosks failing to load');
      await page.unroute('**/api/kiosks');
      await page.route('**/api/kiosks', (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ status: 200, contentType: 'application/json', body: '[]' })
          : route.fallback(),
      );
      await failed.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByText('No kiosks yet.', { exact: false })).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'no kiosks');
      await page.unroute('**/api/kiosks');

      await page.getByRole('button', { name: 'Set up a kiosk' }).click();
      const dialog = page.getByRole('dialog', { name: 'Set up a kiosk' });
      await dialog.getByRole('button', { name: 'Set up', exact: true }).click();
      await expect(dialog.getByText('Please choose a job.')).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'setting up a kiosk, the job missing');
      await dialog.getByLabel('Kiosk name').fill(`Gate ${jobName}`);
      await dialog.getByRole('combobox', { name: 'Site (job)' }).fill(jobName);
      await page.getByRole('option', { name: jobName, exact: true }).click();
      await dialog.getByRole('button', { name: 'Set up', exact: true }).click();
      const created = page.getByRole('dialog', { name: 'Kiosk set up' });
      await expect(created.getByLabel('Set-up link')).toHaveValue(/\/kiosk#/);
      await expectAccessibleAtBothSizes(page, 'the set-up link');
      await created.getByRole('button', { name: 'Done' }).click();

      await page.getByRole('button', { name: `Today's punches at Gate ${jobName}` }).click();
      await expect(page.getByText('No punches at this kiosk today.')).toBeVisible();
      await expectAccessibleAtBothSizes(page, "a kiosk's punches");
      await page.getByRole('button', { name: `Revoke Gate ${jobName}` }).click();
      await expect(page.getByRole('dialog', { name: 'Revoke this kiosk?' })).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'revoking a kiosk');
      await page.getByRole('button', { name: 'Revoke', exact: true }).click();
      await expect(page.getByText(`Gate ${jobName} was revoked`)).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'a kiosk revoked');
    });

    walk('the kiosk tablet', async ({ page, context, request }) => {
      const setup = await kioskWithWorker(request);
      await page.goto('/kiosk');
      await expect(
        page.getByRole('heading', { name: 'Esta tableta aún no es un quiosco' }),
      ).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'a tablet not set up');

      await page.route('**/api/kiosk', (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({
            error: 'unauthorized',
            message: 'x',
            code: 'kioskCredentialInvalid',
          }),
        }),
      );
      await page.goto(`/kiosk#${setup.kiosk.credential}`);
      await expect(
        page.getByRole('heading', { name: 'Este quiosco ya no está configurado' }),
      ).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'a revoked kiosk');
      await page.unroute('**/api/kiosk');
      // The credential stayed on the tablet: the kiosk opens without the link.
      await page.goto('/kiosk');
      const search = page.getByRole('searchbox', { name: 'Busque su nombre' });
      await expect(search).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'the names');

      await search.fill(setup.name);
      await page.getByRole('button', { name: setup.name, exact: true }).click();
      await page.getByLabel('PIN', { exact: true }).fill('1111');
      await page.getByRole('button', { name: 'Aceptar' }).click();
      await expect(page.getByText('PIN incorrecto', { exact: false })).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'a wrong PIN');
      await page.getByLabel('PIN', { exact: true }).fill('5791');
      await page.getByRole('button', { name: 'Aceptar' }).click();
      await expect(page.getByText('Está fuera de turno.')).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'off the clock');

      // Offline: the punch waits on the tablet, and is sent once it is back.
      await context.setOffline(true);
      await page.getByRole('button', { name: `Entrada: ${setup.workTypes[0]}` }).click();
      await expect(page.getByText('Guardado en esta tableta', { exact: false })).toBeVisible();
      await expect(page.getByText('1 marcación pendiente de envío')).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'clocked in offline, the punch waiting');
      await context.setOffline(false);
      await expect(page.getByText('1 marcación pendiente de envío')).toHaveCount(0);

      await page.getByRole('button', { name: 'Siguiente trabajador' }).click();
      await search.fill(setup.name);
      await page.getByRole('button', { name: setup.name, exact: true }).click();
      await page.getByLabel('PIN', { exact: true }).fill('5791');
      await page.getByRole('button', { name: 'Aceptar' }).click();
      await expect(
        page.getByText(`Trabajando: ${setup.workTypes[0]}`, { exact: false }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Cambio de tipo de trabajo' }).click();
      await expect(
        page.getByRole('button', { name: `Cambio de tipo de trabajo: ${setup.workTypes[1]}` }),
      ).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'working, choosing another work type');
      await page.getByRole('button', { name: 'Salida', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Firme su día' })).toBeVisible();
      await expectAccessibleAtBothSizes(page, "the day's questions");
      await page.getByRole('button', { name: 'Ahora no' }).click();
      await expect(page.getByText(`${setup.name}, su salida quedó marcada.`)).toBeVisible();
      await expectAccessibleAtBothSizes(page, 'clocked out');
    });
  });
}
