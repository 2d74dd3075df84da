import { MESSAGES, hasAnyRole, type Role } from '@sitehours/contract';

/** Pure route-guard rules (platform spec §6 "Route guard" and docs/decisions/0003). */

export interface GuardSubject {
  signedIn: boolean;
  roles: readonly string[];
  isGlobalAdmin: boolean;
  inSupportSession: boolean;
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

export interface GuardRedirectState {
  message: typeof MESSAGES.insufficientPermissions;
  requestedPath: string;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'login'; from: string }
  | { kind: 'redirect'; to: string; state: GuardRedirectState }
  | { kind: 'denied'; requestedPath: string };

export const GLOBAL_ADMIN_HOME = '/tenant-management';
export const USER_HOME = '/time-entries';

export function canAccess(subject: GuardSubject, allowed: readonly Role[]): boolean {
  if (!subject.signedIn) return false;
  if (allowed.length === 0) return true;
  if (subject.isGlobalAdmin) {
    if (allowed.includes('global_admin')) return true;
    if (subject.inSupportSession && allowed.includes('company_admin')) return true;
  }
  return hasAnyRole(subject.roles, allowed);
}

export function decideRouteAccess(input: GuardInput): GuardDecision {
  const { subject, allowed, requestedPath, isInitialEntry } = input;
  if (!subject.signedIn) return { kind: 'login', from: requestedPath };
  if (canAccess(subject, allowed)) return { kind: 'allow' };
  // A company user who opens a link to an area their role never reaches sees Access Denied;
  // inside the app (and for global admins, who can reach company areas through a support
  // session) the guard sends them to their home screen with 'Insufficient permissions'.
  if (isInitialEntry && !subject.isGlobalAdmin) return { kind: 'denied', requestedPath };
  return {
    kind: 'redirect',
    to: subject.isGlobalAdmin ? GLOBAL_ADMIN_HOME : USER_HOME,
    state: { message: MESSAGES.insufficientPermissions, requestedPath },
  };
}

/** The index route: a global admin outside a support session goes to Company Management. */
export function homeRedirect(subject: GuardSubject): string | null {
  return subject.isGlobalAdmin && !subject.inSupportSession ? GLOBAL_ADMIN_HOME : null;
}

/** Reads the guard's redirect state from a location state of unknown shape. */
export function readGuardRedirectState(state: unknown): GuardRedirectState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { message, requestedPath } = state as Record<string, unknown>;
  if (message !== MESSAGES.insufficientPermissions) return null;
  return { message, requestedPath: typeof requestedPath === 'string' ? requestedPath : '' };
}

/** Where to go after signing in: the remembered origin (never a public-only page), else '/'. */
export function postLoginDestination(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '/';
  const from = (state as { from?: unknown }).from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  if (/^\/(login|forgot-password|reset-password)(\/|\?|$)/.test(from)) return '/';
  return from;
}
