import { api, buildApiUrl, errorFromResponse } from './api-client';
import { ApiError, NETWORK_ERROR_STATUS } from './errors/api-error';
import { sessionStorageApi } from './session/storage';
import { API_TOKEN_EXPIRY_MARGIN_MS, isTokenExpired } from './session/token-expiry';

/**
 * Files the JSON client cannot carry: a Blob saved under a name, a file the server writes
 * (payroll exports, time cards, the WC audit packet) saved byte for byte, and the plain fetch
 * with the bearer token that such calls (and uploads) are sent with.
 */

/** Saves a Blob (e.g. a file the server wrote) under the given name. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; let go of it a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The file name of a `content-disposition` header: `filename*=UTF-8''…` (RFC 5987) wins over
 * `filename="…"`; path parts are dropped. Null when the header names none.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
    if (plain) name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]!.trim();
  }
  if (!name) return null;
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base === '' ? null : base;
}

/** The stored bearer token, refreshed first when it is (nearly) expired; null when signed out. */
export async function bearerToken(): Promise<string | null> {
  const token = sessionStorageApi.getToken();
  if (!token) return null;
  if (!isTokenExpired(token, API_TOKEN_EXPIRY_MARGIN_MS)) return token;
  return api.refreshAccessToken(token);
}

/**
 * A call sent with fetch rather than the JSON client (a file down or up). Answers the response
 * when it is OK; a failed connection and a refusal are thrown as ApiErrors, with the refusal's
 * JSON body (if any) for its message and field errors.
 */
export async function fetchOk(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    throw new ApiError(cause instanceof Error ? cause.message : 'Network request failed', {
      status: NETWORK_ERROR_STATUS,
      cause,
    });
  }
  if (response.ok) return response;
  let body: unknown;
  try {
    const text = await response.text();
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    body = undefined;
  }
  throw errorFromResponse(response, body);
}

/**
 * A file the server writes (GET `path` with `query`, plus a cache-buster `_`), saved byte for
 * byte under the name the server gives, else `fallbackName`. Failures are ApiErrors. Answers the
 * name the file was saved under.
 */
export async function downloadServerFile(
  path: string,
  query: Record<string, string>,
  fallbackName: string,
): Promise<string> {
  const token = await bearerToken();
  const response = await fetchOk(buildApiUrl(path, { ...query, _: String(Date.now()) }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  downloadBlob(name, await response.blob());
  return name;
}
