import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { LoginPage } from '@/features/auth/login-page';
import type common from '@/locales/en/common.json';
import { USER_HOME, type ScreenAccess } from './guards/route-access';
import type { Namespace } from './i18n/namespaces';
import type { NavIcon, NavSectionKey } from './shell/nav-visibility';

/** A key of the common catalogue: the name of a screen in the browser tab and the menus. */
export type ScreenTitleKey = keyof typeof common;

interface ScreenRouteBase {
  /** The address, as React Router matches it (`reset-password/:token?`). */
  path: string;
  /** Its text catalogues, fetched beside its code (with the app when it is the first screen). */
  texts: readonly Namespace[];
  /** Who may open it; the signed-in ones show inside the shell. */
  access: ScreenAccess;
  /** Its name in the browser tab ('Jobs · SiteHours') and, when it has one, in the menus. */
  titleKey: ScreenTitleKey;
  /**
   * Its place in the menus: the section, the icon, and whether the top bar links to it too.
   * Offered to whoever `access` lets in, in the order of the table.
   */
  nav?: { section: NavSectionKey; icon: NavIcon; topBar?: true; onPhones?: true };
  /**
   * Offered in the menus only to a company that records start and end times (its
   * `time_capture` is 'times'); a company that keeps hours sees no trace of it.
   */
  onlyWhenTimes?: true;
  /**
   * Offered in the menus only to a crew's lead (and to admins, who keep the crews), or to those
   * on a crew: a company that keeps no crews sees no change.
   */
  onlyOnCrews?: 'lead' | 'member';
  /**
   * Offered in the menus only to those with time to review: a job's managers, a crew's leads,
   * and admins where workers submit their week (decision 0027).
   */
  onlyForReviewers?: true;
}

/**
 * A screen's code: `lazy`, downloaded on its first visit (with its texts), or `Component`, in
 * the first download (the sign-in page only).
 */
export type ScreenRoute = ScreenRouteBase &
  (
    | { lazy: () => Promise<ComponentType>; Component?: never }
    | { Component: ComponentType; lazy?: never }
  );

const COMPANY_ADMIN = { roles: ['company_admin'] } as const;
const GLOBAL_ADMIN = { roles: ['global_admin'] } as const;

/**
 * Every screen of the app (platform spec §2), the one list the router, the guards (§6, see
 * docs/decisions/0003-access-denied.md), the menus, the tab titles and the start-up downloads
 * are made from. `/` shows the screen at USER_HOME (a global admin is sent to his own home).
 */
