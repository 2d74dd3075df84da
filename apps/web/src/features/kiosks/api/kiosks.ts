import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedKiosk,
  Job,
  Kiosk,
  KioskPunch,
  KioskRequest,
} from '@sitehours/contract/schemas';
import { api, buildApiUrl } from '@/app/api-client';
import { ApiError, NETWORK_ERROR_STATUS } from '@/app/errors/api-error';
import { sessionStorageApi } from '@/app/session/storage';
import { API_TOKEN_EXPIRY_MARGIN_MS, isTokenExpired } from '@/app/session/token-expiry';

/** The admin's side of kiosks: the list, setting one up, revoking, and its punches. */
export const kioskKeys = {
  all: ['kiosks'] as const,
  punches: (id: string, date: string) => ['kiosks', id, 'punches', date] as const,
  // Starting with 'jobs', so a change on Jobs Management refreshes them.
  jobs: ['jobs', 'kiosks'] as const,
};

const path = (id: string) => encodeURIComponent(id);

export const useKiosks = () =>
  useQuery({ queryKey: kioskKeys.all, queryFn: () => api.get<Kiosk[]>('kiosks') });

export const useKioskJobs = () =>
  useQuery({
    queryKey: kioskKeys.jobs,
    queryFn: async () => (await api.get<Job[]>('jobs')).filter((j) => j.isActive),
    staleTime: 5 * 60_000,
  });

export function useCreateKiosk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KioskRequest) => api.post<CreatedKiosk>('kiosks', body),
    onSuccess: () => client.invalidateQueries({ queryKey: kioskKeys.all }),
  });
}

export function useRevokeKiosk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ success: true }>(`kiosks/${path(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: kioskKeys.all }),
  });
}

/** The punches made at a kiosk on a day (without one: today in the company's zone). */
export const useKioskPunches = (id: string, date?: string) =>
  useQuery({
    queryKey: kioskKeys.punches(id, date ?? 'today'),
    queryFn: () => api.get<KioskPunch[]>(`kiosks/${path(id)}/punches`, { date }),
  });

/** The photo of a kiosk punch, as an object URL (the image needs the admin's token). */
export async function fetchPunchPhoto(kioskId: string, punchId: string): Promise<string> {
  let token = sessionStorageApi.getToken();
  if (token && isTokenExpired(token, API_TOKEN_EXPIRY_MARGIN_MS))
    token = await api.refreshAccessToken(token);
  let response: Response;
  try {
    response = await fetch(buildApiUrl(`kiosks/${path(kioskId)}/punches/${path(punchId)}/photo`), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      cache: 'no-store',
    });
  } catch (cause) {
    throw new ApiError('Network request failed', { status: NETWORK_ERROR_STATUS, cause });
  }
  if (!response.ok) throw new ApiError(response.statusText, { status: response.status });
  return URL.createObjectURL(await response.blob());
}
