import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/app-context';
import { openText, sealText } from '../../platform/sealed-text';

/**
 * A subscription's signing secret, in the Standard Webhooks form (`whsec_` and 24 random bytes in
 * base64). The receiver keeps it to check signatures; the server keeps it sealed under a key
 * derived for the company, since it must sign with it again.
 */
const PURPOSE = 'sitehours webhook secret';

export function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export function sealSecret(ctx: AppContext, companyId: string, secret: string): string {
  return sealText(secret, ctx.tokens.deriveKey(PURPOSE, companyId), companyId);
}

export function openSecret(ctx: AppContext, companyId: string, sealed: string): string {
  return openText(sealed, ctx.tokens.deriveKey(PURPOSE, companyId), companyId);
}
