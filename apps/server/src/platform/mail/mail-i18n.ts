import i18next, { type TFunction } from 'i18next';
import { LANGUAGE_LOCALES, LANGUAGES, type Language } from '@sitehours/contract';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };

/** The texts of the emails, one flat catalogue per language; English holds the original wording. */
export const MAIL_CATALOGUES: Record<Language, Record<string, string>> = { en, es };
export type MailKey = keyof typeof en;

const NAMESPACE = 'mail';

// Its own instance: the server has no other i18next, and nothing here depends on a request.
const mailI18n = i18next.createInstance();
void mailI18n.init({
  initAsync: false,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [language, { [NAMESPACE]: MAIL_CATALOGUES[language] }]),
  ),
  // Keys are flat ("passwordReset.subject"); mail is plain text, so nothing is HTML-escaped.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

const isLanguage = (value: string | null | undefined): value is Language =>
  (LANGUAGES as readonly (string | null | undefined)[]).includes(value);

/**
 * The language of a recipient: their own choice, else their company's default, else English
 * (decision 0009).
 */
export function recipientLanguage(
  own: string | null | undefined,
  companyDefault?: string | null,
): Language {
  if (isLanguage(own)) return own;
  if (isLanguage(companyDefault)) return companyDefault;
  return 'en';
}

export interface MailTexts {
  language: Language;
  t: (key: MailKey, values?: Record<string, string>) => string;
  /** A number written the way the language writes it (es-US: 1,234.5). */
  number: (value: number) => string;
  /** A date written the way the language writes it ("July 4, 2026" / "4 de julio de 2026"). */
  date: (value: Date, timeZone?: string) => string;
}

/** The texts and formats of one language. */
export function mailTexts(language: Language = 'en'): MailTexts {
  const fixed: TFunction = mailI18n.getFixedT(language, NAMESPACE);
  const locale = LANGUAGE_LOCALES[language];
  return {
    language,
    t: (key, values) => String(fixed(key, values ?? {})),
    number: (value) => new Intl.NumberFormat(locale).format(value),
    date: (value, timeZone) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(value),
  };
}
