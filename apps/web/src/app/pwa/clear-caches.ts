/** Asks the service worker to drop its caches and clears the Cache Storage the page can reach. */
export async function clearServiceWorkerCaches(): Promise<void> {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: 'CLEAR_CACHE' });
  } catch {
    // no service worker: nothing to clear there
  }
  try {
    if ('caches' in globalThis) {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
  } catch {
    // Cache Storage unavailable (insecure context or privacy mode)
  }
}
