import type { ImportKind } from '@sitehours/contract/rules';
import type { ImportDraft } from '@sitehours/contract/schemas';
import { buildApiUrl, errorFromResponse } from '@/app/api-client';
import { ApiError, NETWORK_ERROR_STATUS } from '@/app/errors/api-error';
import { bearerToken } from '@/app/file-transfer';

/** Thrown when no bearer token is stored: the file is not sent. */
export class MissingTokenError extends Error {
  constructor() {
    super('No token');
    this.name = 'MissingTokenError';
  }
}

/** The body of a response read as JSON, or its text when it is not JSON. */
function parsedBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POST /api/imports as multipart form data (the kind, then the file) with the stored bearer
 * token. Sent with XMLHttpRequest rather than fetch, which reports no upload progress: a 10 MB
 * file on a site's connection takes a while, and the screen shows how far it is (`onProgress`,
 * 0–1). Failures are ApiErrors, as the API client's are.
 */
export async function uploadImport(
  kind: ImportKind,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ImportDraft> {
  const token = await bearerToken();
  if (!token) throw new MissingTokenError();
  const form = new FormData();
  // The kind first: a reader that streams the parts knows what the file holds before reading it.
  form.append('kind', kind);
  form.append('file', file, file.name);
  return new Promise<ImportDraft>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', buildApiUrl('imports'));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onload = () => {
      const body = parsedBody(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(body as ImportDraft);
        return;
      }
      const response = new Response(null, {
        status: request.status,
        statusText: request.statusText,
      });
      reject(errorFromResponse(response, body));
    };
    request.onerror = () =>
      reject(new ApiError('Network request failed', { status: NETWORK_ERROR_STATUS }));
    request.send(form);
  });
}
