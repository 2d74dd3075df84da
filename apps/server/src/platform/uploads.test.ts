import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LOGO_MAX_SIDE } from '@sitehours/contract';
import { LOGO_STORED_SIDE, LogoRejected, reencodeLogo, sniffImage } from './uploads';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(20),
]);

const PAYLOAD = '<html><script>alert(document.cookie)</script></html>';

const picture = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } },
  });

/** One PNG chunk: length, type, data and CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG with a text chunk holding the payload, inserted after IHDR. */
function pngWithTextChunk(image: Buffer, text: string): Buffer {
  const ihdrEnd = 8 + 4 + 4 + 13 + 4;
  return Buffer.concat([
    image.subarray(0, ihdrEnd),
    chunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')),
    image.subarray(ihdrEnd),
  ]);
}

/** A PNG header that claims a size, with no pixels behind it. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const rejection = async (bytes: Buffer) => {
  try {
    await reencodeLogo(bytes);
  } catch (err) {
    expect(err).toBeInstanceOf(LogoRejected);
    return (err as LogoRejected).reason;
  }
  throw new Error('expected the logo to be refused');
};

describe('image sniffing', () => {
  it('knows PNG and JPEG by their bytes', () => {
    expect(sniffImage(png)).toBe('png');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpg');
  });

  it('refuses HTML, SVG and truncated files whatever they are called', () => {
    expect(sniffImage(Buffer.from('<html><script>alert(1)</script></html>'))).toBeUndefined();
    expect(
      sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
    ).toBeUndefined();
    expect(sniffImage(png.subarray(0, 10))).toBeUndefined();
    expect(sniffImage(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('re-encoding logos', () => {
  it('keeps the picture of a PNG and drops what follows its end', async () => {
    const clean = await picture(40, 20).png().toBuffer();
    const polyglot = Buffer.concat([clean, Buffer.from(PAYLOAD)]);
    const logo = await reencodeLogo(polyglot);
    expect(logo).toMatchObject({ kind: 'png', width: 40, height: 20 });
    expect(logo.bytes.includes(Buffer.from('<script'))).toBe(false);
    const meta = await sharp(logo.bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 40, height: 20, hasAlpha: true });
    const pixel = await sharp(logo.bytes).raw().toBuffer();
    expect([...pixel.subarray(0, 4)]).toEqual([200, 30, 30, 128]);
  });

  it('drops text chunks and metadata of a PNG', async () => {
    const clean = await picture(8, 8).png().toBuffer();
    const logo = await reencodeLogo(pngWithTextChunk(clean, PAYLOAD));
    expect(logo.bytes.includes(Buffer.from('<script'))).toBe(false);
    expect(logo.bytes.includes(Buffer.from('tEXt'))).toBe(false);
  });

  it('drops a payload after a JPEG and in its comments and EXIF data', async () => {
    const clean = await picture(30, 30)
      .jpeg()
      .withExif({ IFD0: { ImageDescription: PAYLOAD } })
      .toBuffer();
    expect(clean.includes(Buffer.from('<script'))).toBe(true);
    const logo = await reencodeLogo(Buffer.concat([clean, Buffer.from(PAYLOAD)]));
    expect(logo).toMatchObject({ kind: 'jpg', width: 30, height: 30 });
    expect(logo.bytes.includes(Buffer.from('<script'))).toBe(false);
    expect((await sharp(logo.bytes).metadata()).exif).toBeUndefined();
  });

  it('refuses a GIF, even one that is also a script, and SVG', async () => {
    const gifScript = Buffer.concat([
      Buffer.from('GIF89a/*'),
      await picture(2, 2)
        .gif()
        .toBuffer()
        .then((b) => b.subarray(8)),
      Buffer.from('*/=1;alert(1);'),
    ]);
    expect(await rejection(gifScript)).toBe('wrong_type');
    expect(await rejection(await picture(2, 2).gif().toBuffer())).toBe('wrong_type');
    expect(
      await rejection(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')),
    ).toBe('wrong_type');
    expect(await rejection(await picture(2, 2).webp().toBuffer())).toBe('wrong_type');
  });

  it('refuses bytes that start like an image but are none', async () => {
    expect(await rejection(Buffer.concat([png, Buffer.from(PAYLOAD)]))).toBe('not_image');
    const clean = await picture(40, 40).png().toBuffer();
    expect(await rejection(clean.subarray(0, 60))).toBe('not_image');
    expect(await rejection(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 1, 2, 3]))).toBe(
      'not_image',
    );
  });

  it('refuses pictures larger than the limit from their header, before decoding them', async () => {
    expect(await rejection(pngHeader(LOGO_MAX_SIDE + 1, 10))).toBe('too_large_dimensions');
    expect(await rejection(pngHeader(10, 100_000))).toBe('too_large_dimensions');
  });

  it('scales large pictures down to fit the stored size', async () => {
    const wide = await picture(LOGO_STORED_SIDE * 2, 100)
      .png()
      .toBuffer();
    const logo = await reencodeLogo(wide);
    expect(logo).toMatchObject({ width: LOGO_STORED_SIDE, height: 50 });
    const small = await reencodeLogo(await picture(16, 16).png().toBuffer());
    expect(small).toMatchObject({ width: 16, height: 16 });
  });
});
