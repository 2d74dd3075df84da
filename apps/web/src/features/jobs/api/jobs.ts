import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/app/api-client';
import type { Job, StaffUser, WorkType } from '@sitehours/contract/schemas';
import { withSavedJob, type JobBody, type JobRecord } from '../job-rules';

/**
 * Jobs and the work types a job may carry (company spec §7 "Jobs" and "job links"). Work type
 * queries start with 'work-types' like those of the Work Types screen, so a change there
 * refreshes this screen's checklist too.
 */
export const jobKeys = {
  all: ['jobs'] as const,
  list: () => [...jobKeys.all, 'all'] as const,
  workTypesOf: (jobId: string) => [...jobKeys.all, 'work-types', jobId] as const,
  /** The company's active people: the managers' list and the workers' classifications. */
  people: () => [...jobKeys.all, 'people'] as const,
};

export const activeWorkTypeKeys = {
  list: (companyId: string | null) => ['work-types', 'list', 'active', companyId] as const,
};

const path = (id: string) => encodeURIComponent(id);

export const getAllJobs = (): Promise<JobRecord[]> => api.get<Job[]>('jobs/all');

/** Only active work types: what the checklist offers. */
export const getActiveWorkTypes = (companyId: string | null) =>
  api.get<WorkType[]>('work-types', { companyId });

export const getJobWorkTypes = (jobId: string) =>
  api.get<WorkType[]>(`job-work-types/job/${path(jobId)}/work-types`);

export const getActivePeople = () => api.get<StaffUser[]>('users', { includeInactive: false });

export const createJob = (body: JobBody) => api.post<Job>('jobs', body);

export const updateJob = ({ jobId, body }: { jobId: string; body: JobBody }) =>
  api.put<Job>(`jobs/${path(jobId)}`, body);

export const jobsQueryOptions = () =>
  queryOptions({ queryKey: jobKeys.list(), queryFn: getAllJobs });

export const activeWorkTypesQueryOptions = (companyId: string | null) =>
  queryOptions({
    queryKey: activeWorkTypeKeys.list(companyId),
    queryFn: () => getActiveWorkTypes(companyId),
  });

export const activePeopleQueryOptions = () =>
  queryOptions({ queryKey: jobKeys.people(), queryFn: getActivePeople });

export const useAllJobs = () => useQuery(jobsQueryOptions());

export const useActivePeople = () => useQuery(activePeopleQueryOptions());

export const useActiveWorkTypes = (companyId: string | null) =>
  useQuery(activeWorkTypesQueryOptions(companyId));

/** The job's linked work types; always read fresh when an edit form opens. */
export const useJobWorkTypes = (jobId: string | null) =>
  useQuery({
    queryKey: jobKeys.workTypesOf(jobId ?? ''),
    queryFn: () => getJobWorkTypes(jobId ?? ''),
    enabled: jobId !== null,
    staleTime: 0,
    gcTime: 0,
  });

/**
 * A saved job shows in the list at once, and the list is read again in the background. The
 * save does not wait for that reading: a rename moves the job to another group, which replaces
 * the row (and its open form) once the new list arrives, and the caller's success step (closing
 * the form, the confirmation) must not depend on the form still being there.
 */
function useJobSaved() {
  const queryClient = useQueryClient();
  return (saved: JobRecord) => {
    queryClient.setQueryData<JobRecord[]>(jobKeys.list(), (list) =>
      list ? withSavedJob(list, saved) : list,
    );
    void queryClient.invalidateQueries({ queryKey: jobKeys.all });
  };
}

export function useCreateJob() {
  const saved = useJobSaved();
  return useMutation({ mutationFn: createJob, onSuccess: saved });
}

/** Saves a job's fields (and links, when workTypeIds is sent) or toggles its status. */
export function useUpdateJob() {
  const saved = useJobSaved();
  return useMutation({ mutationFn: updateJob, onSuccess: saved });
}
