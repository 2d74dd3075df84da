import { queryOptions } from '@tanstack/react-query';
import type { PunchClock } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';

/**
 * The signed-in worker's punch clock (GET /api/punch-clock), one read per worker and company.
 * The shell reads it too, to know whether the company records start and end times.
 */
export const punchClockKeys = {
  all: ['punch-clock'] as const,
  clock: (ownerKey: string) => [...punchClockKeys.all, 'clock', ownerKey] as const,
};

export const punchClockQuery = (ownerKey: string) =>
  queryOptions({
    queryKey: punchClockKeys.clock(ownerKey),
    queryFn: ({ signal }) => api.get<PunchClock>('punch-clock', undefined, { signal }),
  });
