import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from '../support/auth';

/** A built file's name without its hash: 'shell' for /assets/shell-B0Nk3nH_.js. */
const fileName = (url: string) =>
  (new URL(url, 'http://host').pathname.split('/').pop() ?? '').replace(/-[\w-]{8}\.(js|css)$/, '');

/** The scripts a load asks for, in order, by file name without the hash. */
function scriptRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(fileName(request.url()));
  });
  return names;
}

/** The page's `<link>`s of a relation, by file name. */
function links(page: Page, rel: string): Promise<string[]> {
  return page
    .locator(`link[rel="${rel}"]`)
    .evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''))
    .then((hrefs) => hrefs.map(fileName));
}

/** The scripts and styles the page downloaded, in order, each asked for before or after load. */
async function downloads(page: Page) {
  const files = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const loaded = navigation?.loadEventEnd || Number.MAX_VALUE;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ url: entry.name, afterLoad: entry.startTime >= loaded }));
  });
  const named = files
    .map((file) => ({ ...file, name: fileName(file.url), css: file.url.endsWith('.css') }))
    // The service worker's helper comes a second after load (when not blocked).
    .filter((file) => !file.name.startsWith('workbox-window'));
  const pick = (afterLoad: boolean, css: boolean) =>
    named.filter((file) => file.afterLoad === afterLoad && file.css === css).map((f) => f.name);
  return {
    scriptsBeforeLoad: pick(false, false),
    scriptsAfterLoad: pick(true, false),
    stylesAfterLoad: pick(true, true),
  };
}

/**
 * What the sign-in page fetches ahead once loaded and idle (build/preload-signed-in.ts): the
 * shell, the timesheet with its English texts, and the day dialog with the form helpers it uses.
 */
const SIGNED_IN_SCRIPTS = ['shell', 'timesheet-screen', 'timesheet', 'day-dialog', 'mantine-form'];
const SIGNED_IN_STYLES = ['shell', 'timesheet-screen'];
/** The day dialog's code: the timesheet fetches it ahead once the week is shown. */
const DAY_DIALOG_SCRIPTS = ['day-dialog', 'mantine-form'];

test.describe('start-up downloads', () => {
  test('with a stored session the page itself asks for the shell and the timesheet, then the day dialog', async ({
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
    const preloads = await links(page, 'modulepreload');
    expect(preloads).toEqual(expect.arrayContaining(['shell', 'timesheet-screen']));
    expect(scripts).toEqual(expect.arrayContaining(['index', 'shell', 'timesheet-screen']));
    // The app asks for the profile once.
    expect(profileCalls).toHaveLength(1);
    // Once the week is shown, the day dialog's code comes ahead: opening a day asks for none.
    await expect(page.locator('[data-day]').first()).toBeVisible();
    await expect
      .poll(() => links(page, 'modulepreload'))
      .toEqual(expect.arrayContaining(DAY_DIALOG_SCRIPTS));
    const beforeTap = scripts.length;
    await page.locator('[data-day]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(scripts.slice(beforeTap).filter((name) => DAY_DIALOG_SCRIPTS.includes(name))).toEqual(
      [],
    );
    // The inline script is allowed by its hash: no Content-Security-Policy complaint.
    expect(violations.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });

  test('signed out, the sign-in page downloads its script, and the signed-in code only after load, ahead', async ({
    page,
  }) => {
    const console: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) console.push(message.text());
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    // Once loaded and idle, it fetches the first signed-in screens' code ahead: scripts as
    // module preloads and styles as prefetches, downloaded but neither run nor applied.
    await expect
      .poll(() => links(page, 'modulepreload'))
      .toEqual(expect.arrayContaining(SIGNED_IN_SCRIPTS));
    await expect.poll(() => links(page, 'prefetch')).toEqual(SIGNED_IN_STYLES);
    expect(await links(page, 'stylesheet')).toEqual(['index']);
    await expect
      .poll(async () => (await downloads(page)).stylesAfterLoad)
      .toEqual(SIGNED_IN_STYLES);
    const files = await downloads(page);
    // Until it is loaded: its script with the bundler's small runtime, and the messages' English
    // texts, asked for as the app starts and waited for by nothing (before load or just after).
    expect(files.scriptsBeforeLoad[0]).toBe('index');
    expect(
      files.scriptsBeforeLoad.filter(
        (name) => !['index', 'rolldown-runtime', 'catalogue'].includes(name),
      ),
    ).toEqual([]);
    expect(files.scriptsAfterLoad.filter((name) => name !== 'catalogue')).toEqual(
      expect.arrayContaining(SIGNED_IN_SCRIPTS),
    );
    expect(
      files.scriptsAfterLoad.filter(
        (name) => name !== 'catalogue' && !SIGNED_IN_SCRIPTS.includes(name),
      ),
    ).toEqual([]);
    // Styles fetched ahead are prefetched, not preloaded: a preloaded style left unused while the
    // worker types earns the browser's "preloaded but not used" warning a few seconds later.
    expect(await links(page, 'preload')).toEqual([]);
    expect(console.filter((text) => !/Service Worker registration blocked/.test(text))).toEqual([]);
  });
});
