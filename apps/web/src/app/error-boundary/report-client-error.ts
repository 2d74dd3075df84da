import { buildApiUrl } from '../api-client';

/** Body of POST /api/client-errors, trimmed to the contract's limits. */
export interface ClientErrorReport {
  message: string;
  stack?: string;
  componentStack?: string;
  url?: string;
  userAgent?: string;
}

const cut = (value: string | null | undefined, max: number) =>
  value ? value.slice(0, max) : undefined;

export function buildClientErrorReport(
  error: unknown,
  context: { componentStack?: string | null; url?: string; userAgent?: string },
): ClientErrorReport {
  const message =
    error instanceof Error
      ? error.message || error.name
      : typeof error === 'string'
        ? error
        : 'Unknown error';
  return {
    message: message.slice(0, 2000) || 'Unknown error',
    stack: cut(error instanceof Error ? error.stack : undefined, 20000),
    componentStack: cut(context.componentStack, 20000),
    url: cut(context.url, 2000),
    userAgent: cut(context.userAgent, 1000),
  };
}

/** Fire and forget: reporting must never throw or block the crash screen. */
export function reportClientError(error: unknown, componentStack?: string | null): void {
  try {
    const report = buildClientErrorReport(error, {
      componentStack,
      url: window.location.href,
      userAgent: navigator.userAgent,
    });
    void fetch(buildApiUrl('client-errors'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // nothing more to do
  }
}
