import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type Language, type LoginResponse, type Profile } from '@sitehours/contract';
import { api } from '../api-client';
import { ApiError, serverMessageOr } from '../errors/api-error';
import { applyLanguage } from '../i18n/i18n';
import { profileLanguage } from '../i18n/language';
import { clearServiceWorkerCaches } from '../pwa/clear-caches';
import { onFirstServiceWorkerControl } from '../pwa/service-worker-registration';
import { normalizeCompany } from './company';
import {
  SessionContext,
  type CompanyPatch,
  type SessionContextValue,
  type SessionState,
} from './session-context';
import { DEFAULT_BRANDING, brandingFromCompany, resolveSession } from './session-model';
import { sessionStorageApi as storage } from './storage';
import { leaveSupportSession } from './support-navigation';
import { SESSION_TOKEN_EXPIRY_MARGIN_MS, isTokenExpired } from './token-expiry';

/** Delay between sign-out and the redirect to /login (platform spec §9). */
export const LOGOUT_REDIRECT_DELAY_MS = 300;

const loggedOut = (endReason: SessionState['endReason']): SessionState => ({
  status: 'logged_out',
  user: null,
  company: null,
  supportSession: null,
  branding: DEFAULT_BRANDING,
  endReason,
  error: null,
});

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A server that cannot be reached (or is down) is not a reason to sign the user out. */
function isTransient(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    !error.sessionExpired &&
    (error.isNetworkError || error.status >= 500)
  );
}

async function fetchSession(headers?: Record<string, string>): Promise<SessionState> {
  const profile = await api.get<Profile>('auth/me', undefined, { headers });
  const resolved = resolveSession(profile);
  await applyLanguage(profileLanguage(profile));
  let company = resolved.company;
  if (resolved.fetchBranding && company) {
    try {
      const fetched = normalizeCompany(
        await api.get<unknown>(`companies/${encodeURIComponent(company.id)}`),
      );
      if (fetched) company = { ...company, ...fetched, name: fetched.name || company.name };
    } catch (error) {
      if (error instanceof ApiError && error.sessionExpired) throw error;
      // Branding is cosmetic: keep the colours the profile listed.
    }
  }
  storage.setCompany(company);
  return {
    status: 'logged_in',
    user: resolved.user,
    company,
    supportSession: resolved.supportSession,
    branding: brandingFromCompany(company),
    endReason: null,
    error: null,
  };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(() =>
    storage.getToken()
      ? {
          ...loggedOut(null),
          status: 'loading',
          // Start-up loads the stored company first; its branding shows while the token is checked.
          branding: brandingFromCompany(storage.getCompany()),
        }
      : loggedOut(null),
  );

  const endSession = useCallback(
    (endReason: SessionState['endReason']) => {
      storage.clearTokens();
      storage.setCompany(null);
      // The user's cached reads go with the session (the next user never sees them anyway).
      void clearServiceWorkerCaches();
      queryClient.clear();
      setState(loggedOut(endReason));
    },
    [queryClient],
  );

  const start = useCallback(async () => {
    const token = storage.getToken();
    if (!token) {
      setState(loggedOut(null));
      return;
    }
    try {
      if (isTokenExpired(token, SESSION_TOKEN_EXPIRY_MARGIN_MS)) {
        try {
          await api.refreshAccessToken(token);
        } catch (error) {
          // Offline: the installed app still opens on the profile the service worker cached.
          if (!(error instanceof ApiError && error.isNetworkError)) throw error;
        }
      }
      setState(await fetchSession());
    } catch (error) {
      if (isTransient(error)) {
        setState((s) => ({ ...s, status: 'unavailable', error }));
        return;
      }
      endSession(error instanceof ApiError && error.sessionExpired ? 'expired' : null);
    }
  }, [endSession]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current || !storage.getToken()) return;
    started.current = true;
    void start();
  }, [start]);

  // Reads made before the first service worker took the page were not cached: make them again
  // through it, so the app opens offline right after the first visit.
  useEffect(
    () =>
      onFirstServiceWorkerControl(() => {
        if (!storage.getToken()) return;
        void api.get('auth/me').catch(() => undefined);
        const company = storage.getCompany();
        if (company)
          void api.get(`companies/${encodeURIComponent(company.id)}`).catch(() => undefined);
        void queryClient.invalidateQueries();
      }),
    [queryClient],
  );

  useEffect(() => {
    api.setSessionExpiredHandler(() => endSession('expired'));
    return () => api.setSessionExpiredHandler(undefined);
  }, [endSession]);

  // A support session stopped by another operator (or expired): the API client has already
  // refreshed into a plain operator token, so reload into the operator view. During start-up the
  // profile call itself is retried with that token, and nothing more is needed.
  const inSupportSession = state.status === 'logged_in' && state.supportSession !== null;
  const inSupportRef = useRef(inSupportSession);
  useEffect(() => {
    inSupportRef.current = inSupportSession;
  }, [inSupportSession]);
  useEffect(() => {
    api.setSupportSessionEndedHandler(() => {
      if (inSupportRef.current) leaveSupportSession();
    });
    return () => api.setSupportSessionEndedHandler(undefined);
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    const result = await api.post<LoginResponse>(
      'auth/login',
      { email, password },
      { auth: false },
    );
    storage.setTokens(result.token, result.refreshToken ?? result.refresh_token);
    try {
      setState(await fetchSession({ 'X-User-Type': result.type }));
    } catch (error) {
      storage.clearTokens();
      storage.setCompany(null);
      if (error instanceof ApiError && error.isNetworkError) throw error;
      throw new Error(serverMessageOr(error, MESSAGES.profileFetchFailed));
    }
  }, []);

  const logout = useCallback(
    async (reason?: 'expired') => {
      setState((s) => ({ ...s, status: 'logging_out' }));
      const token = storage.getToken();
      const refreshToken = storage.getRefreshToken();
      if (refreshToken) {
        try {
          await api.post(
            'auth/logout',
            { refreshToken },
            {
              auth: false,
              headers: token ? { Authorization: `Bearer ${token}` } : undefined,
              signal: AbortSignal.timeout(5000),
            },
          );
        } catch {
          // Signing out must work offline too: the local session is cleared regardless.
        }
      }
      storage.clearTokens();
      storage.setCompany(null);
      await clearServiceWorkerCaches();
      await delay(LOGOUT_REDIRECT_DELAY_MS);
      queryClient.clear();
      setState(loggedOut(reason === 'expired' ? 'expired' : 'logout'));
    },
    [queryClient],
  );

  const retry = useCallback(async () => {
    setState((s) => ({ ...s, status: 'loading', error: null }));
    await start();
  }, [start]);

  const updateCompany = useCallback((patch: CompanyPatch) => {
    setState((s) => {
      if (s.status !== 'logged_in' || !s.company) return s;
      const company = { ...s.company, ...patch };
      storage.setCompany(company);
      return { ...s, company, branding: brandingFromCompany(company) };
    });
  }, []);

  const setLanguage = useCallback(async (language: Language) => {
    await applyLanguage(language);
    setState((s) => (s.user ? { ...s, user: { ...s.user, language } } : s));
    // Offline, the choice holds on this device and is saved with the next change.
    await api.put<Profile>('auth/me/language', { language }).catch(() => undefined);
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, login, logout, retry, updateCompany, setLanguage }),
    [state, login, logout, retry, updateCompany, setLanguage],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
