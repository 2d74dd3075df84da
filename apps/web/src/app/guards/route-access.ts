import { MESSAGES, SUPPORT_MESSAGES } from '@sitehours/contract/messages';
import { hasAnyRole, mayLeadCrews, normalizeRoles, type Role } from '@sitehours/contract/rules';
import { USER_HOME } from './home-paths';

/** Pure route-guard rules (platform spec §6 "Route guard" and docs/decisions/0003). */

export interface GuardSubject {
  signedIn: boolean;
  roles: readonly string[];
  isGlobalAdmin: boolean;
  inSupportSession: boolean;
  /** Given the crew-lead permission (managers and admins lead by their role). */
  crewLead?: boolean;
}

export interface GuardInput {
  subject: GuardSubject;
  /** Roles allowed on the route; empty means every signed-in user. */
  allowed: readonly Role[];
  /** Path (with search) the user asked for. */
  requestedPath: string;
  /**
   * True when this is the first page of the visit (a deep link, a typed address, a reload),
   * false after navigation inside the app.
   */
  isInitialEntry: boolean;
}

/** The notices the guard's redirects carry. */
const GUARD_MESSAGES = [MESSAGES.insufficientPermissions, SUPPORT_MESSAGES.operatorOnly] as const;

export interface GuardRedirectState {
  message: (typeof GUARD_MESSAGES)[number];
  requestedPath: string;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'login'; from: string }
  | { kind: 'redirect'; to: string; state: GuardRedirectState }
  | { kind: 'denied'; requestedPath: string };

export const GLOBAL_ADMIN_HOME = '/tenant-management';
/** Where a person of several companies chooses the one to work in, right after signing in. */
export const CHOOSE_COMPANY_PATH = '/choose-company';
export { USER_HOME };

export function canAccess(subject: GuardSubject, allowed: readonly Role[]): boolean {
  if (!subject.signedIn) return false;
  if (allowed.length === 0) return true;
  if (subject.isGlobalAdmin) {
    // A support token acts as a company admin of one tenant, and the server refuses operator
    // calls made with it (docs/decisions/0005): inside a session the operator screens are closed.
    if (subject.inSupportSession) return allowed.includes('company_admin');
    if (allowed.includes('global_admin')) return true;
  }
  return hasAnyRole(subject.roles, allowed);
}

/**
 * Who may open a screen (the `access` of its entry in app/route-table.ts):
 * - 'anyone': signed in or not;
 * - 'signed-out': the sign-in page, which sends a signed-in user on;
 * - 'signed-in': every signed-in user;
 * - 'company': the screens of a company's entries (companyScreenRedirect);
 * - 'crew-lead': a company's screens for those who may lead a crew (mayLeadCrew);
 * - `{ roles }`: the signed-in users with one of these roles (canAccess).
 * The last four show inside the signed-in shell.
 */
export type ScreenAccess =
  'anyone' | 'signed-out' | 'signed-in' | 'company' | 'crew-lead' | { roles: readonly Role[] };

/** The roles that lead crews by themselves; a worker may be given the crew-lead permission. */
export const CREW_LEAD_ROLES: readonly Role[] = ['company_admin', 'company_manager'];

/**
 * Who may record a crew's day: managers and admins (an operator in a support session acts as
 * one), and workers given the crew-lead permission.
 */
export function mayLeadCrew(subject: GuardSubject): boolean {
  if (!subject.signedIn || homeRedirect(subject) !== null) return false;
  if (subject.isGlobalAdmin) return subject.inSupportSession;
  return mayLeadCrews(normalizeRoles(subject.roles), subject.crewLead === true);
}

/** Whether the subject may open a screen of this access: what the guards allow and the menus offer. */
export function mayOpen(subject: GuardSubject, access: ScreenAccess): boolean {
  switch (access) {
    case 'anyone':
      return true;
    case 'signed-out':
      return !subject.signedIn;
    case 'signed-in':
      return subject.signedIn;
    case 'company':
      return subject.signedIn && homeRedirect(subject) === null;
    case 'crew-lead':
      return mayLeadCrew(subject);
    default:
      return canAccess(subject, access.roles);
  }
}

/** A global admin in a support session asking for an operator screen. */
function isOperatorScreenInSupport(subject: GuardSubject, allowed: readonly Role[]): boolean {
  return subject.isGlobalAdmin && subject.inSupportSession && allowed.includes('global_admin');
}

export function decideRouteAccess(input: GuardInput): GuardDecision {
  const { subject, allowed, requestedPath, isInitialEntry } = input;
  if (!subject.signedIn) return { kind: 'login', from: requestedPath };
  if (canAccess(subject, allowed)) return { kind: 'allow' };
  // A company user who opens a link to an area their role never reaches sees Access Denied;
  // inside the app (and for global admins, who can reach company areas through a support
  // session) the guard sends them to their home screen with 'Insufficient permissions'.
  if (isInitialEntry && !subject.isGlobalAdmin) return { kind: 'denied', requestedPath };
  if (isOperatorScreenInSupport(subject, allowed)) {
    return {
      kind: 'redirect',
      to: USER_HOME,
      state: { message: SUPPORT_MESSAGES.operatorOnly, requestedPath },
    };
  }
  return {
    kind: 'redirect',
    to: subject.isGlobalAdmin && !subject.inSupportSession ? GLOBAL_ADMIN_HOME : USER_HOME,
    state: { message: MESSAGES.insufficientPermissions, requestedPath },
  };
}

/** The index route: a global admin outside a support session goes to Company Management. */
export function homeRedirect(subject: GuardSubject): string | null {
  return subject.isGlobalAdmin && !subject.inSupportSession ? GLOBAL_ADMIN_HOME : null;
}

/**
 * The timesheet screens (/dashboard, /time-entry, /time-entries) work on a company's entries:
 * a global admin outside a support session has no company (the server refuses their calls to
 * the company side), so they are sent to Company Management with 'Insufficient permissions'.
 * Everyone else may open them.
 */
export function companyScreenRedirect(
  subject: GuardSubject,
  requestedPath: string,
): Extract<GuardDecision, { kind: 'redirect' }> | null {
  const to = homeRedirect(subject);
  return to
    ? { kind: 'redirect', to, state: { message: MESSAGES.insufficientPermissions, requestedPath } }
    : null;
}

/** Reads the guard's redirect state from a location state of unknown shape. */
export function readGuardRedirectState(state: unknown): GuardRedirectState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { message, requestedPath } = state as Record<string, unknown>;
  const known = GUARD_MESSAGES.find((m) => m === message);
  if (!known) return null;
  return { message: known, requestedPath: typeof requestedPath === 'string' ? requestedPath : '' };
}

/** Where to go after signing in: the remembered origin (never a public-only page), else '/'. */
export function postLoginDestination(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '/';
  const from = (state as { from?: unknown }).from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (/^\/(login|forgot-password|reset-password)(\/|\?|$)/.test(from)) return '/';
  return from;
}
