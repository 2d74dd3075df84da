import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewList, ReviewResponse } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';

/** The time the signed-in manager, crew lead or admin reviews, by week. */
export const approvalKeys = {
  all: ['approvals'] as const,
  review: (startDate: string, endDate: string) =>
    [...approvalKeys.all, 'review', startDate, endDate] as const,
};

export const getReviewList = (startDate: string, endDate: string) =>
  api.get<ReviewList>('approvals/review', { startDate, endDate });

export const reviewEntries = (entryIds: readonly string[]) =>
  api.post<ReviewResponse>('approvals/review', { entryIds });

export const useReviewList = (startDate: string, endDate: string) =>
  useQuery({
    queryKey: approvalKeys.review(startDate, endDate),
    queryFn: () => getReviewList(startDate, endDate),
  });

/** Reviews the given entries; the lists are read again, and the timesheets show the step. */
export function useReviewEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewEntries,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['time-entries'] });
    },
  });
}
