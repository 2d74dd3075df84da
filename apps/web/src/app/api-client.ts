import { MESSAGES } from '@sitehours/contract/messages';
import type { RefreshResponse } from '@sitehours/contract/schemas';
import { ApiError, NETWORK_ERROR_STATUS, readServerText } from './errors/api-error';
import { messagesReady } from './i18n/english-messages';
import { sessionStorageApi, type SessionStorageApi } from './session/storage';
import { API_TOKEN_EXPIRY_MARGIN_MS, isTokenExpired } from './session/token-expiry';
import { DATA_AS_OF_HEADER, noteDataAsOf } from './data-freshness';

/**
 * The one API client of the web app (platform spec §7 "Conventions"): calls go to /api/{path},
 * GET query parameters skip null and undefined, bodies are JSON, the bearer token is added and
 * refreshed first when it is (nearly) expired, refresh is single-flight, and an 'expired' 401 is
 * retried once after a refresh. Every failure is thrown as an {@link ApiError}.
 */

export const API_BASE = '/api';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send the bearer token, refreshing it first when needed. Default true. */
  auth?: boolean;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type TokenStore = Pick<
  SessionStorageApi,
  'getToken' | 'getRefreshToken' | 'setTokens' | 'clearTokens'
>;

export interface ApiClientDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  storage: TokenStore;
  now?: () => number;
  /**
   * Runs the refresh under a lock shared by the app's tabs: refresh tokens rotate and a spent
   * one presented again revokes the sign-in, so two tabs must not refresh at once.
   */
  withRefreshLock?: <T>(task: () => Promise<T>) => Promise<T>;
}

/** Web Locks when the browser has them; otherwise the refresh runs unguarded. */
export function browserRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return task();
  return locks.request('sitehours-token-refresh', task);
}

