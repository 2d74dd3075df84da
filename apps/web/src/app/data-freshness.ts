import { useSyncExternalStore } from 'react';

/**
 * How complete the data of the last answer of a call was, when the server read it from a
 * replica (its `x-data-as-of` header): reports say so under their figures. An answer without it
 * was read from the primary and is current.
 */
export const DATA_AS_OF_HEADER = 'x-data-as-of';

const asOfByPath = new Map<string, string>();
const listeners = new Set<() => void>();

/** Notes an answer's freshness; called by the API client for every successful answer. */
export function noteDataAsOf(path: string, asOf: string | null): void {
  if ((asOfByPath.get(path) ?? null) === asOf) return;
  if (asOf) asOfByPath.set(path, asOf);
  else asOfByPath.delete(path);
  for (const listener of listeners) listener();
}

export function dataAsOf(path: string): string | undefined {
  return asOfByPath.get(path);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The time up to which the last answer of `path` was complete, if it came from a replica. */
export function useDataAsOf(path: string): string | undefined {
  return useSyncExternalStore(subscribe, () => dataAsOf(path));
}
