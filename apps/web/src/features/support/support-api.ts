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
  SupportTenant,
  SupportTenantsResponse,
} from './support-types';

/** Calls of the support sessions (platform spec §7 "Support sessions"). */

/** Lists may arrive bare or wrapped in {data} (§7 "Conventions"). */
function listOf<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value === 'object' && value !== null) {
    const data = (value as { data?: unknown }).data;
    if (Array.isArray(data)) return data as T[];
  }
  return [];
}

export const supportKeys = {
  all: ['support'] as const,
  tenants: ['support', 'tenants'] as const,
  active: ['support', 'sessions', 'active'] as const,
  logs: ['support', 'sessions', 'logs'] as const,
};

export const supportTenantsQuery = queryOptions({
  queryKey: supportKeys.tenants,
  queryFn: async ({ signal }): Promise<SupportTenant[]> => {
    const result = await api.get<SupportTenantsResponse>('admin/support/tenants', undefined, {
      signal,
    });
    return Array.isArray(result.tenants) ? result.tenants : [];
  },
  staleTime: 0,
});

export function useActiveSessions(enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.active,
    queryFn: async ({ signal }) =>
      listOf<ActiveSupportSession>(
        await api.get('admin/support/sessions/active', undefined, { signal }),
      ),
    enabled,
    staleTime: 0,
    refetchInterval: ACTIVE_SESSIONS_REFRESH_MS,
  });
}

export function useAuditLogs(enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.logs,
    queryFn: async ({ signal }) =>
      listOf<AuditLogEntry>(
        await api.get('admin/support/sessions/logs', undefined, { signal }),
      ).slice(0, AUDIT_LOG_DISPLAY),
    enabled,
    staleTime: 0,
  });
}

export function useStopSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api.delete<{ success: boolean; message?: string }>(
        `admin/support/sessions/${encodeURIComponent(sessionId)}`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}

export function startSupportSession(request: ImpersonateRequest): Promise<ImpersonateResponse> {
  return api.post<ImpersonateResponse>('admin/support/impersonate-tenant', request);
}

export async function exitSupportSession(sessionId: string): Promise<ExitImpersonationResponse> {
  const result = await api.post<ExitImpersonationResponse>('admin/support/exit-impersonation', {
    sessionId,
    reason: SUPPORT_MESSAGES.exitReason,
  });
  if (typeof result.token !== 'string' || result.token === '') {
    throw new Error('The exit answer carried no token');
  }
  return result;
}
