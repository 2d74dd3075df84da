/**
 * Rules the service worker applies to API reads (kept free of DOM and worker globals so both the
 * worker and the unit tests can use them). The timesheet's reads are cached network-first, one
 * cache entry per signed-in user, so that one user's data is never answered to another.
 */

/** The Cache Storage cache holding the timesheet's API reads. */
export const API_CACHE_NAME = 'sitehours-api-v1';

/** Query parameter that partitions the cache keys by user (never sent to the server). */
export const USER_KEY_PARAM = '__sitehours_user';

/** The GET calls the timesheet needs offline (company spec §7): paths below /api/. */
const CACHED_API_PATHS: readonly RegExp[] = [
  /^\/api\/time-entries\/?$/,
  /^\/api\/jobs\/?$/,
  /^\/api\/job-work-types\/job\/[^/]+\/work-types\/?$/,
  /^\/api\/pto-types\/?$/,
  /^\/api\/auth\/me\/?$/,
  /^\/api\/companies\/[^/]+\/?$/,
  // The punch clock opens offline on its last reading, with the punches kept on the device.
  /^\/api\/punch-clock\/?$/,
];

export function isCachedApiRead(method: string, url: URL, origin: string): boolean {
  return (
    method === 'GET' &&
    url.origin === origin &&
    CACHED_API_PATHS.some((pattern) => pattern.test(url.pathname))
  );
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Who a request is made for, from its bearer token: the subject, its company and any support
 * session (the token is only read, not verified: the server does that). Null without a readable
 * token, in which case nothing is cached or answered from the cache.
 */
export function userCacheKey(authorization: string | null): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  const token = match?.[1];
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    if (typeof claims.sub !== 'string' || claims.sub === '') return null;
    const part = (value: unknown) => (typeof value === 'string' ? value : '');
    return [claims.sub, part(claims.tid), part(claims.cid), part(claims.sid)].join('|');
  } catch {
    return null;
  }
}

/** The cache key of a read for a user: the URL with the user's key added. */
export function cacheKeyFor(url: string, userKey: string): string {
  const keyed = new URL(url);
  keyed.searchParams.delete(USER_KEY_PARAM);
  keyed.searchParams.append(USER_KEY_PARAM, userKey);
  return keyed.href;
}

/** Caches the service worker's CLEAR_CACHE message empties: all but the precached app shell. */
export function cachesToClear(names: readonly string[]): string[] {
  return names.filter((name) => !name.startsWith('workbox-precache'));
}

/** The messages the page sends the service worker (platform spec §7). */
export type ServiceWorkerMessage = { type: 'SKIP_WAITING' } | { type: 'CLEAR_CACHE' };
