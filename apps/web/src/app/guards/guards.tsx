import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { MESSAGES } from '@sitehours/contract/messages';
import { FullPageLoader } from '@/components/full-page-loader';
import { isStandalone } from '@/app/pwa/install-prompt';
import { useSession } from '@/app/session/session-context';
import { SessionUnavailable } from '@/app/shell/session-unavailable';
import { INITIAL_ENTRY_STATE, guardSubject, isInitialEntry } from './guard-subject';
import {
  CHOOSE_COMPANY_PATH,
  companyScreenRedirect,
  decideRouteAccess,
  postLoginDestination,
  CREW_LEAD_ROLES,
  mayLeadCrew,
  type ScreenAccess,
} from './route-access';

export interface LoginRedirectState {
  from?: string;
  message?: string;
}

function pathOf(location: { pathname: string; search: string; hash: string }) {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * Signed-in users only; others go to /login, remembering where they were going. Right after
 * signing in, a person asked to choose a company goes there first, remembering where they were
 * going. The screens below start afresh in another company (none keeps what it held before).
 */
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
      if (
        session.companyChoicePending &&
        isInitialEntry(location) &&
        location.pathname !== CHOOSE_COMPANY_PATH
      ) {
        const state: LoginRedirectState = { from: pathOf(location) };
        return <Navigate to={CHOOSE_COMPANY_PATH} replace state={state} />;
      }
      return <Outlet key={session.company?.id ?? ''} />;
  }
}

/**
 * A screen's guard, from the `access` of its entry in the route table (route-access.ts). The
 * signed-in screens sit below RequireAuth; see docs/decisions/0003-access-denied.md.
 */
export function RequireAccess({ access, children }: { access: ScreenAccess; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const subject = guardSubject(session);
  if (access === 'signed-out') {
    // /login: signed-in users are sent on (to the remembered origin, else /). In the installed
    // app, going back onto /login while signed in always lands on / (platform spec §2).
    if (session.status === 'loading') return <FullPageLoader />;
    if (session.status === 'logged_in') {
      const to = isStandalone() ? '/' : postLoginDestination(location.state);
      return <Navigate to={to} replace state={INITIAL_ENTRY_STATE} />;
    }
    return children;
  }
  if (access === 'company') {
    const redirect = companyScreenRedirect(subject, pathOf(location));
    return redirect ? <Navigate to={redirect.to} replace state={redirect.state} /> : children;
  }
  if (access === 'anyone' || access === 'signed-in') return children;
  if (access === 'crew-lead') {
    const redirect = companyScreenRedirect(subject, pathOf(location));
    if (redirect) return <Navigate to={redirect.to} replace state={redirect.state} />;
    if (mayLeadCrew(subject)) return children;
  }
  const decision = decideRouteAccess({
    subject,
    // Refused to one who may not lead a crew as to any screen their role never reaches.
    allowed: access === 'crew-lead' ? CREW_LEAD_ROLES : access.roles,
    requestedPath: pathOf(location),
    isInitialEntry: isInitialEntry(location),
  });
  switch (decision.kind) {
    case 'allow':
      return children;
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
