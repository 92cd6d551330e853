/**
 * Image uploads (docs/product.md).
 *
 * The type is decided from the bytes only (file-type), never from the name or the declared type; only
 * JPEG, PNG, WebP and GIF are kept, under a random name of our own (STORED_NAME), so a stored name can
 * never point outside the storage. Files are served with their image content type, `nosniff`, and a
 * CSP sandbox, so a polyglot (a real GIF that also contains HTML or script) is only ever an image.
 * Before it is stored, an image is decoded under a pixel limit and encoded again without metadata
 * (storage/images.ts `reencodeImage`): what is kept is what we wrote, never the sender's bytes.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { ApiDeps } from '../app.js';
import { notFound } from '../http/errors.js';
import { query } from '../http/validate.js';
import {
  contentTypeFor,
  hasImageSignature,
  IMAGE_EXTENSIONS,
  isImageMime,
  reencodeImage,
} from '../storage/images.js';
import { STORED_NAME } from '../storage/storage.js';
import { UPLOAD_REFUSALS, UploadFileQuery } from '@greenleaf/shared/rest/uploads';
import { zIdempotency, type Idempotency } from '@greenleaf/shared/rules/idempotency';
import { onceByName } from '../idempotency/idempotent.js';

/** The file store refused or did not answer: nothing was stored (and a key stays free). */
class StorageDown extends Error {}

const UPLOAD_REASONS = {
  notMultipart: 'Send the image as multipart form data in a "file" field.',
  noFile: 'No file was sent.',
  malformed: 'The upload could not be read.',
  ...UPLOAD_REFUSALS,
} as const;

// `error` carries the same words, so every caller (the gateway's error reading too) has the reason.
const refuse = (reply: FastifyReply, status: 400 | 413 | 503, reason: string) =>
  reply.status(status).send({ success: false, reason, error: reason });

const isClientError = (err: unknown): err is { statusCode: number; code?: string } =>
  typeof err === 'object' &&
  err !== null &&
  typeof (err as { statusCode?: unknown }).statusCode === 'number' &&
  (err as { statusCode: number }).statusCode >= 400 &&
  (err as { statusCode: number }).statusCode < 500;

/** The whole file, or why it could not be read (too big: the multipart limit truncated it). */
async function readFilePart(part: MultipartFile): Promise<Buffer | 'tooBig' | 'malformed'> {
  try {
    const bytes = await part.toBuffer();
    return part.file.truncated ? 'tooBig' : bytes;
  } catch (err) {
    // Reading the request can only fail because of what the caller sent (or a dropped connection).
    return isClientError(err) && err.code === 'FST_REQ_FILE_TOO_LARGE' ? 'tooBig' : 'malformed';
  }
}

/**
 * The `idempotency` field sent before the file (JSON, rules/idempotency.ts), if any; 'malformed' when
 * it is not one.
 */
function idempotencyField(part: MultipartFile): Idempotency | undefined | 'malformed' {
  const field = part.fields['idempotency'];
  if (field === undefined) return undefined;
  const value = Array.isArray(field) ? undefined : (field as { value?: unknown }).value;
  if (typeof value !== 'string') return 'malformed';
  try {
    const parsed = zIdempotency.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : 'malformed';
  } catch {
    return 'malformed';
  }
}

export function registerUploadRoutes(app: FastifyInstance, { storage, database }: ApiDeps): void {
  app.post('/upload/upload.php', async (req, reply) => {
    if (!req.isMultipart()) return refuse(reply, 400, UPLOAD_REASONS.notMultipart);
    let part: MultipartFile | undefined;
    try {
      part = await req.file();
    } catch {
      return refuse(reply, 400, UPLOAD_REASONS.malformed);
    }
    if (!part) return refuse(reply, 400, UPLOAD_REASONS.noFile);
    const idempotency = idempotencyField(part);
    if (idempotency === 'malformed') return refuse(reply, 400, UPLOAD_REASONS.malformed);
    const bytes = await readFilePart(part);
    if (bytes === 'tooBig') return refuse(reply, 413, UPLOAD_REASONS.tooBig);
    if (bytes === 'malformed') return refuse(reply, 400, UPLOAD_REASONS.malformed);
    if (bytes.length === 0) return refuse(reply, 400, UPLOAD_REASONS.empty);
    const type = await fileTypeFromBuffer(bytes);
    if (!isImageMime(type?.mime) || !hasImageSignature(type.mime, bytes))
      return refuse(reply, 400, UPLOAD_REASONS.notImage);
    const clean = await reencodeImage(type.mime, bytes);
    if (clean === 'tooManyPixels') return refuse(reply, 413, UPLOAD_REASONS.tooManyPixels);
    if (clean === 'unreadable') return refuse(reply, 400, UPLOAD_REASONS.unreadable);
    const extension = IMAGE_EXTENSIONS[type.mime];
    const put = async () => {
      try {
        return await storage.put(clean, extension);
      } catch (err) {
        req.log.error({ err }, 'an upload could not be stored');
        throw new StorageDown();
      }
    };
    let name: string;
    try {
      // With a key, the file is stored once: the same upload again answers the name it was stored under
      // (claimed in a transaction, so uploads sent at once with one key store one file).
      name = idempotency
        ? (await database.db.transaction((tx) => onceByName(tx, 'adminUploadImage', idempotency, put))).name
        : await put();
    } catch (err) {
      if (err instanceof StorageDown) return refuse(reply, 503, UPLOAD_REASONS.storage);
      throw err;
    }
    return { success: true, url: `/uploads/${name}`, file: name };
  });

  app.get('/upload/file.php', async (req, reply) => {
    const { file } = query(req, UploadFileQuery);
    const contentType = STORED_NAME.test(file) ? contentTypeFor(file) : null;
    const bytes = contentType ? await storage.get(file) : null;
    if (!contentType || !bytes) throw notFound('File');
    return reply
      .header('content-type', contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="${file}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(Buffer.from(bytes));
  });

  app.get('/upload/delete.php', async (req, reply) => {
    const { file } = query(req, UploadFileQuery);
    const removed = STORED_NAME.test(file) && (await storage.remove(file));
    if (!removed) return reply.status(404).send({ success: false, reason: 'File not found' });
    return { success: true };
  });
}
