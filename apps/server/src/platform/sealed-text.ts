import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Text kept encrypted at rest with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` (base64), with what
 * it belongs to (a company, a worker) bound in as associated data, so a sealed value copied to
 * another row does not open there.
 */
const VERSION = 'v1';

export function sealText(text: string, key: Buffer, boundTo: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64')))
    .join('.');
}

/** The text `sealText` sealed; throws when the key, the binding or the value is not the one. */
export function openText(sealed: string, key: Buffer, boundTo: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) throw new Error('unknown sealed format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}
