/**
 * Calls the page itself starts before the app's code has arrived (index.html, written by
 * build/preload-signed-in.ts): with a stored session, the profile and the stored company are
 * asked for from the page's first lines. The API client takes such an answer instead of asking
 * again, once, and only for the token it was asked with.
 */
export const EARLY_ANSWERS_KEY = '__sitehoursEarlyAnswers';

interface EarlyAnswer {
  token: string;
  response: Promise<Response>;
}

type EarlyAnswers = Record<string, EarlyAnswer | undefined>;

/** The answer started for `path` (as the client names it, e.g. 'auth/me') with `token`. */
export function takeEarlyAnswer(path: string, token: string | null): Promise<Response> | null {
  const answers = (globalThis as Record<string, unknown>)[EARLY_ANSWERS_KEY] as
    EarlyAnswers | undefined;
  const key = path.replace(/^\/+/, '');
  const answer = answers?.[key];
  if (!answer || !token) return null;
  answers[key] = undefined;
  return answer.token === token ? answer.response : null;
}

/** Start-up is over: an answer nobody took is not kept for a later call (it would be stale). */
export function discardEarlyAnswers(): void {
  delete (globalThis as Record<string, unknown>)[EARLY_ANSWERS_KEY];
}
