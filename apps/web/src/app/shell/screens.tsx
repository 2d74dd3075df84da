import type { ComponentType } from 'react';
import { lazyPage } from '../lazy-page';
import { SCREEN_LOADERS } from '../screen-loaders';
import { SCREEN_TEXTS, type SignedInScreenName, type SignedInScreens } from '../signed-in-screen';

const screen = <N extends SignedInScreenName>(
  name: N,
  exportName: keyof Awaited<ReturnType<(typeof SCREEN_LOADERS)[N]>> & string,
) =>
  lazyPage(SCREEN_LOADERS[name] as () => Promise<Record<string, ComponentType>>, exportName, {
    texts: SCREEN_TEXTS[name],
  });

/** The signed-in screens, each loaded on its first visit (its code: screen-loaders.ts). */
export const SIGNED_IN_SCREENS: SignedInScreens = {
  'change-password': screen('change-password', 'ChangePasswordPage'),
  'company-reports': screen('company-reports', 'CompanyReportsPage'),
  'company-settings': screen('company-settings', 'CompanySettingsPage'),
  dashboard: screen('dashboard', 'DashboardPage'),
  'global-reports': screen('global-reports', 'GlobalReportsPage'),
  jobs: screen('jobs', 'JobsPage'),
  'manage-admins': screen('manage-admins', 'ManageAdminsPage'),
  'support-sessions': screen('support-sessions', 'SupportSessionsPage'),
  'system-settings': screen('system-settings', 'SystemSettingsPage'),
  'tenant-management': screen('tenant-management', 'TenantManagementPage'),
  'time-entries': screen('time-entries', 'TimeEntriesPage'),
  'time-entry': screen('time-entry', 'TimeEntryPage'),
  users: screen('users', 'UsersPage'),
  'work-types': screen('work-types', 'WorkTypesPage'),
};
