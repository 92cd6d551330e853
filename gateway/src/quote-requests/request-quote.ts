/**
 * A customer's quote request: the form checked (zod, the shared phone rule), the photos stored through
 * the api's upload endpoint (the type decided from the bytes there), the request saved, and the
 * customer and every active administrator e-mailed without waiting for the mail.
 */
import { MAX_QUOTE_PHOTOS } from '@greenleaf/shared/rules/quote-photos';
import { SaveQuoteRequestBody } from '@greenleaf/shared/rest/quote-requests';
import { z } from 'zod';
import type { RequestQuoteInput } from '../__generated__/resolvers-types.js';
import { decodeBase64 } from '../admin/uploads.js';
import { badInput, errorCode, gatewayError } from '../api/errors.js';
import type { ApiSavedQuoteRequest } from '../api/replies/bookings.js';
import type { GatewayContext } from '../context.js';
import { recordStatus } from '../domain/status.js';
import { idempotencyOf } from '../idempotency/idempotency.js';
import { requireNumericId } from '../resolvers/ids.js';
import { askNotice, sendNotice } from '../email/notices.js';

/** Said when an e-mail, a phone or an address has sent as many quote requests as a day allows. */
const quoteLimitMessage = (officePhone: string): string =>
  `We already have your recent quote requests and will answer them soon. For anything more today, please call us on ${officePhone}.`;
/** One resized photo: the browser shrinks larger ones, so 5 fit in one request under the body limit. */
const MAX_QUOTE_PHOTO_BYTES = 600_000;

/** The api's body's fields (shared/rest/quote-requests: one set of field rules), and the photos as sent. */
const RequestQuoteSchema = SaveQuoteRequestBody.pick({
  name: true,
  email: true,
  phone: true,
  street: true,
  suburb: true,
  postalCode: true,
  description: true,
}).extend({
  photos: z
    .array(z.object({ filename: z.string().max(200), contentBase64: z.string() }))
    .max(MAX_QUOTE_PHOTOS, `Add at most ${MAX_QUOTE_PHOTOS} photos`)
    .nullish(),
});

/** The first problem as BAD_USER_INPUT naming its field. */
function checked(input: RequestQuoteInput) {
  const parsed = RequestQuoteSchema.safeParse({ ...input, email: input.email.trim() });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw badInput(issue.path.join('.') || 'input', issue.message);
}

async function storePhoto(
  ctx: GatewayContext,
  photo: { filename: string; contentBase64: string },
  at: string,
) {
  const bytes = decodeBase64(photo.contentBase64);
  if (!bytes || bytes.length === 0) throw badInput(at, 'This photo could not be read.');
  if (bytes.length > MAX_QUOTE_PHOTO_BYTES) throw badInput(at, 'This photo is too big.');
  const form = new FormData();
  const filename = photo.filename.trim().slice(0, 200) || 'photo';
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const reply = await ctx.api.post('upload/upload.php', form);
  if (!reply.success || !reply.file) throw badInput(at, reply.reason ?? 'This photo could not be stored.');
  return reply.file;
}

export async function requestQuote(
  ctx: GatewayContext,
  input: RequestQuoteInput,
): Promise<ApiSavedQuoteRequest> {
  const serviceId = requireNumericId(input.serviceId, 'serviceId');
  const form = checked(input);
  const { idempotencyKey, ...request } = input;
  const idempotency = idempotencyOf(ctx, idempotencyKey, request);
  const service = await ctx.api.serviceById.load(serviceId);
  if (!service || recordStatus(service.statusId) !== 'ACTIVE') {
    throw gatewayError('NOT_FOUND', 'This service is not offered.', { field: 'serviceId' });
  }
  if (!service.quoteOnly) throw badInput('serviceId', 'This service has a price: book it directly.');
  const photos: string[] = [];
  const removePhotos = () =>
    Promise.all(photos.map((file) => ctx.api.get('upload/delete.php', { file }).catch(() => undefined)));
  try {
    for (const [i, photo] of (form.photos ?? []).entries()) {
      photos.push(await storePhoto(ctx, photo, `photos.${i}`));
    }
  } catch (error) {
    await removePhotos(); // a refused photo keeps none of the others
    throw error;
  }
  // Its e-mails are owed with the request itself (email/notices.ts).
  const notice = askNotice();
  const saved = await ctx.api
    .post('quote-requests/save.php', {
      serviceId,
      name: form.name,
      email: form.email,
      phone: form.phone,
      street: form.street,
      suburb: form.suburb,
      postalCode: form.postalCode,
      description: form.description,
      photos,
      clientIp: ctx.ip,
      // a partner's key is counted against its own daily limit (shared/rules/partner-limits.ts)
      ...(ctx.apiClient ? { apiClientId: ctx.apiClient.id } : {}),
      ...idempotency,
      notice,
    })
    .catch(async (error: unknown) => {
      await removePhotos();
      // The api counts requests per e-mail, phone and address in a day (in the database).
      if (errorCode(error) === 'RATE_LIMITED')
        throw gatewayError('RATE_LIMITED', quoteLimitMessage(ctx.config.officePhone));
      throw error;
    });
  if (saved.replayed) {
    // Sent again: the first request's photos and e-mails stand; this one's copies are not kept.
    await removePhotos();
    return saved;
  }
  void sendNotice(ctx, notice, saved);
  return saved;
}
