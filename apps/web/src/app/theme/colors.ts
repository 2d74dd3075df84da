/** Colour helpers used to derive the Mantine palette from a company's primary colour. */

export type Rgb = readonly [number, number, number];
export type ColorShades = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/** Index of the palette shade that carries the company colour itself. */
export const BRAND_SHADE_INDEX = 6 as const;

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const n = Number.parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `a` towards `b`; weight 0 gives `a`, 1 gives `b`. */
export function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  return [
    a[0] + (b[0] - a[0]) * weight,
    a[1] + (b[1] - a[1]) * weight,
    a[2] + (b[2] - a[2]) * weight,
  ];
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(rgb: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/**
 * The relative luminance above which black text reads better than white: at 0.179 both give
 * the same contrast (≈4.58:1), so whichever of the two is picked reaches WCAG AA (4.5:1) on any
 * colour. Mantine's `autoContrast` uses it (theme `luminanceThreshold`) for filled elements.
 */
export const CONTRAST_LUMINANCE_THRESHOLD = 0.179;

/** White or black, whichever reads better on `background`. */
export function readableTextColor(background: string): '#ffffff' | '#000000' {
  const rgb = parseHex(background) ?? BLACK;
  return contrastRatio(rgb, WHITE) >= contrastRatio(rgb, BLACK) ? '#ffffff' : '#000000';
}

const LIGHTER = [0.92, 0.84, 0.7, 0.55, 0.4, 0.2];
const DARKER = [0.15, 0.3, 0.45];

/**
 * A ten-shade Mantine palette with the colour itself at {@link BRAND_SHADE_INDEX}: lighter
 * shades mix towards white, darker ones towards black.
 */
export function generateShades(hex: string): ColorShades {
  const base = parseHex(hex) ?? BLACK;
  const light = LIGHTER.map((w) => toHex(mix(base, WHITE, w)));
  const dark = DARKER.map((w) => toHex(mix(base, BLACK, w)));
  const [l0, l1, l2, l3, l4, l5] = light as [string, string, string, string, string, string];
  const [d0, d1, d2] = dark as [string, string, string];
  return [l0, l1, l2, l3, l4, l5, toHex(base), d0, d1, d2];
}

/**
 * The colour, darkened just enough to reach `minRatio` contrast on `background` (WCAG AA for
 * text by default). Used where the brand colour is text on a light surface: links, outline and
 * light buttons, the active navigation item.
 */
export function readableOn(color: string, background: string, minRatio = 4.5): string {
  const base = parseHex(color) ?? BLACK;
  const surface = parseHex(background) ?? WHITE;
  for (let step = 0; step <= 20; step += 1) {
    // Judged as printed: rounding to whole channels may lose a little contrast.
    const candidate = toHex(mix(base, BLACK, step / 20));
    if (contrastRatio(parseHex(candidate) ?? BLACK, surface) >= minRatio) return candidate;
  }
  return '#000000';
}

/** The colour of `candidates` with the lowest luminance (the hardest surface for dark text). */
export function darkestOf(candidates: readonly string[]): string {
  let darkest = '#ffffff';
  for (const hex of candidates) {
    const rgb = parseHex(hex);
    if (rgb && relativeLuminance(rgb) < relativeLuminance(parseHex(darkest) ?? WHITE)) {
      darkest = toHex(rgb);
    }
  }
  return darkest;
}

/** Contrast ratio of two hex colours (an unreadable one counts as black). */
export function contrastOf(a: string, b: string): number {
  return contrastRatio(parseHex(a) ?? BLACK, parseHex(b) ?? BLACK);
}
