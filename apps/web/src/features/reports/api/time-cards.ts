import { useMutation, useQuery } from '@tanstack/react-query';
import type { TimeCardFormat } from '@sitehours/contract/rules';
import type { CompanySettings } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import type { DateRange } from '../report-dates';
import { timeCardsFallbackName } from '../time-cards-rules';
import { downloadServerFile } from './reports';

/**
 * The company's settings, under the key the Company Settings screen keeps them (named here, as
 * features do not import each other), so a change made there shows here at once.
 */
const companySettingsKey = (companyId: string) => ['company-settings', companyId] as const;

/** Whether the company records start and end times: only then are there time cards. */
export const useCapturesTimes = (companyId: string) =>
  useQuery({
    queryKey: companySettingsKey(companyId),
    queryFn: ({ signal }) =>
      api.get<CompanySettings>(`companies/${encodeURIComponent(companyId)}/settings`, undefined, {
        signal,
      }),
    select: (settings) => settings.time_capture === 'times',
    staleTime: 5 * 60_000,
  });

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
