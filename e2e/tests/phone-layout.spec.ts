import { expect, test, type Page } from '@playwright/test';
import { LOCALES, settled } from '../support/a11y';
import { ACCOUNTS, signIn } from '../support/auth';

/**
 * Every signed-in screen of every role, in English and Spanish, on a 375 px phone: nothing needs
 * a sideways scroll, every control of the screen lies on the screen, and no button's label is
 * cut. One page per role and language walks all of that role's screens (and each tab of a
 * screen with tabs), signed in once, then opens the app again with the stored session; nothing
 * on the way writes an error or a warning to the console.
 */

const PHONE = { width: 375, height: 812 };
/**
 * Chromium warns of a preloaded file left unused a few seconds after the load. One role waits
 * that long (the employee's home screen preloads the most); a preload the app asks for in
 * another way is warned of at once.
 */
const PRELOAD_GRACE_MS = 3_500;

/** The signed-in screens of each role (apps/web/src/app/router.tsx), the landing page first. */
const ROLES = [
  {
    role: 'employee',
    email: ACCOUNTS.worker,
    // A company that keeps hours: the punch clock says so in a few words.
    routes: [
      '/',
      '/dashboard',
      '/time-entry',
      '/time-entries',
      '/punch-clock',
      '/sign-offs',
      '/change-password',
    ],
  },
  {
    role: 'project manager',
    email: ACCOUNTS.manager,
    routes: [
      '/',
      '/dashboard',
      '/time-entry',
      '/time-entries',
      '/crew-day',
      '/sign-offs',
      '/review-time',
      '/change-password',
    ],
  },
  {
    role: 'company admin',
    email: ACCOUNTS.companyAdmin,
    routes: [
      '/',
      '/dashboard',
      '/time-entry',
      '/time-entries',
      '/users',
      '/jobs',
      '/crews',
      '/work-types-wc-codes',
      '/company-settings',
      '/kiosks',
      '/company-reports',
      '/wc-audit',
      '/certified-payroll',
      '/import',
      '/api-keys',
      '/webhooks',
      '/punch-clock',
      '/crew-day',
      '/sign-offs',
      '/review-time',
      '/change-password',
    ],
  },
  {
    role: 'employee of two companies',
    email: ACCOUNTS.dual,
    routes: ['/', '/time-entries', '/choose-company', '/change-password'],
  },
  {
    role: 'operator',
    email: ACCOUNTS.globalAdmin,
    routes: [
      '/tenant-management',
      '/support-sessions',
      '/manage-admins',
      '/reports',
      '/system-settings',
      '/change-password',
    ],
  },
] as const;

/** Opens a route inside the running app (no reload: the session and loaded code stay). */
async function openRoute(page: Page, route: string) {
  const moved = await page.evaluate((path) => {
    if (window.location.pathname === path) return false;
    // The screen being left keeps showing until the next one's code has loaded: its heading is
    // marked, so that the checks wait for the new screen's own.
    document.querySelector('main h1')?.setAttribute('data-left-screen', '');
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return true;
  }, route);
  await expect(page).toHaveURL(new RegExp(`${route === '/' ? '/' : route}$`));
  if (moved) await expect(page.locator('main h1[data-left-screen]')).toHaveCount(0);
  await screenReady(page);
}

/** Waits until the screen shows its heading and nothing in it is still loading. */
async function screenReady(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      if (!main) return false;
      if (main.querySelector('.mantine-Loader-root, [aria-busy="true"]')) return false;
      return !/(Loading|Cargando)[^A-Za-z]/.test(main.innerText);
    },
    undefined,
    { timeout: 15_000 },
  );
  await settled(page);
}

