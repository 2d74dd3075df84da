import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LOCALES, VIEWPORTS, expectAccessibleAtBothSizes, oneWalkPerScreen } from '../support/a11y';
import { ACCOUNTS, DEMO_PASSWORD, openAs } from '../support/auth';
import { apiLogin, knownWork, listEntries, panel, weekIn } from './reports-helpers';

/**
 * Accessibility (axe-core, WCAG 2.2 AA) of the Reports and Company Settings screens in their
 * main states, in English and Spanish, on a phone and a desktop; and the company's default
 * language, saved in Company Settings.
 *
 * The reports read a week far back that only this file uses (one pending entry of Kayla Brooks,
 * added once) and the empty week before it; failures are simulated in the browser. Approve All
 * is opened and cancelled, never confirmed, and Company Settings is only saved against a refusal
 * simulated in the browser, so the shared demo data stays as it is.
 */

/** Many screens and axe runs per test: waits are generous, for a busy machine. */
const expect = baseExpect.configure({ timeout: 20_000 });

const TEXTS = {
  en: {
    reports: 'Reports',
    tabs: ['Weekly Entries', 'Weekly Summary', 'Job Breakdown', 'WC Payroll'],
    previous: 'Previous week',
    next: 'Next week',
    loading: 'Loading report...',
    approveAll: 'Approve All',
    approveTitle: 'Approve All Time Entries',
    cancel: 'Cancel',
    showNotes: 'Show Notes',
    payrollExport: 'Payroll Export',
    payrollCsv: 'Payroll CSV',
    detailed: 'Show Detailed Breakdown',
    entriesTable: 'Weekly time entries',
    summaryChart: 'Company Hours per Day',
    jobsChart: 'Hours per Job and Work Type',
    wcTable: "Workers' compensation payroll per class code",
    settings: 'Company Settings',
    general: 'General Information',
    editGeneral: 'Edit General Information',
    saveChanges: 'Save Changes',
    defaultLanguage: 'Default language',
    browserLanguage: "Each person's browser language",
    payroll: 'Payroll',
    editOvertime: 'Edit Overtime rule',
    branding: 'Branding & Logo',
    updateBranding: 'Update Branding',
    address: 'Address & Contact',
    editAddress: 'Edit Address',
    editContactEmail: 'Edit Contact Email',
    billing: 'Billing & Subscription',
    editBillingEmail: 'Edit Billing Contact Email',
    billingEmail: 'Billing Contact Email',
    save: 'Save',
  },
  es: {
    reports: 'Reportes',
    tabs: ['Registros semanales', 'Resumen semanal', 'Desglose por obra', 'Nómina WC'],
    previous: 'Semana anterior',
    next: 'Semana siguiente',
    loading: 'Cargando reporte…',
    approveAll: 'Aprobar todo',
    approveTitle: 'Aprobar todos los registros de horas',
    cancel: 'Cancelar',
    showNotes: 'Mostrar notas',
    payrollExport: 'Exportar nómina',
    payrollCsv: 'CSV de nómina',
    detailed: 'Mostrar desglose detallado',
    entriesTable: 'Registros de horas de la semana',
    summaryChart: 'Horas de la empresa por día',
    jobsChart: 'Horas por obra y tipo de trabajo',
    wcTable: 'Nómina de compensación laboral por código WC',
    settings: 'Configuración de la empresa',
    general: 'Información general',
    editGeneral: 'Editar información general',
    saveChanges: 'Guardar cambios',
    defaultLanguage: 'Idioma predeterminado',
    browserLanguage: 'El idioma del navegador de cada persona',
    payroll: 'Nómina',
    editOvertime: 'Editar regla de horas extra',
    branding: 'Imagen de marca y logo',
    updateBranding: 'Actualizar imagen de marca',
    address: 'Dirección y contacto',
    editAddress: 'Editar dirección',
    editContactEmail: 'Editar correo electrónico de contacto',
    billing: 'Facturación y suscripción',
    editBillingEmail: 'Editar correo electrónico de facturación',
    billingEmail: 'Correo electrónico de facturación',
    save: 'Guardar',
  },
} as const;

