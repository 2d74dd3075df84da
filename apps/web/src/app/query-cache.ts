/**
 * What the session does to the cached reads (clearing them at sign-out, reading them again once
 * the service worker is there) without the query library's code, which comes with the first
 * screen that reads through it (query-provider.tsx): before that there is nothing cached.
 */
interface CachedReads {
  clear(): void;
  invalidateQueries(): Promise<unknown>;
}

let client: CachedReads | null = null;

/** Called once, when the query cache's code has loaded. */
export function attachQueryCache(cache: CachedReads): void {
  client = cache;
}

export const cachedReads = {
  clear: (): void => client?.clear(),
  invalidate: (): void => void client?.invalidateQueries(),
};
