import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './errors/api-error';

/** Retries only what may succeed on a second try: network failures and server errors. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiError)
    return !error.sessionExpired && (error.isNetworkError || error.status >= 500);
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Offline, reads still run once: the service worker may answer them from its cache.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
}
