import type { RouteInfo } from '../../src/app';

/** Fills a route's path parameters (`:id`, `:sessionId`, ...) with one value. */
export function fillPath(url: string, value: string): string {
  return url.replace(/:(\w+)/g, () => encodeURIComponent(value));
}

export const hasParams = (route: RouteInfo) => /:\w+/.test(route.url);

export const needsSignIn = (route: RouteInfo) =>
  route.access !== undefined && route.access !== 'public';

/** Body fields through which a request could name another tenant's records. */
export function idCarryingBody(ids: string[]): Record<string, unknown> {
  const [a = '', b = a, c = a] = ids;
  return {
    id: a,
    companyId: a,
    company_id: a,
    tenantId: b,
    tenant_id: b,
    userId: c,
    user_id: c,
    targetUserId: c,
    entryIds: ids,
    ids,
  };
}
