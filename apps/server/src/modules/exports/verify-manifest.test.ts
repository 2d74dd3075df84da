import { execFileSync, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { canonicalJson } from '../ledger/ledger-chain';
import { sha256Hex, signManifest, type ExportManifest } from './manifest';
import { verifyManifestFiles } from './verify-manifest';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-manifest-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const file = Buffer.from('Employee ID,Employee\r\nu1,Luis Garcia\r\n', 'utf8');
const manifest: ExportManifest = {
  exportId: '00000000-0000-4000-8000-000000000001',
  companyId: '00000000-0000-4000-8000-000000000002',
  companyName: 'Acme Construction',
  format: 'generic',
  startDate: '2032-03-01',
  endDate: '2032-03-07',
  fileName: 'payroll_2032-03-01_to_2032-03-07.csv',
  size: file.length,
  sha256: sha256Hex(file),
  createdAt: '2032-03-08T09:00:00.000Z',
  createdBy: 'Pat Admin',
  ledgerSeq: 7,
  ledgerHash: 'a'.repeat(64),
  adjustments: 0,
};
const text = canonicalJson(manifest);
const signature = signManifest(text, privateKey);
const write = (name: string, content: string | Buffer) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, content);
  return p;
};
const manifestPath = write('manifest.json', JSON.stringify({ manifest: text, signature }));
const filePath = write('payroll.csv', file);
const keyPath = write('key.pem', publicKey.export({ type: 'spki', format: 'pem' }));

describe('verify-manifest', () => {
  it('says OK for the file the manifest signs', () => {
    const result = verifyManifestFiles(manifestPath, filePath, keyPath);
    expect(result.ok).toBe(true);
    expect(result.message).toMatch(/^OK: payroll_2032-03-01_to_2032-03-07\.csv/);
  });

  it('names what fails: a changed file, a forged manifest, another key', () => {
    const changed = write('changed.csv', Buffer.concat([file, Buffer.from('x')]));
    expect(verifyManifestFiles(manifestPath, changed, keyPath)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/SHA-256.*size/),
    });
    const forged = write(
      'forged.json',
      JSON.stringify({ manifest: text.replace('Pat Admin', 'Someone Else'), signature }),
    );
    expect(verifyManifestFiles(forged, filePath, keyPath).message).toContain('signature');
    const other = write(
      'other.pem',
      generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }),
    );
    expect(verifyManifestFiles(manifestPath, filePath, other).message).toContain('signature');
    expect(verifyManifestFiles(filePath, filePath, keyPath).ok).toBe(false);
  });

  // The same check with openssl alone, as docs/verify-exports.md shows it.
  const openssl = spawnSync('openssl', ['version'], { encoding: 'utf8' });
  it.skipIf(openssl.status !== 0 || !/OpenSSL [3-9]/.test(openssl.stdout))(
    'verifies with openssl pkeyutl as the documentation shows',
    () => {
      const txt = write('manifest.txt', text);
      const sig = write('manifest.sig', Buffer.from(signature, 'base64'));
      const verify = (input: string) =>
        spawnSync(
          'openssl',
          [
            'pkeyutl',
            '-verify',
            '-pubin',
            '-inkey',
            keyPath,
            '-rawin',
            '-in',
            input,
            '-sigfile',
            sig,
          ],
          { encoding: 'utf8' },
        );
      const good = verify(txt);
      expect(good.status, good.stderr).toBe(0);
      expect(good.stdout).toContain('Signature Verified Successfully');
      expect(verify(write('forged.txt', text.replace('Pat', 'Pam'))).status).not.toBe(0);
      const digest = execFileSync('openssl', ['dgst', '-sha256', '-r', filePath], {
        encoding: 'utf8',
      });
      expect(digest.split(' ')[0]).toBe(manifest.sha256);
    },
  );
});
