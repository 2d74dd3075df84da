import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyAlert } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';

/** The company's alerts ("Injured: yes" at the end of a day), for its admins. */
export const alertKeys = { all: ['company-alerts'] as const };

/** Read again every minute while a screen shows them, so a new injury shows without a reload. */
const ALERTS_REFETCH_MS = 60_000;

export const useCompanyAlerts = (enabled: boolean) =>
  useQuery({
    queryKey: alertKeys.all,
    queryFn: ({ signal }) => api.get<CompanyAlert[]>('alerts', undefined, { signal }),
    enabled,
    refetchInterval: ALERTS_REFETCH_MS,
  });

/** POST /alerts/:id/seen; the alert then leaves the banner. */
export function useMarkAlertSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<CompanyAlert>(`alerts/${encodeURIComponent(id)}/seen`, {}),
    onSuccess: (seen) =>
      queryClient.setQueryData<CompanyAlert[]>(alertKeys.all, (alerts) =>
        alerts?.map((a) => (a.id === seen.id ? seen : a)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
