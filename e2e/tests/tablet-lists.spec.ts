import { expect, test, type Page } from '@playwright/test';
import { LOCALES, settled } from '../support/a11y';
import { ACCOUNTS, signIn } from '../support/auth';

/**
 * Jobs and Staff between the phone and the wide desktop (768 to 1100 px, the sidebar shown from
 * 768): every row's actions lie on the screen, never scrolled out of view inside a table, and the
 * page does not scroll sideways. A list that would not fit its box shows as cards instead.
 */

const WIDTHS = [768, 880, 991, 992, 1000, 1010, 1024, 1100];
const SCREENS = [
  { route: '/jobs', heading: /^(Jobs Management|Administración de obras)$/ },
  { route: '/users', heading: /^(Staff|Personal)$/ },
];

/**
 * The row actions of the main area's lists (buttons and switches in a table or a card list) that
 * are not wholly in view: outside the screen, or clipped by a box that scrolls or hides overflow.
 */
async function hiddenActions(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const main = document.querySelector('main')!;
    const actions = [
      ...main.querySelectorAll('table button, table input, ul button, ul input, ul a, table a'),
    ].filter((el) => el.getBoundingClientRect().width > 1);
    const hidden: string[] = [];
    for (const el of actions) {
      const box = el.getBoundingClientRect();
      let left = 0;
      let right = width;
      for (let p = el.parentElement; p; p = p.parentElement) {
        if (getComputedStyle(p).overflowX === 'visible') continue;
        const clip = p.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      if (box.left < left - 0.5 || box.right > right + 0.5)
        hidden.push(
          `"${el.getAttribute('aria-label') ?? el.textContent?.trim()}" at ${Math.round(box.left)}–${Math.round(box.right)} px, in view ${Math.round(left)}–${Math.round(right)} px`,
        );
    }
    const pageWidth = document.scrollingElement?.scrollWidth ?? 0;
    return {
      checked: actions.length,
      hidden,
      sideways: pageWidth > width ? `the page is ${pageWidth} px wide` : null,
    };
  });
}

for (const [language, locale] of Object.entries(LOCALES)) {
  test.describe(`in ${language}`, () => {
    test.use({ locale });

    test('Jobs and Staff keep every row action in view from 768 to 1100 px', async ({ page }) => {
      test.setTimeout(90_000);
      await signIn(page, ACCOUNTS.companyAdmin);
      for (const screen of SCREENS) {
        await page.goto(screen.route);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await expect(page.locator('main table, main ul li').first()).toBeVisible();
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await settled(page);
          const found = await hiddenActions(page);
          const where = `${screen.route} at ${width} px`;
          expect(found.checked, `${where}: row actions found`).toBeGreaterThan(0);
          expect(found.hidden, `${where}: actions out of view`).toEqual([]);
          expect(found.sideways, `${where}: sideways scrolling`).toBeNull();
        }
      }
    });
  });
}
