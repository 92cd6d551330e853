import sharp from 'sharp';

/** The image types uploads accept, decided from the bytes, and the content type each is served as. */
export const IMAGE_EXTENSIONS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;

type ImageMime = keyof typeof IMAGE_EXTENSIONS;
type ImageExtension = (typeof IMAGE_EXTENSIONS)[ImageMime];

export const isImageMime = (mime: string | undefined): mime is ImageMime =>
  mime !== undefined && Object.hasOwn(IMAGE_EXTENSIONS, mime);

const MIME_BY_EXTENSION: Record<ImageExtension, ImageMime> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The content type of a stored name such as `0123….png`, or null for anything else. */
export function contentTypeFor(name: string): ImageMime | null {
  const ext = name.slice(name.lastIndexOf('.') + 1);
  return Object.hasOwn(MIME_BY_EXTENSION, ext) ? MIME_BY_EXTENSION[ext as ImageExtension] : null;
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

/**
 * A stricter look at the header than file-type's sniffing (which calls three bytes 'GIF' a GIF): the
 * full signature of each format, so a fragment is not kept as an image.
 */
export function hasImageSignature(mime: ImageMime, bytes: Uint8Array): boolean {
  switch (mime) {
    case 'image/jpeg':
      return bytes.length >= 4 && startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/png':
      return (
        startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
        startsWith(bytes, ascii('IHDR'), 12)
      );
    case 'image/gif':
      return (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) && bytes.length >= 13;
    case 'image/webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBPVP8'), 8);
  }
}

/** The most pixels an uploaded image may have (all frames of a GIF together): 40 megapixels. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/**
 * An upload made safe to keep: decoded by sharp under IMAGE_MAX_PIXELS (checked from the header before
 * anything is decoded, so an image that claims 50,000 x 50,000 pixels costs nothing), turned upright
 * by its EXIF orientation, and encoded again in its own format without any metadata (no EXIF, GPS
 * position, camera or comments). 'tooManyPixels' for an image over the limit, 'unreadable' for bytes
 * that have an image's signature but do not decode.
 */
export async function reencodeImage(
  mime: ImageMime,
  bytes: Uint8Array,
): Promise<Buffer | 'tooManyPixels' | 'unreadable'> {
  const animated = mime === 'image/gif';
  const open = () => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated, failOn: 'error' });
  try {
    const { width, height, pages } = await open().metadata();
    // `height` of an animated image is one frame's; every frame is decoded.
    if (!width || !height) return 'unreadable';
    if (width * height * (animated ? (pages ?? 1) : 1) > IMAGE_MAX_PIXELS) return 'tooManyPixels';
    const upright = open().rotate();
    switch (mime) {
      case 'image/jpeg':
        return await upright.jpeg({ quality: 85 }).toBuffer();
      case 'image/png':
        return await upright.png().toBuffer();
      case 'image/webp':
        return await upright.webp({ quality: 85 }).toBuffer();
      case 'image/gif':
        return await upright.gif().toBuffer();
    }
  } catch (err) {
    return err instanceof Error && /pixel limit/i.test(err.message) ? 'tooManyPixels' : 'unreadable';
  }
}
