import { prepareImageForUpload } from './resizeImage';

/** The reply of an upload: `success` with the file's public address, or no success (spec section 7). */
export interface UploadReply {
  success: boolean;
  url?: string;
}

export type UploadImage = (file: File) => Promise<UploadReply>;

/** Where the gateway takes uploads (multipart, field `file`, as the api's `upload/upload.php`). */
export const UPLOAD_ENDPOINT = '/upload';

function isUploadReply(value: unknown): value is UploadReply {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { success?: unknown }).success === 'boolean'
  );
}

/** Shrinks the image when needed, then posts it; any reply that is not a success reads as no success. */
export const uploadImage: UploadImage = async (file) => {
  const prepared = await prepareImageForUpload(file);
  const body = new FormData();
  body.append('file', prepared);
  body.append('name', prepared.name);
  const response = await fetch(UPLOAD_ENDPOINT, { method: 'POST', body, credentials: 'same-origin' });
  const reply: unknown = await response.json().catch(() => null);
  if (!isUploadReply(reply)) return { success: false };
  return { success: reply.success && typeof reply.url === 'string', url: reply.url };
};
