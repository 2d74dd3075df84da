import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import type { Role } from '@sitehours/contract';
import { AccessDeniedRoute } from '../features/access-denied/access-denied-route';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { LoginPage } from '../features/auth/login-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { RouteErrorScreen } from './error-boundary/route-error-screen';
import { guardSubject } from './guards/guard-subject';
import { PublicOnly, RequireAuth, RequireRole } from './guards/guards';
import { homeRedirect } from './guards/route-access';
import { useSession } from './session/session-context';
import { AppLayout } from './shell/app-layout';
import { lazyPage } from './lazy-page';
import { useDocumentTitle } from './use-document-title';

// Screens load on first visit: each route downloads only its own code.
const ChangePasswordPage = lazyPage(
  () => import('../features/auth/change-password-page'),
  'ChangePasswordPage',
);
const CompanyReportsPage = lazyPage(
  () => import('../features/company-reports/company-reports-page'),
  'CompanyReportsPage',
);
const CompanySettingsPage = lazyPage(
  () => import('../features/company-settings/company-settings-page'),
  'CompanySettingsPage',
);
const DashboardPage = lazyPage(
  () => import('../features/dashboard/dashboard-page'),
  'DashboardPage',
);
const GlobalReportsPage = lazyPage(
  () => import('../features/global-reports/global-reports-page'),
  'GlobalReportsPage',
);
const JobsPage = lazyPage(() => import('../features/jobs/jobs-page'), 'JobsPage');
const ManageAdminsPage = lazyPage(
  () => import('../features/manage-admins/manage-admins-page'),
  'ManageAdminsPage',
);
const SupportSessionsPage = lazyPage(
  () => import('../features/support-sessions/support-sessions-page'),
  'SupportSessionsPage',
);
const SystemSettingsPage = lazyPage(
  () => import('../features/system-settings/system-settings-page'),
  'SystemSettingsPage',
);
const TenantManagementPage = lazyPage(
  () => import('../features/tenant-management/tenant-management-page'),
  'TenantManagementPage',
);
const TimeEntriesPage = lazyPage(
  () => import('../features/time-entries/time-entries-page'),
  'TimeEntriesPage',
);
const TimeEntryPage = lazyPage(
  () => import('../features/time-entry/time-entry-page'),
  'TimeEntryPage',
);
const UsersPage = lazyPage(() => import('../features/users/users-page'), 'UsersPage');
const WorkTypesPage = lazyPage(
  () => import('../features/work-types/work-types-page'),
  'WorkTypesPage',
);

const COMPANY_ADMIN: readonly Role[] = ['company_admin'];
const GLOBAL_ADMIN: readonly Role[] = ['global_admin'];

/** `/`: the time-entries view, except for a global admin outside a support session. */
function HomeRoute() {
  const session = useSession();
  const target = homeRedirect(guardSubject(session));
  return target ? <Navigate to={target} replace /> : <TimeEntriesPage />;
}

function RootLayout() {
  useDocumentTitle();
  return <Outlet />;
}

/** Route table of platform spec §2; guards of §6 (see docs/decisions/0003-access-denied.md). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { element: <PublicOnly />, children: [{ path: 'login', element: <LoginPage /> }] },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password/:token?', element: <ResetPasswordPage /> },
      { path: 'access-denied', element: <AccessDeniedRoute /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              {
                // Errors of a screen show the crash screen inside the shell.
                errorElement: <RouteErrorScreen inShell />,
                children: [
                  { index: true, element: <HomeRoute /> },
                  { path: 'dashboard', element: <DashboardPage /> },
                  { path: 'time-entry', element: <TimeEntryPage /> },
                  { path: 'time-entries', element: <TimeEntriesPage /> },
                  { path: 'change-password', element: <ChangePasswordPage /> },
                  {
                    element: <RequireRole allowed={COMPANY_ADMIN} />,
                    children: [
                      { path: 'users', element: <UsersPage /> },
                      { path: 'jobs', element: <JobsPage /> },
                      { path: 'work-types-wc-codes', element: <WorkTypesPage /> },
                      { path: 'company-settings', element: <CompanySettingsPage /> },
                      { path: 'company-reports', element: <CompanyReportsPage /> },
                    ],
                  },
                  {
                    element: <RequireRole allowed={GLOBAL_ADMIN} />,
                    children: [
                      { path: 'tenant-management', element: <TenantManagementPage /> },
                      { path: 'support-sessions', element: <SupportSessionsPage /> },
                      { path: 'manage-admins', element: <ManageAdminsPage /> },
                      { path: 'reports', element: <GlobalReportsPage /> },
                      { path: 'system-settings', element: <SystemSettingsPage /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
