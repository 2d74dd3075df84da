import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LOCALES, type Language } from '@sitehours/contract';

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

export function formattersFor(language: string): Formatters {
  const locale = LANGUAGE_LOCALES[language as Language] ?? LANGUAGE_LOCALES.en;
  const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    locale,
    number: (value, fractionDigits) =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits ?? 2,
      }).format(value),
    currency: (value, currency = 'USD') =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value),
    hours: (value) => hours.format(value),
    // Calendar dates are zone-less: format them at UTC midnight so no zone shifts the day.
    date: (isoDate, options = { dateStyle: 'medium' }) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
        new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
      ),
    dateTime: (value, options = { dateStyle: 'medium', timeStyle: 'short' }) =>
      new Intl.DateTimeFormat(locale, options).format(
        typeof value === 'string' ? new Date(value) : value,
      ),
  };
}

/** Dates, numbers and currency in the interface language. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return useMemo(() => formattersFor(i18n.language), [i18n.language]);
}
