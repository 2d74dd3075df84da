import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CERTIFIED_PAYROLL_MESSAGES, messageText } from '@sitehours/contract';
import { LOCALES, VIEWPORTS, expectAccessibleAtBothSizes, settled } from '../support/a11y';
import { ACCOUNTS, DEMO_PASSWORD, apiSignIn, openAs } from '../support/auth';

/**
 * A company admin makes a job of their own a public-works job (decision 0028): its prevailing-
 * wage settings, two classifications of its wage determination with their rates (one an
 * operator's), a worker's default classification on it, all still there after a reload; and the
 * worker's identifying number, of which the Staff screen shows the last four until Show. The
 * panel and the identity dialog are scanned by axe and must fit a 375 px phone, in English and
 * Spanish. Every record is the journey's own.
 */

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A past first day of work, and a rate that takes effect in years: today's rate is the first. */
const START = '2025-01-06';
const LATER = '2030-07-01';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function adminApi(request: APIRequestContext) {
  const headers = bearer(await apiSignIn(request, ACCOUNTS.companyAdmin, DEMO_PASSWORD));
  return async <T>(method: 'post' | 'put', url: string, data: object): Promise<T> => {
    const res = await request[method](url, { headers, data });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
}

/** A worker of Acme's of the journey's own (not in reports, so no report meets them). */
async function ownWorker(request: APIRequestContext, lastName: string) {
  const send = await adminApi(request);
  const email = `e2e-pw-${stamp()}@acme.test`;
  const user = await send<{ id: string }>('post', '/api/users', {
    firstName: 'Pat',
    lastName,
    email,
    phone: null,
    hourlyRate: 30,
    role: 'standard_user',
    isActive: true,
    includeInReports: false,
    password: DEMO_PASSWORD,
  });
  return { id: user.id, email, name: `Pat ${lastName}` };
}

/** A job marked public works with one classification, made through the API. */
async function publicWorksJob(request: APIRequestContext, jobName: string) {
  const send = await adminApi(request);
  const type = await send<{ id: string }>('post', '/api/work-types', {
    workTypeName: `Paving ${stamp()}`,
  });
  await send('post', '/api/wc-codes/multiple', {
    workTypeId: type.id,
    wcCodes: [{ code: '5506', minHourlyRate: 0, maxHourlyRate: 0, compRate: 6.1 }],
  });
  const job = await send<{ id: string }>('post', '/api/jobs', {
    jobName,
    city: 'Fresno',
    state: 'CA',
    workTypeIds: [type.id],
  });
  await send('put', `/api/jobs/${job.id}/public-works`, {
    wageLaw: 'state',
    awardingAgency: 'Departamento de Transporte de California',
    startDate: START,
  });
  await send('post', `/api/jobs/${job.id}/classifications`, {
    name: 'Operador de equipo pesado grupo 8',
    determination: 'CA20260001 Mod 3',
    isOperator: true,
    rates: [
      { effectiveFrom: START, baseRate: '52.125', fringeRate: '30.00' },
      { effectiveFrom: LATER, baseRate: '54.00', fringeRate: '31.00' },
    ],
  });
  return job.id;
}

/**
 * What does not fit in the open dialog on the screen as it stands: a control out of the window,
 * a button whose label is cut, or the dialog scrolling sideways.
 */
async function dialogLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) return ['no dialog'];
    const name = (el: Element) =>
      (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim() ?? '').slice(0, 40);
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    for (const el of dialog.querySelectorAll('button, input, select, textarea, label')) {
      if (!shown(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(`${el.tagName.toLowerCase()} "${name(el)}" lies outside the screen`);
    }
    for (const button of dialog.querySelectorAll('button')) {
      if (!shown(button)) continue;
      const label = button.querySelector('.mantine-Button-label') ?? button;
      if (label.scrollWidth > label.clientWidth + 1)
        problems.push(`button "${name(button)}" shows its label cut`);
    }
    for (const box of dialog.querySelectorAll('*')) {
      if (shown(box) && box.scrollWidth > box.clientWidth + 1) {
        const overflow = getComputedStyle(box).overflowX;
        if (overflow === 'auto' || overflow === 'scroll')
          problems.push(`${box.tagName.toLowerCase()} scrolls sideways`);
      }
    }
    return problems;
  });
}