type Language = keyof typeof TEXTS;
type Texts = (typeof TEXTS)[Language];
/**
 * The week with data (a week back that no other journey uses; this file adds one entry to it)
 * and the empty week before it.
 */
const DATA_WEEKS_BACK = 9;

/** One pending work entry of Kayla Brooks in the data week, added by the admin if missing. */
async function seedDataWeek(request: APIRequestContext) {
  const week = weekIn(-DATA_WEEKS_BACK);
  const kayla = await apiLogin(request, ACCOUNTS.worker2);
  if ((await listEntries(request, kayla, week.start, week.end)).length > 0) return;
  const admin = await apiLogin(request, ACCOUNTS.companyAdmin);
  const work = await knownWork(request, kayla);
  const created = await request.post('/api/time-entries/admin-create', {
    headers: admin.headers,
    data: {
      targetUserId: kayla.userId,
      jobId: work.jobId,
      workTypeId: work.workTypeId,
      entryDate: week.days[1],
      hours: 7.5,
      notes: 'Framing, level 2',
      isPto: false,
      ptoTypeId: null,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
}

async function moveWeeks(page: Page, t: Texts, weeks: number) {
  const button = panel(page).getByRole('button', { name: weeks < 0 ? t.previous : t.next });
  for (let i = 0; i < Math.abs(weeks); i++) await button.click();
}

async function loaded(page: Page, t: Texts) {
  await expect(panel(page).getByText(t.loading)).toHaveCount(0);
}

async function openReports(page: Page, lang: Language) {
  await page.setViewportSize(VIEWPORTS.mobile);
  await openAs(page, ACCOUNTS.companyAdmin, '/company-reports');
  // The first screen after sign-in may be slow on a busy machine (the app's files are fetched).
  await expect(page.getByRole('heading', { level: 1, name: TEXTS[lang].reports })).toBeVisible({
    timeout: 45_000,
  });
}

/** Opens a tab and moves it to the data week. */
async function openTab(page: Page, t: Texts, tab: string) {
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await moveWeeks(page, t, -DATA_WEEKS_BACK);
  await loaded(page, t);
}

/** Weekly Entries (notes shown, the confirmation open) and Weekly Summary (the payroll menu). */
async function checkEntriesAndSummary(page: Page, lang: Language) {
  const t = TEXTS[lang];
  const what = (state: string) => `Reports ${state} ${lang}`;
  const [entries, summary] = t.tabs;

  await openTab(page, t, entries);
  await expect(panel(page).getByRole('table', { name: t.entriesTable })).toBeVisible();
  await panel(page).getByRole('switch', { name: t.showNotes }).check({ force: true });
  await expectAccessibleAtBothSizes(page, what(`${entries} with data`));
  await panel(page).getByRole('button', { name: t.approveAll }).click();
  const dialog = page.getByRole('dialog', { name: t.approveTitle });
  await expect(dialog).toBeVisible();
  await expectAccessibleAtBothSizes(page, what('Approve All confirmation'));
  await dialog.getByRole('button', { name: t.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await moveWeeks(page, t, -1);
  await loaded(page, t);
  await expect(panel(page).getByRole('button', { name: t.approveAll })).toHaveCount(0);
  await expectAccessibleAtBothSizes(page, what(`${entries} empty`));

  await openTab(page, t, summary);
  const chart = panel(page).getByRole('figure', { name: t.summaryChart });
  await expect(chart.locator('.recharts-wrapper')).toBeVisible();
  await expectAccessibleAtBothSizes(page, what(`${summary} with data`));
  await panel(page).getByRole('button', { name: t.payrollExport }).click();
  await expect(page.getByRole('menuitem', { name: t.payrollCsv })).toBeVisible();
  await expectAccessibleAtBothSizes(page, what(`${summary} payroll menu`));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: t.payrollCsv })).toHaveCount(0);
  await moveWeeks(page, t, -1);
  await loaded(page, t);
  await expectAccessibleAtBothSizes(page, what(`${summary} empty`));
}

/** Job Breakdown (plain and detailed), WC Payroll, and a report that fails to load. */
async function checkJobsAndWc(page: Page, lang: Language) {
  const t = TEXTS[lang];
  const what = (state: string) => `Reports ${state} ${lang}`;
  const [, , jobs, wc] = t.tabs;

  await openTab(page, t, jobs);
  await expect(
    panel(page).getByRole('figure', { name: t.jobsChart }).locator('.recharts-wrapper'),
  ).toBeVisible();
  await expectAccessibleAtBothSizes(page, what(`${jobs} with data`));
  await panel(page).getByRole('switch', { name: t.detailed }).check({ force: true });
  await loaded(page, t);
  await expect(panel(page).getByRole('table')).toBeVisible();
  await expectAccessibleAtBothSizes(page, what(`${jobs} detailed`));
  await moveWeeks(page, t, -1);
  await loaded(page, t);
  await expectAccessibleAtBothSizes(page, what(`${jobs} empty`));

  await openTab(page, t, wc);
  await expect(panel(page).getByRole('table', { name: t.wcTable })).toBeVisible();
  await expectAccessibleAtBothSizes(page, what(`${wc} with data`));
  await moveWeeks(page, t, -1);
  await loaded(page, t);
  await expectAccessibleAtBothSizes(page, what(`${wc} empty`));

  await page.route('**/api/time-entries/wc-payroll-report**', (route) =>
    route.fulfill({ status: 500, json: { message: 'Failed by the test' } }),
  );
  await moveWeeks(page, t, -1);
  await expect(panel(page).getByRole('alert')).toBeVisible({ timeout: 30_000 });
  await expectAccessibleAtBothSizes(page, what(`${wc} load error`));
  await page.unroute('**/api/time-entries/wc-payroll-report**');
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Each section read-only and with its form open, the branding dialog, and errors shown. */
async function checkSettings(page: Page, lang: Language) {
  const t = TEXTS[lang];
  const what = (state: string) => `Company Settings ${state} ${lang}`;
  await page.setViewportSize(VIEWPORTS.mobile);
  await openAs(page, ACCOUNTS.companyAdmin, '/company-settings');
  await expect(page.getByRole('heading', { level: 1, name: t.settings })).toBeVisible({
    timeout: 45_000,
  });
  await expect(section(page, t.general)).toBeVisible();
  await expect(section(page, t.general)).toContainText(t.browserLanguage);
  await expectAccessibleAtBothSizes(page, what('read-only'));

  // Every form open at once.
  await section(page, t.general).getByRole('button', { name: t.editGeneral }).click();
  await expect(
    section(page, t.general).getByRole('combobox', { name: t.defaultLanguage }),
  ).toHaveValue('');
  await section(page, t.payroll).getByRole('button', { name: t.editOvertime }).click();
  await section(page, t.address).getByRole('button', { name: t.editAddress }).click();
  await section(page, t.address).getByRole('button', { name: t.editContactEmail }).click();
  await section(page, t.billing).getByRole('button', { name: t.editBillingEmail }).click();
  await expectAccessibleAtBothSizes(page, what('forms open'));

  // Errors: a field refused before sending, and a save the server refuses.
  const billing = section(page, t.billing);
  await billing.getByRole('textbox', { name: t.billingEmail }).fill('not-an-email');
  await billing.getByRole('button', { name: t.save, exact: true }).click();
  await expect(billing.locator('[aria-invalid="true"]')).toBeVisible();
  await page.route('**/api/companies/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: { message: 'Failed by the test' } })
      : route.fallback(),
  );
  await section(page, t.general).getByRole('button', { name: t.saveChanges }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectAccessibleAtBothSizes(page, what('errors shown'));
  await page.unroute('**/api/companies/*');

  // The branding dialog, with a refused logo file.
  await page.reload();
  await section(page, t.branding).getByRole('button', { name: t.updateBranding }).click();
  const dialog = page.getByRole('dialog', { name: t.updateBranding });
  await expect(dialog).toBeVisible();
  await expectAccessibleAtBothSizes(page, what('branding dialog'));
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a logo'),
  });
  await expect(dialog.locator('[aria-invalid="true"]')).toBeVisible();
  await expectAccessibleAtBothSizes(page, what('branding dialog with a logo error'));
  await dialog.getByRole('button', { name: t.cancel }).click();
  await expect(dialog).toHaveCount(0);
}

for (const lang of Object.keys(TEXTS) as Language[]) {
  const walk = oneWalkPerScreen(lang);
  test.describe(`Reports and Company Settings: accessibility in ${lang}`, () => {
    test.use({ locale: LOCALES[lang] });
    test.describe.configure({ timeout: 180_000 });

    walk('reports: Weekly Entries and Weekly Summary at both sizes', async ({ page, request }) => {
      await seedDataWeek(request);
      await openReports(page, lang);
      await checkEntriesAndSummary(page, lang);
    });

    walk('reports: Job Breakdown and WC Payroll at both sizes', async ({ page, request }) => {
      await seedDataWeek(request);
      await openReports(page, lang);
      await checkJobsAndWc(page, lang);
    });

    walk('company settings at both sizes', async ({ page }) => {
      await checkSettings(page, lang);
    });
  });
}

// ---- The company's default language ----------------------------------------------------------

/**
 * Birch Field Services' admin: no other journey changes Birch's settings or signs in as its
 * admin, so its default language can change for a moment without changing the language of the
 * journeys running alongside (they use Acme's accounts).
 */
const BIRCH_ADMIN = 'admin@birch.test';

async function birchApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { email: BIRCH_ADMIN, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { token } = await login.json();
  const headers = { Authorization: `Bearer ${token}` };
  const me = await (await request.get('/api/auth/me', { headers })).json();
  const companyId: string = me.companyId ?? me.company_id ?? me.company?.id;
  return { headers, companyId };
}

test('the company default language: Español persists after a reload, then back to none', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const birch = await birchApi(request);
  try {
    await openAs(page, BIRCH_ADMIN, '/company-settings');
    const en = TEXTS.en;
    await expect(page.getByRole('heading', { level: 1, name: en.settings })).toBeVisible();
    const general = section(page, en.general);
    await expect(general).toContainText(en.browserLanguage);
    await general.getByRole('button', { name: en.editGeneral }).click();
    await general.getByRole('combobox', { name: en.defaultLanguage }).selectOption('es');
    await general.getByRole('button', { name: en.saveChanges }).click();
    await expect(page.getByRole('status').filter({ hasText: /updated/ })).toBeVisible();
    await expect(general).toContainText('Español');

    // The admin has chosen no language: after a reload the company's default applies.
    await page.reload();
    const es = TEXTS.es;
    await expect(page.getByRole('heading', { level: 1, name: es.settings })).toBeVisible();
    const generalEs = section(page, es.general);
    await expect(generalEs).toContainText('Español');
    const stored = await (
      await request.get(`/api/companies/${birch.companyId}/settings`, { headers: birch.headers })
    ).json();
    expect(stored.default_language).toBe('es');

    // Back to each person's browser language, through the form.
    await generalEs.getByRole('button', { name: es.editGeneral }).click();
    const select = generalEs.getByRole('combobox', { name: es.defaultLanguage });
    await expect(select).toHaveValue('es');
    await select.selectOption('');
    await generalEs.getByRole('button', { name: es.saveChanges }).click();
    await expect(generalEs).toContainText(es.browserLanguage);
  } finally {
    const restored = await request.put(`/api/companies/${birch.companyId}`, {
      headers: birch.headers,
      data: { default_language: null },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
