import { createContext, useContext } from 'react';
import type { Language } from '@sitehours/contract/rules';
import type { MembershipInvitation, SupportSessionInfo } from '@sitehours/contract/schemas';
import type { StoredCompany } from './company';
import type { Branding, SessionUser } from './session-model';

/**
 * loading: start-up check in progress; unavailable: a token is held but the server cannot be
 * reached (offline is not a logout); logging_out: the ~300 ms between sign-out and /login.
 */
export type SessionStatus = 'loading' | 'logged_out' | 'logged_in' | 'logging_out' | 'unavailable';

/** Why the session last ended: a deliberate sign-out or a refused refresh. */
export type SessionEndReason = 'logout' | 'expired' | null;

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  company: StoredCompany | null;
  /** Every company the person may work in (more than one: the header offers a switch). */
  companies: StoredCompany[];
  /** Companies that added the person to their staff and wait for an answer. */
  invitations: MembershipInvitation[];
  /**
   * Right after signing in, a person of several companies whose device remembered none of them
   * chooses one before going on (the /choose-company screen).
   */
  companyChoicePending: boolean;
  supportSession: SupportSessionInfo | null;
  branding: Branding;
  endReason: SessionEndReason;
  /** What went wrong when status is `unavailable`. */
  error: unknown;
}

export interface SessionContextValue extends SessionState {
  login(email: string, password: string): Promise<void>;
  /**
   * Signs out. With 'expired' (a call refused the session, e.g. the branding upload), the login
   * screen says the session expired and remembers where the user was.
   */
  logout(reason?: 'expired'): Promise<void>;
  /** Repeats the start-up check (used by the 'unavailable' screen). */
  retry(): Promise<void>;
  /**
   * Applies a change of the current company's name or branding (Company Settings), so the
   * theme and the header logo follow without a reload.
   */
  updateCompany(patch: CompanyPatch): void;
  /** Switches the interface language at once and saves it on the profile. */
  setLanguage(language: Language): Promise<void>;
  /**
   * Works in another of the person's companies: a new sign-in scoped to it, whose tokens replace
   * the stored ones; the company, branding, menus and every cached read follow. Resolves to the
   * new session (null when the app had to start over on the new sign-in); rejects, and the app
   * stays in the current company, when the server refuses or cannot be reached.
   */
  switchCompany(companyId: string): Promise<SessionState | null>;
  /** Keeps the current company as the one chosen after signing in. */
  keepCompany: () => void;
  /** Reads the profile again (its companies and invitations), e.g. after answering one. */
  refreshProfile(): Promise<void>;
}

export type CompanyPatch = Partial<
  Pick<
    StoredCompany,
    'name' | 'primary_color' | 'secondary_color' | 'logo_url' | 'time_capture' | 'worker_submit'
  >
>;

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
