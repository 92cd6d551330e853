/**
 * Shrinking images in the browser before they are uploaded (the admin's image fields and the customer's
 * quote-request photos): files up to the limit (2,000,000 bytes for the admin) go up unchanged; larger
 * images, except GIFs (which may be animated), are scaled to at most 800 px on the longer side (or the
 * given size) and re-encoded as JPEG through a canvas.
 */
export const UPLOAD_LIMIT_BYTES = 2_000_000;
const MAX_IMAGE_SIDE = 800;
const JPEG_QUALITY = 0.85;

export interface ResizeRule {
  /** Files of this many bytes or fewer go up unchanged. */
  limitBytes: number;
  /** The longer side of a resized image, in pixels. */
  maxSide: number;
}

const ADMIN_IMAGE_RULE: ResizeRule = { limitBytes: UPLOAD_LIMIT_BYTES, maxSide: MAX_IMAGE_SIDE };

export function needsResize(file: Pick<File, 'size' | 'type'>, limitBytes = UPLOAD_LIMIT_BYTES): boolean {
  return file.size > limitBytes && file.type !== 'image/gif';
}

/** The size that fits `maxSide` on the longer side, keeping the proportions; never enlarges. */
export function fitWithin(
  width: number,
  height: number,
  maxSide = MAX_IMAGE_SIDE,
): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= maxSide) return { width, height };
  const scale = maxSide / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'image'}.jpg`;
}

async function loadImage(file: File): Promise<{ source: CanvasImageSource; width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The file to upload: the original, or a JPEG of at most `rule.maxSide` px on the longer side. */
export async function prepareImageForUpload(file: File, rule: ResizeRule = ADMIN_IMAGE_RULE): Promise<File> {
  if (!needsResize(file, rule.limitBytes)) return file;
  const { source, width, height } = await loadImage(file);
  const size = fitWithin(width, height, rule.maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot resize images');
  context.drawImage(source, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  if (!blob) throw new Error('The image could not be re-encoded');
  return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
}

/** The file's bytes as base64, the way the upload mutations take them. */
export async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}
