import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanySettings,
  WcAuditResponse,
  WcBandApplyResponse,
  WcBandChangeRequest,
  WcBandPreviewResponse,
  WorkTypeWithCodes,
} from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import { downloadServerFile } from '@/app/file-transfer';
import { wcAuditFallbackName, type PolicyPeriod } from '../wc-audit-rules';

export const wcAuditKeys = {
  all: ['wc-audit'] as const,
  audit: (companyId: string, period: PolicyPeriod) =>
    [...wcAuditKeys.all, companyId, period.startDate, period.endDate] as const,
  workTypes: ['wc-audit', 'work-types'] as const,
  settings: (companyId: string) => ['company-settings', companyId] as const,
};

/** GET /wc-audit: the packet of a policy period, read fresh on each visit. */
export const useWcAudit = (companyId: string, period: PolicyPeriod | null) =>
  useQuery({
    queryKey: wcAuditKeys.audit(companyId, period ?? { startDate: '', endDate: '' }),
    queryFn: ({ signal }) =>
      api.get<WcAuditResponse>(
        'wc-audit',
        { startDate: period!.startDate, endDate: period!.endDate, _: Date.now() },
        { signal },
      ),
    enabled: period !== null,
  });

export const useWorkTypesWithCodes = () =>
  useQuery({
    queryKey: wcAuditKeys.workTypes,
    queryFn: () => api.get<WorkTypeWithCodes[]>('work-type-wc-codes'),
  });

/** The company's settings: its address state and its WC state. */
export const useCompanyWcState = (companyId: string) =>
  useQuery({
    queryKey: wcAuditKeys.settings(companyId),
    queryFn: () => api.get<CompanySettings>(`companies/${encodeURIComponent(companyId)}/settings`),
  });

export function useSaveWcState(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wcState: string | null) =>
      api.put<CompanySettings>(`companies/${encodeURIComponent(companyId)}`, {
        wc_state: wcState,
      }),
    onSuccess: (settings) => {
      queryClient.setQueryData(wcAuditKeys.settings(companyId), settings);
      return queryClient.invalidateQueries({ queryKey: wcAuditKeys.all });
    },
  });
}

export const usePreviewBandChange = () =>
  useMutation({
    mutationFn: (body: WcBandChangeRequest) =>
      api.post<WcBandPreviewResponse>('wc-band-changes/preview', body),
  });

export function useApplyBandChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WcBandChangeRequest) =>
      api.post<WcBandApplyResponse>('wc-band-changes', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: wcAuditKeys.all }),
        // The timesheets and reports show the entries' new codes.
        queryClient.invalidateQueries({ queryKey: ['time-entries'] }),
        queryClient.invalidateQueries({ queryKey: ['company-reports'] }),
      ]),
  });
}

/**
 * GET /wc-audit as a CSV or PDF file, saved under the server's name (else one made from the
 * period). Failures are ApiErrors. Answers the name saved under.
 */
export const downloadWcAudit = (period: PolicyPeriod, format: 'csv' | 'pdf'): Promise<string> =>
  downloadServerFile(
    'wc-audit',
    { startDate: period.startDate, endDate: period.endDate, format },
    wcAuditFallbackName(period, format),
  );

export const useWcAuditDownload = () =>
  useMutation({
    mutationFn: (vars: { period: PolicyPeriod; format: 'csv' | 'pdf' }) =>
      downloadWcAudit(vars.period, vars.format),
  });
