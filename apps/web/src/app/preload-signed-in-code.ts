import { useEffect } from 'react';
import { currentLanguage } from './i18n/i18n';
import { PRELOAD_GLOBAL, type SignedInCode } from './preload-global';
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
 * Fetches `code` ahead (preload-global.ts) once the page has loaded and is idle, while `when`
 * holds: what the page shows first is not slowed down, and the next step (signing in, opening a
 * day) finds its code there. Without the build's script (the development server) it does
 * nothing.
 */
export function usePreloadSignedInCode(code: SignedInCode, when = true): void {
  useEffect(() => {
    if (!when) return;
    return afterLoadWhenIdle(() => window[PRELOAD_GLOBAL]?.(code, currentLanguage()));
  }, [code, when]);
}
