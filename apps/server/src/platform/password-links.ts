import type { Queryable } from '../db/database';
import { passwordTokens } from '../db/schema';
import type { Config } from './config';
import { hashOpaqueToken, newOpaqueToken } from './tokens';

/**
 * Creates a single-use link to /reset-password for an account (reset or welcome) and returns
 * its address; only the token's hash is stored.
 */
export async function createPasswordLink(
  q: Queryable,
  config: Config,
  input: {
    purpose: 'reset' | 'welcome';
    subjectType: 'user' | 'global_admin';
    subjectId: string;
    tenantId: string | null;
    email: string;
    validForMs: number;
  },
): Promise<string> {
  const token = newOpaqueToken();
  await q.insert(passwordTokens).values({
    tokenHash: hashOpaqueToken(token),
    purpose: input.purpose,
    subjectType: input.subjectType,
    subjectId: input.subjectId,
    tenantId: input.tenantId,
    expiresAt: new Date(Date.now() + input.validForMs),
  });
  return `${config.appUrl}/reset-password/${token}?email=${encodeURIComponent(input.email)}`;
}
