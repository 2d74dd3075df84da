import { sessionStorageApi } from './storage';

/**
 * Entering or leaving a support session swaps the access token and reloads the app, so the
 * profile, the company, the branding and every cached list are read again (platform spec §4
 * "Support session").
 */

/** Operator screens that still work once the support session is over. */
const OPERATOR_PATHS = [
  '/tenant-management',
  '/support-sessions',
  '/manage-admins',
  '/reports',
  '/system-settings',
  '/change-password',
];

/** Where a support session starts: the tenant-side home view (§6). */
export const PATH_AFTER_SUPPORT_START = '/';

/**
 * Where the app reloads once the support session ended: the same operator screen, else `/`
 * (which sends an operator to Company Management). A company screen would only bounce.
 */
export function pathAfterSupportEnd(pathname: string): string {
  const keep = OPERATOR_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  return keep ? pathname : '/';
}

let reloading = false;

/** Full reload at `path` (once: several calls in the same moment trigger one navigation). */
export function reloadAt(path: string): void {
  if (reloading) return;
  reloading = true;
  if (window.location.pathname === path) window.location.reload();
  else window.location.assign(path);
}

/** Stores the support-scoped token in place of the current one (the refresh token stays). */
export function enterSupportSession(token: string): void {
  sessionStorageApi.setTokens(token, null);
  sessionStorageApi.setCompany(null);
  reloadAt(PATH_AFTER_SUPPORT_START);
}

/** Stores the operator token returned on exit, if any, and returns to the operator view. */
export function leaveSupportSession(operatorToken?: string): void {
  if (operatorToken) sessionStorageApi.setTokens(operatorToken, null);
  sessionStorageApi.setCompany(null);
  reloadAt(pathAfterSupportEnd(window.location.pathname));
}
