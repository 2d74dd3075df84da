import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { useInstallPrompt } from './install-prompt';
import { installBanner } from './install-rules';
import { useUpdateAvailable } from './service-worker-registration';

function subscribeResize(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const useWindowWidth = () =>
  useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => 1024,
  );

/** The banners' code comes with the first one shown: most visits show none. */
const BottomBanners = lazy(async () => ({
  default: (await import('./bottom-banners')).BottomBanners,
}));

/**
 * The iOS 'Install app' dialog loads the first time it opens (from the user menu or the mobile
 * drawer), then stays mounted so that it closes with its transition.
 */
const IosInstallDialog = lazy(async () => ({
  default: (await import('./ios-install-dialog')).IosInstallDialog,
}));

function IosInstallDialogWhenOpened() {
  const install = useInstallPrompt();
  const [wanted, setWanted] = useState(install.iosDialogOpen);
  if (install.iosDialogOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <IosInstallDialog />
    </Suspense>
  );
}

/**
 * The bottom banners (platform spec §2 "Bottom banners"): the app update banner ('Update Now'),
 * the install banner ('Not now', "Don't show again", 'Install') and the iOS step-by-step banner
 * ('Got it'). Shown on every screen, signed in or not.
 */
export function PwaBanners() {
  const updateAvailable = useUpdateAvailable();
  const install = useInstallPrompt();
  const width = useWindowWidth();
  // A 7-day dismissal is judged against the time the app was opened.
  const [openedAt] = useState(() => Date.now());
  const banner = installBanner({
    canPrompt: install.canPrompt,
    isIos: install.isIos,
    standalone: install.standalone,
    width,
    dismissal: install.dismissal,
    now: openedAt,
  });

  if (!updateAvailable && !banner) return <IosInstallDialogWhenOpened />;

  return (
    <>
      <IosInstallDialogWhenOpened />
      <Suspense fallback={null}>
        <BottomBanners updateAvailable={updateAvailable} banner={banner} />
      </Suspense>
    </>
  );
}
