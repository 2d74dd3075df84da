import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { MESSAGES } from '@sitehours/contract/messages';
import type { Language } from '@sitehours/contract/rules';
import type {
  CompanySummary,
  LoginRequest,
  LoginResponse,
  Profile,
  RefreshResponse,
  SwitchCompanyRequest,
} from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';
import { ApiError } from '@/app/errors/api-error';
import { applyLanguage } from '@/app/i18n/i18n';
import { forgetSignInChoice, languageAfterSignIn, signInChoice } from '@/app/i18n/language';
import { clearServiceWorkerCaches } from '@/app/pwa/clear-caches';
import { onFirstServiceWorkerControl } from '@/app/pwa/service-worker-registration';
import { cachedReads } from '@/app/query-cache';
import { dropReadsAhead } from '@/app/reads-ahead';
import { toStoredCompany } from './company';
import { needsCompanyChoice, rememberedCompanyId } from './company-choice';
import {
  SessionContext,
  type CompanyPatch,
  type SessionContextValue,
  type SessionState,
} from './session-context';
import { HOME_PATHS } from '@/app/guards/home-paths';
import { DEFAULT_BRANDING, brandingFromCompany, resolveSession } from './session-model';
import { sessionStorageApi as storage } from './storage';
import { leaveSupportSession } from './support-navigation';
import { SESSION_TOKEN_EXPIRY_MARGIN_MS, decodeJwtPayload, isTokenExpired } from './token-expiry';

/** Delay between sign-out and the redirect to /login (platform spec §9). */
export const LOGOUT_REDIRECT_DELAY_MS = 300;

