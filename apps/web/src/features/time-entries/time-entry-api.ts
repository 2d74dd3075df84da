import { useEffect, useMemo } from 'react';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { isEntryDate } from '@sitehours/contract/rules';
import { api } from '@/app/api-client';
import { ApiError } from '@/app/errors/api-error';
import { readAheadOrGet } from '@/app/reads-ahead';
import { runWhenIdle } from '@/app/when-idle';
import { deletePath, type SaveRequest } from './entry-permissions';
import type {
  EntryHistoryItem,
  Job,
  PtoType,
  StaffUser,
  SuccessMessageResponse,
  TimeEntry,
  WcCode,
  WorkType,
} from '@sitehours/contract/schemas';
import {
  activeOnly,
  activeUsersByName,
  toEntryRecord,
  type EntryRecord,
  type JobOption,
  type WorkTypeChoice,
} from './entry-records';
import { offlineQueue, useOfflineQueueValue } from './offline/offline-queue';
import { overlayEntries } from './offline/queue-model';
import { weekQuery, WEEK_PATH } from './week-read';

/**
 * The calls of the timesheet, the entry form, the dashboard and the quick-entry page (company
 * spec §7 "Time entries"). Lists are cached per worker and date range under
 * ['time-entries', 'list', userId, start, end]; every save or delete refreshes them all.
 */
export const timeEntryKeys = {
  all: ['time-entries'] as const,
  lists: () => [...timeEntryKeys.all, 'list'] as const,
  list: (userId: string, start: string, end: string) =>
    [...timeEntryKeys.lists(), userId, start, end] as const,
  /** Under the same prefix, so every save or delete refreshes an open history too. */
  history: (entryId: string) => [...timeEntryKeys.all, 'history', entryId] as const,
};

/** The form's pick lists. Jobs start with 'jobs' so a change on Jobs Management refreshes them. */
export const entryLookupKeys = {
  ptoTypes: ['pto-types'] as const,
  jobs: ['jobs', 'active-options'] as const,
  jobWorkTypes: (jobId: string) => ['time-entry-form', 'job-work-types', jobId] as const,
  users: ['time-entry-form', 'users'] as const,
  wcMatch: (workTypeId: string, hourlyRate: number, day: string, companyId: string | null) =>
    ['time-entry-form', 'wc-match', workTypeId, hourlyRate, day, companyId] as const,
};

const path = (id: string) => encodeURIComponent(id);

export async function getTimeEntries(userId: string, start: string, end: string) {
  // The week the timesheet opens on may have been asked for at sign-in (week-read-ahead.ts).
  const entries = await readAheadOrGet<TimeEntry[]>(WEEK_PATH, weekQuery(userId, start, end));
  return entries.map(toEntryRecord);
}

export const timeEntriesQueryOptions = (userId: string, start: string, end: string) =>
  queryOptions({
    queryKey: timeEntryKeys.list(userId, start, end),
    queryFn: () => getTimeEntries(userId, start, end),
  });

const NO_OPS: readonly never[] = [];

/**
 * A worker's entries between two days; `userId` null waits (no worker chosen yet). Changes
 * waiting in the offline queue show at once: queued creates and edits marked pending, queued
 * deletes hidden.
 */
export function useTimeEntries(userId: string | null, start: string, end: string) {
  const query = useQuery({
    ...timeEntriesQueryOptions(userId ?? '', start, end),
    enabled: Boolean(userId),
  });
  // An empty queue read from the device is no change for the list.
  const ops = useOfflineQueueValue((queue) => (queue.ops.length ? queue.ops : NO_OPS));
  const serverData = query.data;
  const data = useMemo(
    () =>
      serverData && userId && ops.length > 0
        ? overlayEntries(serverData, ops, { userId, start, end })
        : serverData,
    [serverData, ops, userId, start, end],
  );
  return { ...query, data };
}

const ptoTypesQuery = queryOptions({
  queryKey: entryLookupKeys.ptoTypes,
  queryFn: async () => activeOnly(await api.get<PtoType[]>('pto-types')),
  staleTime: 5 * 60_000,
});

