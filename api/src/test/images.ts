/** Images for tests of the upload's limits. */
import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';

/** A PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A small PNG file whose header claims `width` x `height` pixels (a decompression bomb's shape). */
export function pngClaiming(
  width: number,
  height: number,
  idat = deflateSync(Buffer.alloc(64 * 1024)),
): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A `width` x `height` JPEG carrying EXIF: "rotate 90°" (orientation 6), a camera, a copyright, a GPS tag. */
export const jpegWithExif = (width = 40, height = 20): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'SecretCam', Copyright: 'Someone' }, IFD3: { GPSLatitudeRef: 'S' } })
    .toBuffer();

/** What an image file says about itself: its format, size, orientation and whether it carries EXIF. */
export async function imageFacts(bytes: Uint8Array) {
  const { format, width, height, orientation, exif } = await sharp(bytes).metadata();
  return { format, width, height, orientation, hasExif: exif !== undefined };
}
