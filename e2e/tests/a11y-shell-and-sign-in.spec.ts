import { devices, expect, test, type Page } from '@playwright/test';
import {
  LOCALES,
  VIEWPORTS,
  expectAccessibleAtBothSizes,
  expectNoAxeViolations,
  expectNoAxeViolationsIn,
  settled,
  userMenuButton,
  oneWalkPerScreen,
} from '../support/a11y';
import {
  ACCOUNTS,
  DEMO_PASSWORD,
  emailField,
  passwordField,
  openAs,
  signIn,
} from '../support/auth';

/**
 * Accessibility (axe-core, WCAG 2.2 AA) and Spanish of the shell and the signed-out screens:
 * sign-in, forgot and reset password, change password, access denied, the session-unavailable
 * and crash screens, the user menu, the mobile navigation and the language switches.
 */

const TEXTS = {
  en: {
    welcome: 'Welcome Back',
    signIn: 'Sign in',
    forgotLink: 'Forgot your password?',
    forgotTitle: 'Forgot your password?',
    send: 'Send Reset Link',
    emailRequired: 'Email is required',
    resetTitle: 'Reset Password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    accessDenied: 'Access Denied',
    changePassword: 'Change Password',
    currentPassword: 'Current Password',
    confirmNewPassword: 'Confirm New Password',
    mainNav: 'Main navigation',
    openNav: 'Open navigation',
    closeNav: 'Close navigation',
    timesheet: 'Timesheet Calendar',
    dashboard: 'Dashboard',
    management: 'Management',
    administration: 'Administration',
    signOut: 'Sign Out',
    cannotReach: 'Cannot reach the server',
    tryAgain: 'Try Again',
    reload: 'Reload Page',
    strength: /^Password strength: /,
    languageGroup: 'Language',
    // Texts of the contract and the API, through the messages catalogue.
    requiredFields: 'Please fill in all required fields.',
    networkError: 'Unable to connect to the server. Please check your internet connection.',
    crashTitle: 'Something went wrong',
    installApp: 'Install app',
    addToHome: 'Add to Home Screen',
    gotIt: 'Got it',
    install: 'Install',
  },
  es: {
    welcome: 'Hola de nuevo',
    signIn: 'Iniciar sesión',
    forgotLink: '¿Olvidaste tu contraseña?',
    forgotTitle: '¿Olvidaste tu contraseña?',
    send: 'Enviar enlace',
    emailRequired: 'Escribe tu correo electrónico',
    resetTitle: 'Restablecer contraseña',
    newPassword: 'Contraseña nueva',
    confirmPassword: 'Confirmar contraseña',
    accessDenied: 'Acceso denegado',
    changePassword: 'Cambiar contraseña',
    currentPassword: 'Contraseña actual',
    confirmNewPassword: 'Confirmar contraseña nueva',
    mainNav: 'Navegación principal',
    openNav: 'Abrir navegación',
    closeNav: 'Cerrar navegación',
    timesheet: 'Hoja de horas',
    dashboard: 'Inicio',
    management: 'Gestión',
    administration: 'Administración',
    signOut: 'Cerrar sesión',
    cannotReach: 'No se puede conectar con el servidor',
    tryAgain: 'Intentar de nuevo',
    reload: 'Recargar página',
    strength: /^Seguridad de la contraseña: /,
    languageGroup: 'Idioma',
    requiredFields: 'Completa todos los campos obligatorios.',
    networkError: 'No se pudo conectar con el servidor. Revisa tu conexión a internet.',
    crashTitle: 'Algo salió mal',
    installApp: 'Instalar la app',
    addToHome: 'Agregar a la pantalla de inicio',
    gotIt: 'Entendido',
    install: 'Instalar',
  },
} as const;

type Lang = keyof typeof TEXTS;
const LANGS: readonly Lang[] = ['en', 'es'];

/** The main navigation of the shell: the sidebar on a desktop, the drawer on a phone. */
function mainNavigation(page: Page, lang: Lang) {
  return page.getByRole('navigation', { name: TEXTS[lang].mainNav }).first();
}

