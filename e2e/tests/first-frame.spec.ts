import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from '../support/auth';

/**
 * The static first frame of index.html (apps/web/build/first-frame.ts): its title sits exactly
 * where the page's own heading will, in both languages, on a phone and on a desktop, so the
 * app's render moves nothing; and it is gone once the app has rendered.
 */
const SIZES = {
  phone: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};
const LOCALES = ['en-US', 'es-ES'] as const;
/** The app's entry script: without it only the HTML's frame shows. */
const ENTRY_SCRIPT = /\/assets\/index-[^/]*\.js$/;

type Box = { x: number; y: number; width: number; height: number };

async function box(page: Page, selector: string): Promise<Box> {
  const target = page.locator(selector).first();
  await expect(target).toBeVisible();
  const found = await target.boundingBox();
  if (!found) throw new Error(`no box for ${selector}`);
  return found;
}

function expectSamePlace(frame: Box, page: Box) {
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(frame[side] - page[side]), side).toBeLessThanOrEqual(1);
  }
}

/** The frame's title with the app's script held back, at `path`, in a context of `options`. */
async function frameTitle(
  browser: Browser,
  frame: 'sign-in' | 'home',
  options: object,
  path: string,
  session?: object,
) {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block', ...session });
  const page = await context.newPage();
  await page.route(ENTRY_SCRIPT, (route) => route.abort());
  await page.goto(path);
  const title = await box(page, `#first-frame .ff-${frame} .ff-title`);
  await context.close();
  return title;
}

for (const [size, options] of Object.entries(SIZES)) {
  for (const locale of LOCALES) {
    test(`the sign-in frame's title is where the page's heading appears (${size}, ${locale})`, async ({
      browser,
    }) => {
      const frame = await frameTitle(browser, 'sign-in', { ...options, locale }, '/login');
      const context = await browser.newContext({ ...options, locale, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto('/login');
      const heading = await box(page, 'h1');
      expectSamePlace(frame, heading);
      await expect(page.locator('#first-frame')).toHaveCount(0);
      await context.close();
    });
  }
}

test('the timesheet frame matches the signed-in page, and leaves once it renders', async ({
  browser,
}) => {
  const options = { ...SIZES.phone, locale: 'en-US', serviceWorkers: 'block' as const };
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signIn(page, ACCOUNTS.worker, undefined, '/time-entries');
  const heading = await box(page, 'h1');
  await expect(page.locator('#first-frame')).toHaveCount(0);
  const storageState = await context.storageState();
  await context.close();
  const frame = await frameTitle(browser, 'home', options, '/time-entries', { storageState });
  expectSamePlace(frame, heading);
});
