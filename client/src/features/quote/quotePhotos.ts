import { prepareImageForUpload, toBase64, type ResizeRule } from '../../lib/images/resizeImage';

/**
 * Quote photos are shrunk harder than the admin's images: five of them travel in one request, and
 * the gateway takes at most 600,000 bytes a photo.
 */
const QUOTE_PHOTO_RULE: ResizeRule = { limitBytes: 450_000, maxSide: 1280 };

/** A chosen photo as the requestQuote mutation takes it. */
export async function quotePhotoInput(file: File): Promise<{ filename: string; contentBase64: string }> {
  const prepared = await prepareImageForUpload(file, QUOTE_PHOTO_RULE);
  return { filename: prepared.name, contentBase64: await toBase64(prepared) };
}
