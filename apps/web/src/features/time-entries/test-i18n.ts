import i18next from 'i18next';
import en from '@/locales/en/timesheet.json';
import es from '@/locales/es/timesheet.json';
import type { TimesheetT } from './use-entry-text';

/** The timesheet texts of a language, for unit tests of rules that take `t`. */
export function timesheetT(language: 'en' | 'es' = 'en'): TimesheetT {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { en: { timesheet: en }, es: { timesheet: es } },
    ns: ['timesheet'],
    defaultNS: 'timesheet',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.getFixedT(language, 'timesheet');
}
