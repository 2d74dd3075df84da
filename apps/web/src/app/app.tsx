import { Suspense, useState } from 'react';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { AppErrorBoundary } from './error-boundary/app-error-boundary';
import { PwaBanners } from './pwa/pwa-banners';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { SessionProvider } from './session/session-provider';
import { BrandedThemeProvider } from './theme/branded-theme-provider';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <BrandedThemeProvider>
          <Notifications position="top-right" zIndex={1000} />
          <AppErrorBoundary>
            {/* A screen outside the lazy pages waits here for its texts (e.g. sign-in). */}
            <Suspense fallback={<FullPageLoader />}>
              <RouterProvider router={router} />
            </Suspense>
          </AppErrorBoundary>
          <PwaBanners />
        </BrandedThemeProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
