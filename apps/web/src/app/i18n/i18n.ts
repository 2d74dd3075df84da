import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import authEn from '@/locales/en/auth.json';
import commonEn from '@/locales/en/common.json';
import { LANGUAGES, type Language } from '@sitehours/contract/rules';
import { followMessagesInLanguage, loadEnglishMessages } from './english-messages';
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
 * Starts the interface texts: resolves once the common ones are there (render after it); those
 * of the first screen (`firstScreen`) start downloading at once too, and that screen waits for
 * them itself.
 */
export function startI18n(firstScreen: readonly Namespace[] = []): Promise<void> {
  const ready = i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend(async (language: string, namespace: string) => {
        // The English messages are the contract's catalogue itself.
        if (language === 'en' && namespace === MESSAGES_NAMESPACE) return loadEnglishMessages();
        const load = catalogues[`../../locales/${language}/${namespace}.json`];
        return load ? load() : {};
      }),
    )
    .init({
      lng: initialLanguage(),
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common: commonEn, auth: authEn } },
      partialBundledLanguages: true,
      // Keys are flat (the messages' keys are codes, some texts' keys hold '.' and ':').
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false }, // React escapes
      returnEmptyString: false,
    })
    .then(() => syncDocumentLanguage(currentLanguage()));
  // The language is set by now (init is synchronous with bundled texts). The messages (what the
  // API and the rules say) are needed only once something is refused: they follow at once,
  // waited for by nothing.
  void loadTexts(firstScreen);
  followMessagesInLanguage(i18next.loadNamespaces(MESSAGES_NAMESPACE));
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
