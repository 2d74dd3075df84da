import { createHash, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

/**
 * What an export's manifest states (decision 0027), signed as canonical JSON text with the
 * company's Ed25519 key: the file (name, size, SHA-256), what it covers, who made it and when,
 * and the head of the company's ledger right after the export's own event.
 */
export interface ExportManifest {
  exportId: string;
  companyId: string;
  companyName: string;
  format: string;
  startDate: string;
  endDate: string;
  fileName: string;
  size: number;
  sha256: string;
  createdAt: string;
  createdBy: string;
  ledgerSeq: number;
  ledgerHash: string;
  /** Adjustment lines in the file. */
  adjustments: number;
}

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Ed25519 over the manifest text's UTF-8 bytes, base64. */
export function signManifest(text: string, privateKey: KeyObject): string {
  return sign(null, Buffer.from(text, 'utf8'), privateKey).toString('base64');
}

export type ManifestFailure = 'manifest' | 'signature' | 'sha256' | 'size';

/**
 * Checks a file against its manifest and the company's public key, offline: the signature over
 * the manifest text, then the file's SHA-256 and size against what the manifest states.
 */
export function verifyExport(
  signed: { manifest: string; signature: string },
  file: Buffer,
  publicKeyPem: string,
): { ok: boolean; failures: ManifestFailure[]; manifest?: ExportManifest } {
  const failures: ManifestFailure[] = [];
  const key = createPublicKey(publicKeyPem);
  const good = verify(
    null,
    Buffer.from(signed.manifest, 'utf8'),
    key,
    Buffer.from(signed.signature, 'base64'),
  );
  if (!good) failures.push('signature');
  let manifest: ExportManifest | undefined;
  try {
    manifest = JSON.parse(signed.manifest) as ExportManifest;
  } catch {
    failures.push('manifest');
    return { ok: false, failures };
  }
  if (manifest.sha256 !== sha256Hex(file)) failures.push('sha256');
  if (manifest.size !== file.length) failures.push('size');
  return { ok: failures.length === 0, failures, manifest };
}
