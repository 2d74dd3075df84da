import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Crew,
  CrewDay,
  CrewDayRequest,
  CrewRequest,
  DaySignature,
  Job,
  SignOffRequest,
  SignOffRow,
  StaffUser,
  WorkType,
} from '@sitehours/contract/schemas';
import type { DayQuestion } from '@sitehours/contract/rules';
import { api } from '@/app/api-client';

/** Crews (admins), the crew day (leads), day sign-offs and the worker's PIN. */
export const crewKeys = {
  all: ['crews'] as const,
  list: () => [...crewKeys.all, 'list'] as const,
  staff: () => [...crewKeys.all, 'staff'] as const,
  jobs: () => [...crewKeys.all, 'jobs'] as const,
  workTypes: (jobId: string) => [...crewKeys.all, 'work-types', jobId] as const,
  leading: () => ['crew-day', 'crews'] as const,
  day: (crewId: string, date: string) => ['crew-day', 'day', crewId, date] as const,
  mine: () => ['sign-offs', 'mine'] as const,
};

const path = (id: string) => encodeURIComponent(id);

export interface CrewDayResult {
  success: true;
  created: number;
  alreadySaved: number;
  message: string;
  day: CrewDay;
}

export interface SignOffResult {
  signature: DaySignature;
  alerted: boolean;
}

export interface MySignOffs {
  questions: DayQuestion[];
  days: SignOffRow[];
}

const activeOnly = <T extends { isActive: boolean }>(rows: T[]) => rows.filter((r) => r.isActive);

export const useCrews = () =>
  useQuery({ queryKey: crewKeys.list(), queryFn: () => api.get<Crew[]>('crews') });

export const useActiveStaff = () =>
  useQuery({
    queryKey: crewKeys.staff(),
    queryFn: async () =>
      activeOnly(await api.get<StaffUser[]>('users', { includeInactive: false })),
  });

export const useActiveJobs = () =>
  useQuery({
    queryKey: crewKeys.jobs(),
    queryFn: async () => activeOnly(await api.get<Job[]>('jobs')),
  });

export const useJobWorkTypes = (jobId: string | null) =>
  useQuery({
    queryKey: crewKeys.workTypes(jobId ?? ''),
    queryFn: async () =>
      activeOnly(await api.get<WorkType[]>(`job-work-types/job/${path(jobId ?? '')}/work-types`)),
    enabled: Boolean(jobId),
  });

export function useSaveCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CrewRequest }) =>
      id ? api.put<Crew>(`crews/${path(id)}`, body) : api.post<Crew>('crews', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['crews'] }),
  });
}

export function useDeleteCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ success: true }>(`crews/${path(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['crews'] }),
  });
}

export const useLeadCrews = () =>
  useQuery({
    queryKey: crewKeys.leading(),
    queryFn: () => api.get<Crew[]>('crew-day/crews'),
  });

export const getCrewDay = (crewId: string, date: string) =>
  api.get<CrewDay>('crew-day', { crewId, date });

export const crewDayQueryOptions = (crewId: string | null, date: string) =>
  queryOptions({
    queryKey: crewKeys.day(crewId ?? '', date),
    queryFn: () => getCrewDay(crewId ?? '', date),
    enabled: Boolean(crewId),
  });

export const useCrewDay = (crewId: string | null, date: string) =>
  useQuery(crewDayQueryOptions(crewId, date));

export const submitCrewDay = (body: CrewDayRequest) => api.post<CrewDayResult>('crew-day', body);

export function useSignOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignOffRequest) => api.post<SignOffResult>('sign-offs', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['crew-day', 'day'] });
      void queryClient.invalidateQueries({ queryKey: crewKeys.mine() });
    },
  });
}

export const useMySignOffs = () =>
  useQuery({ queryKey: crewKeys.mine(), queryFn: () => api.get<MySignOffs>('sign-offs/mine') });

export const useSetPin = () =>
  useMutation({ mutationFn: (pin: string) => api.put<{ message: string }>('me/pin', { pin }) });
