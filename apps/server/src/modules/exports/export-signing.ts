import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import type { AppContext } from '../../platform/app-context';
import type { CompanyScope } from '../../platform/principal';
import { openText, sealText } from '../../platform/sealed-text';

/**
 * Each company's Ed25519 key that signs its export manifests (decision 0027). The public half is
 * handed out (PEM, SPKI) so that anyone can check a file offline; the private half is stored
 * encrypted with AES-256-GCM under a key derived from the server's secret for this company, so a
 * copy of the database alone cannot sign in the company's name.
 */
const PURPOSE = 'sitehours export signing key';

function wrappingKey(ctx: AppContext, companyId: string): Buffer {
  return ctx.tokens.deriveKey(PURPOSE, companyId);
}

/** The private key in PEM, sealed with the company id bound in. */
export function encryptPrivateKey(pem: string, key: Buffer, companyId: string): string {
  return sealText(pem, key, companyId);
}

export function decryptPrivateKey(stored: string, key: Buffer, companyId: string): KeyObject {
  return createPrivateKey(openText(stored, key, companyId));
}

interface KeyRow {
  public_key: string;
  private_key_encrypted: string;
}

/**
 * The company's key pair, made on its first use. Two first exports at once both try to store a
 * pair; the first stored wins and both sign with it.
 */
export async function companySigningKey(
  ctx: AppContext,
  tx: Tx,
  scope: CompanyScope,
): Promise<{ publicKey: string; privateKey: KeyObject }> {
  const wrap = wrappingKey(ctx, scope.companyId);
  const read = () =>
    queryRows<KeyRow>(
      tx,
      sql`select public_key, private_key_encrypted from company_keys
           where tenant_id = ${scope.tenantId} and company_id = ${scope.companyId}`,
    );
  let [row] = await read();
  if (!row) {
    const pair = generateKeyPairSync('ed25519', {
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await tx.execute(
      sql`insert into company_keys (company_id, tenant_id, public_key, private_key_encrypted)
          values (${scope.companyId}, ${scope.tenantId}, ${pair.publicKey},
                  ${encryptPrivateKey(pair.privateKey, wrap, scope.companyId)})
          on conflict (company_id, tenant_id) do nothing`,
    );
    [row] = await read();
  }
  return {
    publicKey: row!.public_key,
    privateKey: decryptPrivateKey(row!.private_key_encrypted, wrap, scope.companyId),
  };
}
