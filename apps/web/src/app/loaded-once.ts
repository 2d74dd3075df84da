import { use } from 'react';

/**
 * A download made once and shared: `load()` starts it (or returns the one under way), and
 * `useResult()`, called while rendering, gives its result at once when it is already there (the
 * code fetched ahead, at start-up) and suspends otherwise. React.lazy would suspend on the first
 * render even then, and a screen revealed after a suspension waits for React's reveal pacing.
 * A failed download is tried again on the next `load()` (a preload); the renders that saw it fail
 * keep the failure.
 */
export function loadedOnce<T>(download: () => Promise<T>) {
  let value: { result: T } | undefined;
  let pending: Promise<T> | undefined;
  /**
   * The download the renders wait on. Kept when it fails, so that React shows the failure (the
   * crash screen, which offers a reload) instead of starting the download again on each render.
   */
  let rendering: Promise<T> | undefined;
  const load = (): Promise<T> =>
    (pending ??= download().then(
      (result) => {
        value = { result };
        return result;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    load,
    useResult: (): T => (value ? value.result : use((rendering ??= load()))),
  };
}
