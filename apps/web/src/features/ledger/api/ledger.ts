import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import type { LedgerEventsPage, LedgerVerification } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';

/** The company's ledger: its events page by page, and the check of its history. */
export const ledgerKeys = {
  events: ['ledger', 'events'] as const,
};

/** GET /ledger/events: newest first, 50 at a time; the next page starts below the last shown. */
export const useLedgerEvents = () =>
  useInfiniteQuery({
    queryKey: ledgerKeys.events,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<LedgerEventsPage>('ledger/events', pageParam === null ? {} : { before: pageParam }, {
        signal,
      }),
    getNextPageParam: (last) => last.nextBefore,
  });

/** GET /ledger/verify: a check runs on request only (it reads the whole chain). */
export const useVerifyLedger = () =>
  useMutation({ mutationFn: () => api.get<LedgerVerification>('ledger/verify') });