/** `auth/me`, `/auth/me` and `/api/auth/me` all name the same call (§7). */
export function buildApiUrl(path: string, query?: QueryParams): string {
  let clean = path.replace(/^\/+/, '');
  if (clean === 'api' || clean.startsWith('api/')) clean = clean.slice(4);
  let url = `${API_BASE}/${clean}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === null || value === undefined) continue;
      params.append(key, String(value));
    }
    const search = params.toString();
    if (search) url += (url.includes('?') ? '&' : '?') + search;
  }
  return url;
}

/** 204 or an empty body yields {success:true}; a non-JSON body yields {success:true, message}. */
export async function parseSuccessBody(response: Response): Promise<unknown> {
  if (response.status === 204) return { success: true };
  const text = await response.text();
  if (text.trim() === '') return { success: true };
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { success: true, message: text };
  }
}

async function parseErrorBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The error a non-OK response turns into (§8). */
export function errorFromResponse(response: Response, body: unknown): ApiError {
  const serverText = readServerText(body);
  const message =
    response.status === 403
      ? (serverText ?? MESSAGES.forbidden)
      : (serverText ?? `${response.status}: ${response.statusText}`);
  return new ApiError(message, {
    status: response.status,
    statusText: response.statusText,
    body,
  });
}

/** Error code of the 401 a support token gets once its session was stopped or expired (ADR 0005). */
export const SUPPORT_SESSION_ENDED_CODE = 'support_session_ended';

/** The 401 that says the support session behind the token has ended. */
export function isSupportSessionEndedResponse(status: number, body: unknown): boolean {
  return (
    status === 401 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { error?: unknown }).error === SUPPORT_SESSION_ENDED_CODE
  );
}

/** A 401 that asks for a refresh: `expired: true`, or 'expired' in its message. */
export function isExpiredTokenResponse(status: number, body: unknown): boolean {
  if (status !== 401) return false;
  if (typeof body === 'object' && body !== null && (body as { expired?: unknown }).expired === true)
    return true;
  return /expired/i.test(readServerText(body) ?? '');
}

function networkError(cause: unknown): ApiError {
  const text = cause instanceof Error ? cause.message : 'Network request failed';
  return new ApiError(text, { status: NETWORK_ERROR_STATUS, cause });
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function createApiClient(deps: ApiClientDeps) {
  const { storage } = deps;
  const now = deps.now ?? Date.now;
  let refreshInFlight: Promise<string> | null = null;
  let sessionExpiredHandler: (() => void) | undefined;
  let supportSessionEndedHandler: (() => void) | undefined;

  function endSession(cause: ApiError): never {
    storage.clearTokens();
    sessionExpiredHandler?.();
    throw new ApiError(MESSAGES.sessionExpired, { status: 401, sessionExpired: true, cause });
  }

  async function doRefresh(): Promise<string> {
    const refreshToken = storage.getRefreshToken();
    if (!refreshToken) endSession(new ApiError(MESSAGES.noRefreshToken, { status: 401 }));
    let response: Response;
    try {
      response = await deps.fetch(buildApiUrl('auth/refresh'), {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${refreshToken}`,
        },
        body: '{}',
      });
    } catch (error) {
      // Offline is not a logout: keep the tokens and let the caller show a network error.
      throw networkError(error);
    }
    if (!response.ok) {
      const body = await parseErrorBody(response);
      const failure = new ApiError(MESSAGES.tokenRefreshFailed, {
        status: response.status,
        statusText: response.statusText,
        body,
      });
      // A server outage is not a verdict on the refresh token: only a refusal ends the session.
      if (response.status >= 500) throw failure;
      endSession(failure);
    }
    const data = (await parseSuccessBody(response)) as RefreshResponse;
    storage.setTokens(data.token, data.refreshToken);
    return data.token;
  }

  /**
   * Single-flight: concurrent callers share one refresh call. `staleToken` is the access token
   * that prompted it; if another tab already stored a newer, valid one, that one is used.
   */
  function refreshAccessToken(staleToken?: string | null): Promise<string> {
    const lock = deps.withRefreshLock ?? ((task) => task());
    refreshInFlight ??= lock(async () => {
      const stored = storage.getToken();
      if (
        stored &&
        staleToken !== undefined &&
        stored !== staleToken &&
        !isTokenExpired(stored, API_TOKEN_EXPIRY_MARGIN_MS, now())
      ) {
        return stored;
      }
      return doRefresh();
    }).finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  async function currentToken(): Promise<string | null> {
    const token = storage.getToken();
    if (token && !isTokenExpired(token, API_TOKEN_EXPIRY_MARGIN_MS, now())) return token;
    if (!token && !storage.getRefreshToken()) return null; // signed out: let the server answer
    try {
      return await refreshAccessToken(token);
    } catch (error) {
      // Offline is not a logout: go on with the stale token. The service worker may answer a read
      // from its cache; a server that is reachable again asks for the refresh itself (401).
      if (token && error instanceof ApiError && error.isNetworkError) return token;
      throw error;
    }
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    options: RequestOptions = {},
    isRetry = false,
  ): Promise<T> {
    const useAuth = options.auth !== false;
    const token = useAuth ? await currentToken() : null;
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await deps.fetch(buildApiUrl(path, method === 'GET' ? options.query : undefined), {
        method,
        headers,
        body,
        signal: options.signal,
      });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw networkError(error);
    }

    if (response.ok) {
      noteDataAsOf(path, response.headers.get(DATA_AS_OF_HEADER));
      return (await parseSuccessBody(response)) as T;
    }

    const errorBody = await parseErrorBody(response);
    if (useAuth && !isRetry && isExpiredTokenResponse(response.status, errorBody)) {
      // Another request may already have refreshed while this one was in flight.
      const stored = storage.getToken();
      if (stored === token) await refreshAccessToken(token);
      else if (!stored) {
        // The session ended (refresh refused or signed out) while this request was in flight.
        throw new ApiError(MESSAGES.sessionExpired, { status: 401, sessionExpired: true });
      }
      // A stopped or expired support session: the refresh above brought a plain operator token,
      // so the app returns to the operator view once the retry has run.
      const supportEnded = isSupportSessionEndedResponse(response.status, errorBody);
      try {
        return await request<T>(method, path, options, true);
      } finally {
        if (supportEnded) supportSessionEndedHandler?.();
      }
    }
    // The refusal is shown in words: their English texts are there before it is reported.
    await messagesReady().catch(() => undefined);
    throw errorFromResponse(response, errorBody);
  }

  return {
    request,
    get<T>(path: string, query?: QueryParams, options?: Omit<RequestOptions, 'query'>) {
      return request<T>('GET', path, { ...options, query });
    },
    post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) {
      return request<T>('POST', path, { ...options, body });
    },
    put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) {
      return request<T>('PUT', path, { ...options, body });
    },
    patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) {
      return request<T>('PATCH', path, { ...options, body });
    },
    delete<T>(path: string, options?: RequestOptions) {
      return request<T>('DELETE', path, options);
    },
    refreshAccessToken,
    /** Called once the refresh failed and the tokens were removed; the session then ends. */
    setSessionExpiredHandler(handler: (() => void) | undefined) {
      sessionExpiredHandler = handler;
    },
    /**
     * Called after a call was refused because the support session behind the token ended (and
     * the refresh brought a plain operator token).
     */
    setSupportSessionEndedHandler(handler: (() => void) | undefined) {
      supportSessionEndedHandler = handler;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api: ApiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  storage: sessionStorageApi,
  withRefreshLock: browserRefreshLock,
});
