import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Job, PunchClock, WorkType } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import { punchClockKeys } from './punch-clock-query';

/**
 * The punch clock's other reads: the company's active jobs and each job's work types (what a
 * Clock in or a Switch may name), and the worker's answer about their position at punches.
 */
export const punchLookupKeys = {
  // Starting with 'jobs', so a change on Jobs Management refreshes them.
  jobs: ['jobs', 'punch-clock'] as const,
  workTypesOf: (jobId: string) => ['punch-clock', 'job-work-types', jobId] as const,
};

const path = (id: string) => encodeURIComponent(id);

export interface Choice {
  id: string;
  name: string;
}

const activeChoices = (rows: readonly { id: string; name: string; isActive: boolean }[]) =>
  rows.filter((r) => r.isActive).map((r): Choice => ({ id: r.id, name: r.name }));

export const useActiveJobs = () =>
  useQuery({
    queryKey: punchLookupKeys.jobs,
    queryFn: async () => activeChoices(await api.get<Job[]>('jobs')),
    staleTime: 5 * 60_000,
  });

export const jobWorkTypesQuery = (jobId: string) => ({
  queryKey: punchLookupKeys.workTypesOf(jobId),
  queryFn: async () =>
    activeChoices(await api.get<WorkType[]>(`job-work-types/job/${path(jobId)}/work-types`)),
  staleTime: 5 * 60_000,
});

export const useJobWorkTypes = (jobId: string | null) =>
  useQuery({ ...jobWorkTypesQuery(jobId ?? ''), enabled: Boolean(jobId) });

/** Saves the worker's answer; the clock shows it at once. */
export function useLocationConsent(ownerKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (granted: boolean) =>
      api.put<{ locationConsent: 'granted' | 'refused' }>('punch-clock/location-consent', {
        granted,
      }),
    onSuccess: ({ locationConsent }) =>
      queryClient.setQueryData<PunchClock>(punchClockKeys.clock(ownerKey), (clock) =>
        clock ? { ...clock, locationConsent } : clock,
      ),
  });
}
