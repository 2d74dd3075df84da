import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GlobalAdmin, UpdateGlobalAdminRequest } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';

/** Body of POST and PUT /api/admin/global-admins; `password` is left out when unchanged. */
export type GlobalAdminInput = UpdateGlobalAdminRequest;

export const globalAdminKeys = {
  all: ['global-admins'] as const,
  list: () => [...globalAdminKeys.all, 'list'] as const,
};

export const getGlobalAdmins = () => api.get<GlobalAdmin[]>('admin/global-admins');

export const createGlobalAdmin = (body: GlobalAdminInput) =>
  api.post<GlobalAdmin>('admin/global-admins', body);

export const updateGlobalAdmin = ({ id, body }: { id: string; body: GlobalAdminInput }) =>
  api.put<GlobalAdmin>(`admin/global-admins/${encodeURIComponent(id)}`, body);

export const setGlobalAdminStatus = ({ id, isActive }: { id: string; isActive: boolean }) =>
  api.put<GlobalAdmin>(`admin/global-admins/${encodeURIComponent(id)}/status`, { isActive });

export const globalAdminsQueryOptions = () =>
  queryOptions({ queryKey: globalAdminKeys.list(), queryFn: getGlobalAdmins });

export const useGlobalAdmins = () => useQuery(globalAdminsQueryOptions());

function useInvalidateAdmins() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: globalAdminKeys.all });
}

/** Create or update, depending on whether an id is given. */
export function useSaveGlobalAdmin() {
  const invalidate = useInvalidateAdmins();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: GlobalAdminInput }) =>
      id ? updateGlobalAdmin({ id, body }) : createGlobalAdmin(body),
    onSuccess: invalidate,
  });
}

export function useSetGlobalAdminStatus() {
  const invalidate = useInvalidateAdmins();
  return useMutation({ mutationFn: setGlobalAdminStatus, onSuccess: invalidate });
}
