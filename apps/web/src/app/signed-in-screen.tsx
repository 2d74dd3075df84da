import { createContext, use, type ComponentType } from 'react';
import type { Namespace } from './i18n/namespaces';

export type SignedInScreenName =
  | 'change-password'
  | 'company-reports'
  | 'company-settings'
  | 'dashboard'
  | 'global-reports'
  | 'jobs'
  | 'manage-admins'
  | 'support-sessions'
  | 'system-settings'
  | 'tenant-management'
  | 'time-entries'
  | 'time-entry'
  | 'users'
  | 'work-types';

/** The text catalogues of each screen, fetched beside its code (and with the first screen). */
export const SCREEN_TEXTS: Record<SignedInScreenName, readonly Namespace[]> = {
  'change-password': ['auth'],
  'company-reports': ['reports'],
  'company-settings': ['settings'],
  dashboard: ['timesheet'],
  'global-reports': ['operator'],
  jobs: ['jobs'],
  'manage-admins': ['operator'],
  'support-sessions': ['support'],
  'system-settings': ['operator'],
  'tenant-management': ['operator'],
  'time-entries': ['timesheet'],
  'time-entry': ['timesheet'],
  users: ['staff'],
  'work-types': ['workTypes'],
};

export type SignedInScreens = Record<
  SignedInScreenName,
  ComponentType & { preload: () => Promise<unknown> }
>;

/** The screens of the signed-in shell, provided by the shell (app/shell/screens.tsx). */
export const SignedInScreensContext = createContext<SignedInScreens | null>(null);

/** A signed-in screen of the route table, rendered inside the shell that provides it. */
export function SignedInScreen({ name }: { name: SignedInScreenName }) {
  const screens = use(SignedInScreensContext);
  if (!screens) throw new Error(`The ${name} screen is rendered outside the signed-in shell`);
  const Screen = screens[name];
  return <Screen />;
}
