import { describe, expect, it } from 'vitest';
import {
  BRAND_SHADE_INDEX,
  contrastRatio,
  generateShades,
  parseHex,
  readableTextColor,
  readableOn,
  toHex,
} from './colors';

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
