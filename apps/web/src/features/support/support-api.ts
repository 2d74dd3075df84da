import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUPPORT_MESSAGES } from '@sitehours/contract/messages';
import { ACTIVE_SESSIONS_REFRESH_MS, AUDIT_LOG_DISPLAY } from '@sitehours/contract/rules';
import { api } from '@/app/api-client';
import type {
  ActiveSupportSession,
  AuditLogEntry,
  ExitImpersonationResponse,
  ImpersonateRequest,
  ImpersonateResponse,
  SuccessMessageResponse,
  SupportTenant,
  SupportTenantsResponse,
  TenantCompany,
} from '@sitehours/contract/schemas';

/** Calls of the support sessions (platform spec §7 "Support sessions"). */

export const supportKeys = {
  all: ['support'] as const,
  tenants: ['support', 'tenants'] as const,
  active: ['support', 'sessions', 'active'] as const,
  logs: ['support', 'sessions', 'logs'] as const,
  companies: (tenantId: string) => ['support', 'companies', tenantId] as const,
};

/** The companies of a client with several, to choose the one a session enters. */
export function useTenantCompanies(tenantId: string, enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.companies(tenantId),
    queryFn: () => api.get<TenantCompany[]>(`tenants/${encodeURIComponent(tenantId)}/companies`),
    enabled,
  });
}

export const supportTenantsQuery = queryOptions({
  queryKey: supportKeys.tenants,
  queryFn: async ({ signal }): Promise<SupportTenant[]> => {
    const result = await api.get<SupportTenantsResponse>('admin/support/tenants', undefined, {
      signal,
    });
    return result.tenants;
  },
  staleTime: 0,
});

export function useActiveSessions(enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.active,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<{ data: ActiveSupportSession[] }>(
        'admin/support/sessions/active',
        undefined,
        { signal },
      );
      return data;
    },
    enabled,
    staleTime: 0,
    refetchInterval: ACTIVE_SESSIONS_REFRESH_MS,
  });
}

export function useAuditLogs(enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.logs,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<{ data: AuditLogEntry[] }>(
        'admin/support/sessions/logs',
        undefined,
        { signal },
      );
      return data.slice(0, AUDIT_LOG_DISPLAY);
    },
    enabled,
    staleTime: 0,
  });
}

export function useStopSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api.delete<SuccessMessageResponse>(`admin/support/sessions/${encodeURIComponent(sessionId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}

export function startSupportSession(request: ImpersonateRequest): Promise<ImpersonateResponse> {
  return api.post<ImpersonateResponse>('admin/support/impersonate-tenant', request);
}

export function exitSupportSession(sessionId: string): Promise<ExitImpersonationResponse> {
  return api.post<ExitImpersonationResponse>('admin/support/exit-impersonation', {
    sessionId,
    reason: SUPPORT_MESSAGES.exitReason,
  });
}
