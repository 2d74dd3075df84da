import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignIn, createOwnWorker, signInWithForm, submitLogin } from '../support/auth';
import { LOCALES, userMenuButton } from '../support/a11y';

const PASSWORD = 'Harbor!Lingo2026';

/** A worker of their own (so no other journey meets their language), whose profile says English. */
async function createEnglishWorker(request: APIRequestContext) {
  const email = await createOwnWorker(request, {
    prefix: 'lang-choice',
    firstName: 'Lucia',
    lastName: 'Idioma',
    password: PASSWORD,
  });
  const saved = await request.put('/api/auth/me/language', {
    headers: { Authorization: `Bearer ${await apiSignIn(request, email, PASSWORD)}` },
    data: { language: 'en' },
  });
  expect(saved.ok()).toBe(true);
  return email;
}

test.use({ locale: LOCALES.en });

test('a language picked on the sign-in page wins after sign-in and is saved on the profile', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const email = await createEnglishWorker(request);
  try {
    // The sign-in page opens in English (the browser's); the worker picks Español there.
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'Español' })
      .click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // Signed in, the app stays in Spanish although the profile said English.
    await submitLogin(page, email, PASSWORD);
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // Saved on the profile: it is what the server now says.
    const token = await apiSignIn(request, email, PASSWORD);
    const me = await request.get('/api/auth/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await me.json()) as { language: string }).language).toBe('es');

    // Signing out and back in on another device (nothing stored, an English browser): Spanish.
    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const other = await browser.newContext({ locale: LOCALES.en });
    try {
      const fresh = await other.newPage();
      await signInWithForm(fresh, email, PASSWORD);
      await expect(fresh.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
      await expect(fresh.locator('html')).toHaveAttribute('lang', 'es');
    } finally {
      await other.close();
    }

    // Signing in again without picking anything on the sign-in page: the profile rules.
    await request.put('/api/auth/me/language', {
      headers: { Authorization: `Bearer ${token}` },
      data: { language: 'en' },
    });
    await signInWithForm(page, email, PASSWORD);
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  } finally {
    // Leave the account in English whatever happened above.
    await request.put('/api/auth/me/language', {
      headers: { Authorization: `Bearer ${await apiSignIn(request, email, PASSWORD)}` },
      data: { language: 'en' },
    });
  }
});
