/**
 * Timing of the service worker (platform spec §7, §9): registered 1 s after the page loaded,
 * checked for updates at load, whenever the page becomes visible and every 60 minutes; a page
 * whose worker was replaced reloads 300 ms after the change of control.
 */

export const REGISTER_DELAY_MS = 1_000;
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;
export const RELOAD_AFTER_CONTROL_MS = 300;

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
}

export interface PageEvents {
  /** Whether the load event has already fired. */
  loaded: () => boolean;
  onLoad: (fn: () => void) => void;
  /** Subscribes to the page becoming visible; returns the unsubscribe. */
  onVisible: (fn: () => void) => () => void;
}

/** Runs `register` 1 s after the load event (or 1 s from now if the page already loaded). */
export function registerAfterLoad(page: PageEvents, timers: Timers, register: () => void): void {
  const later = () => void timers.setTimeout(register, REGISTER_DELAY_MS);
  if (page.loaded()) later();
  else page.onLoad(later);
}

/** Checks now, on every return to the page, and hourly. Returns the stop function. */
export function scheduleUpdateChecks(
  page: Pick<PageEvents, 'onVisible'>,
  timers: Timers,
  check: () => void,
): () => void {
  check();
  const interval = timers.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  const off = page.onVisible(check);
  return () => {
    timers.clearInterval(interval);
    off();
  };
}

/**
 * What a change of controller means: with a controller before, a new worker took over (an
 * update, here or in another tab) and the page reloads; the very first worker claiming the page
 * needs no reload.
 */
export function controllerChangeAction(hadController: boolean): 'reload' | 'first-control' {
  return hadController ? 'reload' : 'first-control';
}
