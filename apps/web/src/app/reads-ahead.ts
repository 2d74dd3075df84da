import { api, type QueryParams } from './api-client';

/**
 * Reads started before the screen that needs them exists: at sign-in, the worker's week goes out
 * beside the profile instead of after the profile and the shell's code (on a phone's network
 * each round trip costs half a second). A screen takes the answer once; one not taken soon is
 * dropped, as is everything when the session ends.
 */
const KEPT_MS = 15_000;

const started = new Map<string, { at: number; answer: Promise<unknown> }>();

const keyOf = (path: string, query: QueryParams) =>
  `${path}?${JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)))}`;

export function readAhead(path: string, query: QueryParams): void {
  const answer = api.get(path, query);
  // A failure is the screen's to see, when it asks again (readAheadOrGet).
  answer.catch(() => undefined);
  started.set(keyOf(path, query), { at: Date.now(), answer });
}

/** The answer of a read started ahead, else (or when that one failed) a read of its own. */
export function readAheadOrGet<T>(path: string, query: QueryParams): Promise<T> {
  const key = keyOf(path, query);
  const ahead = started.get(key);
  started.delete(key);
  const get = () => api.get<T>(path, query);
  if (!ahead || Date.now() - ahead.at > KEPT_MS) return get();
  return (ahead.answer as Promise<T>).catch(get);
}

/** Nothing read for one session is shown in the next. */
export function dropReadsAhead(): void {
  started.clear();
}
