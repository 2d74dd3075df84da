import { Navigate, Outlet, useLocation } from 'react-router';
import { MESSAGES, type Role } from '@sitehours/contract';
import { FullPageLoader } from '../../components/full-page-loader';
import { isStandalone } from '../pwa/install-prompt';
import { useSession } from '../session/session-context';
import { SessionUnavailable } from '../shell/session-unavailable';
import { INITIAL_ENTRY_STATE, guardSubject, isInitialEntry } from './guard-subject';
import { companyScreenRedirect, decideRouteAccess, postLoginDestination } from './route-access';

export interface LoginRedirectState {
  from?: string;
  message?: string;
}

function pathOf(location: { pathname: string; search: string; hash: string }) {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Signed-in users only; others go to /login, remembering where they were going. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  switch (session.status) {
    case 'loading':
    case 'logging_out':
      return <FullPageLoader />;
    case 'unavailable':
      return <SessionUnavailable />;
    case 'logged_out': {
      if (session.endReason === 'logout') return <Navigate to="/login" replace />;
      const state: LoginRedirectState = { from: pathOf(location) };
      if (session.endReason === 'expired') state.message = MESSAGES.sessionExpired;
      return <Navigate to="/login" replace state={state} />;
    }
    case 'logged_in':
      return <Outlet />;
  }
}

/** Routes limited to some roles; see docs/decisions/0003-access-denied.md. */
export function RequireRole({ allowed }: { allowed: readonly Role[] }) {
  const session = useSession();
  const location = useLocation();
  const decision = decideRouteAccess({
    subject: guardSubject(session),
    allowed,
    requestedPath: pathOf(location),
    isInitialEntry: isInitialEntry(location),
  });
  switch (decision.kind) {
    case 'allow':
      return <Outlet />;
    case 'login':
      return <Navigate to="/login" replace state={{ from: decision.from }} />;
    case 'denied':
      return (
        <Navigate to="/access-denied" replace state={{ requestedPath: decision.requestedPath }} />
      );
    case 'redirect':
      return <Navigate to={decision.to} replace state={decision.state} />;
  }
}

/** The timesheet screens: only for users with a company (route-access: companyScreenRedirect). */
export function RequireCompanyScreen() {
  const session = useSession();
  const location = useLocation();
  const redirect = companyScreenRedirect(guardSubject(session), pathOf(location));
  return redirect ? <Navigate to={redirect.to} replace state={redirect.state} /> : <Outlet />;
}

/**
 * /login: signed-in users are sent on (to the remembered origin, else /). In the installed app,
 * going back onto /login while signed in always lands on / (platform spec §2).
 */
export function PublicOnly() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullPageLoader />;
  if (session.status === 'logged_in') {
    const to = isStandalone() ? '/' : postLoginDestination(location.state);
    return <Navigate to={to} replace state={INITIAL_ENTRY_STATE} />;
  }
  return <Outlet />;
}
