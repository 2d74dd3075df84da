import { useQueries } from '@tanstack/react-query';
import type { EntryIdsResponse } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import { addDays } from '@/features/time-entries';
import type { PendingCounts } from './dashboard-rules';

export interface ApprovalCountsState {
  data: PendingCounts | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
}

/** Pending entries of a week, as the reports' Approve All would approve them. */
function pendingIdsQuery(enabled: boolean, startDate: string) {
  const endDate = addDays(startDate, 6);
  return {
    queryKey: ['reports', 'pending-ids', startDate, endDate] as const,
    queryFn: async () => {
      const { entryIds } = await api.get<EntryIdsResponse>('time-entries/ids', {
        startDate,
        endDate,
      });
      return entryIds.length;
    },
    enabled,
  };
}

/**
 * Company admins: entries of the crew still waiting for approval this week and last week, from
 * the same call the reports use (one request per week, whatever the size of the crew).
 */
export function useApprovalCounts(
  enabled: boolean,
  _start: string,
  thisMonday: string,
  _thisSunday: string,
): ApprovalCountsState {
  const [thisWeek, lastWeek] = useQueries({
    queries: [
      pendingIdsQuery(enabled, thisMonday),
      pendingIdsQuery(enabled, addDays(thisMonday, -7)),
    ],
  });
  const both = [thisWeek, lastWeek];
  return {
    data:
      thisWeek.isSuccess && lastWeek.isSuccess
        ? { thisWeek: thisWeek.data, lastWeek: lastWeek.data }
        : undefined,
    isPending: enabled && both.some((q) => q.isPending),
    isError: both.some((q) => q.isError),
    isFetching: both.some((q) => q.isFetching),
    refetch: () => {
      for (const q of both) if (q.isError) void q.refetch();
    },
  };
}
