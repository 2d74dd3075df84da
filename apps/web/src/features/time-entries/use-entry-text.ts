import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { PAYROLL_MESSAGES, TIME_ENTRY_MESSAGES, type Message } from '@sitehours/contract/messages';
import { isMessage, type ShownMessage } from '@/app/errors/api-error';
import { useFormat, type Formatters } from '@/app/i18n/format';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { dayTitle, monthLabel, shortDayName, shortWeekdayName, yearOf } from './dates';
import { CORRECTION_REASON_MAX, REASON_TOO_LONG } from './entry-permissions';
import { entryTitle, type EntryRecord } from './entry-records';
import { hoursDigits, roundHours } from './totals';

export type TimesheetT = TFunction<'timesheet'>;

/**
 * The entry form's own checks give the contract's English messages (the same the API gives):
 * shown through the messages catalogue like any API message, and from the timesheet catalogue
 * while that one lacks them, so the form's validation always reads in the interface language.
 */
const FORM_MESSAGE_KEYS = {
  [TIME_ENTRY_MESSAGES.selectOtherType]: 'validation.selectOtherType',
  [TIME_ENTRY_MESSAGES.selectJobAndWorkType]: 'validation.selectJobAndWorkType',
  [TIME_ENTRY_MESSAGES.enterHours]: 'validation.enterHours',
  [TIME_ENTRY_MESSAGES.hoursRange]: 'validation.hoursRange',
  [TIME_ENTRY_MESSAGES.hoursStep]: 'validation.hoursStep',
  [TIME_ENTRY_MESSAGES.invalidDate]: 'validation.invalidDate',
  [TIME_ENTRY_MESSAGES.notesTooLong]: 'validation.notesTooLong',
  [PAYROLL_MESSAGES.correctionReasonRequired]: 'validation.reasonRequired',
} as const satisfies Record<string, Parameters<TimesheetT>[0]>;

const isFormMessage = (text: string): text is keyof typeof FORM_MESSAGE_KEYS =>
  Object.hasOwn(FORM_MESSAGE_KEYS, text);

export interface EntryText {
  t: TimesheetT;
  /** An API or contract message in the interface language. */
  tm: (text: ShownMessage) => string;
  format: Formatters;
  /** Hours as the timesheet shows them: 8.0, 7.5, 7.25 (in the interface language). */
  hours: (hours: number) => string;
  /** '7.25 hrs.' */
  hoursLabel: (hours: number) => string;
  /** 'Monday, November 16' */
  dayTitle: (day: string) => string;
  /** 'Mon' */
  shortWeekday: (day: string) => string;
  /** 'November' or 'November/December' */
  monthLabel: (days: readonly string[]) => string;
  /** 'Nov 16 – Nov 20, 2026' */
  rangeLabel: (first: string, last: string) => string;
  entryTitle: (entry: EntryRecord) => string;
  /** A validation or API message of the entry form, in the interface language. */
  formMessage: (text: ReactNode | Message) => ReactNode;
}

/** Texts, dates and hours of the time-entry screens, in the interface language. */
export function useEntryText(): EntryText {
  const { t } = useTranslation('timesheet');
  const tm = useTranslateMessage();
  const format = useFormat();
  return useMemo(() => {
    const locale = format.locale;
    const hours = (value: number) => format.number(roundHours(value) || 0, hoursDigits(value));
    return {
      t,
      tm,
      format,
      hours,
      hoursLabel: (value) => t('hours.short', { hours: hours(value) }),
      dayTitle: (day) => dayTitle(day, locale),
      shortWeekday: (day) => shortWeekdayName(day, locale),
      monthLabel: (days) => monthLabel(days, locale),
      rangeLabel: (first, last) =>
        t('calendar.range', {
          first: shortDayName(first, locale),
          last: shortDayName(last, locale),
          year: String(yearOf(last)),
        }),
      entryTitle: (entry) => entryTitle(entry, { job: t('entry.job'), other: t('entry.other') }),
      formMessage: (text) => {
        if (isMessage(text)) return tm(text);
        if (typeof text !== 'string' || text === '') return text;
        const translated = tm(text);
        if (translated !== text) return translated;
        if (text === REASON_TOO_LONG)
          return t('validation.reasonTooLong', { max: CORRECTION_REASON_MAX });
        return isFormMessage(text) ? t(FORM_MESSAGE_KEYS[text]) : text;
      },
    };
  }, [t, tm, format]);
}
