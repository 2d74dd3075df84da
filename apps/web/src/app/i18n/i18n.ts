import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@sitehours/contract';
import { initialLanguage, rememberLanguage } from './language';
import { MESSAGES_NAMESPACE } from './namespaces';

// Each catalogue is its own chunk, fetched with the first screen that needs it.
const catalogues = import.meta.glob<Record<string, string>>('../../locales/*/*.json', {
  import: 'default',
});

export const i18n = i18next;

/** Resolves once the first screen's texts are loaded; render after it. */
export const i18nReady = i18next
  .use(initReactI18next)
  .use(
    resourcesToBackend(async (language: string, namespace: string) => {
      const load = catalogues[`../../locales/${language}/${namespace}.json`];
      return load ? load() : {};
    }),
  )
  .init({
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['common', MESSAGES_NAMESPACE],
    defaultNS: 'common',
    // Keys are flat, and the messages catalogue's keys are English sentences with '.' and ':'.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false }, // React escapes
    returnEmptyString: false,
  })
  .then(() => syncDocumentLanguage(currentLanguage()));

export function currentLanguage(): Language {
  return (i18next.resolvedLanguage ?? i18next.language ?? 'en') as Language;
}

/** Switches the interface language and remembers it on this device. */
export async function applyLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  if (currentLanguage() !== language) await i18next.changeLanguage(language);
  syncDocumentLanguage(language);
}

function syncDocumentLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
