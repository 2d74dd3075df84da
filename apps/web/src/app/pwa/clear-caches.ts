import { cachesToClear } from './sw-rules';

/**
 * Asks the service worker to drop its caches (CLEAR_CACHE, platform spec §4, §7) and clears the
 * Cache Storage the page can reach as well: the cached API reads of the user signing out. The
 * precached app shell holds no user data and stays, so the installed app still opens offline.
 */
export async function clearServiceWorkerCaches(): Promise<void> {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: 'CLEAR_CACHE' });
  } catch {
    // no service worker: nothing to clear there
  }
  try {
    if ('caches' in globalThis) {
      const names = cachesToClear(await caches.keys());
      await Promise.all(names.map((name) => caches.delete(name)));
    }
  } catch {
    // Cache Storage unavailable (insecure context or privacy mode)
  }
}
