import { expect, test, devices } from '@playwright/test';
import { ACCOUNTS, signIn } from '../support/auth';
import { waitForServiceWorkerControl } from './pwa-helpers';

// These journeys are about the service worker, which the other journeys block.
test.use({ serviceWorkers: 'allow' });

/** Platform spec §2 (Add to Home Screen, install banners), §4, §7 (service worker, manifest). */

test.describe('installable app', () => {
  test('the service worker registers and controls the page', async ({ page }) => {
    await page.goto('/login');
    await waitForServiceWorkerControl(page);
    const script = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      return registration?.active?.scriptURL ?? null;
    });
    expect(new URL(script!).pathname).toBe('/service-worker.js');
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain(
      '/service-worker.js',
    );
  });

  test('the manifest is valid and Chromium finds the app installable', async ({
    page,
    request,
  }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toMatch(/manifest\+json|json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'SiteHours', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.ok(), icon.src).toBe(true);
      expect(png.headers()['content-type']).toBe('image/png');
    }

    await page.goto('/login');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await waitForServiceWorkerControl(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are off-the-record profiles, where Chromium never installs apps;
    // anything else would be a problem of the app.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  });

  test('Add to Home Screen and the install banner follow the install prompt', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, ACCOUNTS.worker);
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Add to Home Screen' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    const offerInstall = () =>
      page.evaluate(() => {
        const w = window as unknown as { promptCalls: number };
        w.promptCalls = 0;
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {
            w.promptCalls++;
          },
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        window.dispatchEvent(event);
      });
    await offerInstall();
    const banner = page.getByRole('region', { name: 'Install app' });
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Add to Home Screen' })).toBeVisible();
    await page.keyboard.press('Escape');

    // 'Not now' hides it for 7 days: stored with a timestamp, still hidden after a reload.
    await banner.getByRole('button', { name: 'Not now' }).click();
    await expect(banner).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem('installPromptDismissedAt'));
    expect(Math.abs(Number(stored) - Date.now())).toBeLessThan(60_000);
    await page.reload();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await offerInstall();
    await expect(banner).toBeHidden();

    // Eight days later it is back; "Don't show again" hides it for good.
    await page.evaluate(() =>
      localStorage.setItem('installPromptDismissedAt', String(Date.now() - 8 * 86_400_000)),
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await offerInstall();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: "Don't show again" }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('installPromptDismissedAt'))).toBe(
      'never',
    );

    // 'Install' (here from the user menu) shows the browser's prompt.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Add to Home Screen' }).click();
    expect(
      await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls),
    ).toBe(1);
  });

  test('the install banner is for phones only', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await page.evaluate(() =>
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt'), {
          prompt: async () => {},
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        }),
      ),
    );
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Install app' })).toHaveCount(0);
  });
});

test.describe('on iOS', () => {
  test.use({
    userAgent: devices['iPhone 13'].userAgent,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });

  test('the step-by-step banner and the Install app dialog', async ({ page }) => {
    await signIn(page, ACCOUNTS.worker2);
    const banner = page.getByRole('region', { name: 'Install app' });
    await expect(banner).toContainText('Add to Home Screen');
    await banner.getByRole('button', { name: 'Got it' }).click();
    await expect(banner).toBeHidden();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Add to Home Screen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Install app' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toBeHidden();
  });
});
