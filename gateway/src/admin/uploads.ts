/**
 * Admin image uploads: the browser sends the file as base64 (GraphQL has no file type here); the
 * gateway forwards the bytes to upload/upload.php as multipart, where the type is decided from the
 * bytes. Files of 2,000,000 bytes or more are refused before they leave the gateway.
 */
import { UPLOAD_MAX_BYTES, UPLOAD_REFUSALS } from '@greenleaf/shared/rest/uploads';
import { GraphQLError } from 'graphql';
import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import { badInput } from '../api/errors.js';
import { deleted } from './shared.js';
import { idempotencyOf } from '../idempotency/idempotency.js';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a base64 text (a `data:...;base64,` prefix is allowed); null when it is not base64. */
export function decodeBase64(text: string): Buffer | null {
  const body = text.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (body.length % 4 !== 0 || !BASE64.test(body)) return null;
  return Buffer.from(body, 'base64');
}

export const uploadMutations: MutationResolvers = {
  adminUploadImage: async (_p, { input }, ctx) => {
    // Base64 is 4 characters per 3 bytes: refuse a text that cannot fit before decoding it.
    if (input.contentBase64.length > Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 200) {
      return { success: false, url: null, file: null, reason: UPLOAD_REFUSALS.tooBig };
    }
    const bytes = decodeBase64(input.contentBase64);
    if (!bytes) throw badInput('contentBase64', 'The file is not valid base64.');
    if (bytes.length === 0) throw badInput('contentBase64', 'The file is empty.');
    if (bytes.length >= UPLOAD_MAX_BYTES)
      return { success: false, url: null, file: null, reason: UPLOAD_REFUSALS.tooBig };
    const filename = input.filename.trim().slice(0, 200) || 'upload';
    const keyed = idempotencyOf(ctx, input.idempotencyKey, { filename, contentBase64: input.contentBase64 });
    const form = new FormData();
    // Before the file: the api reads the fields that came ahead of it.
    if ('idempotency' in keyed) form.append('idempotency', JSON.stringify(keyed.idempotency));
    form.append('file', new Blob([new Uint8Array(bytes)]), filename);
    form.append('name', filename);
    let reply;
    try {
      reply = await ctx.api.post('upload/upload.php', form);
    } catch (error) {
      // The api's refusal (too big, not an image, empty) in its own words; the file store failing
      // (or the api unreachable) as the storage failure. Never one word for every refusal.
      const code = error instanceof GraphQLError ? error.extensions['code'] : undefined;
      // The same key with another file: the caller's mistake, said as every create says it.
      if (code === 'DUPLICATE') throw error;
      const reason =
        code === 'BAD_USER_INPUT' && error instanceof GraphQLError ? error.message : UPLOAD_REFUSALS.storage;
      ctx.log.warn({ err: error }, 'an upload was refused');
      return { success: false, url: null, file: null, reason };
    }
    return {
      success: reply.success,
      url: reply.url ?? null,
      file: reply.file ?? null,
      reason: reply.success ? null : (reply.reason ?? UPLOAD_REFUSALS.storage),
    };
  },
  adminDeleteUpload: async (_p, { input }, ctx) => {
    const file = input.file.trim().replace(/^\/?uploads\//, '');
    if (!/^[A-Za-z0-9._-]{1,200}$/.test(file) || file.startsWith('.')) {
      throw badInput('file', 'Give the stored file name, for example 0123abcd.png.');
    }
    return deleted(file, await ctx.api.get('upload/delete.php', { file }));
  },
};
