import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetSignInChoice,
  languageAfterSignIn,
  rememberLanguage,
  rememberSignInChoice,
  signInChoice,
} from './language';

describe('the language after sign-in', () => {
  it.each([
    // A language picked on the sign-in screen wins over the profile's and is saved on it.
    [{ language: 'en', companyLanguage: null }, 'es', { language: 'es', save: true }],
    [{ language: 'es', companyLanguage: 'es' }, 'en', { language: 'en', save: true }],
    // ... over the company's default too.
    [{ language: null, companyLanguage: 'en' }, 'es', { language: 'es', save: true }],
    // Picked, and the profile already says it: nothing to save.
    [{ language: 'es', companyLanguage: null }, 'es', { language: 'es', save: false }],
    // Nothing picked: the profile's choice, else the company's default; nothing saved.
    [{ language: 'en', companyLanguage: 'es' }, null, { language: 'en', save: false }],
    [{ language: null, companyLanguage: 'es' }, null, { language: 'es', save: false }],
  ] as const)('profile %o, picked %s → %o', (profile, picked, expected) => {
    expect(languageAfterSignIn(profile, picked)).toEqual(expected);
  });
});

describe('the sign-in screen choice on this device', () => {
  let store: Map<string, string>;
  beforeEach(() => {
    store = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is none when the device only remembers the last language used (or the browser default)', () => {
    rememberLanguage('es');
    expect(signInChoice()).toBeNull();
  });

  it('is the language picked, until a sign-in takes it', () => {
    rememberSignInChoice('es');
    expect(signInChoice()).toBe('es');
    rememberSignInChoice('en');
    expect(signInChoice()).toBe('en');
    forgetSignInChoice();
    expect(signInChoice()).toBeNull();
  });

  it('ignores a stored value that is not a language', () => {
    store.set('language.chosenBeforeSignIn', 'xx');
    expect(signInChoice()).toBeNull();
  });
});
