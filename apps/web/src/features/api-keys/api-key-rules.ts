import { API_KEY_SCOPES, apiKeyLatestExpiry, type ApiKeyScope } from '@sitehours/contract/rules';

/** The expiries the create form offers, in days from today; a year is the longest allowed. */
export const EXPIRY_CHOICES = ['30', '90', '180', '365'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

/** The instant a choice of days names, kept within a year of `now`. */
export function expiryOf(choice: ExpiryChoice, now: Date): Date {
  const at = new Date(now.getTime() + Number(choice) * 86_400_000);
  const latest = apiKeyLatestExpiry(now);
  return at > latest ? latest : at;
}

/** The scopes in the order the contract lists them, whatever order they were ticked in. */
export const orderedScopes = (chosen: readonly string[]): ApiKeyScope[] =>
  API_KEY_SCOPES.filter((s) => chosen.includes(s));

/** A key's state as the list shows it. */
export function keyState(
  key: { revokedAt: string | null; expiresAt: string },
  now: Date,
): 'revoked' | 'expired' | 'active' {
  if (key.revokedAt) return 'revoked';
  return new Date(key.expiresAt) <= now ? 'expired' : 'active';
}
