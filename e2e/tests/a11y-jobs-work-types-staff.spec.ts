import { expect, test, type Page } from '@playwright/test';
import { LOCALES, VIEWPORTS, expectAccessibleAtBothSizes, oneWalkPerScreen } from '../support/a11y';
import { ACCOUNTS, signIn } from '../support/auth';

/**
 * Accessibility (axe-core, WCAG 2.2 AA) of the company admin's catalogue and staff screens —
 * Jobs, Work Types & WC Codes, Staff — in their main states, in English and Spanish, on a phone
 * and a desktop. Empty and failed lists are simulated by answering the list call in the browser,
 * so the shared demo data stays as it is; nothing here saves anything.
 */

const TEXTS = {
  en: {
    jobsTitle: 'Jobs Management',
    addJob: 'Add New Job',
    createJob: 'Create Job',
    jobName: 'Job Name',
    showInactiveJobs: 'Show Inactive',
    inactiveJobs: 'Inactive Jobs',
    editJob: 'Edit Lakeshore Medical Office',
    showInactive: 'Show Inactive',
    workTypesTitle: 'Work Types & WC Codes',
    workTypesList: 'Work types',
    addWorkType: 'Add Work Type',
    saveWorkType: 'Save Work Type',
    noThreshold: 'No Threshold',
    editCarpentry: 'Edit Carpentry',
    carpentryCodes: 'WC codes of Carpentry',
    staffTitle: 'Staff',
    addUser: 'Add User',
    createUser: 'Create User',
    editUser: 'Edit Luis Hernandez',
    inactiveUsers: 'Inactive Users',
  },
  es: {
    jobsTitle: 'Administración de obras',
    addJob: 'Agregar obra nueva',
    createJob: 'Crear obra',
    jobName: 'Nombre de la obra',
    showInactiveJobs: 'Mostrar inactivas',
    inactiveJobs: 'Obras inactivas',
    editJob: 'Editar Lakeshore Medical Office',
    showInactive: 'Mostrar inactivos',
    workTypesTitle: 'Tipos de trabajo y códigos WC',
    workTypesList: 'Tipos de trabajo',
    addWorkType: 'Agregar tipo de trabajo',
    saveWorkType: 'Guardar tipo de trabajo',
    noThreshold: 'Sin límite de tarifa',
    editCarpentry: 'Editar Carpentry',
    carpentryCodes: 'Códigos WC de Carpentry',
    staffTitle: 'Personal',
    addUser: 'Agregar usuario',
    createUser: 'Crear usuario',
    editUser: 'Editar a Luis Hernandez',
    inactiveUsers: 'Usuarios inactivos',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Answers the GET of an API list (by its path) in the browser: empty, or refused. */
async function answerList(page: Page, apiPath: string, answer: 'empty' | 'refused') {
  await page.route(
    (url) => url.pathname === apiPath,
    (route) =>
      route.request().method() !== 'GET'
        ? route.fallback()
        : answer === 'empty'
          ? route.fulfill({ json: [] })
          : route.fulfill({ status: 400, json: { message: 'Refused by the test' } }),
  );
}

async function openScreen(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The list's empty state (a status message with no spinner), then its failed state. */
async function checkEmptyAndFailed(
  page: Page,
  screen: { path: string; api: string; title: string; name: string },
  at: string,
) {
  const main = page.getByRole('main');
  await answerList(page, screen.api, 'empty');
  await openScreen(page, screen.path, screen.title);
  await expect(
    main.getByRole('status').filter({ hasNot: page.locator('.mantine-Loader-root') }),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, `${screen.name} empty ${at}`);
  await page.unrouteAll();

  await answerList(page, screen.api, 'refused');
  await openScreen(page, screen.path, screen.title);
  await expect(main.getByRole('alert')).toBeVisible();
  await expectAccessibleAtBothSizes(page, `${screen.name} failed ${at}`);
  await page.unrouteAll();
}

async function checkJobs(page: Page, T: Texts, at: string) {
  await openScreen(page, '/jobs', T.jobsTitle);
  await expect(page.getByRole('button', { name: T.editJob })).toBeVisible();

  await page.getByRole('button', { name: T.showInactiveJobs }).click();
  await expect(page.getByRole('region', { name: T.inactiveJobs })).toBeVisible();
  await expectAccessibleAtBothSizes(page, `jobs with inactive ${at}`);

  await page.getByRole('button', { name: T.addJob }).click();
  const form = page.getByRole('form', { name: T.addJob });
  await expect(form.getByRole('checkbox').first()).toBeVisible();

  await form.getByRole('button', { name: T.createJob }).click();
  await expect(form.getByRole('textbox', { name: T.jobName })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectAccessibleAtBothSizes(page, `jobs form error ${at}`);

  await page.getByRole('button', { name: T.editJob }).click();
  const edit = page.getByRole('form', { name: /Lakeshore Medical Office/ });
  await expect(edit.getByRole('checkbox').first()).toBeVisible();
  await expectAccessibleAtBothSizes(page, `jobs edit form ${at}`);

  await checkEmptyAndFailed(
    page,
    { path: '/jobs', api: '/api/jobs/all', title: T.jobsTitle, name: 'jobs' },
    at,
  );
}

async function checkWorkTypes(page: Page, T: Texts, at: string) {
  await openScreen(page, '/work-types-wc-codes', T.workTypesTitle);
  const list = page.getByRole('list', { name: T.workTypesList });
  await list.getByRole('button', { name: /^Carpentry/ }).click();
  await expect(page.getByRole('table', { name: T.carpentryCodes })).toBeVisible();

  await page.getByRole('button', { name: T.showInactive }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'Demolition' })).toBeVisible();
  await expectAccessibleAtBothSizes(page, `work types with inactive ${at}`);

  await page.getByRole('button', { name: T.addWorkType }).click();
  const form = page.getByRole('form', { name: T.addWorkType });
  await expect(form).toBeVisible();

  await form.getByRole('button', { name: T.saveWorkType }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expectAccessibleAtBothSizes(page, `work types form errors ${at}`);

  await form.getByRole('switch', { name: T.noThreshold }).check({ force: true });
  await expectAccessibleAtBothSizes(page, `work types no-threshold form ${at}`);

  await list.getByRole('button', { name: T.editCarpentry }).click();
  await expect(page.getByRole('form', { name: /Carpentry/ })).toBeVisible();
  await expectAccessibleAtBothSizes(page, `work types edit form ${at}`);

  await checkEmptyAndFailed(
    page,
    {
      path: '/work-types-wc-codes',
      api: '/api/work-types',
      title: T.workTypesTitle,
      name: 'work types',
    },
    at,
  );
}

async function checkStaff(page: Page, T: Texts, at: string) {
  await openScreen(page, '/users', T.staffTitle);
  await expect(page.getByRole('button', { name: T.editUser })).toBeVisible();

  await page.getByRole('button', { name: T.showInactive }).click();
  await expect(page.getByRole('heading', { name: T.inactiveUsers }).first()).toBeVisible();
  await expectAccessibleAtBothSizes(page, `staff with inactive ${at}`);

  await page.getByRole('button', { name: T.addUser, exact: true }).click();
  const form = page.getByRole('form', { name: T.addUser });
  await expect(form).toBeVisible();

  await form.getByRole('button', { name: T.createUser }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expectAccessibleAtBothSizes(page, `staff form error ${at}`);

  await page.getByRole('button', { name: T.editUser }).click();
  await expect(page.getByRole('form').getByRole('textbox').first()).toBeVisible();
  await expectAccessibleAtBothSizes(page, `staff edit form ${at}`);

  await checkEmptyAndFailed(
    page,
    { path: '/users', api: '/api/users', title: T.staffTitle, name: 'staff' },
    at,
  );
}

const SCREENS = { Jobs: checkJobs, 'Work Types & WC Codes': checkWorkTypes, Staff: checkStaff };

for (const language of ['en', 'es'] as const) {
  const walk = oneWalkPerScreen(language);
  test.describe(`jobs, work types and staff are accessible (${language})`, () => {
    test.use({ locale: LOCALES[language] });
    // Ten axe-core scans per test, over long lists: more than the default 30 seconds.
    test.describe.configure({ timeout: 240_000 });

    for (const [screen, check] of Object.entries(SCREENS)) {
      walk(`${screen} at both sizes`, async ({ page }) => {
        await page.setViewportSize(VIEWPORTS.mobile);
        await signIn(page, ACCOUNTS.companyAdmin);
        await check(page, TEXTS[language], language);
      });
    }
  });
}
