import axe from 'axe-core';
import {
  expect,
  test,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestInfo,
} from '@playwright/test';

/** The WCAG 2.2 AA rules (and the A rules under them) that axe-core checks automatically. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe-core on the page as it stands and fails with each violation named (rule, what it
 * means, where). `what` names the screen and state in the failure message.
 */
export async function expectNoAxeViolations(page: Page, what: string) {
  await expectNoAxeViolationsIn(page, null, what);
}

/**
 * axe-core's violations on the page as it stands: axe is loaded once per document (not on every
 * scan, as the Playwright wrapper does) and asked for its violations only, without the details
 * of every passing node, which made each scan's answer several megabytes on a long list.
 */
async function axeViolations(page: Page, selector: string | null, tags: string[] | null) {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ selector, tags }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      const results = await run(selector ? { include: [selector] } : document, {
        ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
    },
    { selector, tags },
  );
}

/** The same, on one part of the page only (`selector`), or the whole page (`null`). */
export async function expectNoAxeViolationsIn(
  page: Page,
  selector: string | null,
  what: string,
  options: { everyRule?: boolean } = {},
) {
  // The part scanned is in the page first (a dialog just opened may not be there yet).
  if (selector) await page.locator(selector).first().waitFor({ state: 'attached' });
  // Every rule: the WCAG ones and axe's best practices (landmarks, headings), of any impact.
  const found = await axeViolations(page, selector, options.everyRule ? null : WCAG_TAGS);
  const violations = found.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(' | ')}`,
  );
  expect(violations, `axe-core violations on ${what}`).toEqual([]);
}

/** The two sizes every screen is checked at: a 375 px phone and a desktop. */
export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

export type ViewportSize = keyof typeof VIEWPORTS;

/** Waits until no CSS transition runs (a drawer sliding, a modal fading after a resize). */
export async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    undefined,
    { timeout: 5_000 },
  );
}

/**
 * Where axe scans a state when the same walk runs in both languages (`scan: 'by-language'`):
 * Spanish on the phone, where its longer labels wrap and crowd, English on the desktop, so each
 * state is still scanned in both languages and at both sizes.
 */
const SCANNED_AT: Record<string, ViewportSize> = { es: 'mobile', en: 'desktop' };

/**
 * Checks the page in the state it is in at the phone size, then at the desktop size: the window
 * changes, the state stays, so each state is reached once for both. `atSize` adds checks of its
 * own at each size (touch targets on the phone). axe scans at both sizes, or, for a walk made in
 * both languages (`scan: 'by-language'`), at the size of the page's language (`SCANNED_AT`).
 * Leaves the page at the desktop size.
 */
export async function expectAccessibleAtBothSizes(
  page: Page,
  what: string,
  atSize?: (size: ViewportSize) => Promise<void>,
  options: { scan?: 'both' | 'by-language' } = {},
) {
  const lang = (await page.evaluate(() => document.documentElement.lang)).slice(0, 2);
  const scanAt = options.scan === 'by-language' ? SCANNED_AT[lang] : undefined;
  for (const size of ['mobile', 'desktop'] as const) {
    // A size with nothing to check is not visited (the page is left at the desktop size).
    if (scanAt && scanAt !== size && !atSize && size === 'mobile') continue;
    await page.setViewportSize(VIEWPORTS[size]);
    await settled(page);
    await atSize?.(size);
    if (!scanAt || scanAt === size) await expectNoAxeViolations(page, `${what} (${size})`);
  }
}

type WalkBody = (
  args: PlaywrightTestArgs & PlaywrightTestOptions & PlaywrightWorkerArgs & PlaywrightWorkerOptions,
  testInfo: TestInfo,
) => Promise<void>;

/**
 * One accessibility walk per screen. A spec declares its walks once per language, in the same
 * order; the one this returns for `lang` declares only that language's share: the first walk in
 * English, the second in Spanish, and so on, so each screen is walked once, both languages are
 * walked over a spec, and each state is scanned at both sizes. (Every screen's phone layout in
 * both languages is checked by phone-layout.spec.ts without axe.)
 */
export function oneWalkPerScreen(lang: 'en' | 'es') {
  let index = 0;
  return (title: string, body: WalkBody) => {
    const walkLanguage = index++ % 2 === 0 ? 'en' : 'es';
    if (walkLanguage === lang) test(title, body);
  };
}

/**
 * The browser locales of the two languages. A person who has not chosen a language gets their
 * browser's, so `test.use({ locale: LOCALES.es })` opens the app in Spanish without touching the
 * shared demo accounts' saved choice.
 */
export const LOCALES = { en: 'en-US', es: 'es-US' } as const;

/** The user menu button in either language. */
export function userMenuButton(page: Page) {
  return page.getByRole('button', { name: /^(User menu|Menú de usuario)$/ });
}
