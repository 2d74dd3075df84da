import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, operations, paths } from './schema';

/** A client of the SiteHours API: `client.GET('/api/time-entries', { params })`, typed. */
export type SiteHoursClient = Client<paths>;

/** A schema of the document by its name (`Schema<'ErrorResponse'>`). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/**
 * A client of the SiteHours server at `baseUrl` (its origin: https://hours.example.com), acting
 * with the access token of a sign-in; without one it may call the public routes only (signing in).
 */
export function createSiteHoursClient(baseUrl: string, token?: string): SiteHoursClient {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}
