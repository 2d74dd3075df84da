import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanySettings,
  WcAuditResponse,
  WcBandApplyResponse,
  WcBandChangeRequest,
  WcBandPreviewResponse,
  WorkTypeWithCodes,
} from '@sitehours/contract/schemas';
import { api, buildApiUrl, errorFromResponse } from '@/app/api-client';
import { ApiError, NETWORK_ERROR_STATUS } from '@/app/errors/api-error';
import { sessionStorageApi } from '@/app/session/storage';
import { API_TOKEN_EXPIRY_MARGIN_MS, isTokenExpired } from '@/app/session/token-expiry';
import { fileNameFrom, type PolicyPeriod } from '../wc-audit-rules';

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

async function bearerToken(): Promise<string | null> {
  const token = sessionStorageApi.getToken();
  if (!token) return null;
  if (!isTokenExpired(token, API_TOKEN_EXPIRY_MARGIN_MS)) return token;
  return api.refreshAccessToken(token);
}

/**
 * GET /wc-audit as a CSV or PDF file, saved under the server's name. Sent with fetch: the JSON
 * client reads every answer as JSON. Failures are ApiErrors. Answers the name saved under.
 */
export async function downloadWcAudit(
  period: PolicyPeriod,
  format: 'csv' | 'pdf',
): Promise<string> {
  const token = await bearerToken();
  const url = buildApiUrl('wc-audit', { ...period, format, _: Date.now() });
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      cache: 'no-store',
    });
  } catch (cause) {
    throw new ApiError(cause instanceof Error ? cause.message : 'Network request failed', {
      status: NETWORK_ERROR_STATUS,
      cause,
    });
  }
  if (!response.ok) {
    let body: unknown;
    try {
      const text = await response.text();
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      body = undefined;
    }
    throw errorFromResponse(response, body);
  }
  const name = fileNameFrom(response.headers.get('content-disposition'), period, format);
  const link = document.createElement('a');
  const href = URL.createObjectURL(await response.blob());
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}

export const useWcAuditDownload = () =>
  useMutation({
    mutationFn: (vars: { period: PolicyPeriod; format: 'csv' | 'pdf' }) =>
      downloadWcAudit(vars.period, vars.format),
  });
