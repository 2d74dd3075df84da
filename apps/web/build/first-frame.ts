import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type MantineTheme,
} from '@mantine/core';
import type { Plugin } from 'vite';
// By path: the build's configuration runs in Node, which loads the contract's TypeScript only
// when it is bundled with it (a package name would be left to Node).
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  PRODUCT_NAME,
} from '../../../packages/contract/src/rules/branding';
import { LANGUAGES } from '../../../packages/contract/src/rules/languages';
import { LANGUAGE_STORAGE_KEY } from '../src/app/i18n/language-storage-key';
import { STORAGE_KEYS } from '../src/app/session/storage';
import { DESKTOP_SIDEBAR_WIDTH, TOP_BAR_HEIGHT } from '../src/app/shell/shell-layout';
import { createAppTheme, readableCssVariables } from '../src/app/theme/theme';
import { HOME_PATHS } from '../src/app/guards/home-paths';

/** Signed out, the addresses that open on the sign-in page. */
const SIGN_IN_PATHS = ['/login', ...HOME_PATHS];
/** The element holding the frame, beside the app's #root. */
const FRAME_ID = 'first-frame';
/** The app's stylesheets, which the bundler links from the head. */
const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;
/** Set on <html> by the first script: which frame shows (`sign-in` or `home`). */
const FRAME_ATTRIBUTE = 'data-first-frame';

type Texts = Record<string, string>;

/** One text of a catalogue (src/locales/<language>/<namespace>.json) in every language. */
function catalogueText(root: string, namespace: string, key: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const language of LANGUAGES) {
    const file = path.join(root, 'src/locales', language, `${namespace}.json`);
    const text = (JSON.parse(fs.readFileSync(file, 'utf8')) as Texts)[key];
    if (!text) throw new Error(`first-frame: no "${key}" in ${file}`);
    texts.set(language, text);
  }
  return texts;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A text in each language, each shown only when the page is in that language. */
const inEachLanguage = (texts: Map<string, string>) =>
  [...texts]
    .map(([language, text]) => `<span lang="${language}">${escapeHtml(text)}</span>`)
    .join('');

/**
 * The CSS variables the app's MantineProvider sets (Mantine's own and the readable colours of
 * theme/theme.ts) for the default branding the sign-in page shows. The frame sets the ones it
 * uses on itself: it paints before the provider has run, and must look as the page will.
 */
function providerVariables(theme: MantineTheme): Texts {
  const mantine = defaultCssVariablesResolver(theme);
  const readable = readableCssVariables(theme);
  return {
    ...mantine.variables,
    ...mantine.light,
    ...readable.variables,
    ...readable.light,
  };
}

/** The variables `css` uses, with those their values use in turn. */
function variablesUsedBy(css: string, all: Texts): string {
  const used = new Map<string, string>();
  const visit = (text: string) => {
    for (const [, name] of text.matchAll(/var\((--mantine-[\w-]+)\)/g)) {
      if (!name || used.has(name)) continue;
      const value = all[name];
      if (value === undefined) throw new Error(`first-frame: Mantine sets no ${name}`);
      used.set(name, value);
      visit(value);
    }
  };
  visit(css);
  return [...used].map(([name, value]) => `${name}:${value}`).join(';');
}

const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

/**
 * The frames' layout, as the pages lay themselves out (Mantine's components with the app's
 * props): the sign-in card of components/auth-card.tsx and features/auth/login-page.tsx, and the
 * shell of app/shell/app-layout.tsx with a screen's PageHeader. Where the real page has fields,
 * buttons or links, the frame keeps their height empty: nothing in it looks usable before it is.
 */
