import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from '../support/auth';

/** The scripts a load asks for, in order, by file name without the hash. */
function scriptRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    names.push(file.replace(/-[\w-]{8}\.js$/, ''));
  });
  return names;
}

test.describe('start-up downloads', () => {
  test('with a stored session the page itself asks for the shell and the timesheet', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text());
    });
    await signIn(page, ACCOUNTS.worker);
    const scripts = scriptRequests(page);
    const profileCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/me') profileCalls.push(request.url());
    });
    await page.goto('/time-entries');
    await expect(page.getByRole('heading', { name: 'Timesheet Calendar' })).toBeVisible();
    // Asked for by the page's first lines: the shell, the screen and its texts in one file each.
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(preloads.some((href) => href.includes('/assets/shell-'))).toBe(true);
    expect(preloads.some((href) => href.includes('/assets/timesheet-screen-'))).toBe(true);
    expect(scripts).toEqual(expect.arrayContaining(['index', 'shell', 'timesheet-screen']));
    // The app asks for the profile once.
    expect(profileCalls).toHaveLength(1);
    // The inline script is allowed by its hash: no Content-Security-Policy complaint.
    expect(violations.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });

  test('signed out, the sign-in page downloads its script and nothing of the shell', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    // Its script with the bundler's small runtime; then the messages' English texts, asked for
    // as the app starts and waited for by nothing. (The service worker's helper comes a second
    // after load, when not blocked.)
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(preloads.filter((href) => /\/assets\/(shell|timesheet-screen)-/.test(href))).toEqual([]);
    const asked = scripts.filter((name) => !name.startsWith('workbox-window'));
    expect(asked[0]).toBe('index');
    expect(
      asked.filter((name) => !['index', 'rolldown-runtime', 'catalogue'].includes(name)),
    ).toEqual([]);
  });
});
