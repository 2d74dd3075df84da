import fs from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { messageText, type MessageCode } from '@sitehours/contract/messages';
import { LOCALES } from '../support/a11y';
import { DEMO_PASSWORD, emailField, passwordField } from '../support/auth';

/**
 * Helpers of the Spanish, keyboard and accessibility journeys of the worker's screens
 * (timesheet-spanish, timesheet-keyboard, a11y-timesheet). Texts come from the app's own
 * catalogues, so a reworded Spanish text does not break the journeys.
 */

export type Lang = keyof typeof LOCALES;

const LOCALES_DIR = new URL('../../apps/web/src/locales/', import.meta.url);

function readCatalogue(lang: Lang, namespace: string): Record<string, string> {
  const file = new URL(`${lang}/${namespace}.json`, LOCALES_DIR);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

const TIMESHEET = { en: readCatalogue('en', 'timesheet'), es: readCatalogue('es', 'timesheet') };

/** A text of the timesheet catalogue, with its {{placeholders}} filled. */
export function tt(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const text = TIMESHEET[lang][key];
  if (text === undefined) throw new Error(`No ${lang} text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * An English message of the contract (the entry form's validation) as the screen shows it: the
 * messages catalogue's translation, else the timesheet catalogue's (the form falls back to it).
 */
export function formMessage(lang: Lang, code: MessageCode, fallbackKey: string): string {
  if (lang === 'en') return messageText(code);
  return readCatalogue(lang, 'messages')[code] ?? tt(lang, fallbackKey);
}

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const exactly = (text: string) => new RegExp(`^${escape(text)}$`);

/** 'Monday, November 16' / 'Lunes, 16 de noviembre', as the day cells and the day modal say. */
export function dayTitleIn(lang: Lang, day: string): string {
  const text = new Intl.DateTimeFormat(LOCALES[lang], {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
  return text.charAt(0).toLocaleUpperCase(LOCALES[lang]) + text.slice(1);
}

/** Hours as the timesheet shows them in a language: 8.0, 7.5, 7.25. */
export function hoursIn(lang: Lang, hours: number): string {
  const cents = Math.round(hours * 100) % 100;
  const digits = cents === 25 || cents === 75 ? 2 : 1;
  return new Intl.NumberFormat(LOCALES[lang], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(hours);
}

/** 'Noviembre' or 'Noviembre/Diciembre': the month heading of the days shown. */
export function monthLabelIn(lang: Lang, days: readonly string[]): string {
  const names: string[] = [];
  for (const day of days) {
    const name = new Intl.DateTimeFormat(LOCALES[lang], { month: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
    const capitalised = name.charAt(0).toLocaleUpperCase(LOCALES[lang]) + name.slice(1);
    if (!names.includes(capitalised)) names.push(capitalised);
  }
  return names.join('/');
}

export function daysList(page: Page, lang: Lang): Locator {
  return page.getByRole('list', { name: tt(lang, 'calendar.days') });
}

export function dayCellIn(page: Page, lang: Lang, day: string): Locator {
  return daysList(page, lang).getByRole('button', {
    name: new RegExp(`^${escape(dayTitleIn(lang, day))}:`),
  });
}

export async function openWeekIn(page: Page, lang: Lang, monday: string) {
  await page.goto(`/time-entries?week=${monday}`);
  await expect(
    page.getByRole('heading', { level: 1, name: tt(lang, 'calendar.title') }),
  ).toBeVisible();
  await expect(daysList(page, lang)).toBeVisible();
}

export function dayDialog(page: Page, lang: Lang, day: string): Locator {
  return page.getByRole('dialog', { name: dayTitleIn(lang, day) });
}

export function entryFormIn(scope: Locator | Page, lang: Lang): Locator {
  return scope.getByRole('form', {
    name: new RegExp(`^(${escape(tt(lang, 'form.add'))}|${escape(tt(lang, 'form.edit'))})$`),
  });
}

/** Signs in with the keyboard only: typing into the fields, Enter to send. */
export async function signInByKeyboard(page: Page, email: string) {
  await page.goto('/login');
  await emailField(page).fill(email);
  await passwordField(page).fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^(User menu|Menú de usuario)$/ })).toBeVisible();
}

/**
 * Interactive elements of the screen (its main area and any open dialog) smaller than 44 × 44 px,
 * described. A radio or checkbox counts with its label (tapping either works); links inside a
 * sentence are exempt (WCAG 2.5.8's inline exception).
 */
export async function smallTouchTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate((minSize) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="link"]',
      '[role="switch"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="tab"]',
      '[role="menuitem"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const scopes = [...document.querySelectorAll('main, [role="dialog"]')];
    const seen = new Set<Element>();
    const problems: string[] = [];
    const describe = (el: Element) => {
      const label = el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null;
      const name = el.getAttribute('aria-label') ?? label ?? el.textContent ?? '';
      return `<${el.tagName.toLowerCase()}${el.getAttribute('type') ? ` type=${el.getAttribute('type')}` : ''}> "${name.trim().slice(0, 50)}"`;
    };
    for (const scope of scopes) {
      for (const el of scope.querySelectorAll(selector)) {
        if (seen.has(el)) continue;
        seen.add(el);
        const style = getComputedStyle(el);
        if (style.display === 'none' || style.visibility === 'hidden') continue;
        const rects = [el.getBoundingClientRect()];
        if (el instanceof HTMLInputElement && ['radio', 'checkbox'].includes(el.type)) {
          for (const label of el.labels ?? []) rects.push(label.getBoundingClientRect());
        }
        const shown = rects.filter((r) => r.width > 0 && r.height > 0);
        if (shown.length === 0) continue;
        const left = Math.min(...shown.map((r) => r.left));
        const right = Math.max(...shown.map((r) => r.right));
        const top = Math.min(...shown.map((r) => r.top));
        const bottom = Math.max(...shown.map((r) => r.bottom));
        const width = right - left;
        const height = bottom - top;
        if (el.tagName === 'A' && style.display === 'inline') {
          const own = el.textContent?.trim().length ?? 0;
          const around = el.parentElement?.textContent?.trim().length ?? 0;
          if (around > own) continue;
        }
        if (width < minSize - 0.5 || height < minSize - 0.5)
          problems.push(`${describe(el)}: ${Math.round(width)}×${Math.round(height)}`);
      }
    }
    return problems;
  }, min);
}

export async function expectTouchTargets(page: Page, what: string) {
  expect(await smallTouchTargets(page), `targets under 44 × 44 px on ${what}`).toEqual([]);
}

/**
 * The focused element, and whether its focus is visible: it matches :focus-visible and draws an
 * outline or a box-shadow (a visually hidden input, like a switch's, draws it on the next element).
 */
export async function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { what: 'body', visible: false, day: null };
    const ring = (x: Element | null) => {
      if (!x) return false;
      const s = getComputedStyle(x);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      return outline || (s.boxShadow !== '' && s.boxShadow !== 'none');
    };
    // A date field's focus sits in its inner parts. On its last stop, its own calendar button,
    // the field no longer matches :focus and the ring is drawn on that button (a
    // ::-webkit-calendar-picker-indicator rule the page cannot read back): counted as visible.
    const dateField = el instanceof HTMLInputElement && el.type === 'date';
    const pickerFocused = dateField && !el.matches(':focus');
    const focused = el.matches(':focus-visible') || dateField;
    const visible = pickerFocused || (focused && (ring(el) || ring(el.nextElementSibling)));
    const label = el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null;
    const name =
      el.getAttribute('aria-label') ?? label ?? el.textContent?.trim().slice(0, 40) ?? '';
    const s = getComputedStyle(el);
    return {
      what: `<${el.tagName.toLowerCase()}${el.getAttribute('type') ? ` type=${el.getAttribute('type')}` : ''}> "${name}" (focus-visible: ${el.matches(':focus-visible')}, outline: ${s.outlineStyle} ${s.outlineWidth}, box-shadow: ${s.boxShadow})`,
      visible,
      day: el.getAttribute('data-day'),
    };
  });
}
