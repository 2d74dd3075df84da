import { useMutation } from '@tanstack/react-query';
import type { TimeCardFormat } from '@sitehours/contract/rules';
import { downloadServerFile } from '@/app/file-transfer';
import type { DateRange } from '../report-dates';
import { timeCardsFallbackName } from '../time-cards-rules';

/** GET /compliance/time-cards: the California time cards of the range, as CSV or PDF. */
export const downloadTimeCards = (range: DateRange, format: TimeCardFormat) =>
  downloadServerFile(
    'compliance/time-cards',
    { startDate: range.startDate, endDate: range.endDate, format },
    timeCardsFallbackName(format, range),
  );

export const useTimeCardsDownload = () =>
  useMutation({
    mutationFn: (vars: { range: DateRange; format: TimeCardFormat }) =>
      downloadTimeCards(vars.range, vars.format),
  });
