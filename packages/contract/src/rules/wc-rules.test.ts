import { bandHolds, detectThresholdMode, matchWcCode, thresholdBands } from './wc-rules';
import { describe, expect, it } from 'vitest';

const code = (id: string, min: number, max: number, isActive = true) => ({
  id,
  minHourlyRate: min,
  maxHourlyRate: max,
  isActive,
});

describe('WC code bands', () => {
  it('a No Threshold code (0 to 0) holds every rate', () => {
    for (const rate of [0, 0.01, 28.75, 999.99])
      expect(bandHolds(code('x', 0, 0), rate)).toBe(true);
  });

  it('a threshold splits at the threshold: under it below, at it and over it above', () => {
    const { below, above } = thresholdBands(36);
    expect(bandHolds(below, 0)).toBe(true);
    expect(bandHolds(below, 35.99)).toBe(true);
    expect(bandHolds(below, 36)).toBe(false);
    expect(bandHolds(above, 36)).toBe(true);
    expect(bandHolds(above, 999.99)).toBe(true);
    expect(bandHolds(above, 35.99)).toBe(false);
  });
});

describe('matching a code', () => {
  const codes = [code('below', 0, 36), code('above', 36, 999.99)];

  it('finds the code of the rate at each boundary', () => {
    expect(matchWcCode(codes, 0)?.id).toBe('below');
    expect(matchWcCode(codes, 35.99)?.id).toBe('below');
    expect(matchWcCode(codes, 36)?.id).toBe('above');
    expect(matchWcCode(codes, 999.99)?.id).toBe('above');
  });

  it('ignores inactive codes, and finds nothing when no active band holds the rate', () => {
    expect(
      matchWcCode([code('below', 0, 36), code('above', 36, 999.99, false)], 40),
    ).toBeUndefined();
    expect(matchWcCode([], 20)).toBeUndefined();
  });

  it('prefers a banded code to a No Threshold one, and the narrower band', () => {
    expect(matchWcCode([code('all', 0, 0), code('band', 0, 50)], 20)?.id).toBe('band');
    expect(matchWcCode([code('wide', 0, 999.99), code('narrow', 10, 20)], 15)?.id).toBe('narrow');
  });
});

describe('threshold mode detection', () => {
  it('reads a single 0-0 code as No Threshold', () => {
    expect(detectThresholdMode([code('one', 0, 0)])).toEqual({
      mode: 'none',
      code: code('one', 0, 0),
    });
  });

  it('reads an upper bound of 900 or more as the above code, its lower bound as the threshold', () => {
    const result = detectThresholdMode([code('b', 0, 28.5), code('a', 28.5, 900)]);
    expect(result).toMatchObject({
      mode: 'threshold',
      threshold: 28.5,
      below: { id: 'b' },
      above: { id: 'a' },
    });
  });

  it('does not count an upper bound under 900 as above', () => {
    expect(detectThresholdMode([code('b', 0, 899.99)]).mode).toBe('none');
  });

  it('only looks at active codes', () => {
    expect(detectThresholdMode([code('old', 30, 999.99, false), code('one', 0, 0)]).mode).toBe(
      'none',
    );
  });
});
