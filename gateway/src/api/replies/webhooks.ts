import { z } from 'zod';

/** A partner's webhook endpoint (`webhooks/*.php`): never its secret. */
export const ApiWebhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Since when every attempt to it has failed; null while it answers. */
  failingSince: z.string().nullable(),
  /** When it was disabled for failing; null otherwise. */
  disabledAt: z.string().nullable(),
  /** When it last took a delivery (webhooks/list.php only). */
  lastDeliveredAt: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type ApiWebhookEndpoint = z.infer<typeof ApiWebhookEndpointSchema>;

/** `webhooks/save.php`: the endpoint made (or, `replayed`, the one its idempotency key made) and its secret. */
export const ApiCreatedWebhookEndpointSchema = ApiWebhookEndpointSchema.extend({
  secret: z.string(),
  replayed: z.boolean(),
});

/** One event's delivery to one endpoint (the outbox row). */
export const ApiWebhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  type: z.string(),
  endpointId: z.number().int(),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  deliveredAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApiWebhookDelivery = z.infer<typeof ApiWebhookDeliverySchema>;

/** `webhooks/deliveries-page.php`: an endpoint's deliveries, newest first, a page at a time. */
export const ApiWebhookDeliveriesPageSchema = z.object({
  nodes: z.array(ApiWebhookDeliverySchema),
  hasNextPage: z.boolean(),
  endCursor: z.string().nullable(),
});
