import { expect, test, type Page, type Route } from '@playwright/test';
import {
  LOCALES,
  VIEWPORTS,
  expectAccessibleAtBothSizes,
  expectNoAxeViolationsIn,
  settled,
  oneWalkPerScreen,
} from '../support/a11y';
import { ACCOUNTS, openAs, signIn } from '../support/auth';

/**
 * Accessibility (axe-core, WCAG 2.2 AA) and Spanish of the operator console: Company
 * Management, Manage Admins, the global reports, System Settings and the support sessions.
 * Nothing here changes shared data: forms are only submitted empty, dialogs are cancelled, and
 * the support screens' lists and the support mode are answered by the browser (page.route).
 */

const TEXTS = {
  en: {
    companies: 'Company Management',
    companiesTable: 'Companies',
    addCompany: 'Add Company',
    addCompanyDialog: 'Add New Company',
    viewDetails: 'View Details',
    detailsDialog: 'Company Details',
    close: 'Close',
    admins: 'Admin Management',
    adminsTable: 'Global admins',
    addAdmin: 'Add Admin',
    saveAdmin: 'Save Admin',
    deactivate: `Deactivate ${ACCOUNTS.globalAdmin}`,
    deactivateDialog: 'Deactivate Admin',
    cancel: 'Cancel',
    reports: 'Reports',
    overviewTable: 'Company overview',
    securityTab: 'Security Dashboard',
    recentFailedLogins: 'Recent Failed Logins',
    systemSettings: 'System Settings',
    support: 'Support Session Management',
    activeSessions: /^Active Support Sessions/,
    auditLogs: 'Recent Audit Logs',
    enterTenant: 'ENTER TENANT',
    minutesAgo: /minutes? ago/,
    accessTenant: 'Access Tenant',
    picker: 'Select Company for Support Access',
    search: 'Search companies',
    reason: 'Reason for Access',
    startSession: 'Start Support Session',
    banner: 'Support mode',
    exitSupportMode: 'Exit Support Mode',
    operatorOnly: 'Exit support mode to use the operator console.',
  },
  es: {
    companies: 'Administración de empresas',
    companiesTable: 'Empresas',
    addCompany: 'Agregar empresa',
    addCompanyDialog: 'Agregar empresa nueva',
    viewDetails: 'Ver detalles',
    detailsDialog: 'Detalles de la empresa',
    close: 'Cerrar',
    admins: 'Gestión de administradores',
    adminsTable: 'Administradores globales',
    addAdmin: 'Agregar administrador',
    saveAdmin: 'Guardar administrador',
    deactivate: `Desactivar ${ACCOUNTS.globalAdmin}`,
    deactivateDialog: 'Desactivar administrador',
    cancel: 'Cancelar',
    reports: 'Reportes',
    overviewTable: 'Resumen de empresas',
    securityTab: 'Panel de seguridad',
    recentFailedLogins: 'Inicios de sesión fallidos recientes',
    systemSettings: 'Configuración del sistema',
    support: 'Sesiones de soporte',
    activeSessions: /^Sesiones de soporte activas/,
    auditLogs: 'Registro de auditoría reciente',
    enterTenant: 'ENTRADA',
    minutesAgo: /hace \d+ minutos?/,
    accessTenant: 'Entrar a empresa cliente',
    picker: 'Elige una empresa para darle soporte',
    search: 'Buscar empresas',
    reason: 'Motivo del acceso',
    startSession: 'Iniciar sesión de soporte',
    banner: 'Modo soporte',
    exitSupportMode: 'Salir del modo soporte',
    operatorOnly: 'Sal del modo de soporte para usar la consola del operador.',
  },
} as const;

type Lang = keyof typeof TEXTS;
const LANGS: readonly Lang[] = ['en', 'es'];

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

/** Answers for the support screens' lists: one session of another operator, one of each action. */
const ACTIVE_SESSIONS = [
  {
    session_id: '00000000-0000-4000-8000-00000000a001',
    admin_id: '00000000-0000-4000-8000-00000000b001',
    admin_name: 'Olga Ops',
    admin_email: 'olga.ops@sitehours.test',
    tenant_id: '00000000-0000-4000-8000-00000000c001',
    tenant_name: 'Acme Construction',
    company_id: '00000000-0000-4000-8000-00000000d001',
    company_name: 'Acme Construction',
    reason: 'Payroll export question',
    ticket_id: 'TCK-A11Y',
    started_at: minutesAgo(5),
  },
];
const AUDIT_LOGS = [
  'ENTER_TENANT',
  'VIEW_DATA',
  'MODIFY_DATA',
  'API_CALL',
  'SESSION_EXPIRED',
  'EXIT_TENANT',
].map((action, i) => ({
  log_id: `00000000-0000-4000-8000-0000000e000${i}`,
  created_at: minutesAgo(10 + i),
  admin_email: 'olga.ops@sitehours.test',
  tenant_name: 'Acme Construction',
  tenant_id: '00000000-0000-4000-8000-00000000c001',
  action,
  session_id: '00000000-0000-4000-8000-00000000a001',
}));

