import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  FailedLoginsResponse,
  SecurityCompaniesResponse,
  SecurityEventsResponse,
  SecurityUsersResponse,
  TenantOverview,
} from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';

export type { SecuritySummary } from '@sitehours/contract/schemas';

/**
 * The overview sits under 'tenants' so Company Management's changes (create, suspend,
 * reactivate invalidate ['tenants']) refresh it too.
 */
export const globalReportKeys = {
  overview: () => ['tenants', 'overview'] as const,
  security: () => ['security'] as const,
  securityEvents: () => [...globalReportKeys.security(), 'events'] as const,
  securityCompanies: () => [...globalReportKeys.security(), 'companies'] as const,
  securityUsers: () => [...globalReportKeys.security(), 'users'] as const,
  failedLogins: () => [...globalReportKeys.security(), 'failed-logins'] as const,
};

export const getTenantOverview = () => api.get<TenantOverview[]>('tenants/overview');
export const getSecurityEvents = () => api.get<SecurityEventsResponse>('admin/security/events');
export const getSecurityCompanies = () =>
  api.get<SecurityCompaniesResponse>('admin/security/companies');
export const getSuspiciousUsers = () => api.get<SecurityUsersResponse>('admin/security/users');
export const getFailedLogins = () => api.get<FailedLoginsResponse>('admin/security/failed-logins');

export const tenantOverviewQueryOptions = () =>
  queryOptions({ queryKey: globalReportKeys.overview(), queryFn: getTenantOverview });

/** Security data is about the last minutes too: always fetched fresh when the tab opens. */
const fresh = { staleTime: 0 } as const;

export const useTenantOverview = () => useQuery(tenantOverviewQueryOptions());
export const useSecurityEvents = () =>
  useQuery({ queryKey: globalReportKeys.securityEvents(), queryFn: getSecurityEvents, ...fresh });
export const useSecurityCompanies = () =>
  useQuery({
    queryKey: globalReportKeys.securityCompanies(),
    queryFn: getSecurityCompanies,
    ...fresh,
  });
export const useSuspiciousUsers = () =>
  useQuery({ queryKey: globalReportKeys.securityUsers(), queryFn: getSuspiciousUsers, ...fresh });
export const useFailedLogins = () =>
  useQuery({ queryKey: globalReportKeys.failedLogins(), queryFn: getFailedLogins, ...fresh });
