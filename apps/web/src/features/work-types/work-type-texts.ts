import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useFormat, type Formatters } from '@/app/i18n/format';
import { useTranslateMessage } from '@/app/i18n/translate-message';
import { rateBand, type ScreenText, type WcCodeRecord } from './work-type-rules';

type Band = Pick<WcCodeRecord, 'minHourlyRate' | 'maxHourlyRate'>;

/**
 * A {@link ScreenText} in the interface language: the screen's own texts from the workTypes
 * catalogue, the API's and the contract's through the messages catalogue.
 */
export function useScreenText(): (text: ScreenText) => string {
  const { t } = useTranslation('workTypes');
  const tm = useTranslateMessage();
  return useCallback(
    (text: ScreenText) => ('key' in text ? t(text.key) : tm(text.message)),
    [t, tm],
  );
}

/** A code's rate band as the WC code table shows it: 'All rates', 'Below $36.00'… */
export function rateRangeText(
  code: Band,
  t: TFunction<'workTypes'>,
  format: Pick<Formatters, 'currency'>,
): string {
  const band = rateBand(code);
  switch (band.kind) {
    case 'all':
      return t('range.all');
    case 'above':
      return t('range.above', { min: format.currency(band.min) });
    case 'below':
      return t('range.below', { max: format.currency(band.max) });
    case 'between':
      return t('range.between', { min: format.currency(band.min), max: format.currency(band.max) });
  }
}

/** A comp rate as a percentage with two decimals ('7.50%'). */
export const compRateText = (
  rate: number,
  t: TFunction<'workTypes'>,
  format: Pick<Formatters, 'number'>,
): string => t('codes.compRateValue', { rate: format.number(rate, 2) });

/** {@link rateRangeText} and {@link compRateText} in the interface language. */
export function useCodeTexts() {
  const { t } = useTranslation('workTypes');
  const format = useFormat();
  return useMemo(
    () => ({
      rateRange: (code: Band) => rateRangeText(code, t, format),
      compRate: (rate: number) => compRateText(rate, t, format),
    }),
    [t, format],
  );
}
