import type { ComponentType } from 'react';
import { lazyPage } from '../lazy-page';
import { SCREEN_TEXTS, type SignedInScreenName, type SignedInScreens } from '../signed-in-screen';

const screen = <K extends string>(
  name: SignedInScreenName,
  load: () => Promise<Record<K, ComponentType>>,
  exportName: K,
) => lazyPage(load, exportName, { texts: SCREEN_TEXTS[name] });

/**
 * The signed-in screens, each loaded on its first visit. Their downloads start from here, inside
 * the shell's code, so the bundler knows the shell is already loaded whenever a screen is, and
 * keeps what the shell and the screens share in the shell's chunk instead of in small shared
 * chunks around it.
 */
export const SIGNED_IN_SCREENS: SignedInScreens = {
  'change-password': screen(
    'change-password',
    () => import('../../features/auth/change-password-page'),
    'ChangePasswordPage',
  ),
  'company-reports': screen(
    'company-reports',
    () => import('../../features/company-reports/company-reports-page'),
    'CompanyReportsPage',
  ),
  'company-settings': screen(
    'company-settings',
    () => import('../../features/company-settings/company-settings-page'),
    'CompanySettingsPage',
  ),
  dashboard: screen(
    'dashboard',
    () => import('../../features/dashboard/dashboard-page'),
    'DashboardPage',
  ),
  'global-reports': screen(
    'global-reports',
    () => import('../../features/global-reports/global-reports-page'),
    'GlobalReportsPage',
  ),
  jobs: screen('jobs', () => import('../../features/jobs/jobs-page'), 'JobsPage'),
  'manage-admins': screen(
    'manage-admins',
    () => import('../../features/manage-admins/manage-admins-page'),
    'ManageAdminsPage',
  ),
  'support-sessions': screen(
    'support-sessions',
    () => import('../../features/support-sessions/support-sessions-page'),
    'SupportSessionsPage',
  ),
  'system-settings': screen(
    'system-settings',
    () => import('../../features/system-settings/system-settings-page'),
    'SystemSettingsPage',
  ),
  'tenant-management': screen(
    'tenant-management',
    () => import('../../features/tenant-management/tenant-management-page'),
    'TenantManagementPage',
  ),
  'time-entries': screen(
    'time-entries',
    () => import('../../features/time-entries/time-entries-page'),
    'TimeEntriesPage',
  ),
  'time-entry': screen(
    'time-entry',
    () => import('../../features/time-entry/time-entry-page'),
    'TimeEntryPage',
  ),
  users: screen('users', () => import('../../features/users/users-page'), 'UsersPage'),
  'work-types': screen(
    'work-types',
    () => import('../../features/work-types/work-types-page'),
    'WorkTypesPage',
  ),
};