function frameCss(breakpoints: MantineTheme['breakpoints']): string {
  const f = `#${FRAME_ID}`;
  const title =
    'font-family:var(--mantine-font-family-headings);font-size:var(--mantine-h2-font-size);' +
    'line-height:var(--mantine-h2-line-height);font-weight:var(--mantine-h2-font-weight);' +
    'text-wrap:var(--mantine-heading-text-wrap);margin:0';
  // Mantine's sizes of a field (sm), a button (sm) and a compact button (sm).
  const input = rem(36);
  const button = rem(36);
  const compactButton = rem(26);
  const line = (size: string, lineHeight: string) =>
    `var(--mantine-font-size-${size}) * var(--mantine-line-height${lineHeight})`;
  const border = `${rem(1)} solid var(--mantine-color-gray-3)`;
  return [
    `${f},${f} .ff-sign-in,${f} .ff-home,${f} [lang]{display:none}`,
    `html[${FRAME_ATTRIBUTE}] ${f}{display:block;position:fixed;inset:0;z-index:1;overflow:hidden;` +
      'pointer-events:none;user-select:none;font-family:var(--mantine-font-family);' +
      'font-size:var(--mantine-font-size-md);line-height:var(--mantine-line-height);' +
      'color:var(--mantine-color-text);-webkit-font-smoothing:antialiased}',
    `${f} *{box-sizing:border-box}`,
    ...LANGUAGES.map(
      (language) => `html[lang=${language}] ${f} [lang=${language}]{display:inline}`,
    ),
    // The sign-in card, centred on the grey page.
    `html[${FRAME_ATTRIBUTE}=sign-in] ${f} .ff-sign-in{display:flex}`,
    `${f} .ff-sign-in{min-height:100dvh;align-items:center;justify-content:center;` +
      'padding:var(--mantine-spacing-md);background:var(--mantine-color-gray-0)}',
    `${f} .ff-box{width:100%;max-width:${rem(420)}}`,
    `${f} .ff-product{text-align:center;font-weight:800;font-size:var(--mantine-font-size-xl);` +
      'line-height:var(--mantine-line-height-md);margin-bottom:var(--mantine-spacing-md)}',
    `${f} .ff-card{text-align:center;padding:var(--mantine-spacing-lg);border:${border};` +
      'border-radius:var(--mantine-radius-md);box-shadow:var(--mantine-shadow-sm);' +
      'background:var(--mantine-color-body)}',
    `@media (min-width:${breakpoints.xs}){${f} .ff-card{padding:var(--mantine-spacing-xl)}}`,
    `${f} .ff-title{${title}}`,
    `${f} .ff-subtitle{margin-top:${rem(4)};color:var(--mantine-color-dimmed);` +
      'line-height:var(--mantine-line-height-md)}',
    // The form: two fields (a label's line and the box), the link, the button, gaps of md.
    `${f} .ff-form{margin-top:var(--mantine-spacing-md);height:calc(` +
      `2 * (${line('md', '')} + ${input}) + ${line('sm', '-sm')} + ${button}` +
      ' + 3 * var(--mantine-spacing-md))}',
    // Below the card: the version line and the language buttons, each after a gap of md.
    `${f} .ff-below{height:calc(2 * var(--mantine-spacing-md) + ${line('xs', '-xs')}` +
      ` + ${compactButton})}`,
    // The signed-in shell: top bar, sidebar from the `sm` breakpoint on, the screen's title.
    `html[${FRAME_ATTRIBUTE}=home] ${f} .ff-home{display:block}`,
    // Transparent elsewhere: the app's loading spinner, centred on the page, shows through
    // while the session is checked.
    `${f} .ff-bar{position:absolute;top:0;left:0;right:0;height:${rem(TOP_BAR_HEIGHT)};` +
      'border-bottom:1px solid var(--mantine-color-gray-3);background:var(--mantine-color-body)}',
    `${f} .ff-nav{display:none}`,
    `${f} .ff-main{padding:calc(${rem(TOP_BAR_HEIGHT)} + var(--mantine-spacing-md)) ` +
      'var(--mantine-spacing-md) 0}',
    `${f} .ff-main .ff-title{width:fit-content}`,
    `@media (min-width:${breakpoints.sm}){` +
      `${f} .ff-nav{display:block;position:absolute;left:0;bottom:0;top:${rem(TOP_BAR_HEIGHT)};` +
      `width:${rem(DESKTOP_SIDEBAR_WIDTH)};border-inline-end:1px solid var(--mantine-color-gray-3);` +
      'background:var(--mantine-color-body)}' +
      `${f} .ff-main{padding-inline-start:calc(${rem(DESKTOP_SIDEBAR_WIDTH)} + ` +
      'var(--mantine-spacing-md))}}',
  ].join('');
}

function frameHtml(root: string): string {
  const signInTitle = catalogueText(root, 'auth', 'login.title');
  const signInSubtitle = catalogueText(root, 'auth', 'login.subtitle');
  const homeTitle = catalogueText(root, 'timesheet', 'calendar.title');
  return (
    // Decoration until the app renders: hidden from assistive technologies, never focused.
    `<div id="${FRAME_ID}" aria-hidden="true" inert>` +
    '<div class="ff-sign-in"><div class="ff-box">' +
    `<div class="ff-product">${escapeHtml(PRODUCT_NAME)}</div>` +
    '<div class="ff-card">' +
    `<div class="ff-title">${inEachLanguage(signInTitle)}</div>` +
    `<div class="ff-subtitle">${inEachLanguage(signInSubtitle)}</div>` +
    '<div class="ff-form"></div></div>' +
    '<div class="ff-below"></div></div></div>' +
    '<div class="ff-home"><div class="ff-bar"></div><div class="ff-nav"></div>' +
    `<div class="ff-main"><div class="ff-title">${inEachLanguage(homeTitle)}</div></div></div>` +
    '</div>'
  );
}

