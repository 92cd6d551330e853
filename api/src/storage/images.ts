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
