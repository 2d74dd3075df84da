import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, isLightColor, mergeMantineTheme, type MantineTheme } from '@mantine/core';
import {
  BRAND_SHADE_INDEX,
  CONTRAST_LUMINANCE_THRESHOLD,
  contrastOf,
  contrastRatio,
  generateShades,
  parseHex,
  readableTextColor,
  readableOn,
  toHex,
} from './colors';
import { createAppTheme, readableCssVariables } from './theme';

describe('colours', () => {
  it('parses and prints hex', () => {
    expect(parseHex('#1E40AF')).toEqual([30, 64, 175]);
    expect(parseHex('nope')).toBeNull();
    expect(toHex([30, 64, 175])).toBe('#1e40af');
  });

  it('keeps the brand colour at the primary shade and orders the palette light to dark', () => {
    const shades = generateShades('#1E40AF');
    expect(shades).toHaveLength(10);
    expect(shades[BRAND_SHADE_INDEX]).toBe('#1e40af');
    expect(shades[0]).not.toBe(shades[9]);
    expect(generateShades('#000000')[BRAND_SHADE_INDEX]).toBe('#000000');
  });

  it('picks readable text for light and dark brand colours', () => {
    expect(readableTextColor('#000000')).toBe('#ffffff');
    expect(readableTextColor('#1E40AF')).toBe('#ffffff');
    expect(readableTextColor('#FACC15')).toBe('#000000');
    expect(readableTextColor('#FFFFFF')).toBe('#000000');
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 0);
  });

  it('darkens a light brand colour until it reads as text, and keeps a dark one', () => {
    const white: [number, number, number] = [255, 255, 255];
    for (const colour of ['#FFFF00', '#FACC15', '#00FFFF', '#FFFFFF', '#1E40AF', '#000000']) {
      const text = readableOn(colour, '#ffffff');
      expect(contrastRatio(parseHex(text)!, white)).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableOn('#1E40AF', '#ffffff')).toBe('#1e40af');
    expect(readableOn('#FFFF00', '#ffffff')).not.toBe('#ffff00');
  });
});

/** Colours a company may pick: pure, grey, mid-tone and the demo companies' own. */
const PICKED = [
  '#ffff00',
  '#00ff00',
  '#00ffff',
  '#ff00ff',
  '#ff0000',
  '#0000ff',
  '#777777',
  '#767676',
  '#808080',
  '#000000',
  '#ffffff',
  '#facc15',
  '#1e40af',
  '#c2410c',
  '#1f2937',
  '#15803d',
  '#374151',
  '#666666',
  '#f97316',
  '#22c55e',
  '#38bdf8',
  '#e11d48',
];

/** A deterministic spread of other colours: every channel at 0, 51 … 255. */
function spread(): string[] {
  const steps = [0, 51, 102, 153, 204, 255];
  return steps.flatMap((r) => steps.flatMap((g) => steps.map((b) => toHex([r, g, b]))));
}

const WHITE = '#ffffff';
const BLACK = '#000000';

/** What a light-scheme resolver variable holds as a colour (a var() of a palette shade resolved). */
function resolve(theme: MantineTheme, value: string): string {
  const ref = /^var\(--mantine-color-([a-zA-Z]+)-(\d)\)$/.exec(value);
  if (!ref) return value;
  return theme.colors[ref[1]!]![Number(ref[2])]!;
}

describe('branding contrast (WCAG 1.4.3)', () => {
  const themeFor = (primaryColor: string, secondaryColor = '#666666') =>
    mergeMantineTheme(DEFAULT_THEME, createAppTheme({ primaryColor, secondaryColor }));

  it.each([...PICKED, ...spread()])(
    'text on and in %s reaches 4.5:1 (buttons, badges, avatar, active navigation, links)',
    (colour) => {
      const theme = themeFor(colour, colour);
      const vars = readableCssVariables(theme).light;
      for (const name of ['brand', 'brandSecondary']) {
        const shades = theme.colors[name]!;
        const filled = shades[BRAND_SHADE_INDEX];
        // The text Mantine's autoContrast draws on filled buttons, badges and the avatar.
        const onFilled = isLightColor(filled, theme.luminanceThreshold) ? BLACK : WHITE;
        expect(contrastOf(onFilled, filled)).toBeGreaterThanOrEqual(4.5);
        const hover = resolve(theme, vars[`--mantine-color-${name}-filled-hover`]!);
        expect(contrastOf(onFilled, hover)).toBeGreaterThanOrEqual(4.5);
        // Links, outline buttons and coloured text on white and on the light grey page.
        for (const key of ['text', 'outline']) {
          const text = vars[`--mantine-color-${name}-${key}`]!;
          expect(contrastOf(text, WHITE)).toBeGreaterThanOrEqual(4.5);
          expect(contrastOf(text, '#f8f9fa')).toBeGreaterThanOrEqual(4.5);
        }
        // The light variant: the active navigation item, light badges and buttons.
        const lightText = vars[`--mantine-color-${name}-light-color`]!;
        expect(contrastOf(lightText, shades[1])).toBeGreaterThanOrEqual(4.5);
        expect(contrastOf(lightText, shades[2])).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrastOf(vars['--mantine-color-anchor']!, WHITE)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps a dark brand colour as it is and white text on it', () => {
    const theme = themeFor('#1E40AF');
    const vars = readableCssVariables(theme).light;
    expect(vars['--mantine-color-brand-text']).toBe('#1e40af');
    expect(isLightColor('#1e40af', theme.luminanceThreshold)).toBe(false);
    expect(isLightColor('#ffff00', theme.luminanceThreshold)).toBe(true);
    expect(vars['--mantine-color-brand-text']).not.toBe('#ffff00');
  });

  it('makes the colours of status badges, alerts, errors and dimmed text readable', () => {
    const theme = themeFor('#C2410C', '#1F2937');
    const vars = readableCssVariables(theme).light;
    for (const name of Object.keys(DEFAULT_THEME.colors)) {
      const shades = theme.colors[name]!;
      const onFilled = isLightColor(shades[BRAND_SHADE_INDEX], theme.luminanceThreshold)
        ? BLACK
        : WHITE;
      expect(contrastOf(onFilled, shades[BRAND_SHADE_INDEX]), name).toBeGreaterThanOrEqual(4.5);
      const lightText = vars[`--mantine-color-${name}-light-color`]!;
      expect(contrastOf(lightText, shades[1]), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastOf(lightText, shades[2]), name).toBeGreaterThanOrEqual(4.5);
      // Coloured text and outline badges, in table rows that are hovered or striped too.
      for (const key of ['text', 'outline']) {
        for (const surface of [WHITE, theme.colors.gray[1], theme.colors.gray[2]]) {
          expect(
            contrastOf(vars[`--mantine-color-${name}-${key}`]!, surface),
            `${name} ${key}`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
    for (const surface of [WHITE, '#f8f9fa', theme.colors.gray[2], theme.colors.blue[1]]) {
      expect(contrastOf(vars['--mantine-color-dimmed']!, surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastOf(vars['--mantine-color-error']!, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastOf(vars['--mantine-color-placeholder']!, WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('picks black or white text exactly where both reach 4.5:1', () => {
    expect(CONTRAST_LUMINANCE_THRESHOLD).toBeCloseTo(0.179, 3);
    for (const colour of spread()) {
      const text = readableTextColor(colour);
      expect(contrastOf(text, colour)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
