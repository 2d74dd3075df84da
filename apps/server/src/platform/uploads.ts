import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type ImageKind = 'png' | 'jpg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * What an uploaded image really is, from its bytes: a PNG (signature, then the IHDR chunk) or a
 * JPEG (start-of-image marker followed by another marker). Names and declared types are ignored.
 */
export function sniffImage(bytes: Buffer): ImageKind | undefined {
  if (
    bytes.length > 24 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.toString('latin1', 12, 16) === 'IHDR'
  ) {
    return 'png';
  }
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return undefined;
}

export const LOGO_FOLDER = 'logos';
export const LOGO_FILE_PATTERN = /^[a-f0-9]{32}\.(png|jpg)$/;

/** Stores a logo under DATA_DIR/uploads/logos, named by its content; returns the relative path. */
export async function storeLogo(dataDir: string, bytes: Buffer, kind: ImageKind): Promise<string> {
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${kind}`;
  const folder = path.join(dataDir, 'uploads', LOGO_FOLDER);
  await fs.mkdir(folder, { recursive: true });
  const target = path.join(folder, name);
  // Write then rename, so a reader never sees half a file.
  const temp = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temp, bytes);
  await fs.rename(temp, target);
  return `${LOGO_FOLDER}/${name}`;
}

export function logoFilePath(dataDir: string, file: string): string {
  return path.join(dataDir, 'uploads', LOGO_FOLDER, file);
}