const loggedOut = (endReason: SessionState['endReason']): SessionState => ({
  status: 'logged_out',
  user: null,
  company: null,
  companies: [],
  invitations: [],
  companyChoicePending: false,
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

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

const settle = <T,>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

const fetchCompany = (id: string) =>
  settle(api.get<CompanySummary>(`companies/${encodeURIComponent(id)}`));

/** The worker and company a token names (its claims, unverified: only for reading ahead). */
function tokenSubject(token: string): { userId: string | null; companyId: string | null } {
  const claims = decodeJwtPayload(token);
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    userId: claims?.typ === 'user' ? text(claims.sub) : null,
    companyId: text(claims?.cid),
  };
}

/**
 * A worker about to see the timesheet: their week is asked for beside the profile rather than
 * after it and the shell (the code that knows the week comes with the timesheet's chunk, which
 * the sign-in page and a stored session fetch ahead).
 */
function readWeekAhead(userId: string | null): void {
  if (!userId) return;
  void import('@/features/time-entries/week-read-ahead')
    .then((m) => m.readOwnWeekAhead(userId))
    .catch(() => undefined);
}

/**
 * The profile, then the company's branding. Opening the app with a stored session
 * (`storedCompanyId`), the stored company is read beside the profile: it is the profile's company
 * unless that changed since, and the shell is up one round trip sooner. At sign-in, a language
 * picked on the sign-in screens (`chosenLanguage`) wins over the profile's and is saved on it.
 */
async function fetchSession(
  headers?: Record<string, string>,
  storedCompanyId?: string | null,
  chosenLanguage: Language | null = null,
): Promise<SessionState> {
  const early = storedCompanyId
    ? { id: storedCompanyId, answer: fetchCompany(storedCompanyId) }
    : null;
  const fetched = await api.get<Profile>('auth/me', undefined, { headers });
  const { language, save } = languageAfterSignIn(fetched, chosenLanguage);
  const profile = save ? { ...fetched, language } : fetched;
  const resolved = resolveSession(profile);
  await applyLanguage(language);
  // Offline, the choice holds on this device and is saved with the next change.
  if (save) await api.put<Profile>('auth/me/language', { language }).catch(() => undefined);
  let company = resolved.company;
  if (resolved.fetchBranding && company) {
    const answer = early?.id === company.id ? await early.answer : await fetchCompany(company.id);
    if (answer.ok) {
      const fetched = toStoredCompany(answer.value);
      company = { ...company, ...fetched, name: fetched.name || company.name };
    } else if (answer.error instanceof ApiError && answer.error.sessionExpired) {
      throw answer.error;
    }
    // Any other failure: branding is cosmetic, the colours the profile listed stay.
  }
  storage.setCompany(company);
  return {
    status: 'logged_in',
    user: resolved.user,
    company,
    companies: resolved.companies.map((c) => (company && c.id === company.id ? company : c)),
    invitations: resolved.invitations,
    companyChoicePending: false,
    supportSession: resolved.supportSession,
    branding: brandingFromCompany(company),
    endReason: null,
    error: null,
  };
}

type StoredSessionCheck =
  | { kind: 'none' }
  | { kind: 'signed-in'; session: SessionState }
  | { kind: 'unavailable'; error: unknown }
  | { kind: 'ended'; reason: SessionState['endReason'] };

/** The stored session, checked: refreshed if its token expired, then the profile and branding. */
async function checkStoredSession(): Promise<StoredSessionCheck> {
  const token = storage.getToken();
  if (!token) return { kind: 'none' };
  try {
    if (isTokenExpired(token, SESSION_TOKEN_EXPIRY_MARGIN_MS)) {
      try {
        await api.refreshAccessToken(token);
      } catch (error) {
        // Offline: the installed app still opens on the profile the service worker cached.
        if (!(error instanceof ApiError && error.isNetworkError)) throw error;
      }
    }
    return { kind: 'signed-in', session: await fetchSession(undefined, storage.getCompany()?.id) };
  } catch (error) {
    if (isTransient(error)) return { kind: 'unavailable', error };
    return {
      kind: 'ended',
      reason: error instanceof ApiError && error.sessionExpired ? 'expired' : null,
    };
  }
}

let startupCheck: Promise<StoredSessionCheck> | null = null;

let signInListener: (() => void) | undefined;

/**
 * Hears each sign-in as soon as its tokens are stored, while the profile is on its way: the app
 * starts the home screen's code then (main.tsx), in the wait for the network.
 */
export function onSignIn(listener: () => void): void {
  signInListener = listener;
}

/**
 * Opening the app with a stored session: its check starts with the app, before the first
 * render, rather than once the first screen is up (SessionProvider takes the answer).
 */
export function startStoredSessionCheck(): void {
  const token = storage.getToken();
  if (!token) return;
  startupCheck = checkStoredSession();
  const home = HOME_PATHS.includes(window.location.pathname);
  if (home && !new URLSearchParams(window.location.search).has('week')) {
    readWeekAhead(tokenSubject(token).userId);
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
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

  const endSession = useCallback((endReason: SessionState['endReason']) => {
    storage.clearTokens();
    storage.setCompany(null);
    // The user's cached reads go with the session (the next user never sees them anyway).
    void clearServiceWorkerCaches();
    cachedReads.clear();
    dropReadsAhead();
    setState(loggedOut(endReason));
  }, []);

  const start = useCallback(async () => {
    // The check already started with the app (startStoredSessionCheck), else from here.
    const check = startupCheck ?? checkStoredSession();
    startupCheck = null;
    const outcome = await check;
    switch (outcome.kind) {
      case 'none':
        setState(loggedOut(null));
        return;
      case 'signed-in':
        // The signed-in shell and its first screen render in small slices (a transition): the
        // page stays responsive while they build, and the loader shows until they are ready.
        startTransition(() => setState(outcome.session));
        return;
      case 'unavailable':
        setState((s) => ({ ...s, status: 'unavailable', error: outcome.error }));
        return;
      case 'ended':
        endSession(outcome.reason);
        return;
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
        void api.get<Profile>('auth/me').catch(() => undefined);
        const company = storage.getCompany();
        if (company)
          void api
            .get<CompanySummary>(`companies/${encodeURIComponent(company.id)}`)
            .catch(() => undefined);
        cachedReads.invalidate();
      }),
    [],
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
    // The company this device worked in last: the server signs in to it if the person works
    // there, else to the company they used last.
    const remembered = rememberedCompanyId(storage.getCompanyId());
    const body: LoginRequest = remembered
      ? { email, password, companyId: remembered }
      : { email, password };
    const result = await api.post<LoginResponse>('auth/login', body, { auth: false });
    storage.setTokens(result.token, result.refreshToken);
    // The company's branding and the worker's week are asked for beside the profile: after
    // signing in, a worker lands on the timesheet (a read for another page is left unused).
    const subject = tokenSubject(result.token);
    readWeekAhead(subject.userId);
    signInListener?.();
    try {
      const session = await fetchSession(
        { 'X-User-Type': result.type },
        subject.companyId,
        signInChoice(),
      );
      const choose = needsCompanyChoice({
        companies: session.companies,
        remembered,
        isGlobalAdmin: session.user?.isGlobalAdmin ?? false,
        inSupportSession: session.supportSession !== null,
      });
      setState({ ...session, companyChoicePending: choose });
      forgetSignInChoice();
    } catch (error) {
      storage.clearTokens();
      storage.setCompany(null);
      dropReadsAhead();
      if (error instanceof ApiError && error.isNetworkError) throw error;
      // The server's refusal (by its code), else 'Failed to fetch user profile' (§8).
      if (error instanceof ApiError && error.serverMessage !== undefined) throw error;
      throw new Error(MESSAGES.profileFetchFailed);
    }
  }, []);

  const logout = useCallback(async (reason?: 'expired') => {
    setState((s) => ({ ...s, status: 'logging_out' }));
    const token = storage.getToken();
    const refreshToken = storage.getRefreshToken();
    if (refreshToken) {
      try {
        // 204, no body.
        await api.post<void>(
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
    cachedReads.clear();
    dropReadsAhead();
    setState(loggedOut(reason === 'expired' ? 'expired' : 'logout'));
  }, []);

  const retry = useCallback(async () => {
    setState((s) => ({ ...s, status: 'loading', error: null }));
    await start();
  }, [start]);

  const updateCompany = useCallback((patch: CompanyPatch) => {
    setState((s) => {
      if (s.status !== 'logged_in' || !s.company) return s;
      const company = { ...s.company, ...patch };
      storage.setCompany(company);
      const companies = s.companies.map((c) => (c.id === company.id ? company : c));
      return { ...s, company, companies, branding: brandingFromCompany(company) };
    });
  }, []);

  const setLanguage = useCallback(async (language: Language) => {
    await applyLanguage(language);
    setState((s) => (s.user ? { ...s, user: { ...s.user, language } } : s));
    // Offline, the choice holds on this device and is saved with the next change.
    await api.put<Profile>('auth/me/language', { language }).catch(() => undefined);
  }, []);

  const switchCompany = useCallback(
    async (companyId: string) => {
      const body: SwitchCompanyRequest = { companyId };
      // Refused or unreachable: nothing changed, the app stays in the current company.
      const answer = await api.post<RefreshResponse>('auth/switch-company', body);
      // The new sign-in replaces the old one, which stops working.
      storage.setTokens(answer.token, answer.refreshToken);
      let next: SessionState;
      try {
        next = await fetchSession(undefined, companyId);
      } catch {
        // The new sign-in holds but its profile did not arrive: the app starts again on it
        // (or says the server cannot be reached, as at start-up).
        setState((s) => ({ ...s, status: 'loading', error: null }));
        await start();
        return null;
      }
      // Nothing read in the other company is shown in this one.
      void clearServiceWorkerCaches();
      cachedReads.clear();
      dropReadsAhead();
      setState(next);
      return next;
    },
    [start],
  );

  const keepCompany = useCallback(() => {
    setState((s) => (s.companyChoicePending ? { ...s, companyChoicePending: false } : s));
  }, []);

  const refreshProfile = useCallback(async () => {
    const resolved = resolveSession(await api.get<Profile>('auth/me'));
    setState((s) =>
      s.status === 'logged_in'
        ? {
            ...s,
            companies: resolved.companies.map((c) => (s.company?.id === c.id ? s.company : c)),
            invitations: resolved.invitations,
          }
        : s,
    );
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({
      ...state,
      login,
      logout,
      retry,
      updateCompany,
      setLanguage,
      switchCompany,
      keepCompany,
      refreshProfile,
    }),
    [
      state,
      login,
      logout,
      retry,
      updateCompany,
      setLanguage,
      switchCompany,
      keepCompany,
      refreshProfile,
    ],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
