import { Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { FullPageLoader } from '@/components/full-page-loader';
import { AppErrorBoundary } from './error-boundary/app-error-boundary';
import { PwaBanners } from './pwa/pwa-banners';
import { LazyNotifications } from './lazy-notifications';
import { AppRoutes } from './router';
import { sessionStorageApi } from './session/storage';
import { SessionProvider } from './session/session-provider';
import { BrandedThemeProvider } from './theme/branded-theme-provider';

function warmUpFormatting() {
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' }).format(0);
  new Intl.NumberFormat('en-US').format(0.5);
}

export function App() {
  useEffect(() => {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      // The browser loads its calendar and number data with the first date or number
      // formatter: while the session check is out rather than while the screen renders.
      if (sessionStorageApi.getToken()) timer = window.setTimeout(warmUpFormatting);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  // The query cache comes with the screens that read through it (query-provider.tsx).
  return (
    <SessionProvider>
      <BrandedThemeProvider>
        <LazyNotifications position="top-right" zIndex={1000} />
        <AppErrorBoundary>
          <BrowserRouter>
            {/* A screen outside the lazy pages waits here for its texts (e.g. sign-in). */}
            <Suspense fallback={<FullPageLoader />}>
              <AppRoutes />
            </Suspense>
          </BrowserRouter>
        </AppErrorBoundary>
        <PwaBanners />
      </BrandedThemeProvider>
    </SessionProvider>
  );
}
