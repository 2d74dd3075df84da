// No zod here: the app's first screen needs these constants, not the schemas.

/** The interface languages: English keeps the specification's texts, Spanish is for the crews. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The locale of dates, numbers and currency for each language (US crews: es-US keeps $ and 1,234.50). */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** The language a browser asks for, among ours; English when it asks for none of them. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if ((LANGUAGES as readonly string[]).includes(base ?? '')) return base as Language;
  }
  return 'en';
}
