import type { SignedInScreenName } from './signed-in-screen';

/**
 * The code of each signed-in screen, downloaded on its first visit. The table sits in the first
 * download: opening the app on a screen with a stored session starts that screen's download at
 * once, beside the shell's and the session check, rather than once the shell has arrived.
 */
export const SCREEN_LOADERS = {
  'change-password': () => import('../features/auth/change-password-page'),
  'company-reports': () => import('../features/company-reports/company-reports-page'),
  'company-settings': () => import('../features/company-settings/company-settings-page'),
  dashboard: () => import('../features/dashboard/dashboard-page'),
  'global-reports': () => import('../features/global-reports/global-reports-page'),
  jobs: () => import('../features/jobs/jobs-page'),
  'manage-admins': () => import('../features/manage-admins/manage-admins-page'),
  'support-sessions': () => import('../features/support-sessions/support-sessions-page'),
  'system-settings': () => import('../features/system-settings/system-settings-page'),
  'tenant-management': () => import('../features/tenant-management/tenant-management-page'),
  'time-entries': () => import('../features/time-entries/time-entries-page'),
  'time-entry': () => import('../features/time-entry/time-entry-page'),
  users: () => import('../features/users/users-page'),
  'work-types': () => import('../features/work-types/work-types-page'),
} satisfies Record<SignedInScreenName, () => Promise<object>>;
