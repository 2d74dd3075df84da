import { useSyncExternalStore } from 'react';
import {
  RELOAD_AFTER_CONTROL_MS,
  controllerChangeAction,
  registerAfterLoad,
  scheduleUpdateChecks,
  type Timers,
} from './update-schedule';

/**
 * Registers /service-worker.js (platform spec §4, §7, §9) and tracks whether an update waits.
 * 'Update Now' sends SKIP_WAITING to the waiting worker and the page reloads when control
 * changes; with no waiting worker it simply reloads. Any replacement of the controlling worker
 * (also one applied from another tab) reloads the page after 300 ms.
 */

export const SERVICE_WORKER_URL = '/service-worker.js';

let updateWaiting = false;
let registration: ServiceWorkerRegistration | undefined;
let reloading = false;
const listeners = new Set<() => void>();
const firstControlListeners = new Set<() => void>();

function setUpdateWaiting(value: boolean) {
  if (updateWaiting === value) return;
  updateWaiting = value;
  for (const listener of listeners) listener();
}

const timers: Timers = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (id) => window.clearInterval(id as number),
};

function reloadSoon() {
  if (reloading) return;
  reloading = true;
  window.setTimeout(() => window.location.reload(), RELOAD_AFTER_CONTROL_MS);
}

function noticeWaiting(reg: ServiceWorkerRegistration | undefined) {
  // A waiting worker only matters when one already controls the page (else it activates itself).
  if (reg?.waiting && navigator.serviceWorker.controller) setUpdateWaiting(true);
}

async function start(): Promise<void> {
  let hadController = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const action = controllerChangeAction(hadController);
    hadController = true;
    if (action === 'reload') reloadSoon();
    else for (const listener of firstControlListeners) listener();
  });

  // Registration starts 1 s after load: its helper is not part of the first download.
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  wb.addEventListener('waiting', () => noticeWaiting(registration));
  registration = await wb.register();
  if (!registration) return;
  const reg = registration;
  reg.addEventListener('updatefound', () => {
    const installing = reg.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') noticeWaiting(reg);
    });
  });
  noticeWaiting(reg);

  scheduleUpdateChecks(
    {
      onVisible: (fn) => {
        const listener = () => {
          if (document.visibilityState === 'visible') fn();
        };
        document.addEventListener('visibilitychange', listener);
        return () => document.removeEventListener('visibilitychange', listener);
      },
    },
    timers,
    () => void checkForUpdate(),
  );
}

/** Starts the registration 1 s after load, in production builds of browsers that support it. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registerAfterLoad(
    {
      loaded: () => document.readyState === 'complete',
      onLoad: (fn) => window.addEventListener('load', fn, { once: true }),
      onVisible: () => () => {},
    },
    timers,
    () => {
      start().catch(() => {
        // No service worker (private mode, blocked): the app works online as before.
      });
    },
  );
}

/** Asks the browser to look for a new /service-worker.js. */
export async function checkForUpdate(): Promise<void> {
  if (!registration) return;
  try {
    await registration.update();
  } catch {
    // offline or the server is away: the next check will tell
  }
  noticeWaiting(registration);
}

/** 'Update Now'. */
export function applyUpdate(): void {
  const waiting = registration?.waiting;
  if (waiting && navigator.serviceWorker.controller) {
    waiting.postMessage({ type: 'SKIP_WAITING' });
    // The reload follows the change of control (see start).
    return;
  }
  window.location.reload();
}

/** Called once when the first service worker takes control of this page. */
export function onFirstServiceWorkerControl(listener: () => void): () => void {
  firstControlListeners.add(listener);
  return () => firstControlListeners.delete(listener);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updateWaiting,
    () => false,
  );
}
