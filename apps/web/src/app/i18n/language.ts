import { LANGUAGES, pickLanguage, type Language } from '@sitehours/contract/rules';
import { LANGUAGE_CHOICE_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from './language-storage-key';

/** The language shown before anyone signs in: the last one used on this device, else the browser's. */
export function initialLanguage(): Language {
  const stored = readStored();
  if (stored) return stored;
  return pickLanguage(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/** After sign-in: the person's choice, else the company's default, else the browser's. */
export function profileLanguage(profile: {
  language?: Language | null;
  companyLanguage?: Language | null;
}): Language {
  return (
    profile.language ??
    profile.companyLanguage ??
    pickLanguage(typeof navigator === 'undefined' ? [] : navigator.languages)
  );
}

/**
 * The language once signed in, and whether to save it on the profile: a language the person
 * picked on the sign-in screens wins and is saved (unless the profile already holds it), so the
 * next device and the mails follow it; without one, the profile's language rules.
 */
export function languageAfterSignIn(
  profile: { language?: Language | null; companyLanguage?: Language | null },
  chosenBeforeSignIn: Language | null,
): { language: Language; save: boolean } {
  if (chosenBeforeSignIn) {
    return { language: chosenBeforeSignIn, save: profile.language !== chosenBeforeSignIn };
  }
  return { language: profileLanguage(profile), save: false };
}

/** Remembers a language picked on the sign-in screens until the next sign-in takes it. */
export function rememberSignInChoice(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_CHOICE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the choice holds on this page until sign-in
  }
}

/** The language picked on the sign-in screens, if any (null: none picked). */
export function signInChoice(): Language | null {
  return readStored(LANGUAGE_CHOICE_STORAGE_KEY);
}

/** Forgets the sign-in screens' choice once a sign-in has applied it. */
export function forgetSignInChoice(): void {
  try {
    globalThis.localStorage?.removeItem(LANGUAGE_CHOICE_STORAGE_KEY);
  } catch {
    // storage disabled: nothing was kept
  }
}

export function rememberLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the profile still remembers it
  }
}

function readStored(key: string = LANGUAGE_STORAGE_KEY): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(key);
    return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
  } catch {
    return null;
  }
}
