import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/app/api-client';

export interface TenantOverview {
  tenant_id: string;
  name: string;
  subdomain: string;
  admin_count: number;
  staff_count: number;
  total_users: number;
  work_type_count: number;
  status: string;
}

export interface SecuritySummary {
  failedLogins: number;
  accountLocks: number;
  uniqueIps: number;
  totalEvents: number;
}

export interface SecurityEvents {
  events: {
    eventId: string;
    eventType: string;
    createdAt: string;
    email: string | null;
    companyName: string | null;
    ipAddress: string | null;
    userAgent: string | null;
  }[];
  summary: SecuritySummary;
}

export interface TopCompany {
  companyId: string;
  companyName: string;
  eventCount: number;
  failedLogins: number;
}

export interface SuspiciousUser {
  userId: string;
  fullName: string;
  email: string;
  companyName: string | null;
  failedLoginCount: number;
  lastActivity: string | null;
}

export interface FailedLogin {
  eventId: string;
  createdAt: string;
  userName: string | null;
  userEmail: string | null;
  companyName: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

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
export const getSecurityEvents = () => api.get<SecurityEvents>('admin/security/events');
export const getSecurityCompanies = () =>
  api.get<{ companies: TopCompany[] }>('admin/security/companies');
export const getSuspiciousUsers = () =>
  api.get<{ users: SuspiciousUser[] }>('admin/security/users');
export const getFailedLogins = () =>
  api.get<{ attempts: FailedLogin[] }>('admin/security/failed-logins');

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
