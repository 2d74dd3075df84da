import type { SessionState } from '@/app/session/session-context';
import type { GuardSubject } from './route-access';

export function guardSubject(
  session: Pick<SessionState, 'status' | 'user' | 'supportSession'>,
): GuardSubject {
  return {
    signedIn: session.status === 'logged_in' && session.user !== null,
    roles: session.user?.roles ?? [],
    isGlobalAdmin: session.user?.isGlobalAdmin ?? false,
    inSupportSession: session.supportSession !== null,
    crewLead: session.user?.crewLead === true,
  };
}

/** Location state marking the first page of a visit reached through the sign-in screen. */
export const INITIAL_ENTRY_STATE = { initialEntry: true } as const;

export function isInitialEntry(location: { key: string; state: unknown }): boolean {
  if (location.key === 'default') return true;
  const state = location.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { initialEntry?: unknown }).initialEntry === true
  );
}
