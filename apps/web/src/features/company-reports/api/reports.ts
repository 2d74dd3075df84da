import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api-client';
import { approveAll, type ApproveClient } from '../approve-flow';
import type { DateRange } from '../report-dates';
import {
  parseEmployeeSummary,
  parseJobOptions,
  parseJobReport,
  parseWeeklyReport,
} from '../report-parse';

/**
 * The report calls (company spec §7 "Reports"). Report GETs carry a cache-buster `_` so no
 * browser or proxy cache answers with yesterday's hours; reports are read fresh on each visit.
 */
export const reportKeys = {
  all: ['company-reports'] as const,
  weekly: (companyId: string, range: DateRange) =>
    [...reportKeys.all, companyId, 'weekly', range.startDate, range.endDate] as const,
  summary: (companyId: string, range: DateRange) =>
    [...reportKeys.all, companyId, 'summary', range.startDate, range.endDate] as const,
  jobs: (companyId: string, range: DateRange, detailed: boolean, jobId: string | null) =>
    [
      ...reportKeys.all,
      companyId,
      'jobs',
      range.startDate,
      range.endDate,
      detailed,
      jobId,
    ] as const,
};

/** Active jobs for the filter; under the Jobs screen's prefix, so its changes refresh it. */
export const activeJobKeys = { list: ['jobs', 'active'] as const };

const cacheBuster = () => String(Date.now());

const rangeQuery = (range: DateRange) => ({
  startDate: range.startDate,
  endDate: range.endDate,
  _: cacheBuster(),
});

export const getWeeklyReport = async (range: DateRange, signal?: AbortSignal) =>
  parseWeeklyReport(
    await api.get<unknown>('time-entries/weekly-report', rangeQuery(range), { signal }),
  );

export const getEmployeeSummary = async (range: DateRange, signal?: AbortSignal) =>
  parseEmployeeSummary(
    await api.get<unknown>('time-entries/employee-weekly-report', rangeQuery(range), { signal }),
  );

export const getJobReport = async (
  range: DateRange,
  detailed: boolean,
  jobId: string | null,
  signal?: AbortSignal,
) =>
  parseJobReport(
    await api.get<unknown>(
      'time-entries/job-worktype-report',
      { ...rangeQuery(range), detailed: String(detailed), jobId },
      { signal },
    ),
  );

export const getActiveJobOptions = async () => parseJobOptions(await api.get<unknown>('jobs'));

/** Reports are always read fresh when a tab or a week is opened. */
const reportQueryDefaults = { staleTime: 0 } as const;

export const useWeeklyReport = (companyId: string, range: DateRange) =>
  useQuery({
    queryKey: reportKeys.weekly(companyId, range),
    queryFn: ({ signal }) => getWeeklyReport(range, signal),
    ...reportQueryDefaults,
  });

export const useEmployeeSummary = (companyId: string, range: DateRange) =>
  useQuery({
    queryKey: reportKeys.summary(companyId, range),
    queryFn: ({ signal }) => getEmployeeSummary(range, signal),
    ...reportQueryDefaults,
  });

export const useJobReport = (
  companyId: string,
  range: DateRange,
  detailed: boolean,
  jobId: string | null,
) =>
  useQuery({
    queryKey: reportKeys.jobs(companyId, range, detailed, jobId),
    queryFn: ({ signal }) => getJobReport(range, detailed, jobId, signal),
    ...reportQueryDefaults,
  });

export const useActiveJobOptions = () =>
  useQuery({ queryKey: activeJobKeys.list, queryFn: getActiveJobOptions });

/** Approve All through the app's API client. */
const apiApproveClient: ApproveClient = {
  get: (path, query) => api.get<unknown>(path, query),
  post: (path, body) => api.post<unknown>(path, body),
};

/**
 * Key prefix of the time-entry lists (Timesheet, Home's approval counts); an approval changes
 * their lock icons and counts. Named here, as features do not import each other.
 */
const TIME_ENTRY_LISTS = ['time-entries'] as const;

/** Approve All; afterwards the reports (and cached timesheets) are read again. */
export function useApproveAll(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (range: DateRange) => approveAll(apiApproveClient, companyId, range),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.all }),
        queryClient.invalidateQueries({ queryKey: TIME_ENTRY_LISTS }),
      ]),
  });
}
