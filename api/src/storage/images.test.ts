import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithExif, pngClaiming } from '../test/images.js';
import { IMAGE_MAX_PIXELS, reencodeImage } from './images.js';

describe('reencodeImage', () => {
  it('keeps a JPEG upright, without its EXIF, as a JPEG', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).orientation).toBe(6);
    expect(original.includes(Buffer.from('Someone'))).toBe(true);
    const clean = await reencodeImage('image/jpeg', original);
    expect(Buffer.isBuffer(clean)).toBe(true);
    const meta = await sharp(clean as Buffer).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Turned by its orientation: 40 x 20 stored, 20 x 40 seen.
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect((clean as Buffer).includes(Buffer.from('Someone'))).toBe(false);
  });

  it.each([
    ['image/png', 'png'],
    ['image/webp', 'webp'],
    ['image/gif', 'gif'],
  ] as const)('encodes a %s again in its own format', async (mime, format) => {
    const original = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#000' } })
      .toFormat(format)
      .toBuffer();
    const clean = await reencodeImage(mime, original);
    const meta = await sharp(clean as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, 3, 2]);
  });

  it('refuses an image whose header claims more pixels than the limit, without decoding it', async () => {
    expect(50_000 * 50_000).toBeGreaterThan(IMAGE_MAX_PIXELS);
    expect(await reencodeImage('image/png', pngClaiming(50_000, 50_000))).toBe('tooManyPixels');
    expect(await reencodeImage('image/png', pngClaiming(8_000, 5_001))).toBe('tooManyPixels');
  });

  it('calls bytes with an image signature that do not decode unreadable', async () => {
    const jpegHeaderOnly = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0xff, 0xd9]);
    expect(await reencodeImage('image/jpeg', jpegHeaderOnly)).toBe('unreadable');
    expect(await reencodeImage('image/png', pngClaiming(10, 10, Buffer.from('not zlib')))).toBe('unreadable');
  });
});
