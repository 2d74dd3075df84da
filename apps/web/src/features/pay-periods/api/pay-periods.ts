import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayPeriod, PayPeriodList } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';

/** The company's pay periods (admins and managers) and their closing and reopening (admins). */
export const payPeriodKeys = {
  all: ['pay-periods'] as const,
  list: (from: string | undefined) => [...payPeriodKeys.all, 'list', from ?? 'recent'] as const,
};

/** GET /api/pay-periods: the periods from `from` (default: about three months) to today's. */
export const usePayPeriods = (from?: string, enabled = true) =>
  useQuery({
    queryKey: payPeriodKeys.list(from),
    queryFn: () => api.get<PayPeriodList>('pay-periods', from ? { from } : undefined),
    enabled,
  });

function useInvalidating<V>(fn: (v: V) => Promise<PayPeriod>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      // Closed and reopened periods change what the timesheets and reports show.
      await client.invalidateQueries({ queryKey: payPeriodKeys.all });
      await client.invalidateQueries({ queryKey: ['time-entries'] });
    },
  });
}

export const useClosePeriod = () =>
  useInvalidating((startDate: string) => api.post<PayPeriod>('pay-periods/close', { startDate }));

export const useReopenPeriod = () =>
  useInvalidating((body: { startDate: string; reason: string }) =>
    api.post<PayPeriod>('pay-periods/reopen', body),
  );
