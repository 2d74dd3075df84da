import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApproveBatchResponse,
  ComplianceExceptionsResponse,
  EmployeeSummaryResponse,
  EntryIdsResponse,
  Job,
  JobReportRow,
  PayrollExportFormat,
  WcPayrollResponse,
  WeeklyReportResponse,
} from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import { downloadServerFile } from '@/app/file-transfer';
import { approveAll, type ApproveClient } from '../approve-flow';
import { payrollExportFallbackName } from '../payroll-rules';
import type { DateRange } from '../report-dates';
import { employeeSummaryReport, jobFilterOptions } from '../report-parse';

/**
 * The report calls (company spec §7 "Reports"). Report GETs carry a cache-buster `_` so no
 * browser or proxy cache answers with yesterday's hours; reports are read fresh on each visit.
 */
export const reportKeys = {
  all: ['company-reports'] as const,
  /** The export ledger's list (api/exports.ts), refreshed by each payroll export. */
  exports: ['company-reports', 'exports'] as const,
  weekly: (companyId: string, range: DateRange) =>
    [...reportKeys.all, companyId, 'weekly', range.startDate, range.endDate] as const,
  summary: (companyId: string, range: DateRange) =>
    [...reportKeys.all, companyId, 'summary', range.startDate, range.endDate] as const,
  wcPayroll: (companyId: string, range: DateRange) =>
    [...reportKeys.all, companyId, 'wc-payroll', range.startDate, range.endDate] as const,
  exceptions: (companyId: string, range: DateRange) =>
    [...reportKeys.all, companyId, 'exceptions', range.startDate, range.endDate] as const,
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
  (
    await api.get<WeeklyReportResponse>('time-entries/weekly-report', rangeQuery(range), {
      signal,
    })
  ).entries;

export const getEmployeeSummary = async (range: DateRange, signal?: AbortSignal) =>
  employeeSummaryReport(
    await api.get<EmployeeSummaryResponse>(
      'time-entries/employee-weekly-report',
      rangeQuery(range),
      {
        signal,
      },
    ),
  );

export const getWcPayrollReport = (range: DateRange, signal?: AbortSignal) =>
  api.get<WcPayrollResponse>('time-entries/wc-payroll-report', rangeQuery(range), { signal });

export const getJobReport = (
  range: DateRange,
  detailed: boolean,
  jobId: string | null,
  signal?: AbortSignal,
) =>
  api.get<JobReportRow[]>(
    'time-entries/job-worktype-report',
    { ...rangeQuery(range), detailed: String(detailed), jobId },
    { signal },
  );

export const getExceptions = (range: DateRange, signal?: AbortSignal) =>
  api.get<ComplianceExceptionsResponse>('compliance/exceptions', rangeQuery(range), { signal });

export const getActiveJobOptions = async () => jobFilterOptions(await api.get<Job[]>('jobs'));

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

export const useWcPayrollReport = (companyId: string, range: DateRange) =>
  useQuery({
    queryKey: reportKeys.wcPayroll(companyId, range),
    queryFn: ({ signal }) => getWcPayrollReport(range, signal),
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

/** The meal and rest exceptions of punched workdays (decision 0024), with their premiums. */
export const useExceptions = (companyId: string, range: DateRange) =>
  useQuery({
    queryKey: reportKeys.exceptions(companyId, range),
    queryFn: ({ signal }) => getExceptions(range, signal),
    ...reportQueryDefaults,
  });

export const useActiveJobOptions = () =>
  useQuery({ queryKey: activeJobKeys.list, queryFn: getActiveJobOptions });

/** Approve All through the app's API client. */
const apiApproveClient: ApproveClient = {
  get: (path, query) => api.get<EntryIdsResponse>(path, query),
  post: (path, body) => api.post<ApproveBatchResponse>(path, body),
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

// ---------------------------------------------------------------------------------------------
// Payroll files

/**
 * GET /time-entries/payroll-export: the server writes the file (generic CSV, QuickBooks IIF or
 * Gusto CSV) and keeps it in the export ledger.
 */
export const downloadPayrollExport = (range: DateRange, format: PayrollExportFormat) =>
  downloadServerFile(
    'time-entries/payroll-export',
    { startDate: range.startDate, endDate: range.endDate, format },
    payrollExportFallbackName(format, range),
  );

export const usePayrollExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { range: DateRange; format: PayrollExportFormat }) =>
      downloadPayrollExport(vars.range, vars.format),
    // Every export joins the export ledger: its list and the overlap warning read it again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.exports }),
  });
};