/** What is wrong with the layout as it stands: one line per problem, none when it fits. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const pageWidth = document.scrollingElement?.scrollWidth ?? 0;
    if (pageWidth > width) problems.push(`the page scrolls sideways (${pageWidth} px wide)`);

    const main = document.querySelector('main');
    if (!main) return ['no main area'];
    const name = (el: Element) =>
      (
        el.getAttribute('aria-label') ??
        (el as HTMLElement).innerText?.trim() ??
        el.getAttribute('placeholder') ??
        ''
      ).slice(0, 40) || el.outerHTML.slice(0, 80);
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden';
    };

    const controls = main.querySelectorAll(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]',
    );
    for (const el of controls) {
      if (!shown(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5) {
        problems.push(
          `${el.tagName.toLowerCase()} "${name(el)}" lies outside the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`,
        );
      }
    }

    // Content wider than its box is fine in a scroller that says so: a named region that takes
    // the keyboard focus (the arrow keys scroll it), described by a hint on the screen.
    for (const box of main.querySelectorAll('*')) {
      const overflow = getComputedStyle(box).overflowX;
      if (overflow !== 'auto' && overflow !== 'scroll') continue;
      if (!shown(box) || box.scrollWidth <= box.clientWidth + 1) continue;
      const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
      const announced =
        box.getAttribute('role') === 'region' &&
        !!box.getAttribute('aria-label') &&
        box.getAttribute('tabindex') === '0' &&
        !!hint &&
        shown(hint);
      if (!announced) {
        const what = box.querySelector('[aria-label], th, td, button');
        problems.push(
          `content is cut sideways without a scroll hint (${box.clientWidth} of ${box.scrollWidth} px, ${box.tagName.toLowerCase()}.${String(box.className).split(' ')[0]} with ${what ? name(what) : 'no name'})`,
        );
      }
    }

    for (const button of main.querySelectorAll('button, [role="button"]')) {
      if (!shown(button)) continue;
      const label = button.querySelector('.mantine-Button-label') ?? button;
      if (label.scrollWidth > label.clientWidth + 1) {
        problems.push(
          `button "${name(button)}" shows its label cut (${label.clientWidth} of ${label.scrollWidth} px)`,
        );
      }
    }
    return problems;
  });
}

/** Collects the errors and warnings the page writes to the console, from the first load on. */
function consoleProblems(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    // The journeys block the service worker (playwright.config.ts), and the browser says so.
    if (message.text().startsWith('Service Worker registration blocked by Playwright')) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      messages.push(`${message.type()}: ${message.text().slice(0, 300)}`);
    }
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}

/**
 * With PHONE_LAYOUT_SCREENSHOTS=1 each screen checked is also saved as a full-page screenshot in
 * the test's output folder, to look at the layouts themselves.
 */
async function keepScreenshot(page: Page, name: string) {
  if (!process.env.PHONE_LAYOUT_SCREENSHOTS) return;
  const file = `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.png`;
  await page.screenshot({ path: test.info().outputPath(file), fullPage: true });
}

async function checkScreen(page: Page, route: string, problems: string[]) {
  await keepScreenshot(page, route);
  for (const problem of await layoutProblems(page)) problems.push(`${route}: ${problem}`);
  // Each tab of a screen with tabs is a screen of its own.
  const tabs = page.locator('main [role="tablist"]').first().getByRole('tab');
  const count = await tabs.count();
  for (let i = 1; i < count; i++) {
    const tab = tabs.nth(i);
    const label = (await tab.innerText()).trim();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await screenReady(page);
    await keepScreenshot(page, `${route}-${label}`);
    for (const problem of await layoutProblems(page)) {
      problems.push(`${route} (${label}): ${problem}`);
    }
  }
}

test.describe.configure({ mode: 'parallel' });

for (const [language, locale] of Object.entries(LOCALES)) {
  test.describe(`phone layout (${language})`, () => {
    test.use({ locale, viewport: PHONE, hasTouch: true, isMobile: true });

    for (const { role, email, routes } of ROLES) {
      test(`every screen of the ${role} fits a 375 px phone`, async ({ page }) => {
        test.setTimeout(60_000);
        const console = consoleProblems(page);
        await signIn(page, email);
        await screenReady(page);
        const problems: string[] = [];
        for (const route of routes) {
          await openRoute(page, route);
          await checkScreen(page, route, problems);
        }
        // Opening the app again with the stored session: the first load then fetches the
        // signed-in code and styles ahead (build/preload-signed-in.ts).
        await page.goto(routes[0]);
        await screenReady(page);
        if (role === 'employee') await page.waitForTimeout(PRELOAD_GRACE_MS);
        expect([...new Set(problems)]).toEqual([]);
        expect(console, 'errors and warnings in the console').toEqual([]);
      });
    }
  });
}

test.describe('report layout on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('every report column is on the screen or its table shows that it scrolls', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.companyAdmin);
    await openRoute(page, '/company-reports');
    const problems: string[] = [];
    // The widest states: Weekly Entries with its notes, Job Breakdown in detail.
    await page.getByRole('switch', { name: 'Show Notes' }).check();
    await screenReady(page);
    await checkScreen(page, '/company-reports', problems);
    await page.getByRole('tab', { name: 'Job Breakdown' }).click();
    await page.getByRole('switch', { name: 'Show Detailed Breakdown' }).check();
    await screenReady(page);
    for (const problem of await layoutProblems(page)) {
      problems.push(`/company-reports (Job Breakdown in detail): ${problem}`);
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});
