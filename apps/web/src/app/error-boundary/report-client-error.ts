import { CLIENT_ERROR_LIMITS } from '@sitehours/contract/rules';
import type { ClientErrorReport } from '@sitehours/contract/schemas';
import { buildApiUrl } from '@/app/api-client';

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
  // Body of POST /api/client-errors, cut to the contract's limits.
  return {
    message: message.slice(0, CLIENT_ERROR_LIMITS.message) || 'Unknown error',
    stack: cut(error instanceof Error ? error.stack : undefined, CLIENT_ERROR_LIMITS.stack),
    componentStack: cut(context.componentStack, CLIENT_ERROR_LIMITS.componentStack),
    url: cut(context.url, CLIENT_ERROR_LIMITS.url),
    userAgent: cut(context.userAgent, CLIENT_ERROR_LIMITS.userAgent),
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
