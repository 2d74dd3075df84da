import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CertifiedPayroll,
  CertifiedPayrollFormat,
  CertifiedPayrollList,
  DeductionsRequest,
  PublicWorksJobList,
  SignCertifiedPayrollRequest,
} from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import { downloadServerFile } from '@/app/file-transfer';
import { certifiedPayrollFallbackName } from '../certified-payroll-rules';

/** The company's public-works jobs, each job's weekly payrolls, and one week's (decision 0028). */
export const certifiedPayrollKeys = {
  all: ['certified-payroll'] as const,
  jobs: ['certified-payroll', 'jobs'] as const,
  weeks: (jobId: string) => [...certifiedPayrollKeys.all, 'weeks', jobId] as const,
  week: (jobId: string, weekStart: string) =>
    [...certifiedPayrollKeys.all, 'week', jobId, weekStart] as const,
};

/** GET /api/public-works-jobs: the job picker's choices. */
export const usePublicWorksJobs = () =>
  useQuery({
    queryKey: certifiedPayrollKeys.jobs,
    queryFn: () => api.get<PublicWorksJobList>('public-works-jobs'),
  });

/** GET /api/certified-payrolls?jobId=: every covered week of the project, newest first. */
export const useCertifiedPayrolls = (jobId: string | null) =>
  useQuery({
    queryKey: certifiedPayrollKeys.weeks(jobId ?? ''),
    queryFn: () => api.get<CertifiedPayrollList>('certified-payrolls', { jobId: jobId! }),
    enabled: jobId !== null,
  });

/**
 * GET /api/certified-payrolls/week: the week's payroll, computed from the approved time on each
 * visit until it is signed (an approval elsewhere changes it), then as signed.
 */
export const useCertifiedPayrollWeek = (jobId: string, weekStart: string) =>
  useQuery({
    queryKey: certifiedPayrollKeys.week(jobId, weekStart),
    queryFn: ({ signal }) =>
      api.get<CertifiedPayroll>('certified-payrolls/week', { jobId, weekStart }, { signal }),
    staleTime: 0,
  });

/** After deductions change, the week's figures and warnings and the weeks list follow. */
function useRefreshWeek(jobId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [...certifiedPayrollKeys.all, 'week', jobId] }),
      client.invalidateQueries({ queryKey: certifiedPayrollKeys.weeks(jobId) }),
    ]);
}

/** PUT /api/certified-payrolls/deductions: the typed rows of a week. */
export function useSaveDeductions(jobId: string) {
  const refresh = useRefreshWeek(jobId);
  return useMutation({
    mutationFn: (body: DeductionsRequest) =>
      api.put<{ saved: number }>('certified-payrolls/deductions', body),
    onSuccess: refresh,
  });
}

/** POST /api/certified-payrolls/deductions/import: a week's deductions from a CSV file's text. */
export function useImportDeductions(jobId: string) {
  const refresh = useRefreshWeek(jobId);
  return useMutation({
    mutationFn: (body: { weekStart: string; csv: string }) =>
      api.post<{ saved: number }>('certified-payrolls/deductions/import', body),
    onSuccess: refresh,
  });
}

/** POST /api/certified-payrolls/sign: the signed payroll replaces the week's live one. */
export function useSignCertifiedPayroll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SignCertifiedPayrollRequest) =>
      api.post<CertifiedPayroll>('certified-payrolls/sign', body),
    onSuccess: (signed) => {
      client.setQueryData(certifiedPayrollKeys.week(signed.jobId, signed.weekStart), signed);
      return client.invalidateQueries({ queryKey: certifiedPayrollKeys.weeks(signed.jobId) });
    },
  });
}

/**
 * GET /api/certified-payrolls/:id/file: a signed payroll as PDF, CSV or LCPtracker file, saved
 * under the server's name (else one made from the payroll). Answers the name saved under.
 */
export const useCertifiedPayrollDownload = () =>
  useMutation({
    mutationFn: (vars: { payroll: CertifiedPayroll; format: CertifiedPayrollFormat }) =>
      downloadServerFile(
        `certified-payrolls/${encodeURIComponent(vars.payroll.id ?? '')}/file`,
        { format: vars.format },
        certifiedPayrollFallbackName(vars.payroll, vars.format),
      ),
  });
