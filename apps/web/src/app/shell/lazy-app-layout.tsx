import { Suspense, type ReactNode } from 'react';
import { FullPageLoader } from '@/components/full-page-loader';
import { loadedOnce } from '@/app/loaded-once';

const shellCode = loadedOnce(() => import('./app-layout'));

/** Loads the signed-in shell's code (also ahead of time, when a session is stored). */
export const loadAppLayout = shellCode.load;

function AppLayout({ children }: { children?: ReactNode }) {
  const { AppLayout: Shell } = shellCode.useResult();
  return <Shell>{children}</Shell>;
}

/**
 * The signed-in shell, loaded with the first signed-in screen: the sign-in page never downloads
 * the navigation, the user menu, the support-session controls or the offline sync.
 */
export function LazyAppLayout({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <AppLayout>{children}</AppLayout>
    </Suspense>
  );
}
