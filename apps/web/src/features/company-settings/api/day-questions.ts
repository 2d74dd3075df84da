import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DayQuestions, DayQuestionsRequest } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';

/** The end-of-day questions and the signatures setting. */
export const dayQuestionsKeys = {
  detail: (companyId: string) => ['company-settings', companyId, 'day-questions'] as const,
};

export const getDayQuestions = () => api.get<DayQuestions>('day-questions');

export const saveDayQuestions = (body: DayQuestionsRequest) =>
  api.put<DayQuestions>('day-questions', body);

export const useDayQuestions = (companyId: string) =>
  useQuery({ queryKey: dayQuestionsKeys.detail(companyId), queryFn: getDayQuestions });

/** PUT /day-questions; its answer replaces the cached questions. */
export function useSaveDayQuestions(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDayQuestions,
    onSuccess: (saved) => queryClient.setQueryData(dayQuestionsKeys.detail(companyId), saved),
  });
}
