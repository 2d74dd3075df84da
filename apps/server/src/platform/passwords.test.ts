import { describe, expect, it } from 'vitest';
import { checkPasswordStrength } from './passwords';

/** The server's judgement: the contract's rule with the full common-password list. */
describe('checkPasswordStrength', () => {
  const LONGEST = `Harbor!Crane42${'q'.repeat(114)}`;

  it.each([
    // password, valid
    ['Harbor!Crane42', true],
    ['Qz7!wmtk', true], // exactly 8 characters
    ['Qz7!wmt', false], // 7
    [LONGEST, true], // 128 characters
    // On the common list, in any case, with digits or symbols added at the end.
    ['Password1!', false],
    ['PASSWORD123!', false],
    ['pAsSwOrD2026!', false],
    ['Football1!', false],
    ['Sunshine2026!', false],
    ['Welcome#1', false],
    ['Letmein!2026', false],
    ['Qwerty123!', false],
    // A class missing.
    ['harbor!crane42', false],
    ['HarborCrane42', false],
  ] as const)('%s → valid %s, and Strong only when valid', (password, valid) => {
    const r = checkPasswordStrength(password);
    expect(r.isValid).toBe(valid);
    if (valid) expect(r.strength.level).toBe('Very Strong');
    else expect(r.strength.level).toBe('Weak');
  });

  it('knows far more common passwords than the fallback list the browser keeps', () => {
    expect(checkPasswordStrength('Football1!').strength.analysis.isNotCommon).toBe(false);
    expect(LONGEST).toHaveLength(128);
  });
});