async function answerSupportLists(page: Page, lists: { active: unknown[]; logs: unknown[] }) {
  // As the server answers them: each list inside `data`.
  const json = (data: unknown[]) => (route: Route) => route.fulfill({ json: { data } });
  await page.route('**/api/admin/support/sessions/active', json(lists.active));
  await page.route('**/api/admin/support/sessions/logs', json(lists.logs));
}

for (const lang of LANGS) {
  const walk = oneWalkPerScreen(lang);
  const T = TEXTS[lang];

  test.describe(`operator console accessibility (${lang})`, () => {
    test.use({ locale: LOCALES[lang] });
    // Each test checks several states at two sizes.
    test.describe.configure({ timeout: 180_000 });

    walk('Company Management: list, details and the add form with an error', async ({ page }) => {
      await signIn(page, ACCOUNTS.globalAdmin);
      await expect(page).toHaveURL(/\/tenant-management$/);
      await expect(page.getByRole('heading', { name: T.companies, level: 1 })).toBeVisible();
      const table = page.getByRole('table', { name: T.companiesTable });
      await expect(table).toContainText('acme');
      await expectAccessibleAtBothSizes(page, `company management list ${lang}`);

      await table
        .getByRole('row')
        .filter({ hasText: 'acme' })
        .first()
        .getByRole('button', { name: T.viewDetails })
        .click();
      const details = page.getByRole('dialog', { name: T.detailsDialog });
      await expect(details).toContainText('acme');
      await expectAccessibleAtBothSizes(page, `company details ${lang}`);
      await details.getByRole('button', { name: T.close }).click();
      await expect(details).toHaveCount(0);

      await page.getByRole('button', { name: T.addCompany }).click();
      const form = page.getByRole('dialog', { name: T.addCompanyDialog });
      await form.getByRole('button', { name: T.addCompany }).click();
      // The server's field errors (the messages catalogue translates them) mark the fields.
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectAccessibleAtBothSizes(page, `add company with an error ${lang}`);
      await form.getByRole('button', { name: T.cancel }).click();
      await expect(form).toHaveCount(0);
    });

    walk(
      'Manage Admins: list, the add form with errors and the deactivate dialog',
      async ({ page }) => {
        await openAs(page, ACCOUNTS.globalAdmin, '/manage-admins');
        await expect(page.getByRole('heading', { name: T.admins, level: 1 })).toBeVisible();
        const table = page.getByRole('table', { name: T.adminsTable });
        await expect(table).toContainText(ACCOUNTS.globalAdmin);
        await expectAccessibleAtBothSizes(page, `manage admins list ${lang}`);

        await page.getByRole('button', { name: T.addAdmin }).click();
        const form = page.getByRole('form', { name: T.addAdmin });
        await form.getByRole('button', { name: T.saveAdmin }).click();
        await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
        await expectAccessibleAtBothSizes(page, `add admin with errors ${lang}`);
        await form.getByRole('button', { name: T.cancel }).click();
        await expect(form).toHaveCount(0);

        await table.getByRole('button', { name: T.deactivate }).click();
        const dialog = page.getByRole('dialog', { name: T.deactivateDialog });
        await expect(dialog.getByRole('status').first()).toBeVisible();
        await expectAccessibleAtBothSizes(page, `deactivate own account ${lang}`);
        await dialog.getByRole('button', { name: T.cancel }).click();
        await expect(dialog).toHaveCount(0);
      },
    );

    walk('Reports and System Settings', async ({ page }) => {
      await openAs(page, ACCOUNTS.globalAdmin, '/reports');
      await expect(page.getByRole('heading', { name: T.reports, level: 1 })).toBeVisible();
      await expect(page.getByRole('table', { name: T.overviewTable })).toContainText('acme');
      await expectAccessibleAtBothSizes(page, `company reports ${lang}`);

      await page.getByRole('tab', { name: T.securityTab }).click();
      await expect(
        page.getByRole('region', { name: T.recentFailedLogins, exact: true }),
      ).toBeVisible();
      await expectAccessibleAtBothSizes(page, `security dashboard ${lang}`);

      await page.goto('/system-settings');
      await expect(page.getByRole('heading', { name: T.systemSettings, level: 1 })).toBeVisible();
      await expectAccessibleAtBothSizes(page, `system settings ${lang}`);
    });

    walk(
      'Support sessions: lists, empty lists and the start dialog with an error',
      async ({ page }) => {
        await signIn(page, ACCOUNTS.globalAdmin);
        await answerSupportLists(page, { active: ACTIVE_SESSIONS, logs: AUDIT_LOGS });
        await page.goto('/support-sessions');
        await expect(page.getByRole('heading', { name: T.support, level: 1 })).toBeVisible();
        const logs = page.getByRole('region', { name: T.auditLogs });
        await expectAccessibleAtBothSizes(
          page,
          `support sessions with entries ${lang}`,
          async () => {
            await expect(logs.getByText(T.enterTenant, { exact: true })).toBeVisible();
            await expect(
              page.getByRole('region', { name: T.activeSessions }).getByText(T.minutesAgo),
            ).toBeVisible();
          },
        );

        await page.unrouteAll();
        await answerSupportLists(page, { active: [], logs: [] });
        await page.reload();
        await expect(
          page.getByRole('region', { name: T.activeSessions }).getByRole('status'),
        ).toBeVisible();
        await expectAccessibleAtBothSizes(page, `support sessions empty ${lang}`);

        await page.getByRole('button', { name: T.accessTenant }).click();
        const picker = page.getByRole('dialog', { name: T.picker });
        await picker.getByRole('textbox', { name: T.search }).fill('Acme');
        await picker.getByRole('button', { name: /Acme Construction/ }).click();
        await picker.getByRole('button', { name: T.startSession }).click();
        await expect(picker.getByRole('alert')).toBeVisible();
        await expect(picker.getByRole('textbox', { name: T.reason })).toBeVisible();
        await expectAccessibleAtBothSizes(page, `start support session with an error ${lang}`);
        await page.keyboard.press('Escape');
        await expect(picker).toHaveCount(0);
      },
    );

    test.describe('in a support session', () => {
      walk('the banner, the closed console and the exit dialog', async ({ page }) => {
        await signIn(page, ACCOUNTS.globalAdmin);
        // The profile says a support session is open; nothing is started on the server.
        await page.route('**/api/auth/me', async (route) => {
          const response = await route.fetch();
          const profile = (await response.json()) as Record<string, unknown>;
          await route.fulfill({
            response,
            json: {
              ...profile,
              supportSession: {
                sessionId: ACTIVE_SESSIONS[0]!.session_id,
                tenantId: ACTIVE_SESSIONS[0]!.tenant_id,
                tenantName: 'Acme Construction',
                companyId: null,
                companyName: 'Acme Construction',
                reason: 'Payroll &amp; export question',
              },
            },
          });
        });
        // The operator screens are closed during a session: the guard sends the operator home
        // with the server's reason. (The mocked session has an operator token, so the check
        // runs on Change Password, which reads nothing from the company side.)
        await page.goto('/support-sessions');
        const banner = page.getByRole('region', { name: T.banner });
        await expect(banner).toContainText('Payroll & export question');
        await expect(page.getByText(T.operatorOnly)).toBeVisible();
        await expect(page).toHaveURL(/\/time-entries$/);
        await page.goto('/change-password');
        await expect(banner).toBeVisible();
        for (const size of ['mobile', 'desktop'] as const) {
          await page.setViewportSize(VIEWPORTS[size]);
          await expectNoAxeViolationsIn(page, 'main', `support mode console ${lang} ${size}`);
          await expectNoAxeViolationsIn(
            page,
            `[role="region"][aria-label="${T.banner}"]`,
            `support banner ${lang} ${size}`,
          );
        }

        await banner.getByRole('button', { name: T.exitSupportMode }).click();
        const dialog = page.getByRole('dialog', { name: T.exitSupportMode });
        await expect(dialog).toContainText('Acme Construction');
        for (const size of ['mobile', 'desktop'] as const) {
          await page.setViewportSize(VIEWPORTS[size]);
          await settled(page);
          await expectNoAxeViolationsIn(page, '[role="dialog"]', `exit dialog ${lang} ${size}`);
        }
        await dialog.getByRole('button', { name: T.cancel }).click();
        await expect(dialog).toHaveCount(0);
      });
    });
  });
}
