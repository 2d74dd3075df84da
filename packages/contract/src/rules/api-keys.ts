/**
 * What an API key may do: each scope opens the routes that declare it, and nothing else.
 * `time:read` lists time entries, `time:write` records, changes and deletes them, `reports:read`
 * reads the reports, `staff:manage` lists, adds and changes the company's people.
 */
export const API_KEY_SCOPES = ['time:read', 'time:write', 'reports:read', 'staff:manage'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Longest name of a key ("Payroll export, ADP nightly"). */
export const API_KEY_NAME_MAX = 100;

/** The latest expiry a key may be given: one calendar year from `now`. */
export function apiKeyLatestExpiry(now: Date): Date {
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + 1);
  return latest;
}

/** Why an expiry may not be given to a new key, if it may not. */
export function apiKeyExpiryProblem(
  expiresAt: Date,
  now: Date,
): 'apiKeyExpiryPast' | 'apiKeyExpiryTooLate' | undefined {
  if (expiresAt.getTime() <= now.getTime()) return 'apiKeyExpiryPast';
  if (expiresAt.getTime() > apiKeyLatestExpiry(now).getTime()) return 'apiKeyExpiryTooLate';
  return undefined;
}
