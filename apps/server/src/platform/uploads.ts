import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { LOGO_MAX_SIDE } from '@sitehours/contract';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './data-dir';

export type ImageKind = 'png' | 'jpg';

// Decoded images are not kept between uploads: a logo is decoded once.
sharp.cache(false);

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

/** Stored logos fit in this square: shown small in the header, still crisp on dense screens. */
export const LOGO_STORED_SIDE = 1024;

/** Why an uploaded logo was refused; the route answers 400 naming the logo field. */
export class LogoRejected extends Error {
  constructor(readonly reason: 'not_image' | 'wrong_type' | 'too_large_dimensions') {
    super(reason);
    this.name = 'LogoRejected';
  }
}

/** A logo decoded and written anew: only these bytes are ever stored. */
export interface ReencodedLogo {
  bytes: Buffer;
  kind: ImageKind;
  width: number;
  height: number;
}

/**
 * Decodes an uploaded PNG or JPEG and encodes its pixels again, so that nothing but the picture
 * survives: bytes appended after the image, text and metadata chunks, EXIF and ICC data, a
 * second file format hidden in the first (a polyglot). Orientation from EXIF is applied first.
 * Pictures wider or taller than {@link LOGO_MAX_SIDE} are refused from their header, before any
 * pixels are decoded; larger than {@link LOGO_STORED_SIDE} ones are scaled down to fit. The
 * kind stays what it was (PNG keeps its transparency). Throws {@link LogoRejected}.
 */
export async function reencodeLogo(bytes: Buffer): Promise<ReencodedLogo> {
  const kind = sniffImage(bytes);
  if (!kind) throw new LogoRejected('wrong_type');
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!meta) throw new LogoRejected('not_image');
  // The bytes start like a PNG or a JPEG; the decoder must read them as the same thing.
  if (meta.format !== (kind === 'png' ? 'png' : 'jpeg')) throw new LogoRejected('wrong_type');
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < 1 || height < 1) throw new LogoRejected('not_image');
  if (width > LOGO_MAX_SIDE || height > LOGO_MAX_SIDE)
    throw new LogoRejected('too_large_dimensions');
  try {
    const image = sharp(bytes, {
      failOn: 'error',
      limitInputPixels: LOGO_MAX_SIDE * LOGO_MAX_SIDE,
      // One picture: the first frame of an animated PNG.
      pages: 1,
    })
      .rotate()
      .resize(LOGO_STORED_SIDE, LOGO_STORED_SIDE, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      kind === 'png'
        ? image.png({ compressionLevel: 9, adaptiveFiltering: true })
        : image.jpeg({ quality: 90, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, kind, width: info.width, height: info.height };
  } catch {
    throw new LogoRejected('not_image');
  }
}

export const LOGO_FOLDER = 'logos';
export const LOGO_FILE_PATTERN = /^[a-f0-9]{32}\.(png|jpg)$/;

/**
 * Stores a re-encoded logo under DATA_DIR/uploads/logos, named by its content; returns the
 * relative path. Takes only what {@link reencodeLogo} made, never the uploaded bytes.
 */
export async function storeLogo(dataDir: string, logo: ReencodedLogo): Promise<string> {
  const { bytes, kind } = logo;
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${kind}`;
  const folder = path.join(dataDir, 'uploads', LOGO_FOLDER);
  await fs.mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
  const target = path.join(folder, name);
  // Write then rename, so a reader never sees half a file.
  const temp = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temp, bytes, { mode: PRIVATE_FILE_MODE });
  await fs.rename(temp, target);
  return `${LOGO_FOLDER}/${name}`;
}

export function logoFilePath(dataDir: string, file: string): string {
  return path.join(dataDir, 'uploads', LOGO_FOLDER, file);
}
