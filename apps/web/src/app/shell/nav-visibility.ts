import { normalizeRoles } from '@sitehours/contract/rules';
import { mayOpen } from '@/app/guards/route-access';
import { SCREENS, screenHref, type ScreenTitleKey } from '@/app/route-table';

/** Sidebar content and visibility (platform spec §2 "Shell layout", §6 "Navigation visibility"). */

export type NavIcon =
  | 'users'
  | 'jobs'
  | 'work-types'
  | 'company-settings'
  | 'timesheet'
  | 'punch-clock'
  | 'kiosks'
  | 'api-keys'
  | 'webhooks'
  | 'crews'
  | 'crew-day'
  | 'sign-offs'
  | 'review-time'
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

export type NavSectionKey = 'management' | 'reports' | 'administration' | 'account';

/** The order of the sections in the menus. */
const SECTIONS: readonly NavSectionKey[] = ['management', 'reports', 'administration', 'account'];

/** The catalogue key (namespace common) of a section's heading. */
export const navSectionLabelKey = (key: NavSectionKey) => `nav.section.${key}` as const;

export interface NavItem {
  /** The screen's path, or the action's name. */
  key: string;
  /** The catalogue key (namespace common) of its label. */
  labelKey: ScreenTitleKey;
  icon: NavIcon;
  /** Route of a link; items without one are actions. */
  to?: string;
  action?: 'install' | 'sign-out';
  /** Linked from the top bar too. */
  topBar?: boolean;
  /** That top-bar link shows on phones too (others only from the `xs` breakpoint up). */
  onPhones?: boolean;
}

export interface NavSection {
  key: NavSectionKey;
  items: NavItem[];
}

export interface NavSubject {
  roles: readonly string[];
  isGlobalAdmin: boolean;
  inSupportSession: boolean;
  /** The company records start and end times (absent: it keeps hours). */
  capturesTimes?: boolean;
  /** The user was given the crew-lead permission (managers and admins lead by their role). */
  crewLead?: boolean;
  /** Leads an active crew, or is on one. */
  crew?: 'lead' | 'member';
  /** Manages a job, whose time they review (decision 0027). */
  reviewsTime?: boolean;
  /** The company asks workers to submit their week. */
  workerSubmit?: boolean;
}

export interface NavOptions {
  /** A deferred install prompt is held (or the iOS instructions apply). */
  canInstall: boolean;
}

/** A crew's screens: the crew day for its leads and admins, the days to sign for its members. */
function onCrews(only: 'lead' | 'member' | undefined, subject: NavSubject): boolean {
  if (only === 'member') return subject.crew !== undefined;
  if (only === 'lead')
    return (
      subject.crew === 'lead' ||
      subject.inSupportSession ||
      normalizeRoles(subject.roles).includes('company_admin')
    );
  return true;
}

/**
 * Review Time: offered to those with time to review (a job's managers, a crew's leads) and to
 * admins where workers submit their week; a company that uses neither sees no change.
 */
function forReviewers(only: true | undefined, subject: NavSubject): boolean {
  if (!only) return true;
  const admin = subject.inSupportSession || normalizeRoles(subject.roles).includes('company_admin');
  return (
    subject.reviewsTime === true ||
    subject.crew === 'lead' ||
    (subject.workerSubmit === true && admin)
  );
}

/**
 * The menus of a signed-in user: every screen of the route table with a place in them that the
 * user may open (the guards' own rule), then the account's actions.
 */
export function buildNavSections(subject: NavSubject, options: NavOptions): NavSection[] {
  const guardSubject = { signedIn: true, ...subject };
  const items = (section: NavSectionKey): NavItem[] =>
    SCREENS.flatMap((screen) =>
      screen.nav?.section === section &&
      mayOpen(guardSubject, screen.access) &&
      (!screen.onlyWhenTimes || subject.capturesTimes === true) &&
      onCrews(screen.onlyOnCrews, subject) &&
      forReviewers(screen.onlyForReviewers, subject)
        ? [
            {
              key: screen.path,
              labelKey: screen.titleKey,
              icon: screen.nav.icon,
              to: screenHref(screen),
              topBar: screen.nav.topBar ?? false,
              ...(screen.nav.onPhones ? { onPhones: true } : {}),
            },
          ]
        : [],
    );
  const actions: NavItem[] = [
    ...(options.canInstall
      ? [{ key: 'install', labelKey: 'nav.install', icon: 'install', action: 'install' } as const]
      : []),
    { key: 'sign-out', labelKey: 'nav.sign-out', icon: 'sign-out', action: 'sign-out' },
  ];
  return SECTIONS.map((key) => ({
    key,
    items: key === 'account' ? [...items(key), ...actions] : items(key),
  })).filter((section) => section.items.length > 0);
}

/** The icon links of the top bar: the main destinations the sidebar offers this user. */
export function topBarLinks(sections: readonly NavSection[]): NavItem[] {
  return sections.flatMap((s) => s.items).filter((item) => item.topBar && item.to);
}

/** Whether a link is the current page: its own path or anything under it. */
export function isNavItemActive(itemPath: string, pathname: string): boolean {
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
