/** The longest a task waits for an idle moment before it runs anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `tasks` one per idle moment of the page (the browser's idle callbacks; a zero-delay timer
 * where there are none, as on Safari), so work that can wait never holds the page for one long
 * stretch. Returns a function that cancels what has not run yet.
 */
export function runWhenIdle(tasks: readonly (() => void)[]): () => void {
  let cancelled = false;
  let cancelNext: () => void = () => undefined;
  const schedule = (index: number) => {
    const task = tasks[index];
    if (!task || cancelled) return;
    const run = () => {
      if (cancelled) return;
      task();
      schedule(index + 1);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelNext = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 0);
      cancelNext = () => window.clearTimeout(handle);
    }
  };
  schedule(0);
  return () => {
    cancelled = true;
    cancelNext();
  };
}
