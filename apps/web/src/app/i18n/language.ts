import { LANGUAGES, pickLanguage, type Language } from '@sitehours/contract';
import { LANGUAGE_STORAGE_KEY } from './language-storage-key';

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

export function rememberLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the profile still remembers it
  }
}

function readStored(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
  } catch {
    return null;
  }
}
