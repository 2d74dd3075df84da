import { expect, type Page } from '@playwright/test';

/** Demo accounts seeded by the server's demo data (one password for all). */
export const DEMO_PASSWORD = 'Demo!Pass2026';

export const ACCOUNTS = {
  globalAdmin: 'admin@sitehours.test',
  companyAdmin: 'admin@acme.test',
  manager: 'pm@acme.test',
  worker: 'worker1@acme.test',
  worker2: 'worker2@acme.test',
  /** Only the forgot/reset journey changes this one. */
  resetWorker: 'worker3@acme.test',
  /** Only the change-password journey changes this one. */
  changeWorker: 'worker4@acme.test',
} as const;

// The sign-in screen in either language (English, or Spanish when the browser asks for it).
const SIGN_IN_TEXTS = {
  email: /^(Email|Correo electrónico)$/,
  password: /^(Password|Contraseña)$/,
  submit: /^(Sign in|Iniciar sesión)$/,
  userMenu: /^(User menu|Menú de usuario)$/,
};

export function emailField(page: Page) {
  return page.getByRole('textbox', { name: SIGN_IN_TEXTS.email });
}

/** Password inputs expose the textbox role to Playwright; the label's ' *' is aria-hidden. */
export function passwordField(page: Page, name?: string) {
  return page.getByRole('textbox', name ? { name, exact: true } : { name: SIGN_IN_TEXTS.password });
}

/** Fills the sign-in form and submits it (does not wait for the outcome). */
export async function submitLogin(page: Page, email: string, password: string) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: SIGN_IN_TEXTS.submit }).click();
}

/** Signs in from /login and waits until the shell is shown. */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD) {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page.getByRole('button', { name: SIGN_IN_TEXTS.userMenu })).toBeVisible();
}

export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: /^(Main navigation|Navegación principal)$/ }).first();
}
