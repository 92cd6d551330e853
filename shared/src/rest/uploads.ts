/** Query strings of `upload/*.php` (docs/api.md, "Uploads"); the upload itself is multipart form data. */
import { z } from 'zod';

/** The largest file an upload may carry, in bytes. */
export const UPLOAD_MAX_BYTES = 2_000_000;

/** A stored upload's name: our own random name, never the sender's. */
export const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif)$/;

export const UploadFileQuery = z.object({ file: z.string().max(200) });
