import { useMemo } from 'react';
import { useFormat } from '@/app/i18n/format';
import { formatDecimal, formatMoney } from './payroll-rules';
import { dayHeading, formatRangeLabel, type DateRange } from './report-dates';
import { formatDayCell, formatHoursIn, formatTotal } from './report-rules';

/**
 * The reports' own number and date shapes (hours '7.5' / '0.0', money '1,234.50', 'Nov 16 –
 * Nov 22, 2026') in the interface language's locale (useFormat). The CSV exports keep theirs.
 */
export function useReportFormat() {
  const { locale } = useFormat();
  return useMemo(
    () => ({
      locale,
      hours: (hours: number) => formatHoursIn(hours, locale),
      total: (hours: number) => formatTotal(hours, locale),
      dayCell: (hours: number | undefined) => formatDayCell(hours, locale),
      money: (amount: string) => formatMoney(amount, locale),
      decimal: (value: string) => formatDecimal(value, locale),
      range: (range: DateRange) => formatRangeLabel(range, locale),
      day: (iso: string) => dayHeading(iso, locale),
    }),
    [locale],
  );
}
