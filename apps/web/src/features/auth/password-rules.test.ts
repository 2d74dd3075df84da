import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@sitehours/contract/messages';
import { confirmMismatchHint, newPasswordError } from './password-rules';

describe('password rules', () => {
  it('hints inline once the confirmation differs', () => {
    expect(confirmMismatchHint('Abc!2345', '')).toBeNull();
    expect(confirmMismatchHint('Abc!2345', 'Abc')).toBe(MESSAGES.passwordsDontMatchInline);
    expect(confirmMismatchHint('Abc!2345', 'Abc!2345')).toBeNull();
  });

  it('checks presence, match and strength in that order', () => {
    const base = { mismatchMessage: MESSAGES.passwordsDoNotMatchReset, isStrong: true };
    expect(newPasswordError({ ...base, password: '', confirm: '' })).toBe(
      MESSAGES.loginRequiredFields,
    );
    expect(newPasswordError({ ...base, password: 'a', confirm: 'b' })).toBe(
      MESSAGES.passwordsDoNotMatchReset,
    );
    expect(
      newPasswordError({
        ...base,
        mismatchMessage: MESSAGES.passwordsDoNotMatchChange,
        password: 'a',
        confirm: 'b',
      }),
    ).toBe(MESSAGES.passwordsDoNotMatchChange);
    expect(newPasswordError({ ...base, isStrong: false, password: 'a', confirm: 'a' })).toBe(
      MESSAGES.weakPassword,
    );
    expect(newPasswordError({ ...base, password: 'a', confirm: 'a' })).toBeNull();
  });
});