const activeJobsQuery = queryOptions({
  queryKey: entryLookupKeys.jobs,
  queryFn: async (): Promise<JobOption[]> => activeOnly(await api.get<Job[]>('jobs')),
});

const jobWorkTypesQuery = (jobId: string) =>
  queryOptions({
    queryKey: entryLookupKeys.jobWorkTypes(jobId),
    queryFn: async (): Promise<WorkTypeChoice[]> =>
      activeOnly(await api.get<WorkType[]>(`job-work-types/job/${path(jobId)}/work-types`)),
  });

export const usePtoTypes = () => useQuery(ptoTypesQuery);

export const useActiveJobs = () => useQuery(activeJobsQuery);

export const useJobWorkTypes = (jobId: string | null) =>
  useQuery({ ...jobWorkTypesQuery(jobId ?? ''), enabled: Boolean(jobId) });

/**
 * Reads the entry form's lists ahead of time while online (jobs, Other types, and the work types
 * of the jobs in `entries`), so the service worker has them when the form is opened offline.
 */
export function usePrefetchEntryLookups(entries: readonly EntryRecord[] | undefined) {
  const queryClient = useQueryClient();
  const online = useOfflineQueueValue((queue) => queue.online);
  const jobIds = [...new Set((entries ?? []).map((e) => e.jobId).filter((id) => id !== null))]
    .sort()
    .join(',');
  useEffect(() => {
    if (!online) return;
    // Not needed for what is on screen: read when the page is idle, one call at a time (each
    // call costs the page a few milliseconds to send).
    return runWhenIdle([
      () => void queryClient.prefetchQuery(activeJobsQuery),
      () => void queryClient.prefetchQuery(ptoTypesQuery),
      ...(jobIds ? jobIds.split(',') : []).map(
        (jobId) => () => void queryClient.prefetchQuery(jobWorkTypesQuery(jobId)),
      ),
    ]);
  }, [queryClient, online, jobIds]);
}

/** Active users of the company, for the admin/manager user selector. */
export const useCompanyUsers = (enabled: boolean) =>
  useQuery({
    queryKey: entryLookupKeys.users,
    queryFn: async () =>
      activeUsersByName(await api.get<StaffUser[]>('users', { includeInactive: false })),
    enabled,
    staleTime: 5 * 60_000,
  });

/**
 * Whether a WC code exists for the work type at the worker's rate: false on the server's 404.
 * Only an early hint: the server checks again when the entry is saved.
 */
export function useWcCodeMatch(
  workTypeId: string | null,
  hourlyRate: number | null,
  day: string | null,
  companyId: string | null,
) {
  // The bands in force on the entry's day (a threshold may change from a later one).
  const date = day && isEntryDate(day) ? day : undefined;
  return useQuery({
    queryKey: entryLookupKeys.wcMatch(workTypeId ?? '', hourlyRate ?? -1, date ?? '', companyId),
    queryFn: async () => {
      try {
        await api.get<WcCode>('wc-codes/match', {
          workTypeId,
          hourlyRate,
          date,
          companyId,
        });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return false;
        throw error;
      }
    },
    enabled: Boolean(workTypeId) && hourlyRate !== null,
    retry: false,
  });
}

// ---------------------------------------------------------------------------------------------
// Saving and deleting

export interface SaveEntryVariables {
  request: SaveRequest;
  /** How the entry shows in the lists until the server answers (marked isPending). */
  preview: EntryRecord;
}

type Snapshot = [QueryKey, EntryRecord[] | undefined][];

/** Lists of this worker whose range holds the day. */
function listsHolding(queryClient: QueryClient, userId: string, day: string): Snapshot {
  return queryClient
    .getQueriesData<EntryRecord[]>({ queryKey: timeEntryKeys.lists() })
    .filter(([key]) => {
      const [, , keyUser, start, end] = key as string[];
      return keyUser === userId && !!start && !!end && start <= day && day <= end;
    });
}

