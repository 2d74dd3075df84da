import {
  createTheme,
  type AlertFactory,
  type CSSVariablesResolver,
  type DrawerFactory,
  type ExtendComponent,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type MenuFactory,
  type ModalFactory,
  type NotificationFactory,
  type PasswordInputFactory,
} from '@mantine/core';
import {
  BRAND_SHADE_INDEX,
  CONTRAST_LUMINANCE_THRESHOLD,
  contrastOf,
  darkestOf,
  generateShades,
  readableOn,
  readableTextColor,
} from './colors';
import type { Branding } from '@/app/session/session-model';

/** WCAG AA for normal text. */
const MIN_TEXT_CONTRAST = 4.5;
/** The lightest surface coloured text sits on besides white: the page and striped rows. */
const LIGHT_SURFACE = '#f8f9fa';

/** Accessible names of the buttons Mantine draws itself, in the interface language. */
export interface ThemeLabels {
  /** The close (×) button of dialogs, drawers, notifications and alerts. */
  close: string;
  /** The eye button of password fields. */
  togglePassword: string;
}

export interface ThemeOptions {
  /** The class drawing the keyboard focus ring (see theme.module.css). */
  focusClassName?: string;
}

const ENGLISH_LABELS: ThemeLabels = {
  close: 'Close', // i18n-exempt: the English default; the app passes the catalogue's texts
  togglePassword: 'Toggle password visibility', // i18n-exempt: as above
};

/** A dialog's or drawer's title bar is part of the dialog, not a landmark. */
const DIALOG_HEADER_ATTRIBUTES = { header: { role: 'presentation' } };

/**
 * The Mantine theme of a company's branding: the palette `brand` is derived from the primary
 * colour, and `autoContrast` puts black or white text on filled elements (buttons, badges, the
 * avatar), whichever reaches 4.5:1 on that colour. Mantine's own close and password buttons get
 * names (`labels`).
 */
export function createAppTheme(
  branding: Pick<Branding, 'primaryColor' | 'secondaryColor'>,
  labels: ThemeLabels = ENGLISH_LABELS,
  options: ThemeOptions = {},
) {
  const closeButtonProps = { 'aria-label': labels.close };
  const theme: MantineThemeOverride = createTheme({
    primaryColor: 'brand',
    primaryShade: BRAND_SHADE_INDEX,
    colors: {
      brand: generateShades(branding.primaryColor),
      brandSecondary: generateShades(branding.secondaryColor),
    },
    autoContrast: true,
    // People who ask their device for less motion get dialogs, menus and drawers without it.
    respectReducedMotion: true,
    ...(options.focusClassName ? { focusClassName: options.focusClassName } : {}),
    luminanceThreshold: CONTRAST_LUMINANCE_THRESHOLD,
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    // Plain objects, as `Modal.extend(...)` would return them: naming the components here
    // would put the dialog, drawer, menu and notification code in every page's first download.
    components: {
      // A dialog's title bar is Mantine's <header>: without a role it would be a second banner
      // landmark beside the page's own.
      Modal: {
        defaultProps: { closeButtonProps, attributes: DIALOG_HEADER_ATTRIBUTES },
      } satisfies ExtendComponent<ModalFactory>,
      Drawer: {
        defaultProps: { closeButtonProps, attributes: DIALOG_HEADER_ATTRIBUTES },
      } satisfies ExtendComponent<DrawerFactory>,
      Notification: {
        defaultProps: { closeButtonProps },
        // Mantine draws a titled notification's text in a grey below 4.5:1.
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      } satisfies ExtendComponent<NotificationFactory>,
      // Mantine's focus placeholder (role presentation, focusable) is not allowed in a menu:
      // without it the first item takes the focus when a menu opens.
      Menu: {
        defaultProps: { withInitialFocusPlaceholder: false },
      } satisfies ExtendComponent<MenuFactory>,
      Alert: {
        defaultProps: { closeButtonLabel: labels.close },
      } satisfies ExtendComponent<AlertFactory>,
      PasswordInput: {
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': labels.togglePassword } },
      } satisfies ExtendComponent<PasswordInputFactory>,
    },
  });
  return theme;
}

