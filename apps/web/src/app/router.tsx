import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import type { Role } from '@sitehours/contract';
import { AccessDeniedRoute } from '../features/access-denied/access-denied-route';
import { ChangePasswordPage } from '../features/auth/change-password-page';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { LoginPage } from '../features/auth/login-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { CompanyReportsPage } from '../features/company-reports/company-reports-page';
import { CompanySettingsPage } from '../features/company-settings/company-settings-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { GlobalReportsPage } from '../features/global-reports/global-reports-page';
import { JobsPage } from '../features/jobs/jobs-page';
import { ManageAdminsPage } from '../features/manage-admins/manage-admins-page';
import { SupportSessionsPage } from '../features/support-sessions/support-sessions-page';
import { SystemSettingsPage } from '../features/system-settings/system-settings-page';
import { TenantManagementPage } from '../features/tenant-management/tenant-management-page';
import { TimeEntriesPage } from '../features/time-entries/time-entries-page';
import { TimeEntryPage } from '../features/time-entry/time-entry-page';
import { UsersPage } from '../features/users/users-page';
import { WorkTypesPage } from '../features/work-types/work-types-page';
import { RouteErrorScreen } from './error-boundary/route-error-screen';
import { guardSubject } from './guards/guard-subject';
import { PublicOnly, RequireAuth, RequireRole } from './guards/guards';
import { homeRedirect } from './guards/route-access';
import { useSession } from './session/session-context';
import { AppLayout } from './shell/app-layout';
import { useDocumentTitle } from './use-document-title';

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
                errorElement: <RouteErrorScreen />,
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
