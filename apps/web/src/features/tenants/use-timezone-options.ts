import { useTranslation } from 'react-i18next';
import { TENANT_TIMEZONES } from '@sitehours/contract/rules';
import { TIMEZONE_NAMES } from './tenant-rules';

/** The offered time zones as select options: 'Eastern (America/New_York)', …, 'UTC'. */
export function useTimezoneOptions() {
  const { t } = useTranslation('operator');
  return TENANT_TIMEZONES.map(({ value }) => ({
    value,
    label:
      value === 'UTC'
        ? t(TIMEZONE_NAMES[value])
        : t('addCompany.timezoneOption', { name: t(TIMEZONE_NAMES[value]), zone: value }),
  }));
}
