import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import authEn from '@/locales/en/auth.json';
import commonEn from '@/locales/en/common.json';
import { LANGUAGES, type Language } from '@sitehours/contract/rules';
import { MESSAGE_CATALOGUE } from '@sitehours/contract/messages';
import { initialLanguage, rememberLanguage, rememberSignInChoice } from './language';
import { MESSAGES_NAMESPACE, type Namespace } from './namespaces';

// Each catalogue is its own chunk, fetched with the first screen that needs it; the English
// common and sign-in texts come with the app itself: English is every language's fallback, so
// they are always loaded, and the first screen renders without waiting for a download.
const catalogues = import.meta.glob<Record<string, string>>(
  ['../../locales/*/*.json', '!../../locales/en/common.json', '!../../locales/en/auth.json'],
  { import: 'default' },
);

export const i18n = i18next;

/**
 * Starts the interface texts: resolves once the common ones and the API's messages are there
 * (render after it); those of the first screen (`firstScreen`) start downloading at once too,
 * and that screen waits for them itself.
 */
export function startI18n(firstScreen: readonly Namespace[] = []): Promise<void> {
  const ready = i18next
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
      // The English messages are the contract's catalogue itself.
      resources: {
        en: { common: commonEn, auth: authEn, [MESSAGES_NAMESPACE]: MESSAGE_CATALOGUE },
      },
      partialBundledLanguages: true,
      // Keys are flat (the messages' keys are codes, some texts' keys hold '.' and ':').
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false }, // React escapes
      returnEmptyString: false,
    })
    .then(() => syncDocumentLanguage(currentLanguage()));
  // The language is set by now (init is synchronous with bundled texts).
  void loadTexts(firstScreen);
  return ready;
}

/** Loads a screen's texts (in the interface language) beside its code. */
export async function loadTexts(namespaces: readonly Namespace[]): Promise<void> {
  if (namespaces.length) await i18next.loadNamespaces([...namespaces]);
}

export function currentLanguage(): Language {
  return (i18next.resolvedLanguage ?? i18next.language ?? 'en') as Language;
}

/** Switches the interface language and remembers it on this device. */
export async function applyLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  if (currentLanguage() !== language) await i18next.changeLanguage(language);
  syncDocumentLanguage(language);
}

/** A language picked on the sign-in screens: shown at once, and it wins at the next sign-in. */
export async function chooseLanguageBeforeSignIn(language: Language): Promise<void> {
  rememberSignInChoice(language);
  await applyLanguage(language);
}

function syncDocumentLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
