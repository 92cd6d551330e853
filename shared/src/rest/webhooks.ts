/** Bodies of `webhooks/*.php` (docs/api.md, "Webhooks"): partners' endpoints and the event outbox. */
import { z } from 'zod';
import { zIdempotency } from '../rules/idempotency.js';
import { WEBHOOK_SECRET_PREFIX, zWebhookEvent, zWebhookUrl } from '../rules/webhooks.js';
import { zId, zText } from './fields.js';

/** `webhooks/save.php`: a new endpoint (its secret made by the gateway). */
export const CreateWebhookEndpointBody = z.object({
  url: zWebhookUrl,
  events: z.array(zWebhookEvent).min(1).max(20),
  secret: z.string().startsWith(WEBHOOK_SECRET_PREFIX).min(20).max(200),
  created_by: zId.optional(),
  /** The API client whose key subscribes it (its events are those that client may read). */
  api_client_id: zId.optional(),
  /** The caller's idempotency key (rules/idempotency.ts): the same key again answers the first endpoint. */
  idempotency: zIdempotency.optional(),
});

/**
 * Whose endpoints a call may touch: given, only that API client's (a key manages its own endpoints and
 * their deliveries; another's is not found); left out, the office's reach: every endpoint.
 */
const zOwner = { api_client_id: zId.optional() };

/** `webhooks/list.php`: the endpoints, all or one API client's. */
export const WebhookListQuery = z.object(zOwner);

/** `webhooks/delete.php`, `webhooks/enable.php`, `webhooks/resend.php`: which. */
export const WebhookIdBody = z.object({ id: zId, ...zOwner });

/** `webhooks/deliveries.php`: an endpoint's latest deliveries, at most `first`. */
export const WebhookDeliveriesQuery = z.object({
  ...zOwner,
  endpointId: zId,
  first: z.coerce.number<number | string>().int().min(1).max(200).default(50),
});

/** `webhooks/deliveries-page.php`: an endpoint's deliveries page by page, newest first (issue #35). */
export const WebhookDeliveriesPageQuery = z.object({
  ...zOwner,
  endpointId: zId,
  first: z.coerce.number<number | string>().int().min(1).max(200).default(50),
  after: z.string().max(200).optional(),
  status: z.enum(['pending', 'delivered', 'failed']).optional(),
  /** Only deliveries changed at or after this moment; the page is then in the order of their change. */
  updatedSince: z.iso.datetime({ offset: true }).optional(),
});

/** `webhooks/claim.php`: deliveries due now, at most `limit`, leased for `leaseSeconds`. */
export const ClaimWebhooksBody = z.object({
  limit: z.number().int().min(1).max(500).default(50),
  leaseSeconds: z.number().int().min(10).max(3600).default(300),
});

/** `webhooks/result.php`: how a claimed delivery went. */
export const WebhookResultBody = z.object({
  id: zId,
  delivered: z.boolean(),
  error: zText(500).optional(),
  /**
   * An endpoint failing this long is disabled (default WEBHOOK_DISABLE_AFTER_SECONDS, 3 days; the
   * gateway's WEBHOOK_DISABLE_AFTER_SECONDS, tests a shorter one).
   */
  disableAfterSeconds: z
    .number()
    .int()
    .min(0)
    .max(90 * 24 * 60 * 60)
    .optional(),
});
