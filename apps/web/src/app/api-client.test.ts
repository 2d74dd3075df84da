import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@sitehours/contract/messages';
import {
  buildApiUrl,
  createApiClient,
  isExpiredTokenResponse,
  isSupportSessionEndedResponse,
} from './api-client';
import { ApiError } from './errors/api-error';

function jwt(expInSeconds: number): string {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${enc({ alg: 'HS256' })}.${enc({ exp: Math.floor(Date.now() / 1000) + expInSeconds })}.s`;
}

function memoryStorage(token: string | null, refreshToken: string | null) {
  const state = { token, refreshToken };
  return {
    state,
    getToken: () => state.token,
    getRefreshToken: () => state.refreshToken,
    setTokens: (t: string, r: string | null | undefined) => {
      state.token = t;
      if (r) state.refreshToken = r;
    },
    clearTokens: () => {
      state.token = null;
      state.refreshToken = null;
    },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('buildApiUrl', () => {
  it('accepts paths with or without the /api prefix and skips empty query values', () => {
    expect(buildApiUrl('auth/me')).toBe('/api/auth/me');
    expect(buildApiUrl('/api/auth/me')).toBe('/api/auth/me');
    expect(buildApiUrl('/time-entries', { user_id: 'u 1', a: null, b: undefined, c: 0 })).toBe(
      '/api/time-entries?user_id=u+1&c=0',
    );
  });
});

describe('isExpiredTokenResponse', () => {
  it('needs a 401 with expired flag or wording', () => {
    expect(isExpiredTokenResponse(401, { expired: true })).toBe(true);
    expect(isExpiredTokenResponse(401, { message: 'jwt expired' })).toBe(true);
    expect(isExpiredTokenResponse(401, { message: 'Invalid username' })).toBe(false);
    expect(isExpiredTokenResponse(403, { expired: true })).toBe(false);
  });
});

describe('api client', () => {
  it('reads empty, non-JSON and JSON bodies', async () => {
    const responses = [
      new Response(null, { status: 204 }),
      new Response('plain words', { status: 200 }),
      json(200, { a: 1 }),
    ];
    const client = createApiClient({
      fetch: () => Promise.resolve(responses.shift()!),
      storage: memoryStorage(jwt(600), 'r'),
    });
    expect(await client.post('x')).toEqual({ success: true });
    expect(await client.get('x')).toEqual({ success: true, message: 'plain words' });
    expect(await client.get('x')).toEqual({ a: 1 });
  });

  it('throws ApiError with the server message or a fallback', async () => {
    const responses = [
      json(403, { error: 'forbidden', message: 'Not yours' }),
      new Response('<html>', { status: 403, statusText: 'Forbidden' }),
      new Response('', { status: 502, statusText: 'Bad Gateway' }),
      json(400, { error: 'validation', message: 'Bad', errors: [{ path: 'email', msg: 'Nope' }] }),
    ];
    const client = createApiClient({
      fetch: () => Promise.resolve(responses.shift()!),
      storage: memoryStorage(jwt(600), 'r'),
    });
    await expect(client.get('x')).rejects.toMatchObject({ message: 'Not yours', status: 403 });
    await expect(client.get('x')).rejects.toMatchObject({ message: MESSAGES.forbidden });
    await expect(client.get('x')).rejects.toMatchObject({ message: '502: Bad Gateway' });
    await expect(client.get('x')).rejects.toMatchObject({
      status: 400,
      fieldErrors: [{ path: 'email', msg: 'Nope' }],
    });
  });

  it('sends the bearer token and JSON body', async () => {
    const token = jwt(600);
    const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(json(200, {})));
    const client = createApiClient({ fetch, storage: memoryStorage(token, 'r') });
    await client.post('auth/change-password', { a: 1 });
    const init = fetch.mock.calls[0]![1];
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    expect(init.body).toBe('{"a":1}');
  });

  it('refreshes a nearly expired token first, once for concurrent calls', async () => {
    const fresh = jwt(900);
    const storage = memoryStorage(jwt(10), 'refresh-1');
    const calls: string[] = [];
    const fetch = (url: string, init: RequestInit) => {
      calls.push(url);
      if (url === '/api/auth/refresh') {
        expect((init.headers as Record<string, string>).Authorization).toBe('Bearer refresh-1');
        expect(init.body).toBe('{}');
        return Promise.resolve(
          json(200, { token: fresh, refresh_token: 'refresh-2', refreshToken: 'refresh-2' }),
        );
      }
      return Promise.resolve(json(200, { ok: url }));
    };
    const client = createApiClient({ fetch, storage });
    await Promise.all([client.get('a'), client.get('b'), client.get('c')]);
    expect(calls.filter((c) => c === '/api/auth/refresh')).toHaveLength(1);
    expect(storage.state).toEqual({ token: fresh, refreshToken: 'refresh-2' });
  });

  it('retries once after an expired 401', async () => {
    const fresh = jwt(900);
    const storage = memoryStorage(jwt(600), 'r');
    let first = true;
    const fetch = (url: string) => {
      if (url === '/api/auth/refresh') return Promise.resolve(json(200, { token: fresh }));
      if (first) {
        first = false;
        return Promise.resolve(json(401, { error: 'token_expired', expired: true }));
      }
      return Promise.resolve(json(200, { done: true }));
    };
    const client = createApiClient({ fetch, storage });
    expect(await client.get('x')).toEqual({ done: true });
    expect(storage.state.token).toBe(fresh);
  });

  it('refreshes and reports a support session that has ended', async () => {
    const operator = jwt(900);
    const storage = memoryStorage(jwt(600), 'r');
    const onSupportEnded = vi.fn();
    let first = true;
    const fetch = (url: string) => {
      if (url === '/api/auth/refresh') return Promise.resolve(json(200, { token: operator }));
      if (first) {
        first = false;
        return Promise.resolve(
          json(401, { error: 'support_session_ended', message: 'ended', expired: true }),
        );
      }
      return Promise.resolve(json(200, { done: true }));
    };
    const client = createApiClient({ fetch, storage });
    client.setSupportSessionEndedHandler(onSupportEnded);
    expect(await client.get('users')).toEqual({ done: true });
    expect(storage.state).toEqual({ token: operator, refreshToken: 'r' });
    expect(onSupportEnded).toHaveBeenCalledTimes(1);
  });

  it('does not report a support end for an ordinary expired token', async () => {
    const storage = memoryStorage(jwt(600), 'r');
    const onSupportEnded = vi.fn();
    let first = true;
    const fetch = (url: string) => {
      if (url === '/api/auth/refresh') return Promise.resolve(json(200, { token: jwt(900) }));
      if (first) {
        first = false;
        return Promise.resolve(json(401, { error: 'token_expired', expired: true }));
      }
      return Promise.resolve(json(200, {}));
    };
    const client = createApiClient({ fetch, storage });
    client.setSupportSessionEndedHandler(onSupportEnded);
    await client.get('x');
    expect(onSupportEnded).not.toHaveBeenCalled();
    expect(isSupportSessionEndedResponse(401, { error: 'support_session_ended' })).toBe(true);
    expect(isSupportSessionEndedResponse(403, { error: 'support_session_ended' })).toBe(false);
  });

  it('ends the session when the refresh is refused', async () => {
    const storage = memoryStorage(jwt(600), 'r');
    const onExpired = vi.fn();
    const fetch = (url: string) =>
      Promise.resolve(
        url === '/api/auth/refresh'
          ? json(401, { error: 'invalid', message: 'Invalid refresh token' })
          : json(401, { error: 'token_expired', message: 'Access token expired', expired: true }),
      );
    const client = createApiClient({ fetch, storage });
    client.setSessionExpiredHandler(onExpired);
    const results = await Promise.allSettled([client.get('a'), client.get('b')]);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      const reason = (r as PromiseRejectedResult).reason as ApiError;
      expect(reason.message).toBe(MESSAGES.sessionExpired);
      expect(reason.sessionExpired).toBe(true);
    }
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(storage.state).toEqual({ token: null, refreshToken: null });
  });

  it('reports a network failure without ending the session', async () => {
    const storage = memoryStorage(jwt(10), 'r');
    const onExpired = vi.fn();
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      storage,
    });
    client.setSessionExpiredHandler(onExpired);
    await expect(client.get('x')).rejects.toMatchObject({ status: 0, isNetworkError: true });
    expect(onExpired).not.toHaveBeenCalled();
    expect(storage.state.refreshToken).toBe('r');
  });
});

describe('offline with an expired token', () => {
  it('goes on with the stale token when the refresh cannot reach the server', async () => {
    const stale = jwt(-60);
    const storage = memoryStorage(stale, 'r');
    const seen: (string | undefined)[] = [];
    const client = createApiClient({
      fetch: (url, init) => {
        if (url.endsWith('/auth/refresh')) return Promise.reject(new TypeError('Failed to fetch'));
        seen.push((init.headers as Record<string, string>).Authorization);
        // the service worker answers the read from its cache
        return Promise.resolve(json(200, { id: 'u1' }));
      },
      storage,
    });
    await expect(client.get('auth/me')).resolves.toEqual({ id: 'u1' });
    expect(seen).toEqual([`Bearer ${stale}`]);
    expect(storage.state).toEqual({ token: stale, refreshToken: 'r' });
  });
});

describe('refresh across tabs', () => {
  it('uses a token another tab stored instead of refreshing again', async () => {
    const fresh = jwt(900);
    const stale = jwt(10);
    const storage = memoryStorage(stale, 'r');
    const calls: string[] = [];
    const client = createApiClient({
      fetch: (url) => {
        calls.push(url);
        return Promise.resolve(json(200, {}));
      },
      storage,
      // the other tab finished its refresh while this one waited for the lock
      withRefreshLock: (task) => {
        storage.setTokens(fresh, 'r2');
        return task();
      },
    });
    await client.get('x');
    expect(calls).toEqual(['/api/x']);
  });
});
