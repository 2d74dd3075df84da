import { Component, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CrashScreen } from './crash-screen';
import { reportClientError } from './report-client-error';

/** The crash screen of a route: the error is reported once, 'Try Again' opens the address again. */
function RouteErrorScreen({ error, inShell }: { error: unknown; inShell: boolean }) {
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

interface BoundaryProps {
  inShell: boolean;
  /** The history entry shown: a navigation (also 'Try Again') renders the routes again. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  hasError: boolean;
  locationKey: string;
}

class RouteBoundary extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: null, hasError: false, locationKey: props.locationKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (props.locationKey === state.locationKey) return null;
    return { error: null, hasError: false, locationKey: props.locationKey };
  }

  override render() {
    if (this.state.hasError)
      return <RouteErrorScreen error={this.state.error} inShell={this.props.inShell} />;
    return this.props.children;
  }
}

/**
 * Errors thrown while rendering the routes inside land here (a screen whose code cannot be
 * loaded, a bug): the crash screen takes their place until the next navigation.
 */
export function RouteErrorBoundary({
  inShell = false,
  children,
}: {
  inShell?: boolean;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <RouteBoundary inShell={inShell} locationKey={location.key}>
      {children}
    </RouteBoundary>
  );
}
