import { useEffect } from 'react';
import { currentLanguage } from './i18n/i18n';
import { PRELOAD_GLOBAL } from './preload-global';
import { runWhenIdle } from './when-idle';

/** Runs `task` once the page has loaded, at its next idle moment; returns a cancel. */
export function afterLoadWhenIdle(task: () => void): () => void {
  let cancel: () => void = () => undefined;
  const start = () => {
    cancel = runWhenIdle([task]);
  };
  if (document.readyState === 'complete') start();
  else {
    window.addEventListener('load', start, { once: true });
    cancel = () => window.removeEventListener('load', start);
  }
  return () => cancel();
}

/**
 * Fetches the signed-in code ahead (preload-global.ts) once the page has loaded and is idle:
 * what the page shows first is not slowed down, and signing in finds the code there. Without
 * the build's script (the development server) it does nothing.
 */
export function usePreloadSignedInCode(): void {
  useEffect(() => afterLoadWhenIdle(() => window[PRELOAD_GLOBAL]?.(currentLanguage())), []);
}
