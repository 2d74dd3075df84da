import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/app/api-client';
import type {
  LinkCountResponse,
  WcCode,
  WorkType,
  WorkTypeWithCodes,
} from '@sitehours/contract/schemas';
import { type WcCodeBandBody, type WorkTypeBody, type WorkTypeRecord } from '../work-type-rules';

/**
 * Work types, their WC codes and the link to all active jobs (company spec §7). Every key starts
 * with 'work-types', so one invalidation refreshes this screen and the job form's checklist;
 * assigning to jobs also refreshes 'jobs' (the links a job shows).
 */
export const workTypeKeys = {
  all: ['work-types'] as const,
  list: (companyId: string | null) => [...workTypeKeys.all, 'list', 'all', companyId] as const,
  withCodes: () => [...workTypeKeys.all, 'with-codes'] as const,
};

const path = (id: string) => encodeURIComponent(id);

export const getWorkTypes = (companyId: string | null) =>
  api.get<WorkType[]>('work-types', { companyId, includeInactive: true });

export const getWorkTypesWithCodes = () => api.get<WorkTypeWithCodes[]>('work-type-wc-codes');

export const createWorkType = (body: WorkTypeBody) => api.post<WorkType>('work-types', body);

export const updateWorkType = ({ id, body }: { id: string; body: WorkTypeBody }) =>
  api.put<WorkType>(`work-types/${path(id)}`, body);

export const saveWcCodes = (body: { workTypeId: string; wcCodes: WcCodeBandBody[] }) =>
  api.post<WcCode[]>('wc-codes/multiple', body);

export const assignToAllActiveJobs = (workTypeId: string) =>
  api.post<LinkCountResponse>(`work-types/${path(workTypeId)}/assign-to-jobs`, {
    allActiveJobs: true,
  });

export const toggleWcCodeStatus = (codeId: string) =>
  api.put<WcCode>(`wc-codes/${path(codeId)}/toggle-status`);

export const workTypesQueryOptions = (companyId: string | null) =>
  queryOptions({ queryKey: workTypeKeys.list(companyId), queryFn: () => getWorkTypes(companyId) });

export const workTypesWithCodesQueryOptions = () =>
  queryOptions({ queryKey: workTypeKeys.withCodes(), queryFn: getWorkTypesWithCodes });

export const useWorkTypes = (companyId: string | null) =>
  useQuery(workTypesQueryOptions(companyId));

export const useWorkTypesWithCodes = () => useQuery(workTypesWithCodesQueryOptions());

export function useInvalidateCatalog() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: workTypeKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['jobs'] }),
    ]);
}

/** Activate or deactivate: PUT the work type with isActive inverted. */
export function useToggleWorkTypeStatus(companyId: string | null) {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: (workType: WorkTypeRecord) =>
      updateWorkType({
        id: workType.workTypeId,
        body: {
          workTypeName: workType.workTypeName,
          isActive: !workType.isActive,
          ...(companyId ? { companyId } : {}),
        },
      }),
    onSuccess: invalidate,
  });
}

export function useToggleWcCodeStatus() {
  const invalidate = useInvalidateCatalog();
  return useMutation({ mutationFn: toggleWcCodeStatus, onSuccess: invalidate });
}
