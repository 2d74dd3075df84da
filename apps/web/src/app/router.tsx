import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './error-boundary/route-error-screen';
import { guardSubject } from './guards/guard-subject';
import { RequireAccess, RequireAuth } from './guards/guards';
import { homeRedirect } from './guards/route-access';
import type { Namespace } from './i18n/namespaces';
import { LazyScreen, preloadScreen } from './lazy-screen';
import { HOME_SCREEN, SCREENS, isInShell, screenAt, type ScreenRoute } from './route-table';
import { useSession } from './session/session-context';
import { sessionStorageApi } from './session/storage';
import { LazyAppLayout, loadAppLayout } from './shell/lazy-app-layout';
import { useDocumentTitle } from './use-document-title';

/** `/`: the home screen, except for a global admin outside a support session. */
function HomeRoute() {
  const session = useSession();
  const target = homeRedirect(guardSubject(session));
  return target ? <Navigate to={target} replace /> : <LazyScreen screen={HOME_SCREEN} />;
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

const route = (screen: ScreenRoute): RouteObject => ({
  path: screen.path,
  element: (
    <RequireAccess access={screen.access}>
      <LazyScreen screen={screen} />
    </RequireAccess>
  ),
});

/**
 * The routes of the route table (route-table.ts). The sign-in page is the only screen in the
 * first download; the signed-in shell loads with the first signed-in screen, and each screen
 * loads its code and texts on first visit.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      ...SCREENS.filter((screen) => !isInShell(screen)).map(route),
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
                  ...SCREENS.filter(isInShell).map(route),
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
 * (no loaders or actions), so it goes without the data router's code (decision 0018).
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The texts the first screen needs, fetched with the common ones: without a stored session the
 * first screen is the sign-in page (or another signed-out one), all in the 'auth' catalogue.
 */
export function firstScreenTexts(pathname: string): readonly Namespace[] {
  if (!sessionStorageApi.getToken()) return ['auth'];
  return screenAt(pathname)?.texts ?? [];
}

/**
 * Opening the app on a signed-in screen with a stored session: the shell and the screen start
 * downloading at once, side by side and beside the texts and the session check, rather than one
 * after the other once the session is confirmed.
 */
export function preloadSignedInRoute(pathname: string): void {
  if (!sessionStorageApi.getToken()) return;
  // A failed download is tried again (and shown) when the screen renders.
  const quietly = (download: Promise<unknown>) => void download.catch(() => undefined);
  quietly(loadAppLayout());
  const screen = screenAt(pathname);
  if (screen && isInShell(screen)) quietly(preloadScreen(screen));
}
