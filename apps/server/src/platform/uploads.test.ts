import { describe, expect, it } from 'vitest';
import { sniffImage } from './uploads';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(20),
]);

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
