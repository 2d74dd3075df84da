import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('common password list', () => {
  it('knows far more than the six examples of the spec', () => {
    for (const p of [
      'password',
      'qwerty',
      'letmein',
      'welcome',
      'football',
      'iloveyou',
      'sunshine',
    ]) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });

  it('catches a listed password with digits or symbols tacked on', () => {
    expect(isCommonPassword('football1!')).toBe(true);
    expect(isCommonPassword('sunshine2026')).toBe(true);
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('harbor!crane42')).toBe(false);
    expect(isCommonPassword('demo!pass2026')).toBe(false);
  });
});
