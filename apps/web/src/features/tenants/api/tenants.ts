import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { SUSPEND_REASON, TENANT_PAGE_SIZE } from '@sitehours/contract/rules';
import type {
  CreateTenantCompanyRequest,
  CreateTenantCompanyResponse,
  CreateTenantRequest,
  CreateTenantResponse,
  MessageResponse,
  TenantCompany,
  TenantDetail,
  TenantList,
  TenantStatus,
  UpdateTenantCompanyRequest,
} from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';

export interface TenantListParams {
  page: number;
  status: TenantStatus | null;
}

/**
 * Every tenant query starts with 'tenants', so a change invalidates lists, details and the
 * global reports' overview (['tenants', 'overview']) at once.
 */
export const tenantKeys = {
  all: ['tenants'] as const,
  lists: () => [...tenantKeys.all, 'list'] as const,
  list: (params: TenantListParams) => [...tenantKeys.lists(), params] as const,
  detail: (id: string) => [...tenantKeys.all, 'detail', id] as const,
  companies: (id: string) => [...tenantKeys.all, 'companies', id] as const,
};

/** offset = page × size (platform spec §9). */
export const getTenants = ({ page, status }: TenantListParams) =>
  api.get<TenantList>('tenants', {
    limit: TENANT_PAGE_SIZE,
    offset: page * TENANT_PAGE_SIZE,
    status,
  });

export const getTenant = (id: string) => api.get<TenantDetail>(`tenants/${encodeURIComponent(id)}`);

export const createTenant = (body: CreateTenantRequest) =>
  api.post<CreateTenantResponse>('tenants', body);

export const suspendTenant = (id: string) =>
  api.post<MessageResponse>(`tenants/${encodeURIComponent(id)}/suspend`, {
    reason: SUSPEND_REASON,
  });

export const reactivateTenant = (id: string) =>
  api.post<MessageResponse>(`tenants/${encodeURIComponent(id)}/reactivate`);

export const resendWelcome = (id: string) =>
  api.post<MessageResponse>(`tenants/${encodeURIComponent(id)}/resend-welcome`);

const companiesPath = (tenantId: string) => `tenants/${encodeURIComponent(tenantId)}/companies`;

export const getTenantCompanies = (tenantId: string) =>
  api.get<TenantCompany[]>(companiesPath(tenantId));

export const addTenantCompany = (tenantId: string, body: CreateTenantCompanyRequest) =>
  api.post<CreateTenantCompanyResponse>(companiesPath(tenantId), body);

export const updateTenantCompany = (
  tenantId: string,
  companyId: string,
  body: UpdateTenantCompanyRequest,
) => api.put<TenantCompany>(`${companiesPath(tenantId)}/${encodeURIComponent(companyId)}`, body);

export const tenantsQueryOptions = (params: TenantListParams) =>
  queryOptions({
    queryKey: tenantKeys.list(params),
    queryFn: () => getTenants(params),
    placeholderData: keepPreviousData,
  });

export const tenantQueryOptions = (id: string) =>
  queryOptions({ queryKey: tenantKeys.detail(id), queryFn: () => getTenant(id) });

export const useTenants = (params: TenantListParams) => useQuery(tenantsQueryOptions(params));

export const useTenant = (id: string | null) =>
  useQuery({ ...tenantQueryOptions(id ?? ''), enabled: id !== null });

export const useTenantCompanies = (tenantId: string | null) =>
  useQuery({
    queryKey: tenantKeys.companies(tenantId ?? ''),
    queryFn: () => getTenantCompanies(tenantId ?? ''),
    enabled: tenantId !== null,
  });

function useInvalidateTenants() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: tenantKeys.all });
}

export function useCreateTenant() {
  const invalidate = useInvalidateTenants();
  return useMutation({ mutationFn: createTenant, onSuccess: invalidate });
}

export function useSuspendTenant() {
  const invalidate = useInvalidateTenants();
  return useMutation({ mutationFn: suspendTenant, onSuccess: invalidate });
}

export function useReactivateTenant() {
  const invalidate = useInvalidateTenants();
  return useMutation({ mutationFn: reactivateTenant, onSuccess: invalidate });
}

/** Changes no tenant data, so nothing is invalidated. */
export const useResendWelcome = () => useMutation({ mutationFn: resendWelcome });

/** A new company changes the account's list of companies and its counts in the lists. */
export function useAddTenantCompany(tenantId: string) {
  const invalidate = useInvalidateTenants();
  return useMutation({
    mutationFn: (body: CreateTenantCompanyRequest) => addTenantCompany(tenantId, body),
    onSuccess: invalidate,
  });
}

export function useUpdateTenantCompany(tenantId: string) {
  const invalidate = useInvalidateTenants();
  return useMutation({
    mutationFn: ({ companyId, body }: { companyId: string; body: UpdateTenantCompanyRequest }) =>
      updateTenantCompany(tenantId, companyId, body),
    onSuccess: invalidate,
  });
}
