import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCountResponse,
  StaffUser,
  ToggledStaffUser,
  UserRequest,
} from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';

/** Body of POST and PUT /api/users (company spec §7); `password` only when typed. */
export type StaffUserInput = UserRequest;

export const staffKeys = {
  all: ['staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
  adminCount: () => [...staffKeys.all, 'admin-count'] as const,
};

/** Every user of the company, inactive ones included (the screen filters). */
export const getStaffUsers = () => api.get<StaffUser[]>('users');

export const getAdminCount = async () =>
  (await api.get<AdminCountResponse>('users/admin-count')).count;

export const createStaffUser = (body: StaffUserInput) => api.post<StaffUser>('users', body);

export const updateStaffUser = ({ id, body }: { id: string; body: StaffUserInput }) =>
  api.put<StaffUser>(`users/${encodeURIComponent(id)}`, body);

export const toggleStaffUserStatus = ({ id, isActive }: { id: string; isActive: boolean }) =>
  api.put<ToggledStaffUser>(`users/${encodeURIComponent(id)}/toggle-status`, {
    is_active: isActive,
  });

export const staffUsersQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.list(), queryFn: getStaffUsers });

export const adminCountQueryOptions = () =>
  queryOptions({ queryKey: staffKeys.adminCount(), queryFn: getAdminCount });

export const useStaffUsers = () => useQuery(staffUsersQueryOptions());

export const useAdminCount = (enabled: boolean) =>
  useQuery({ ...adminCountQueryOptions(), enabled });

function useInvalidateStaff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffKeys.all });
}

/** Create or update, depending on whether an id is given. */
export function useSaveStaffUser() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: StaffUserInput }) =>
      id ? updateStaffUser({ id, body }) : createStaffUser(body),
    onSuccess: invalidate,
  });
}

/** DELETE /users/:id/pin: clears a forgotten or locked PIN; the worker sets a new one. */
export const resetStaffPin = (id: string) =>
  api.delete<{ success: true }>(`users/${encodeURIComponent(id)}/pin`);

export function useResetStaffPin() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: resetStaffPin, onSuccess: invalidate });
}

export function useToggleStaffUserStatus() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: toggleStaffUserStatus, onSuccess: invalidate });
}