for (const lang of LANGS) {
  const walk = oneWalkPerScreen(lang);
  const T = TEXTS[lang];

  test.describe(`shell and sign-in screens (${lang})`, () => {
    test.use({ locale: LOCALES[lang] });
    // Each test runs axe-core several times, which takes seconds on a busy machine.
    test.slow();

    walk('sign-in and forgot password are accessible at both sizes', async ({ page }) => {
      const at = (state: string) => `${state} ${lang}`;

      await page.goto('/login');
      await expect(page.getByRole('heading', { name: T.welcome })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('group', { name: T.languageGroup })).toBeVisible();
      await expectAccessibleAtBothSizes(page, at('sign-in'));

      await page.getByRole('button', { name: T.signIn, exact: true }).click();
      await expect(page.getByTestId('login-error')).toBeFocused();
      await expect(page.getByTestId('login-error')).toContainText(T.requiredFields);
      await expectAccessibleAtBothSizes(page, at('sign-in with an error'));

      await page.getByRole('link', { name: T.forgotLink }).click();
      await expect(page.getByRole('heading', { name: T.forgotTitle })).toBeVisible();
      await expectAccessibleAtBothSizes(page, at('forgot password'));
      await page.getByRole('button', { name: T.send }).click();
      await expect(page.getByText(T.emailRequired, { exact: true })).toBeVisible();
      await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
      await expectAccessibleAtBothSizes(page, at('forgot password with an error'));
      // An unknown address gets the same answer as a known one (and no email is sent).
      await emailField(page).fill('nobody-a11y@acme.test');
      await page.getByRole('button', { name: T.send }).click();
      await expect(page.getByRole('status')).toBeVisible();
      await expectAccessibleAtBothSizes(page, at('forgot password sent'));
    });

    walk('reset password and access denied are accessible at both sizes', async ({ page }) => {
      const at = (state: string) => `${state} ${lang}`;

      await page.goto('/reset-password/no-such-token');
      await expect(page.getByRole('heading', { name: T.resetTitle })).toBeVisible();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectAccessibleAtBothSizes(page, at('reset password, invalid link'));

      await page.goto('/reset-password/no-such-token?email=nobody-a11y%40acme.test');
      await passwordField(page, T.newPassword).fill('abcdef');
      await expect(page.getByText(T.strength)).toBeVisible();
      await passwordField(page, T.confirmPassword).fill('abc');
      await expect(passwordField(page, T.confirmPassword)).toHaveAttribute('aria-invalid', 'true');
      await expectAccessibleAtBothSizes(page, at('reset password form'));

      await page.goto('/access-denied');
      await expect(page.getByRole('heading', { name: T.accessDenied })).toBeVisible();
      await expectAccessibleAtBothSizes(page, at('access denied, signed out'));
    });

    walk('the signed-in shell is accessible at both sizes', async ({ page }) => {
      const at = (state: string) => `${state} ${lang}`;
      await openAs(page, ACCOUNTS.worker, '/change-password');
      await expect(page.getByRole('heading', { name: T.changePassword })).toBeVisible();
      await expectAccessibleAtBothSizes(page, at('shell with change password'));

      await passwordField(page, T.currentPassword).fill(DEMO_PASSWORD);
      await passwordField(page, T.newPassword).fill('Another!Pass2026');
      await passwordField(page, T.confirmNewPassword).fill('Another!Pass');
      await page.getByRole('button', { name: T.changePassword, exact: true }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectAccessibleAtBothSizes(page, at('change password with an error'));

      await userMenuButton(page).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expect(page.getByRole('menuitem', { name: T.signOut })).toBeVisible();
      await expectAccessibleAtBothSizes(page, at('user menu open'));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect(userMenuButton(page)).toBeFocused();

      const nav = mainNavigation(page, lang);
      await expect(nav.getByRole('link', { name: T.timesheet })).toBeVisible();
      await expect(nav.getByRole('button', { name: T.signOut })).toBeVisible();

      // The phone's navigation drawer.
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.getByRole('button', { name: T.openNav }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('link', { name: T.timesheet })).toBeVisible();
      await settled(page);
      await expectNoAxeViolations(page, at('navigation drawer open (mobile)'));
      await drawer.getByRole('button', { name: T.closeNav }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // A worker following a link to an admin screen.
      await page.goto('/users');
      await expect(page).toHaveURL(/\/access-denied$/);
      await expect(page.getByRole('heading', { name: T.accessDenied })).toBeVisible();
      await expectAccessibleAtBothSizes(page, at('access denied in the shell'));
    });

    walk('the shell of a company admin and of an operator is accessible', async ({ page }) => {
      await openAs(page, ACCOUNTS.companyAdmin, '/change-password');
      await expect(
        mainNavigation(page, lang).getByRole('region', { name: T.management, exact: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `company admin shell ${lang} desktop`);
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.getByRole('button', { name: T.openNav }).click();
      await expect(
        page.getByRole('dialog').getByRole('region', { name: T.management }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `company admin navigation drawer ${lang} mobile`);
      await page.getByRole('button', { name: T.closeNav }).click();

      await page.setViewportSize(VIEWPORTS.desktop);
      await userMenuButton(page).click();
      await page.getByRole('menuitem', { name: T.signOut }).click();
      await expect(page.getByRole('heading', { name: T.welcome })).toBeVisible();

      await openAs(page, ACCOUNTS.globalAdmin, '/change-password');
      await expect(
        mainNavigation(page, lang).getByRole('region', { name: T.administration }),
      ).toBeVisible();
      await expectNoAxeViolations(page, `operator shell ${lang} desktop`);
      // An operator following a company link is sent home with a notice.
      await page.goto('/jobs');
      const notice = page.locator('.mantine-Notification-root');
      await expect(notice).toBeVisible();
      await expectNoAxeViolationsIn(page, '.mantine-Notifications-root', `guard notice ${lang}`);
    });

    walk('the install banner is accessible (mobile)', async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: T.welcome })).toBeVisible();
      // The browser offers to install the app.
      await page.evaluate(() =>
        window.dispatchEvent(
          Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
            prompt: async () => {},
            userChoice: Promise.resolve({ outcome: 'dismissed' }),
          }),
        ),
      );
      const banner = page.getByRole('region', { name: T.installApp });
      await expect(banner.getByRole('button', { name: T.install, exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `install banner ${lang} mobile`);
    });

    test.describe('on an iPhone', () => {
      test.use({ userAgent: devices['iPhone 13'].userAgent, hasTouch: true, isMobile: true });

      walk('the install steps banner and dialog are accessible', async ({ page }) => {
        await page.setViewportSize(VIEWPORTS.mobile);
        await page.goto('/login');
        const banner = page.getByRole('region', { name: T.installApp });
        await expect(banner.getByRole('listitem')).toHaveCount(3);
        await expect(page.getByRole('heading', { name: T.welcome })).toBeVisible();
        await expectNoAxeViolations(page, `iOS install banner ${lang} mobile`);
        await banner.getByRole('button', { name: T.gotIt }).click();
        await expect(banner).toBeHidden();

        await signIn(page, ACCOUNTS.worker);
        await userMenuButton(page).click();
        await page.getByRole('menuitem', { name: T.addToHome }).click();
        const dialog = page.getByRole('dialog', { name: T.installApp });
        await expect(dialog.getByRole('listitem')).toHaveCount(3);
        await expectNoAxeViolations(page, `iOS install dialog ${lang} mobile`);
        await dialog.getByRole('button', { name: T.gotIt }).click();
        await expect(dialog).toBeHidden();
        await expect(userMenuButton(page)).toBeFocused();
      });
    });

    test.describe('without the service worker', () => {
      walk('the session-unavailable and crash screens are accessible', async ({ page }) => {
        await openAs(page, ACCOUNTS.worker, '/change-password');
        await expect(page.getByRole('heading', { name: T.changePassword })).toBeVisible();

        // A screen's code that cannot be loaded: the crash screen inside the shell.
        await page.route(/\/assets\/dashboard-page[^/]*\.js$/, (route) => route.abort());
        await mainNavigation(page, lang).getByRole('link', { name: T.dashboard }).click();
        await expect(page.getByRole('button', { name: T.reload })).toBeVisible();
        await expect(page.getByRole('heading', { name: T.crashTitle })).toBeVisible();
        await expectAccessibleAtBothSizes(page, `crash screen ${lang}`);
        await page.unroute(/\/assets\/dashboard-page[^/]*\.js$/);

        // The server cannot be reached at start-up: not a sign-out.
        await page.route('**/api/auth/me', (route) => route.abort('connectionrefused'));
        await page.reload();
        await expect(page.getByRole('heading', { name: T.cannotReach })).toBeVisible();
        await expect(page.getByRole('alert')).toHaveText(T.networkError);
        await expectAccessibleAtBothSizes(page, `session unavailable ${lang}`);
        await page.unroute('**/api/auth/me');
        await page.getByRole('button', { name: T.tryAgain }).click();
        await expect(userMenuButton(page)).toBeVisible();
      });
    });
  });
}

test.describe('language switches', () => {
  test('the sign-in screen switches to Español and the device remembers it', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    const languages = page.getByRole('group', { name: 'Language' });
    await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await languages.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Hola de nuevo' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hola de nuevo' })).toBeVisible();
    await page
      .getByRole('group', { name: 'Idioma' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('Español in the user menu switches the interface and is remembered', async ({
    page,
    request,
  }) => {
    // No other journey signs in with this account: a saved choice would override the browser
    // language the Spanish journeys rely on.
    const email = 'derek.olsen@acme.test';
    try {
      await signIn(page, email);
      await expect(
        mainNavigation(page, 'en').getByRole('link', { name: 'Dashboard' }),
      ).toBeVisible();
      await userMenuButton(page).click();
      await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await page.getByRole('menuitemradio', { name: 'Español' }).click();
      const nav = mainNavigation(page, 'es');
      await expect(nav.getByRole('link', { name: 'Hoja de horas' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');

      // Saved on the profile: a reload, even with the device's memory cleared, stays Spanish.
      await page.evaluate(() => localStorage.removeItem('language'));
      await page.reload();
      await expect(nav.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();

      await userMenuButton(page).click();
      await page.getByRole('menuitemradio', { name: 'English' }).click();
      await expect(
        mainNavigation(page, 'en').getByRole('link', { name: 'Dashboard' }),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    } finally {
      // Leave the account in English whatever happened above.
      const login = await request.post('/api/auth/login', {
        data: { email, password: DEMO_PASSWORD },
      });
      const { token } = (await login.json()) as { token: string };
      await request.put('/api/auth/me/language', {
        headers: { Authorization: `Bearer ${token}` },
        data: { language: 'en' },
      });
    }
  });
});
