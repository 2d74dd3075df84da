/**
 * The SiteHours service worker (platform spec §4 "Install and update", §7), built by
 * vite-plugin-pwa (injectManifest) into dist/service-worker.js:
 * - precaches the app shell, its chunks, fonts and icons, and answers navigations with the
 *   precached index.html, so the installed app opens without a connection;
 * - caches the timesheet's API reads network-first, keyed per signed-in user, so the last loaded
 *   weeks stay readable offline and one user's data is never answered to another;
 * - on SKIP_WAITING takes over (the page then reloads), on CLEAR_CACHE drops the cached API data.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE_NAME,
  cacheKeyFor,
  cachesToClear,
  isCachedApiRead,
  userCacheKey,
  type ServiceWorkerMessage,
} from './app/pwa/sw-rules';

/**
 * The parts of the worker's global scope used here. The file is type-checked with the rest of the
 * web app (DOM library), so the worker scope is described locally rather than by pulling the
 * WebWorker library into the whole program.
 */
interface ExtendableMessageEventLike extends MessageEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface ServiceWorkerScope {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEventLike) => void): void;
}
declare const self: ServiceWorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes get the app shell; the API and uploaded files are never the shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/uploads\//, /^\/service-worker\.js$/],
  }),
);

/** Stores and finds each read under its user's key; reads without a user are never stored. */
const perUser: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) =>
    cacheKeyFor(request.url, userCacheKey(request.headers.get('Authorization')) ?? 'anonymous'),
  cacheWillUpdate: async ({ request, response }) =>
    response.status === 200 && userCacheKey(request.headers.get('Authorization')) !== null
      ? response
      : null,
};

registerRoute(
  ({ request, url }) => isCachedApiRead(request.method, url, self.location.origin),
  new NetworkFirst({
    cacheName: API_CACHE_NAME,
    plugins: [perUser, new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 60 * 86_400 })],
  }),
);

async function clearCaches(): Promise<void> {
  const names = cachesToClear(await caches.keys());
  await Promise.all(names.map((name) => caches.delete(name)));
}

self.addEventListener('message', (event) => {
  const message = event.data as ServiceWorkerMessage | null;
  switch (message?.type) {
    case 'SKIP_WAITING':
      void self.skipWaiting();
      break;
    case 'CLEAR_CACHE':
      event.waitUntil(
        clearCaches().then(() => {
          event.ports[0]?.postMessage({ type: 'CACHE_CLEARED' });
        }),
      );
      break;
    case undefined:
      break;
  }
});

// The first worker takes the open pages at once, so they work offline without a reload; an
// update waits until the page asks for it ('Update Now' sends SKIP_WAITING).
clientsClaim();
