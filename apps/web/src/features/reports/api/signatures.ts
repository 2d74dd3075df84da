import { useQuery } from '@tanstack/react-query';
import type { DayQuestions, SignOffRow } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import type { DateRange } from '../report-dates';
import { signOffQuery, type SignatureFilter } from '../signatures-rules';
import { reportKeys } from './reports';

/** The Signatures tab's calls: the workers' days and their signatures, and the questions asked. */
export const signatureKeys = {
  list: (companyId: string, range: DateRange, filter: SignatureFilter) =>
    [...reportKeys.all, companyId, 'sign-offs', range.startDate, range.endDate, filter] as const,
  questions: (companyId: string) => [...reportKeys.all, companyId, 'day-questions'] as const,
};

/** GET /sign-offs: each worker-day of the range with its signature (admins and managers). */
export const getSignOffs = (range: DateRange, filter: SignatureFilter, signal?: AbortSignal) =>
  api.get<SignOffRow[]>(
    'sign-offs',
    { ...signOffQuery(range, filter), _: String(Date.now()) },
    { signal },
  );

export const useSignOffs = (companyId: string, range: DateRange, filter: SignatureFilter) =>
  useQuery({
    queryKey: signatureKeys.list(companyId, range, filter),
    queryFn: ({ signal }) => getSignOffs(range, filter, signal),
    staleTime: 0,
  });

/** GET /day-questions: the questions the answers belong to (a removed one is still shown). */
export const useDayQuestionsForReview = (companyId: string) =>
  useQuery({
    queryKey: signatureKeys.questions(companyId),
    queryFn: ({ signal }) => api.get<DayQuestions>('day-questions', undefined, { signal }),
  });