/**
 * The light-scheme variables of one palette that put its colour behind or in text, each made
 * to reach 4.5:1: text and outline on a light surface (darkened as needed), the text of the
 * light variant on its tint, and the hover shade of filled elements (which keep the text
 * colour chosen for the filled shade).
 */
export function readableColorVariables(
  name: string,
  shades: readonly string[],
  /** The darkest surface coloured text sits on: a hovered or striped table row. */
  surface = LIGHT_SURFACE,
): Record<string, string> {
  const filled = shades[BRAND_SHADE_INDEX] ?? '#000000';
  const onFilled = readableTextColor(filled);
  const hover =
    [shades[BRAND_SHADE_INDEX + 1], shades[BRAND_SHADE_INDEX - 1]].find(
      (shade): shade is string =>
        shade !== undefined && contrastOf(onFilled, shade) >= MIN_TEXT_CONTRAST,
    ) ?? filled;
  const onLight = readableOn(filled, surface, MIN_TEXT_CONTRAST);
  return {
    [`--mantine-color-${name}-text`]: onLight,
    [`--mantine-color-${name}-outline`]: onLight,
    [`--mantine-color-${name}-filled-hover`]: hover,
    // The light variant's text sits on shade 1, and on shade 2 when hovered.
    [`--mantine-color-${name}-light-color`]: readableOn(
      shades[9] ?? filled,
      shades[2] ?? LIGHT_SURFACE,
      MIN_TEXT_CONTRAST,
    ),
  };
}

function isPalette(value: unknown): value is MantineColorsTuple {
  return Array.isArray(value) && value.length >= 10;
}

/**
 * Mantine's light-scheme texts fall short of WCAG AA on several colours (grey 'dimmed' text,
 * red errors, the light variants of green, yellow and orange, and a light brand colour used as
 * text). These variables replace them with shades that reach 4.5:1, for every palette of the
 * theme, the company's included.
 */
export const readableCssVariables: CSSVariablesResolver = (theme) => {
  // Mantine asks on every render of the provider: the answer depends on the theme alone.
  const known = readableVariablesByTheme.get(theme);
  if (known) return known;
  const resolved = resolveReadableVariables(theme);
  readableVariablesByTheme.set(theme, resolved);
  return resolved;
};

const readableVariablesByTheme = new WeakMap<object, ReturnType<CSSVariablesResolver>>();

const resolveReadableVariables: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {};
  const palettes = Object.entries(theme.colors).filter(
    (entry): entry is [string, MantineColorsTuple] => isPalette(entry[1]),
  );
  const gray = theme.colors.gray;
  // A status badge in a table row reads on the row's hover and stripe tints too.
  for (const [name, shades] of palettes) {
    Object.assign(light, readableColorVariables(name, shades, gray[2]));
  }
  // Dimmed text also shows inside alerts and on tinted rows: the darkest tint decides (the
  // 'dark' palette and the company's colours are no tints).
  const tints = [
    gray[2],
    ...palettes
      .filter(([name]) => name !== 'dark' && !name.startsWith('brand'))
      .map(([, shades]) => shades[1]),
  ];
  const brandText = light[`--mantine-color-${theme.primaryColor}-text`];
  return {
    variables: {},
    dark: {},
    light: {
      ...light,
      '--mantine-color-dimmed': readableOn(gray[6], darkestOf(tints), MIN_TEXT_CONTRAST),
      '--mantine-color-placeholder': readableOn(gray[5], '#ffffff', MIN_TEXT_CONTRAST),
      '--mantine-color-error': readableOn(theme.colors.red[6], LIGHT_SURFACE, MIN_TEXT_CONTRAST),
      ...(brandText ? { '--mantine-color-anchor': brandText } : {}),
    },
  };
};
