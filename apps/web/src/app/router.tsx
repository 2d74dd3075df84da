import type { ReactElement } from 'react';
import { Navigate, Outlet, matchRoutes, useRoutes, type RouteObject } from 'react-router';
import type { Role } from '@sitehours/contract';
import { FullPageLoader } from '../components/full-page-loader';
import { LoginPage } from '../features/auth/login-page';
import { RouteErrorBoundary } from './error-boundary/route-error-screen';
import { guardSubject } from './guards/guard-subject';
import { PublicOnly, RequireAuth, RequireCompanyScreen, RequireRole } from './guards/guards';
import { homeRedirect } from './guards/route-access';
import { useSession } from './session/session-context';
import { sessionStorageApi } from './session/storage';
import { LazyAppLayout, loadAppLayout } from './shell/lazy-app-layout';
import { SCREEN_TEXTS, SignedInScreen, type SignedInScreenName } from './signed-in-screen';
import type { Namespace } from './i18n/namespaces';
import { lazyPage } from './lazy-page';
import { SCREEN_LOADERS } from './screen-loaders';
import { useDocumentTitle } from './use-document-title';

// Screens load on first visit: each route downloads only its own code. The sign-in page is the
// only screen in the first download; the signed-in shell loads with the first signed-in screen,
// and the signed-in screens load from the shell (shell/screens.tsx).
const AccessDeniedRoute = lazyPage(
  () => import('../features/access-denied/access-denied-route'),
  'AccessDeniedRoute',
  { Loading: FullPageLoader },
);
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/forgot-password-page'),
  'ForgotPasswordPage',
  { Loading: FullPageLoader, texts: ['auth'] },
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/reset-password-page'),
  'ResetPasswordPage',
  { Loading: FullPageLoader, texts: ['auth'] },
);

const COMPANY_ADMIN: readonly Role[] = ['company_admin'];
const GLOBAL_ADMIN: readonly Role[] = ['global_admin'];

/** `/`: the time-entries view, except for a global admin outside a support session. */
function HomeRoute() {
  const session = useSession();
  const target = homeRedirect(guardSubject(session));
  return target ? <Navigate to={target} replace /> : <SignedInScreen name="time-entries" />;
}

function RootLayout() {
  useDocumentTitle();
  return <Outlet />;
}

/** Errors of a screen show the crash screen inside the shell. */
function ScreenErrors() {
  return (
    <RouteErrorBoundary inShell>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/** Route table of platform spec §2; guards of §6 (see docs/decisions/0003-access-denied.md). */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { element: <PublicOnly />, children: [{ path: 'login', element: <LoginPage /> }] },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password/:token?', element: <ResetPasswordPage /> },
      { path: 'access-denied', element: <AccessDeniedRoute /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <LazyAppLayout />,
            children: [
              {
                element: <ScreenErrors />,
                children: [
                  { index: true, element: <HomeRoute /> },
                  {
                    element: <RequireCompanyScreen />,
                    children: [
                      { path: 'dashboard', element: <SignedInScreen name="dashboard" /> },
                      { path: 'time-entry', element: <SignedInScreen name="time-entry" /> },
                      { path: 'time-entries', element: <SignedInScreen name="time-entries" /> },
                    ],
                  },
                  { path: 'change-password', element: <SignedInScreen name="change-password" /> },
                  {
                    element: <RequireRole allowed={COMPANY_ADMIN} />,
                    children: [
                      { path: 'users', element: <SignedInScreen name="users" /> },
                      { path: 'jobs', element: <SignedInScreen name="jobs" /> },
                      {
                        path: 'work-types-wc-codes',
                        element: <SignedInScreen name="work-types" />,
                      },
                      {
                        path: 'company-settings',
                        element: <SignedInScreen name="company-settings" />,
                      },
                      {
                        path: 'company-reports',
                        element: <SignedInScreen name="company-reports" />,
                      },
                    ],
                  },
                  {
                    element: <RequireRole allowed={GLOBAL_ADMIN} />,
                    children: [
                      {
                        path: 'tenant-management',
                        element: <SignedInScreen name="tenant-management" />,
                      },
                      {
                        path: 'support-sessions',
                        element: <SignedInScreen name="support-sessions" />,
                      },
                      { path: 'manage-admins', element: <SignedInScreen name="manage-admins" /> },
                      { path: 'reports', element: <SignedInScreen name="global-reports" /> },
                      {
                        path: 'system-settings',
                        element: <SignedInScreen name="system-settings" />,
                      },
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

/**
 * The routes, rendered inside a `<BrowserRouter>`: the app loads no data through the router
 * (no loaders or actions), so it goes without the data router's code.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/** The signed-in screens the address shows (none when it is not a signed-in one). */
function screensAt(pathname: string): SignedInScreenName[] {
  const screens: SignedInScreenName[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const element = match.route.element as ReactElement<{ name?: SignedInScreenName }> | undefined;
    if (element?.type === SignedInScreen && element.props.name) screens.push(element.props.name);
    if (element?.type === HomeRoute) screens.push('time-entries');
  }
  return screens;
}

/**
 * The texts the first screen needs, fetched with the common ones: without a stored session the
 * first screen is the sign-in page (or another signed-out one), all in the 'auth' catalogue.
 */
export function firstScreenTexts(pathname: string): Namespace[] {
  if (!sessionStorageApi.getToken()) return ['auth'];
  return screensAt(pathname).flatMap((name) => SCREEN_TEXTS[name]);
}

/**
 * Opening the app with a stored session: the shell and the screen of the address start
 * downloading at once, side by side and beside the texts and the session check, rather than one
 * after the other once the session is confirmed.
 */
export function preloadSignedInRoute(pathname: string): void {
  if (!sessionStorageApi.getToken()) return;
  // A failed download is tried again (and shown) when the screen renders. The screens' texts
  // are already on their way (main.tsx: firstScreenTexts).
  const quietly = (download: Promise<unknown>) => void download.catch(() => undefined);
  const screens = screensAt(pathname);
  for (const name of screens) quietly(SCREEN_LOADERS[name]());
  // Once the shell is there, its screen is marked ready too: it renders at once, without
  // suspending (and without React's pause before revealing a suspended screen).
  quietly(
    loadAppLayout().then((shell) =>
      Promise.all(screens.map((name) => shell.SIGNED_IN_SCREENS[name].preload())),
    ),
  );
}
