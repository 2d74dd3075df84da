import fs from 'node:fs';
import { verifyExport } from './manifest';

/**
 * `verify-manifest <manifest.json> <file> <public-key.pem>` (docs/verify-exports.md): checks an
 * exported file offline, with no database and no server. The manifest file is what
 * `GET /api/exports/:id/manifest` answers: `{ manifest, signature }`.
 */
export function verifyManifestFiles(
  manifestPath: string,
  filePath: string,
  keyPath: string,
): { ok: boolean; message: string } {
  let signed: { manifest?: unknown; signature?: unknown };
  try {
    signed = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as typeof signed;
  } catch {
    return {
      ok: false,
      message: `${manifestPath}: not a manifest (JSON with manifest, signature)`,
    };
  }
  if (typeof signed.manifest !== 'string' || typeof signed.signature !== 'string')
    return {
      ok: false,
      message: `${manifestPath}: not a manifest (JSON with manifest, signature)`,
    };
  const result = verifyExport(
    { manifest: signed.manifest, signature: signed.signature },
    fs.readFileSync(filePath),
    fs.readFileSync(keyPath, 'utf8'),
  );
  if (!result.ok) {
    const why = {
      manifest: 'the manifest text is not JSON',
      signature: 'the signature does not match the manifest and the public key',
      sha256: "the file's SHA-256 is not the manifest's",
      size: "the file's size is not the manifest's",
    };
    return {
      ok: false,
      message: `FAILED: ${result.failures.map((f) => why[f]).join('; ')}`,
    };
  }
  const m = result.manifest!;
  return {
    ok: true,
    message: `OK: ${m.fileName} (${m.size} bytes, SHA-256 ${m.sha256}), ${m.format} ${m.startDate} to ${m.endDate}, exported ${m.createdAt} by ${m.createdBy} for ${m.companyName}; ledger event ${m.ledgerSeq}`,
  };
}