export const SCREENS: readonly ScreenRoute[] = [
  {
    path: 'login',
    Component: LoginPage,
    texts: ['auth'],
    access: 'signed-out',
    titleKey: 'title.signIn',
  },
  {
    path: 'forgot-password',
    lazy: () => import('@/features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
    texts: ['auth'],
    access: 'anyone',
    titleKey: 'title.forgotPassword',
  },
  {
    path: 'reset-password/:token?',
    lazy: () => import('@/features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
    texts: ['auth'],
    access: 'anyone',
    titleKey: 'title.resetPassword',
  },
  {
    path: 'access-denied',
    lazy: () =>
      import('@/features/access-denied/access-denied-route').then((m) => m.AccessDeniedRoute),
    texts: [],
    access: 'anyone',
    titleKey: 'accessDenied.title',
  },
  {
    path: 'users',
    lazy: () => import('@/features/staff/users-page').then((m) => m.UsersPage),
    texts: ['staff'],
    access: COMPANY_ADMIN,
    titleKey: 'nav.users',
    nav: { section: 'management', icon: 'users' },
  },
  {
    path: 'jobs',
    lazy: () => import('@/features/jobs/jobs-page').then((m) => m.JobsPage),
    texts: ['jobs'],
    access: COMPANY_ADMIN,
    titleKey: 'nav.jobs',
    nav: { section: 'management', icon: 'jobs' },
  },
  {
    path: 'crews',
    lazy: () => import('@/features/crew-day/crews-page').then((m) => m.CrewsPage),
    texts: ['crew-day'],
    access: COMPANY_ADMIN,
    titleKey: 'nav.crews',
    nav: { section: 'management', icon: 'crews' },
  },
  {
    path: 'work-types-wc-codes',
    lazy: () => import('@/features/work-types/work-types-page').then((m) => m.WorkTypesPage),
    texts: ['workTypes'],
    access: COMPANY_ADMIN,
    titleKey: 'nav.work-types',
    nav: { section: 'management', icon: 'work-types' },
  },
  {
    path: 'company-settings',
    lazy: () =>
      import('@/features/company-settings/company-settings-page').then(
        (m) => m.CompanySettingsPage,
      ),
    texts: ['settings'],
    access: COMPANY_ADMIN,
    titleKey: 'nav.company-settings',
    nav: { section: 'management', icon: 'company-settings' },
  },
  {
    path: 'kiosks',
    lazy: () => import('@/features/kiosks/kiosks-page').then((m) => m.KiosksPage),
    texts: ['kiosks'],
    access: COMPANY_ADMIN,
    titleKey: 'nav.kiosks',
    nav: { section: 'management', icon: 'kiosks' },
    onlyWhenTimes: true,
  },
  {
    // A site's tablet, by its device credential: no sign-in.
    path: 'kiosk',
    lazy: () => import('@/features/kiosks/kiosk-page').then((m) => m.KioskPage),
    texts: ['kiosks'],
    access: 'anyone',
    titleKey: 'title.kiosk',
  },
  {
    path: 'punch-clock',
    lazy: () => import('@/features/punch-clock/punch-clock-page').then((m) => m.PunchClockPage),
    texts: ['punch-clock'],
    access: 'company',
    titleKey: 'nav.punch-clock',
    nav: { section: 'reports', icon: 'punch-clock', topBar: true, onPhones: true },
    onlyWhenTimes: true,
  },
  {
    path: 'dashboard',
    lazy: () => import('@/features/dashboard/dashboard-page').then((m) => m.DashboardPage),
    texts: ['timesheet', 'alerts'],
    access: 'company',
    titleKey: 'nav.dashboard',
    nav: { section: 'reports', icon: 'dashboard' },
  },
  {
    path: 'time-entries',
    lazy: () => import('@/features/time-entries/time-entries-page').then((m) => m.TimeEntriesPage),
    texts: ['timesheet'],
    access: 'company',
    titleKey: 'nav.timesheet',
    nav: { section: 'reports', icon: 'timesheet', topBar: true },
  },
  {
    path: 'time-entry',
    lazy: () => import('@/features/time-entries/time-entry-page').then((m) => m.TimeEntryPage),
    texts: ['timesheet'],
    access: 'company',
    titleKey: 'title.timeEntry',
  },
  {
    path: 'crew-day',
    lazy: () => import('@/features/crew-day/crew-day-page').then((m) => m.CrewDayPage),
    texts: ['crew-day'],
    access: 'crew-lead',
    titleKey: 'nav.crew-day',
    nav: { section: 'reports', icon: 'crew-day' },
    onlyOnCrews: 'lead',
  },
  {
    path: 'sign-offs',
    lazy: () => import('@/features/crew-day/my-sign-offs-page').then((m) => m.MySignOffsPage),
    texts: ['crew-day'],
    access: 'company',
    titleKey: 'nav.sign-offs',
    nav: { section: 'reports', icon: 'sign-offs' },
    onlyOnCrews: 'member',
  },
  {
    // The approval steps (decision 0027): a job's managers, a crew's leads and the admins.
    path: 'review-time',
    lazy: () => import('@/features/approvals/review-time-page').then((m) => m.ReviewTimePage),
    texts: ['approvals'],
    access: 'crew-lead',
    titleKey: 'nav.review-time',
    nav: { section: 'reports', icon: 'review-time' },
    onlyForReviewers: true,
  },
  {
    path: 'company-reports',
    lazy: () => import('@/features/reports/company-reports-page').then((m) => m.CompanyReportsPage),
    texts: ['reports', 'alerts'],
    access: COMPANY_ADMIN,
    titleKey: 'nav.company-reports',
    nav: { section: 'reports', icon: 'company-reports', topBar: true },
  },
  {
    // The company's tamper-evident history and its check (decision 0027).
    path: 'audit-trail',
    lazy: () => import('@/features/ledger/audit-trail-page').then((m) => m.AuditTrailPage),
    texts: ['ledger'],
    access: COMPANY_ADMIN,
    titleKey: 'nav.audit-trail',
    nav: { section: 'reports', icon: 'reports' },
  },
  {
    path: 'wc-audit',
    lazy: () => import('@/features/wc-audit/wc-audit-page').then((m) => m.WcAuditPage),
    texts: ['wcAudit'],
    access: COMPANY_ADMIN,
    titleKey: 'nav.wc-audit',
    nav: { section: 'reports', icon: 'reports' },
  },
  {
    // Weekly certified payrolls of public-works jobs (decision 0028).
    path: 'certified-payroll',
    lazy: () =>
      import('@/features/certified-payroll/certified-payroll-page').then(
        (m) => m.CertifiedPayrollPage,
      ),
    texts: ['certified-payroll'],
    access: COMPANY_ADMIN,
    titleKey: 'nav.certified-payroll',
    nav: { section: 'reports', icon: 'reports' },
  },
  {
    // Closing and reopening pay periods (decision 0027).
    path: 'pay-periods',
    lazy: () => import('@/features/pay-periods/pay-periods-page').then((m) => m.PayPeriodsPage),
    texts: ['payPeriods'],
    access: COMPANY_ADMIN,
    titleKey: 'nav.pay-periods',
    nav: { section: 'management', icon: 'company-settings' },
  },
  {
    // Staff, jobs, work types and hours brought in from a spreadsheet (decision 0029).
    path: 'import',
    lazy: () => import('@/features/imports/import-page').then((m) => m.ImportPage),
    texts: ['imports'],
    access: COMPANY_ADMIN,
    titleKey: 'nav.import',
    nav: { section: 'management', icon: 'company-settings' },
  },
  {
    // Keys of the company's integrations (payroll, accounting), scoped and revocable.
    path: 'api-keys',
    lazy: () => import('@/features/api-keys/api-keys-page').then((m) => m.ApiKeysPage),
    texts: ['api-keys'],
    access: COMPANY_ADMIN,
    titleKey: 'nav.api-keys',
    nav: { section: 'management', icon: 'api-keys' },
  },
  {
    // Signed event notices sent to the company's own systems, with their delivery log.
    path: 'webhooks',
    lazy: () => import('@/features/webhooks/webhooks-page').then((m) => m.WebhooksPage),
    texts: ['webhooks'],
    access: COMPANY_ADMIN,
    titleKey: 'nav.webhooks',
    nav: { section: 'management', icon: 'webhooks' },
  },
  {
    path: 'tenant-management',
    lazy: () =>
      import('@/features/tenants/tenant-management-page').then((m) => m.TenantManagementPage),
    texts: ['operator'],
    access: GLOBAL_ADMIN,
    titleKey: 'nav.tenant-management',
    nav: { section: 'administration', icon: 'tenants', topBar: true },
  },
  {
    path: 'support-sessions',
    lazy: () =>
      import('@/features/support/support-sessions-page').then((m) => m.SupportSessionsPage),
    texts: ['support'],
    access: GLOBAL_ADMIN,
    titleKey: 'nav.support-sessions',
    nav: { section: 'administration', icon: 'support', topBar: true },
  },
  {
    path: 'manage-admins',
    lazy: () => import('@/features/admins/manage-admins-page').then((m) => m.ManageAdminsPage),
    texts: ['operator'],
    access: GLOBAL_ADMIN,
    titleKey: 'nav.manage-admins',
    nav: { section: 'administration', icon: 'admins' },
  },
  {
    path: 'reports',
    lazy: () =>
      import('@/features/global-reports/global-reports-page').then((m) => m.GlobalReportsPage),
    texts: ['operator'],
    access: GLOBAL_ADMIN,
    titleKey: 'nav.admin-reports',
    nav: { section: 'administration', icon: 'reports' },
  },
  {
    path: 'system-settings',
    lazy: () =>
      import('@/features/system-settings/system-settings-page').then((m) => m.SystemSettingsPage),
    texts: ['operator'],
    access: GLOBAL_ADMIN,
    titleKey: 'nav.system-settings',
    nav: { section: 'administration', icon: 'system-settings' },
  },
  {
    path: 'change-password',
    lazy: () => import('@/features/auth/change-password-page').then((m) => m.ChangePasswordPage),
    texts: ['auth'],
    access: 'signed-in',
    titleKey: 'nav.change-password',
    nav: { section: 'account', icon: 'password' },
  },
  {
    // A person of several companies chooses the one they work in now (asked after signing in).
    path: 'choose-company',
    lazy: () => import('@/features/companies/choose-company-page').then((m) => m.ChooseCompanyPage),
    texts: ['companies'],
    access: 'signed-in',
    titleKey: 'title.chooseCompany',
  },
];

/** Whether a screen shows inside the signed-in shell (and so needs a signed-in user). */
export function isInShell(screen: ScreenRoute): boolean {
  return screen.access !== 'anyone' && screen.access !== 'signed-out';
}

/** The screen `/` shows (to everyone but a global admin outside a support session). */
export const HOME_SCREEN = SCREENS.find((screen) => `/${screen.path}` === USER_HOME)!;

/** The address a link to the screen uses. */
export const screenHref = (screen: ScreenRoute) => `/${screen.path}`;

/** The screen an address shows, or null for an address that only redirects. */
export function screenAt(pathname: string): ScreenRoute | null {
  if (pathname === '/') return HOME_SCREEN;
  return SCREENS.find((screen) => matchPath({ path: screen.path, end: true }, pathname)) ?? null;
}
