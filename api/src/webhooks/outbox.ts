/**
 * The webhook outbox (docs/api.md, "Webhooks"): an event is written, one row per subscribed enabled
 * endpoint, in the transaction of the change it reports (so no change goes unreported and no event
 * is reported for a change rolled back); the gateway's webhook job claims due rows with
 * `FOR UPDATE SKIP LOCKED`, posts them and answers how each went.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  WEBHOOK_EVENT_ID_PREFIX,
  WEBHOOK_RETRY_FOR_SECONDS,
  webhookRetryDelaySeconds,
  type WebhookEvent,
} from '@greenleaf/shared/rules/webhooks';
import type {
  ClaimWebhooksBody,
  CreateWebhookEndpointBody,
  WebhookDeliveriesQuery,
  WebhookResultBody,
} from '@greenleaf/shared/rest/webhooks';
import type { Db, Tx } from '../db/client.js';
import { bookings, webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import { notFound } from '../http/errors.js';

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  enabled: webhookEndpoints.enabled,
  createdAt: webhookEndpoints.createdAt,
};

const deliveryColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  type: webhookDeliveries.type,
  endpointId: webhookDeliveries.endpointId,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  failedAt: webhookDeliveries.failedAt,
  lastError: webhookDeliveries.lastError,
  createdAt: webhookDeliveries.createdAt,
};

/** A new endpoint (its secret is answered by the gateway, never read back). */
export async function createWebhookEndpoint(db: Db, input: z.infer<typeof CreateWebhookEndpointBody>) {
  const [made] = await db
    .insert(webhookEndpoints)
    .values({
      url: input.url,
      events: input.events,
      secret: input.secret,
      createdBy: input.created_by ?? null,
    })
    .returning(endpointColumns);
  return made!;
}

/** Every endpoint, newest first, without secrets. */
export const listWebhookEndpoints = (db: Db) =>
  db.select(endpointColumns).from(webhookEndpoints).orderBy(desc(webhookEndpoints.id));

/** Removes an endpoint and its deliveries. */
export async function deleteWebhookEndpoint(db: Db, id: number) {
  const gone = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning(endpointColumns);
  if (!gone[0]) throw notFound('Webhook endpoint');
  return gone[0];
}

/** An endpoint's latest deliveries, newest first. */
export const listWebhookDeliveries = (db: Db, q: z.infer<typeof WebhookDeliveriesQuery>) =>
  db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, q.endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(q.first);

/** Sends a delivery again: due now, whatever became of it (the same event id, so a partner that has it ignores it). */
export async function resendWebhookDelivery(db: Db, id: number) {
  const [again] = await db
    .update(webhookDeliveries)
    .set({ deliveredAt: null, failedAt: null, nextAttemptAt: sql`now()` })
    .where(eq(webhookDeliveries.id, id))
    .returning(deliveryColumns);
  if (!again) throw notFound('Webhook delivery');
  return again;
}

/**
 * Writes `type` about booking `bookingId` to the outbox inside `tx`: one row per enabled endpoint
 * subscribed to it, all with one event id. The payload is the booking as it stands in `tx`.
 */
export async function recordBookingEvent(tx: Tx, bookingId: number, type: WebhookEvent): Promise<void> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
  if (endpoints.length === 0) return;
  const [b] = await tx
    .select({
      guidId: bookings.guidId,
      id: bookings.id,
      status: bookings.status,
      date: bookings.bookingDate,
      timeSlot: bookings.bookingTime,
      totalPrice: bookings.totalPrice,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!b) return;
  const eventId = WEBHOOK_EVENT_ID_PREFIX + randomBytes(16).toString('hex');
  const payload = {
    type,
    timestamp: new Date().toISOString(),
    data: { ...b, id: String(b.id), currency: 'ZAR' },
  };
  await tx
    .insert(webhookDeliveries)
    .values(endpoints.map((e) => ({ eventId, type, payload, endpointId: e.id, bookingId })));
}

/**
 * Claims up to `limit` due deliveries, each leased for `leaseSeconds` (another replica skips it
 * meanwhile; a replica that stops leaves it due again after the lease). A delivery waits while an
 * earlier one of the same booking to the same endpoint is neither delivered nor failed: in order per
 * booking. Answers each with its endpoint's url and secret.
 */
export async function claimWebhookDeliveries(db: Db, input: z.infer<typeof ClaimWebhooksBody>) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        sql`${webhookDeliveries.deliveredAt} is null and ${webhookDeliveries.failedAt} is null
          and ${webhookDeliveries.nextAttemptAt} <= now()
          and not exists (select 1 from webhook_deliveries earlier
            where earlier.endpoint_id = ${webhookDeliveries.endpointId}
              and earlier.booking_id = ${webhookDeliveries.bookingId}
              and earlier.id < ${webhookDeliveries.id}
              and earlier.delivered_at is null and earlier.failed_at is null)`,
      )
      .orderBy(webhookDeliveries.id)
      .limit(input.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((d) => d.id);
    await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${input.leaseSeconds})` })
      .where(sql`${webhookDeliveries.id} in ${ids}`);
    return tx
      .select({
        id: webhookDeliveries.id,
        eventId: webhookDeliveries.eventId,
        payload: webhookDeliveries.payload,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(sql`${webhookDeliveries.id} in ${ids}`)
      .orderBy(webhookDeliveries.id);
  });
}

/**
 * Records how a claimed delivery went: delivered, or one more failed attempt and the next after an
 * exponential wait (shared/rules/webhooks.ts), or failed for good once its event is older than the
 * retry window.
 */
export async function recordWebhookResult(db: Db, input: z.infer<typeof WebhookResultBody>) {
  if (input.delivered) {
    await db
      .update(webhookDeliveries)
      .set({ deliveredAt: sql`now()`, attempts: sql`${webhookDeliveries.attempts} + 1`, lastError: null })
      .where(eq(webhookDeliveries.id, input.id));
    return { recorded: true };
  }
  const [row] = await db
    .select({ attempts: webhookDeliveries.attempts })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, input.id));
  if (!row) throw notFound('Webhook delivery');
  const attempts = row.attempts + 1;
  await db
    .update(webhookDeliveries)
    .set({
      attempts,
      lastError: input.error ?? 'failed',
      nextAttemptAt: sql`now() + make_interval(secs => ${webhookRetryDelaySeconds(attempts)})`,
      failedAt: sql`case when ${webhookDeliveries.createdAt} < now() - make_interval(secs => ${WEBHOOK_RETRY_FOR_SECONDS}) then now() end`,
    })
    .where(eq(webhookDeliveries.id, input.id));
  return { recorded: true };
}
