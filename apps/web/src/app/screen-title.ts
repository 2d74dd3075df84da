/**
 * The screen each address shows, named in the browser tab ('Jobs · SiteHours'): the key of its
 * name in the common catalogue, or null for an address that only redirects.
 */
const SCREEN_TITLE_KEYS = {
  '/': 'nav.timesheet',
  '/time-entries': 'nav.timesheet',
  '/dashboard': 'nav.dashboard',
  '/time-entry': 'title.timeEntry',
  '/change-password': 'nav.change-password',
  '/users': 'nav.users',
  '/jobs': 'nav.jobs',
  '/work-types-wc-codes': 'nav.work-types',
  '/company-settings': 'nav.company-settings',
  '/company-reports': 'nav.company-reports',
  '/tenant-management': 'nav.tenant-management',
  '/support-sessions': 'nav.support-sessions',
  '/manage-admins': 'nav.manage-admins',
  '/reports': 'nav.admin-reports',
  '/system-settings': 'nav.system-settings',
  '/login': 'title.signIn',
  '/forgot-password': 'title.forgotPassword',
  '/reset-password': 'title.resetPassword',
  '/access-denied': 'accessDenied.title',
} as const;

export type ScreenTitleKey = (typeof SCREEN_TITLE_KEYS)[keyof typeof SCREEN_TITLE_KEYS];

export function screenTitleKey(pathname: string): ScreenTitleKey | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path in SCREEN_TITLE_KEYS) return SCREEN_TITLE_KEYS[path as keyof typeof SCREEN_TITLE_KEYS];
  // The reset link carries its token in the address.
  if (path.startsWith('/reset-password/')) return SCREEN_TITLE_KEYS['/reset-password'];
  return null;
}
