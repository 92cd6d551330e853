/** Bodies of `webhooks/*.php` (docs/api.md, "Webhooks"): partners' endpoints and the event outbox. */
import { z } from 'zod';
import { WEBHOOK_SECRET_PREFIX, zWebhookEvent, zWebhookUrl } from '../rules/webhooks.js';
import { zId, zText } from './fields.js';

/** `webhooks/save.php`: a new endpoint (its secret made by the gateway). */
export const CreateWebhookEndpointBody = z.object({
  url: zWebhookUrl,
  events: z.array(zWebhookEvent).min(1).max(20),
  secret: z.string().startsWith(WEBHOOK_SECRET_PREFIX).min(20).max(200),
  created_by: zId.optional(),
});

/** `webhooks/delete.php`, `webhooks/enable.php`, `webhooks/resend.php`: which. */
export const WebhookIdBody = z.object({ id: zId });

/** `webhooks/deliveries.php`: an endpoint's latest deliveries, at most `first`. */
export const WebhookDeliveriesQuery = z.object({
  endpointId: zId,
  first: z.coerce.number<number | string>().int().min(1).max(200).default(50),
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
