import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { attachQueryCache } from './query-cache';
import { createQueryClient } from './query-client';

/**
 * The app's one query cache, shared by the signed-in shell and the signed-out screens that read
 * through it: its code comes with theirs, not with the sign-in page.
 */
const queryClient = createQueryClient();
attachQueryCache(queryClient);

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
