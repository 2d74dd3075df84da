import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './crash-screen';
import { reportClientError } from './report-client-error';

interface State {
  error: unknown;
  hasError: boolean;
}

/** Catches render errors outside the router's own boundaries, reports them and shows the crash screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportClientError(error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) {
      return <CrashScreen onTryAgain={() => this.setState({ error: null, hasError: false })} />;
    }
    return this.props.children;
  }
}
