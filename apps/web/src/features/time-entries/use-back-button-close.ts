import { useEffect, useRef } from 'react';

/** Whether the app runs installed (display-mode standalone, or iOS home-screen mode). */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const ios = (window.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

const MARK = 'sitehoursModal';

/**
 * In the installed app the device back button closes an open modal (company spec §2.3): opening
 * pushes a history entry, going back pops it and closes the modal; closing the modal otherwise
 * takes the pushed entry away again. Outside the installed app it does nothing.
 */
export function useBackButtonClose(opened: boolean, onClose: () => void, enabled = isStandalone()) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (!opened || !enabled) return;
    const state: unknown = window.history.state;
    window.history.pushState(
      { ...(typeof state === 'object' && state !== null ? state : {}), [MARK]: true },
      '',
    );
    let popped = false;
    const onPop = () => {
      popped = true;
      close.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      const current: unknown = window.history.state;
      const ours =
        typeof current === 'object' &&
        current !== null &&
        (current as Record<string, unknown>)[MARK];
      if (!popped && ours) window.history.back();
    };
  }, [opened, enabled]);
}