/**
 * Which frame shows, and in which language, decided before the page's first paint as the app
 * will decide: a stored token opens the signed-in shell (the timesheet on the home addresses,
 * except for a global admin outside a support session, whose home is elsewhere: the token's
 * `typ` and `sid` claims), none the sign-in page; the language is the one remembered on this
 * device, else the browser's (app/i18n/language.ts, initialLanguage). The page's language is
 * set at once.
 */
const chooseScript =
  '(function(){try{var s=localStorage,p=location.pathname,' +
  `t=s.getItem(${JSON.stringify(STORAGE_KEYS.token)}),f,c;` +
  `if(t){if(${JSON.stringify(HOME_PATHS)}.indexOf(p)>=0){` +
  'c=JSON.parse(atob(t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/")));' +
  'if(c.typ!=="global_admin"||c.sid)f="home"}}' +
  `else if(${JSON.stringify(SIGN_IN_PATHS)}.indexOf(p)>=0)f="sign-in";` +
  'if(!f)return;' +
  `var l=${JSON.stringify(LANGUAGES)},g=s.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}),` +
  'n=navigator.languages||[],i,b;' +
  'if(l.indexOf(g)<0){g=l[0];for(i=0;i<n.length;i++){b=String(n[i]).toLowerCase().split("-")[0];' +
  'if(l.indexOf(b)>=0){g=b;break}}}' +
  `var d=document.documentElement;d.lang=g;d.setAttribute(${JSON.stringify(FRAME_ATTRIBUTE)},f)` +
  '}catch(e){}})();';

/**
 * Keeps the frame until the app shows more than its loading spinner (a full-page status), then
 * removes it in the same task as the app's render: what is on screen is replaced at once, and
 * nothing of the frame remains for assistive technologies or tests. Without a frame to show,
 * it is removed at once.
 */
const keepScript =
  `(function(){var f=document.getElementById(${JSON.stringify(FRAME_ID)}),` +
  'r=document.getElementById("root"),d=document.documentElement;if(!f||!r)return;' +
  `function done(){f.remove();d.removeAttribute(${JSON.stringify(FRAME_ATTRIBUTE)})}` +
  `if(!d.hasAttribute(${JSON.stringify(FRAME_ATTRIBUTE)}))return done();` +
  'function loading(){for(var c=r.firstElementChild;c;c=c.nextElementSibling)' +
  'if(c.tagName!=="STYLE"&&c.getAttribute("role")!=="status")return false;return true}' +
  'var o=new MutationObserver(function(){if(!loading()){o.disconnect();done()}});' +
  'o.observe(r,{childList:true})})();';

/**
 * The first frame of the app in the HTML itself (an "app shell"): signed out on the sign-in
 * addresses, the sign-in card with its title; with a stored session on the home addresses, the
 * shell's top bar (and sidebar) with the timesheet's title, each where the page will draw it, so
 * that the app's render moves nothing. The texts come from the catalogues, in every language; a
 * first inline script picks the frame and the language, a second removes the frame once the app
 * shows more than its loading spinner. The frame sits beside #root, not in it: React empties
 * #root at its first render, which with a stored session is that spinner, not the page.
 *
 * The frame's own `<style>` is all it needs, so the app's stylesheet moves below it, out of the
 * head: the frame paints as soon as the HTML is in, without waiting for the stylesheet, while the
 * app's script, deferred, still runs only once the stylesheet has loaded (a stylesheet the
 * parser met blocks scripts), so the app never renders unstyled.
 *
 * Both scripts are allowed by their hashes (apps/server/src/platform/inline-scripts.ts); the
 * `<style>` falls under the policy's `style-src`, as Mantine's own do.
 */
export function firstFrame(): Plugin {
  let root = '';
  return {
    name: 'sitehours:first-frame',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const theme = mergeMantineTheme(
          DEFAULT_THEME,
          createAppTheme({
            primaryColor: DEFAULT_PRIMARY_COLOR,
            secondaryColor: DEFAULT_SECONDARY_COLOR,
          }),
        );
        const rules = frameCss(theme.breakpoints);
        const css = `#${FRAME_ID}{${variablesUsedBy(rules, providerVariables(theme))}}${rules}`;
        const rootElement = '<div id="root"></div>';
        if (!html.includes(rootElement)) throw new Error(`first-frame: no ${rootElement}`);
        const stylesheets = html.match(STYLESHEET) ?? [];
        return (
          html
            .replace(STYLESHEET, '')
            // The choice is made before the body is parsed, so the first paint shows it.
            .replace(
              /(<meta charset="[^"]*"\s*\/?>)/i,
              `$1\n    <script>${chooseScript}</script>\n    <style>${css}</style>`,
            )
            // The stylesheet after the frame but before #root, whose Mantine variables (written
            // by the app's provider) override the stylesheet's defaults by coming later.
            .replace(
              rootElement,
              [frameHtml(root), ...stylesheets.map((link) => link.trim()), rootElement]
                .concat(`<script>${keepScript}</script>`)
                .join('\n    '),
            )
        );
      },
    },
  };
}
