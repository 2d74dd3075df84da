import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { BRAND_SHADE_INDEX, generateShades } from './colors';
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
