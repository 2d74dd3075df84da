import { hasAnyRole } from '@sitehours/contract';

/** Sidebar content and visibility (platform spec §2 "Shell layout", §6 "Navigation visibility"). */

export type NavIcon =
  | 'users'
  | 'jobs'
  | 'work-types'
  | 'company-settings'
  | 'timesheet'
  | 'dashboard'
  | 'company-reports'
  | 'reports'
  | 'tenants'
  | 'support'
  | 'admins'
  | 'system-settings'
  | 'password'
  | 'install'
  | 'sign-out';

export interface NavItem {
  key: string;
  label: string;
  icon: NavIcon;
  /** Route of a link; items without one are actions. */
  to?: string;
  action?: 'install' | 'sign-out';
}

export interface NavSection {
  key: 'management' | 'reports' | 'administration' | 'account';
  label: string;
  items: NavItem[];
}

export interface NavSubject {
  roles: readonly string[];
  isGlobalAdmin: boolean;
  inSupportSession: boolean;
}

export interface NavOptions {
  /** A deferred install prompt is held (or the iOS instructions apply). */
  canInstall: boolean;
}

export function navPermissions(subject: NavSubject) {
  const support = subject.isGlobalAdmin && subject.inSupportSession;
  const companyAdmin = hasAnyRole(subject.roles, ['company_admin']) || support;
  return {
    timesheet: !subject.isGlobalAdmin || support,
    management: companyAdmin,
    companyReports: companyAdmin,
    administration: subject.isGlobalAdmin,
  };
}

export function buildNavSections(subject: NavSubject, options: NavOptions): NavSection[] {
  const can = navPermissions(subject);
  const sections: NavSection[] = [
    {
      key: 'management',
      label: 'Management',
      items: can.management
        ? [
            { key: 'users', label: 'Staff', icon: 'users', to: '/users' },
            { key: 'jobs', label: 'Jobs', icon: 'jobs', to: '/jobs' },
            {
              key: 'work-types',
              label: 'Work Types & WC Codes',
              icon: 'work-types',
              to: '/work-types-wc-codes',
            },
            {
              key: 'company-settings',
              label: 'Company Settings',
              icon: 'company-settings',
              to: '/company-settings',
            },
          ]
        : [],
    },
    {
      key: 'reports',
      label: 'Reports',
      items: [
        ...(can.timesheet
          ? [
              {
                key: 'dashboard',
                label: 'Dashboard',
                icon: 'dashboard',
                to: '/dashboard',
              } as const,
              {
                key: 'timesheet',
                label: 'Timesheet Calendar',
                icon: 'timesheet',
                to: '/time-entries',
              } as const,
            ]
          : []),
        ...(can.companyReports
          ? [
              {
                key: 'company-reports',
                label: 'Company Reports',
                icon: 'company-reports',
                to: '/company-reports',
              } as const,
            ]
          : []),
      ],
    },
    {
      key: 'administration',
      label: 'Administration',
      items: can.administration
        ? [
            {
              key: 'tenant-management',
              label: 'Company Management',
              icon: 'tenants',
              to: '/tenant-management',
            },
            {
              key: 'support-sessions',
              label: 'Support Sessions',
              icon: 'support',
              to: '/support-sessions',
            },
            { key: 'manage-admins', label: 'Manage Admins', icon: 'admins', to: '/manage-admins' },
            { key: 'admin-reports', label: 'Reports', icon: 'reports', to: '/reports' },
            {
              key: 'system-settings',
              label: 'System Settings',
              icon: 'system-settings',
              to: '/system-settings',
            },
          ]
        : [],
    },
    {
      key: 'account',
      label: 'Account',
      items: [
        {
          key: 'change-password',
          label: 'Change Password',
          icon: 'password',
          to: '/change-password',
        },
        ...(options.canInstall
          ? [
              {
                key: 'install',
                label: 'Add to Home Screen',
                icon: 'install',
                action: 'install',
              } as const,
            ]
          : []),
        { key: 'sign-out', label: 'Sign Out', icon: 'sign-out', action: 'sign-out' },
      ],
    },
  ];
  return sections.filter((s) => s.items.length > 0);
}

const TOP_BAR_KEYS = ['timesheet', 'company-reports', 'tenant-management', 'support-sessions'];

/** The icon links of the top bar: the main destinations the sidebar offers this user. */
export function topBarLinks(sections: readonly NavSection[]): NavItem[] {
  const items = sections.flatMap((s) => s.items);
  return TOP_BAR_KEYS.flatMap((key) => items.filter((i) => i.key === key && i.to));
}

/** Whether a link is the current page: its own path or anything under it. */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
