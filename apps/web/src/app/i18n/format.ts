import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LOCALES, type Language } from '@sitehours/contract/rules';

export interface Formatters {
  /** The BCP 47 locale of the interface language, for any other Intl formatter. */
  locale: string;
  number: (value: number, fractionDigits?: number) => string;
  currency: (value: number, currency?: string) => string;
  /** Hours with up to two decimals ("7.5"). */
  hours: (value: number) => string;
  /** A calendar date given as YYYY-MM-DD, shown in the locale's medium style. */
  date: (isoDate: string, options?: Intl.DateTimeFormatOptions) => string;
  /** A moment, in the viewer's time zone. */
  dateTime: (value: string | Date, options?: Intl.DateTimeFormatOptions) => string;
}

/** Building an Intl formatter is slow next to using one: each is built once and kept. */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

const formattersByLanguage = new Map<string, Formatters>();

export function formattersFor(language: string): Formatters {
  const known = formattersByLanguage.get(language);
  if (known) return known;
  const locale = LANGUAGE_LOCALES[language as Language] ?? LANGUAGE_LOCALES.en;
  const formatters: Formatters = {
    locale,
    number: (value, fractionDigits) =>
      numberFormat(locale, {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits ?? 2,
      }).format(value),
    currency: (value, currency = 'USD') =>
      numberFormat(locale, { style: 'currency', currency }).format(value),
    hours: (value) => numberFormat(locale, { maximumFractionDigits: 2 }).format(value),
    // Calendar dates are zone-less: format them at UTC midnight so no zone shifts the day.
    date: (isoDate, options = { dateStyle: 'medium' }) =>
      dateFormat(locale, { ...options, timeZone: 'UTC' }).format(
        new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
      ),
    dateTime: (value, options = { dateStyle: 'medium', timeStyle: 'short' }) =>
      dateFormat(locale, options).format(typeof value === 'string' ? new Date(value) : value),
  };
  formattersByLanguage.set(language, formatters);
  return formatters;
}

/** Dates, numbers and currency in the interface language. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return useMemo(() => formattersFor(i18n.language), [i18n.language]);
}
