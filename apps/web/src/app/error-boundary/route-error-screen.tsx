import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { CrashScreen } from './crash-screen';
import { reportClientError } from './report-client-error';

/** The router's error element: errors thrown while rendering a route land here. */
export function RouteErrorScreen({ inShell = false }: { inShell?: boolean }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    reportClientError(error);
  }, [error]);

  return (
    <CrashScreen
      inShell={inShell}
      onTryAgain={() =>
        void navigate(
          { pathname: location.pathname, search: location.search, hash: location.hash },
          { replace: true, state: location.state as unknown },
        )
      }
    />
  );
}
