/** Query strings of `upload/*.php` (docs/api.md, "Uploads"); the upload itself is multipart form data. */
import { z } from 'zod';

/** The largest file an upload may carry, in bytes. */
export const UPLOAD_MAX_BYTES = 2_000_000;

/**
 * Why an upload was refused, in the office's words (the api answers them as `reason`, the gateway
 * passes them on and says the same before a file leaves it; the client shows them as they are).
 */
export const UPLOAD_REFUSALS = {
  tooBig: `File too big: the limit is ${(UPLOAD_MAX_BYTES / 1_000_000).toLocaleString('en')} MB (${UPLOAD_MAX_BYTES.toLocaleString('en')} bytes).`,
  notImage: 'This file is not an image: only JPEG, PNG, WebP and GIF images can be uploaded.',
  empty: 'The file is empty.',
  tooManyPixels:
    'Image too large: at most 40 megapixels (for example 8,000 x 5,000 pixels). Please make it smaller.',
  unreadable: 'This image could not be read: the file is damaged or incomplete.',
  storage:
    'The image could not be stored (the file store failed); nothing was saved. Please try again later.',
} as const;

/** A stored upload's name: our own random name, never the sender's. */
export const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif)$/;

export const UploadFileQuery = z.object({ file: z.string().max(200) });