/**
 * axe at both sizes, and the dialog's layout checked on the phone: once per kind of state (the
 * settings, the classification form, the workers, the identity), the Spanish test taking the rest.
 */
async function checkDialog(page: Page, what: string) {
  await expectAccessibleAtBothSizes(page, what, async (size) => {
    if (size === 'mobile') expect(await dialogLayoutProblems(page), what).toEqual([]);
  });
}

const jobRow = (page: Page, jobName: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: jobName }) });

/** The job's "Public works" badge (its row's button says the same). */
const badge = (scope: Locator, text: string) =>
  scope.locator('.mantine-Badge-root', { hasText: text });

async function openPanel(page: Page, jobName: string, title: string, label: string) {
  await page.getByRole('button', { name: `${label} ${jobName}` }).click();
  const dialog = page.getByRole('dialog', { name: `${title}: ${jobName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.mantine-Loader-root')).toHaveCount(0);
  return dialog;
}

async function fillRate(
  form: Locator,
  row: number,
  rate: { from?: string; base: string; fringe: string },
) {
  const group = form.getByRole('group', { name: `Rate ${row}` });
  if (rate.from) await group.getByLabel('Effective from').fill(rate.from);
  await group.getByRole('textbox', { name: 'Base rate per hour' }).fill(rate.base);
  await group.getByRole('textbox', { name: 'Fringe per hour' }).fill(rate.fringe);
}

test.describe('company admin: a public-works job', () => {
  test('marks a job public works, adds its classifications and a worker’s, and keeps the worker’s number masked', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const jobName = `E2E Public Works ${stamp()}`;
    const worker = await ownWorker(page.request, `Prevailing ${stamp()}`);

    await test.step('a new job', async () => {
      await openAs(page, ACCOUNTS.companyAdmin, '/jobs');
      await expect(page.getByRole('heading', { name: 'Jobs Management' })).toBeVisible();
      await page.getByRole('button', { name: 'Add New Job' }).click();
      const form = page.getByRole('form', { name: 'Add New Job' });
      await form.getByRole('textbox', { name: 'Job Name' }).fill(jobName);
      await form.getByRole('textbox', { name: 'Street Address' }).fill('2100 Tulare St');
      await form.getByRole('textbox', { name: 'City' }).fill('Fresno');
      await form.getByRole('button', { name: 'Create Job' }).click();
      await expect(page.getByText(`Job "${jobName}" created successfully.`)).toBeVisible();
      await expect(badge(jobRow(page, jobName), 'Public works')).toHaveCount(0);
    });

    const dialog = await openPanel(page, jobName, 'Public works', 'Public works settings of');

    await test.step('prevailing wage, checked before it is saved', async () => {
      const toggle = dialog.getByRole('switch', { name: 'Prevailing wage (public works)' });
      await expect(toggle).not.toBeChecked();
      await toggle.check({ force: true });
      const form = dialog.getByRole('form', { name: 'Prevailing wage' });
      await expect(form.getByRole('textbox', { name: 'Project location' })).toHaveValue(
        '2100 Tulare St, Fresno',
      );
      await expect(form.getByRole('radio', { name: 'Federal — Davis-Bacon' })).toBeChecked();
      await expect(
        form.getByRole('radio', { name: 'Weighted average of the week’s rates (default)' }),
      ).toBeChecked();
      await form.getByRole('button', { name: 'Save and mark as public works' }).click();
      await expect(form.getByText('Please enter the awarding agency.')).toBeVisible();
      await expect(
        form.getByText('Please enter the first day of work on the project (yyyy-MM-dd).'),
      ).toBeVisible();
      await checkDialog(page, 'public-works settings with errors');

      await form.getByRole('radio', { name: 'State prevailing wage' }).check();
      await form.getByRole('textbox', { name: 'Awarding agency' }).fill('City of Fresno');
      await form.getByRole('textbox', { name: 'Project number' }).fill('PW-2291');
      await form.getByLabel('First day of work').fill(START);
      await form.getByRole('radio', { name: 'Paid in cash with the wages' }).check();
      await form.getByRole('button', { name: 'Save and mark as public works' }).click();
      await expect(dialog.getByText('The job is now a public-works job.')).toBeVisible();
      await expect(
        dialog.getByText('No classifications yet: add those of the wage determination.'),
      ).toBeVisible();
    });

    await test.step('two classifications with their rates', async () => {
      await dialog.getByRole('button', { name: 'New classification' }).click();
      let form = dialog.getByRole('form', { name: 'Add classification' });
      await form.getByRole('textbox', { name: 'Classification' }).fill('Electrician');
      await form.getByRole('textbox', { name: 'Wage determination' }).fill('CA20260001 Mod 3');
      // A new classification's first rates start on the project's first day.
      await expect(
        form.getByRole('group', { name: 'Rate 1' }).getByLabel('Effective from'),
      ).toHaveValue(START);
      await fillRate(form, 1, { base: '45.50', fringe: '20.10' });
      await form.getByRole('button', { name: 'Add a rate' }).click();
      await fillRate(form, 2, { from: LATER, base: '47.00', fringe: 'abc' });
      await form.getByRole('button', { name: 'Add classification' }).click();
      await expect(
        form
          .getByRole('group', { name: 'Rate 2' })
          .getByText('Rates must be from 0 to 999.999, with at most three decimals'),
      ).toBeVisible();
      await fillRate(form, 2, { base: '47.00', fringe: '21.00' });
      await form.getByRole('button', { name: 'Add classification' }).click();
      await expect(dialog.getByText('Classification "Electrician" added.')).toBeVisible();

      await dialog.getByRole('button', { name: 'New classification' }).click();
      form = dialog.getByRole('form', { name: 'Add classification' });
      await form
        .getByRole('textbox', { name: 'Classification' })
        .fill('Operating Engineer Group 8');
      await form.getByRole('checkbox', { name: 'Equipment operator' }).check();
      await fillRate(form, 1, { base: '52.125', fringe: '30.00' });
      await form.getByRole('button', { name: 'Add classification' }).click();
      await expect(
        dialog.getByText('Classification "Operating Engineer Group 8" added.'),
      ).toBeVisible();
    });

    await test.step('a worker’s default classification, found among many', async () => {
      await dialog.getByRole('searchbox', { name: 'Find a worker' }).fill(worker.name);
      await expect(dialog.getByText('1 worker', { exact: true })).toBeVisible();
      const select = dialog.getByRole('combobox', { name: worker.name });
      await expect(select.locator('option:checked')).toHaveText('No classification');
      await select.selectOption({ label: 'Operating Engineer Group 8' });
      await expect(dialog.getByText('Saved.', { exact: true })).toBeVisible();
      await checkDialog(page, 'public-works panel with classifications and workers');
    });

    await test.step('all of it after a reload', async () => {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(badge(jobRow(page, jobName), 'Public works')).toBeVisible();
      await page.reload();
      await expect(badge(jobRow(page, jobName), 'Public works')).toBeVisible();
      const again = await openPanel(page, jobName, 'Public works', 'Public works settings of');
      const form = again.getByRole('form', { name: 'Prevailing wage' });
      await expect(form.getByRole('textbox', { name: 'Awarding agency' })).toHaveValue(
        'City of Fresno',
      );
      await expect(form.getByRole('textbox', { name: 'Project number' })).toHaveValue('PW-2291');
      await expect(form.getByLabel('First day of work')).toHaveValue(START);
      await expect(form.getByRole('radio', { name: 'State prevailing wage' })).toBeChecked();
      await expect(form.getByRole('radio', { name: 'Paid in cash with the wages' })).toBeChecked();

      const table = again.getByRole('table', { name: 'Classifications of this job' });
      const electrician = table.getByRole('row').filter({ hasText: 'Electrician' });
      await expect(electrician).toContainText('CA20260001 Mod 3');
      await expect(electrician).toContainText('$45.50 + $20.10 fringe');
      await expect(electrician).toContainText('Then $47.00 + $21.00 fringe from Jul 1, 2030');
      await expect(electrician).toContainText('Jan 6, 2025 · Jul 1, 2030');
      await expect(electrician.getByText('Operator', { exact: true })).toHaveCount(0);
      const operator = table.getByRole('row').filter({ hasText: 'Operating Engineer Group 8' });
      await expect(operator.getByText('Operator', { exact: true })).toBeVisible();
      await expect(operator).toContainText('$52.125 + $30.00 fringe');

      await again.getByRole('searchbox', { name: 'Find a worker' }).fill(worker.email);
      await expect(
        again.getByRole('combobox', { name: worker.name }).locator('option:checked'),
      ).toHaveText('Operating Engineer Group 8');

      // The rates edited: the second one removed.
      await again.getByRole('button', { name: 'Edit classification Electrician' }).click();
      const edit = again.getByRole('form', { name: 'Edit classification: Electrician' });
      await edit.getByRole('button', { name: 'Remove rate 2' }).click();
      await expect(edit.getByRole('group', { name: 'Rate 2' })).toHaveCount(0);
      await edit.getByRole('button', { name: 'Save classification' }).click();
      await expect(again.getByText('Classification "Electrician" saved.')).toBeVisible();
      await expect(electrician).not.toContainText('2030');
      await page.keyboard.press('Escape');
    });

    await test.step('the worker’s identifying number: only the last four until Show', async () => {
      await page.goto('/users');
      await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: `Identifying details of ${worker.name}` }).click();
      const identity = page.getByRole('dialog', { name: `Identifying details: ${worker.name}` });
      await expect(identity.getByText('Nothing on file')).toBeVisible();
      await expect(
        identity.getByText('Only the last four characters appear on certified payrolls.'),
      ).toBeVisible();
      const number = identity.getByRole('textbox', { name: 'Identifying number' });
      await number.fill('12 3');
      await identity.getByRole('button', { name: 'Save details' }).click();
      await expect(
        identity.getByText('The identifying number has 4 to 20 letters or digits.'),
      ).toBeVisible();

      await number.fill('123-45-6789');
      await identity
        .getByRole('textbox', { name: 'Address (optional)' })
        .fill('77 Rebar Rd, Fresno');
      await identity.getByRole('button', { name: 'Save details' }).click();
      await expect(identity.getByText('Identifying details saved.')).toBeVisible();
      await expect(identity.getByText('On file: xxx-xx-6789')).toBeVisible();
      await expect(identity).not.toContainText('123-45-6789');
      await expect(identity.getByRole('textbox', { name: 'New identifying number' })).toHaveValue(
        '',
      );

      await identity.getByRole('button', { name: 'Show' }).click();
      await expect(identity.getByText('Identifying number: 123-45-6789')).toBeVisible();
      await checkDialog(page, 'identifying details shown');
      await identity.getByRole('button', { name: 'Hide' }).click();
      await expect(identity).not.toContainText('123-45-6789');

      await page.reload();
      await page.getByRole('button', { name: `Identifying details of ${worker.name}` }).click();
      await expect(identity.getByText('On file: xxx-xx-6789')).toBeVisible();
      await expect(identity.getByText('Address: 77 Rebar Rd, Fresno')).toBeVisible();
      await expect(identity).not.toContainText('123-45-6789');
    });
  });
});

test.describe('el panel de obra pública en un teléfono (es)', () => {
  test.use({ locale: LOCALES.es, viewport: VIEWPORTS.mobile });

  test('cabe en 375 px en español, y quitar el salario prevaleciente pregunta primero', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const jobName = `E2E Obra Pública ${stamp()}`;
    await publicWorksJob(page.request, jobName);
    await openAs(page, ACCOUNTS.companyAdmin, '/jobs');
    await expect(page.getByRole('heading', { name: 'Administración de obras' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: jobName });
    await expect(badge(card, 'Obra pública')).toBeVisible();

    const dialog = await openPanel(page, jobName, 'Obra pública', 'Obra pública: ajustes de');
    await settled(page);
    expect(await dialogLayoutProblems(page), 'the panel').toEqual([]);
    const operator = dialog
      .getByRole('list', { name: 'Clasificaciones de esta obra' })
      .getByRole('listitem')
      .filter({ hasText: 'Operador de equipo pesado' });
    await expect(operator.getByText('Operador', { exact: true })).toBeVisible();
    await expect(operator).toContainText('$52.125 + $30.00 de fringe');

    await operator
      .getByRole('button', { name: 'Editar clasificación Operador de equipo pesado grupo 8' })
      .click();
    const edit = dialog.getByRole('form', {
      name: 'Editar clasificación: Operador de equipo pesado grupo 8',
    });
    await expect(edit.getByRole('group', { name: 'Tarifa 2' })).toBeVisible();
    expect(await dialogLayoutProblems(page), 'the classification form').toEqual([]);
    await checkDialog(page, 'el formulario de clasificación');
    await page.setViewportSize(VIEWPORTS.mobile);
    await edit.getByRole('button', { name: 'Cancelar' }).click();

    await dialog.getByRole('switch', { name: 'Salario prevaleciente (obra pública)' }).uncheck({
      force: true,
    });
    await expect(dialog.getByText('¿Quitar el salario prevaleciente?')).toBeVisible();
    await settled(page);
    expect(await dialogLayoutProblems(page), 'the turn-off question').toEqual([]);
    await dialog.getByRole('button', { name: 'Mantenerlo' }).click();
    await expect(dialog.getByRole('form', { name: 'Salario prevaleciente' })).toBeVisible();

    // A job with a signed certified payroll stays public works: the server's refusal, in Spanish.
    const code = CERTIFIED_PAYROLL_MESSAGES.hasSignedPayrolls;
    await page.route(
      (url) => /\/api\/jobs\/[^/]+\/public-works$/.test(url.pathname),
      (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({
              status: 409,
              json: { error: 'conflict', message: messageText(code), code },
            })
          : route.fallback(),
    );
    await dialog.getByRole('switch', { name: 'Salario prevaleciente (obra pública)' }).uncheck({
      force: true,
    });
    await dialog.getByRole('button', { name: 'Quitar', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Este trabajo tiene nóminas certificadas firmadas: sigue siendo de obra pública.',
    );
    await expect(
      dialog.getByRole('switch', { name: 'Salario prevaleciente (obra pública)' }),
    ).toBeChecked();
    await checkDialog(page, 'la negativa a quitar el salario prevaleciente');
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.unrouteAll();

    await dialog.getByRole('switch', { name: 'Salario prevaleciente (obra pública)' }).uncheck({
      force: true,
    });
    await dialog.getByRole('button', { name: 'Quitar', exact: true }).click();
    await expect(dialog.getByText('La obra ya no es una obra pública.')).toBeVisible();
    await expect(dialog.getByRole('form', { name: 'Salario prevaleciente' })).toHaveCount(0);
    await expect(dialog.getByText('Clasificaciones de la determinación salarial')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(badge(card, 'Obra pública')).toHaveCount(0);
  });
});
