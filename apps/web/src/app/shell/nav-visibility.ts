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

export type NavItemKey =
  | 'users'
  | 'jobs'
  | 'work-types'
  | 'company-settings'
  | 'dashboard'
  | 'timesheet'
  | 'company-reports'
  | 'tenant-management'
  | 'support-sessions'
  | 'manage-admins'
  | 'admin-reports'
  | 'system-settings'
  | 'change-password'
  | 'install'
  | 'sign-out';

export type NavSectionKey = 'management' | 'reports' | 'administration' | 'account';

/** The catalogue key (namespace common) of an item's label. */
export const navItemLabelKey = (key: NavItemKey) => `nav.${key}` as const;
/** The catalogue key (namespace common) of a section's heading. */
export const navSectionLabelKey = (key: NavSectionKey) => `nav.section.${key}` as const;

export interface NavItem {
  key: NavItemKey;
  icon: NavIcon;
  /** Route of a link; items without one are actions. */
  to?: string;
  action?: 'install' | 'sign-out';
}

export interface NavSection {
  key: NavSectionKey;
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
    // The operator screens are hidden during a support session rather than shown with a notice:
    // the server refuses every operator call made with a support token (a token scoped to one
    // tenant must not reach another's data, docs/decisions/0005), so each of them could only
    // say "exit first". The support banner's Exit Support Mode, always on screen during a
    // session, is the one way back to them.
    administration: subject.isGlobalAdmin && !subject.inSupportSession,
  };
}

export function buildNavSections(subject: NavSubject, options: NavOptions): NavSection[] {
  const can = navPermissions(subject);
  const sections: NavSection[] = [
    {
      key: 'management',
      items: can.management
        ? [
            { key: 'users', icon: 'users', to: '/users' },
            { key: 'jobs', icon: 'jobs', to: '/jobs' },
            {
              key: 'work-types',
              icon: 'work-types',
              to: '/work-types-wc-codes',
            },
            {
              key: 'company-settings',
              icon: 'company-settings',
              to: '/company-settings',
            },
          ]
        : [],
    },
    {
      key: 'reports',
      items: [
        ...(can.timesheet
          ? [
              {
                key: 'dashboard',
                icon: 'dashboard',
                to: '/dashboard',
              } as const,
              {
                key: 'timesheet',
                icon: 'timesheet',
                to: '/time-entries',
              } as const,
            ]
          : []),
        ...(can.companyReports
          ? [
              {
                key: 'company-reports',
                icon: 'company-reports',
                to: '/company-reports',
              } as const,
            ]
          : []),
      ],
    },
    {
      key: 'administration',
      items: can.administration
        ? [
            {
              key: 'tenant-management',
              icon: 'tenants',
              to: '/tenant-management',
            },
            {
              key: 'support-sessions',
              icon: 'support',
              to: '/support-sessions',
            },
            { key: 'manage-admins', icon: 'admins', to: '/manage-admins' },
            { key: 'admin-reports', icon: 'reports', to: '/reports' },
            {
              key: 'system-settings',
              icon: 'system-settings',
              to: '/system-settings',
            },
          ]
        : [],
    },
    {
      key: 'account',
      items: [
        {
          key: 'change-password',
          icon: 'password',
          to: '/change-password',
        },
        ...(options.canInstall
          ? [
              {
                key: 'install',
                icon: 'install',
                action: 'install',
              } as const,
            ]
          : []),
        { key: 'sign-out', icon: 'sign-out', action: 'sign-out' },
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
