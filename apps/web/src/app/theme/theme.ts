import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import { BRAND_SHADE_INDEX, generateShades, readableOn } from './colors';
import type { Branding } from '../session/session-model';

/**
 * The Mantine theme of a company's branding: the palette `brand` is derived from the primary
 * colour, and `autoContrast` puts black or white text on filled elements so it stays readable.
 */
export function createAppTheme(branding: Pick<Branding, 'primaryColor' | 'secondaryColor'>) {
  const theme: MantineThemeOverride = createTheme({
    primaryColor: 'brand',
    primaryShade: BRAND_SHADE_INDEX,
    colors: {
      brand: generateShades(branding.primaryColor),
      brandSecondary: generateShades(branding.secondaryColor),
    },
    autoContrast: true,
    luminanceThreshold: 0.3,
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  });
  return theme;
}

/**
 * Where the brand colour is used as text (links, outline, subtle and light variants, the active
 * navigation item), a light brand colour is darkened until it reads on its surface: white, or
 * the pale brand tint of the light variant. Filled surfaces keep the colour itself.
 */
export function createBrandCssVariables(
  branding: Pick<Branding, 'primaryColor'>,
): CSSVariablesResolver {
  const shades = generateShades(branding.primaryColor);
  const onWhite = readableOn(branding.primaryColor, '#ffffff');
  const onTint = readableOn(branding.primaryColor, shades[2]);
  return () => ({
    variables: {},
    dark: {},
    light: {
      '--mantine-color-brand-text': onWhite,
      '--mantine-color-brand-outline': onWhite,
      '--mantine-color-brand-light-color': onTint,
      '--mantine-color-anchor': onWhite,
    },
  });
}