/** The list with the confirmed entry in place of its pending preview. */
function withEntry(list: readonly EntryRecord[], entry: EntryRecord, previewId: string) {
  return [...list.filter((e) => e.id !== previewId && e.id !== entry.id), entry];
}

export async function saveTimeEntry({ request }: SaveEntryVariables): Promise<EntryRecord> {
  const entry =
    request.kind === 'update'
      ? await api.put<TimeEntry>(request.path, request.body)
      : await api.post<TimeEntry>(request.path, request.body);
  return toEntryRecord(entry);
}

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.isNetworkError;

/**
 * Saves now when online, else (or when the server cannot be reached, or older changes still
 * wait) queues the save on the device; a queued save resolves with the entry marked pending.
 */
export async function saveOrQueueTimeEntry(vars: SaveEntryVariables): Promise<EntryRecord> {
  const queue = offlineQueue();
  if (queue.mustQueue()) return queue.queueSave(vars.request, vars.preview);
  try {
    return await saveTimeEntry(vars);
  } catch (error) {
    if (isNetworkFailure(error)) return queue.queueSave(vars.request, vars.preview);
    throw error;
  }
}

export interface DeleteEntryVariables {
  entry: EntryRecord;
  /** Why an admin deletes an approved entry (kept in the entry history). */
  reason?: string | null;
}

/** Deletes now when online, else queues the delete; an entry only in the queue is dropped. */
export async function deleteOrQueueTimeEntry({ entry, reason }: DeleteEntryVariables) {
  const queue = offlineQueue();
  if (entry.queued || queue.mustQueue()) return queue.queueDelete(entry, reason);
  try {
    await api.delete<SuccessMessageResponse>(deletePath(entry.id, reason));
  } catch (error) {
    if (isNetworkFailure(error)) return queue.queueDelete(entry, reason);
    throw error;
  }
}

/**
 * Saves an entry (POST, admin-create or PUT). Until the server answers, the entry shows in the
 * cached lists marked pending; a failure puts the lists back as they were.
 */
export function useSaveTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrQueueTimeEntry,
    // Offline the save joins the queue instead of waiting for the connection.
    networkMode: 'always',
    onMutate: async ({ preview }) => {
      await queryClient.cancelQueries({ queryKey: timeEntryKeys.lists() });
      const snapshot: Snapshot = queryClient.getQueriesData<EntryRecord[]>({
        queryKey: timeEntryKeys.lists(),
      });
      // An edit may move the entry to another day: take it out of every list first.
      for (const [key, data] of snapshot) {
        if (data?.some((e) => e.id === preview.id))
          queryClient.setQueryData<EntryRecord[]>(
            key,
            data.filter((e) => e.id !== preview.id),
          );
      }
      for (const [key, data] of listsHolding(queryClient, preview.userId, preview.entryDate)) {
        queryClient.setQueryData<EntryRecord[]>(key, [...(data ?? []), preview]);
      }
      return { snapshot };
    },
    onSuccess: (saved, { preview }, context) => {
      if (saved.queued) {
        // Queued on the device: the lists show it from the queue (see useTimeEntries).
        for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
        return;
      }
      for (const [key, data] of listsHolding(queryClient, saved.userId, saved.entryDate)) {
        queryClient.setQueryData<EntryRecord[]>(key, withEntry(data ?? [], saved, preview.id));
      }
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeEntryKeys.all }),
  });
}

export function useDeleteTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrQueueTimeEntry,
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: timeEntryKeys.all }),
  });
}

/** GET /time-entries/{id}/history (admins): every change of the entry, oldest first. */
export const useEntryHistory = (entryId: string, enabled = true) =>
  useQuery({
    queryKey: timeEntryKeys.history(entryId),
    queryFn: async ({ signal }) =>
      api.get<EntryHistoryItem[]>(`time-entries/${path(entryId)}/history`, undefined, { signal }),
    enabled,
    staleTime: 0,
    retry: false,
  });
