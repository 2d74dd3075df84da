import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
  /** An employee of two companies (Acme Electric and Birch Field Services). */
  dual: 'dual@acme.test',
} as const;

/** The tokens of a sign-in through the API. */
async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok(), `sign-in of ${email}`).toBe(true);
  return (await login.json()) as { token: string; refreshToken: string };
}

/** An access token for the account, signed in through the API. */
export async function apiSignIn(request: APIRequestContext, email: string, password: string) {
  return (await apiLogin(request, email, password)).token;
}

/**
 * A worker of Acme's of their own, created by the company admin through the API, for a journey
 * that changes something of the worker's (password, language) no other journey may meet.
 */
export async function createOwnWorker(
  request: APIRequestContext,
  worker: { prefix: string; firstName: string; lastName: string; password: string },
) {
  const email = `${worker.prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@acme.test`;
  const admin = await apiSignIn(request, ACCOUNTS.companyAdmin, DEMO_PASSWORD);
  const created = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      firstName: worker.firstName,
      lastName: worker.lastName,
      email,
      phone: null,
      hourlyRate: 30,
      role: 'standard_user',
      isActive: true,
      includeInReports: false,
      password: worker.password,
    },
  });
  expect(created.status()).toBe(201);
  return email;
}

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

/** Signs in through the sign-in form at /login and waits until the shell is shown. */
export async function signInWithForm(page: Page, email: string, password: string = DEMO_PASSWORD) {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page.getByRole('button', { name: SIGN_IN_TEXTS.userMenu })).toBeVisible();
}

/**
 * Signs in through the API and opens `at` with that session, as the app does after a reload: the
 * tokens go where the app keeps them (localStorage, platform spec §3). One page load instead of
 * the form's two; the journeys about the form itself use `signInWithForm`.
 */
export async function signIn(
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
  at = '/',
) {
  const { token, refreshToken } = await apiLogin(page.request, email, password);
  // A same-origin answer without the app, only to reach the origin's storage.
  await page.goto('/api/health');
  await page.evaluate(
    (tokens) => {
      localStorage.setItem('token', tokens.token);
      localStorage.setItem('refreshToken', tokens.refreshToken);
    },
    { token, refreshToken },
  );
  await page.goto(at);
  await expect(page.getByRole('button', { name: SIGN_IN_TEXTS.userMenu })).toBeVisible();
}

/** Signs in with the demo password and opens `at`. */
export function openAs(page: Page, email: string, at: string) {
  return signIn(page, email, DEMO_PASSWORD, at);
}

export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: /^(Main navigation|Navegación principal)$/ }).first();
}
