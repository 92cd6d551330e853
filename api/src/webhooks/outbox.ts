/**
 * The webhook outbox (docs/api.md, "Webhooks"): an event is written, one row per subscribed enabled
 * endpoint, in the transaction of the change it reports (so no change goes unreported and no event
 * is reported for a change rolled back); the gateway's webhook job claims due rows with
 * `FOR UPDATE SKIP LOCKED`, posts them and answers how each went.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  WEBHOOK_DISABLE_AFTER_SECONDS,
  WEBHOOK_RETRY_FOR_SECONDS,
  webhookRetryDelaySeconds,
  type WebhookEvent,
} from '@greenleaf/shared/rules/webhooks';
import type {
  ClaimWebhooksBody,
  CreateWebhookEndpointBody,
  WebhookDeliveriesPageQuery,
  WebhookDeliveriesQuery,
  WebhookResultBody,
} from '@greenleaf/shared/rest/webhooks';
import type { Db, Tx } from '../db/client.js';
import { webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { once } from '../idempotency/idempotent.js';
import { recordNotice } from '../email-outbox/notices.js';
import { byChange, changedSince, keysetRows, keyText, type Keyset } from '../admin-tables/keyset-page.js';

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  enabled: webhookEndpoints.enabled,
  failingSince: webhookEndpoints.failingSince,
  disabledAt: webhookEndpoints.disabledAt,
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
  updatedAt: webhookDeliveries.updatedAt,
};

/**
 * A new endpoint and its secret (made by the gateway). With an idempotency key seen before from the
 * same caller, the endpoint that key made, its secret answered again to that caller (`replayed`).
 */
export async function createWebhookEndpoint(db: Db, input: z.infer<typeof CreateWebhookEndpointBody>) {
  const withSecret = { ...endpointColumns, secret: webhookEndpoints.secret };
  return db.transaction(async (tx) => {
    const { record, replayed } = await once(
      tx,
      'adminCreateWebhookEndpoint',
      input.idempotency,
      async () =>
        (
          await tx
            .insert(webhookEndpoints)
            .values({
              url: input.url,
              events: input.events,
              secret: input.secret,
              createdBy: input.created_by ?? null,
              apiClientId: input.api_client_id ?? null,
            })
            .returning(withSecret)
        )[0]!,
      async (id) =>
        (await tx.select(withSecret).from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0],
    );
    return { ...record, replayed };
  });
}

/** The deliveries to the endpoints `owner` manages (undefined: the office, every one). */
const deliveryOwnedBy = (owner: number | undefined) =>
  owner === undefined
    ? undefined
    : sql`exists (select 1 from webhook_endpoints o where o.id = ${webhookDeliveries.endpointId} and o.api_client_id = ${owner})`;

/** The endpoints `owner` manages: an API client's own, or (undefined: the office) every one. */
const ownedBy = (owner: number | undefined) =>
  owner === undefined ? undefined : eq(webhookEndpoints.apiClientId, owner);

/** Every endpoint (or an API client's), newest first, without secrets, with when it last took a delivery. */
export const listWebhookEndpoints = (db: Db, owner?: number) =>
  db
    .select({
      ...endpointColumns,
      // Spelled out: drizzle names the column unqualified, which the subquery would read as d.id.
      lastDeliveredAt: sql<
        string | null
      >`(select max(d.delivered_at) from webhook_deliveries d where d.endpoint_id = webhook_endpoints.id)`,
    })
    .from(webhookEndpoints)
    .where(ownedBy(owner))
    .orderBy(desc(webhookEndpoints.id));

/**
 * Turns an endpoint on again (after it was disabled for failing, docs/graphql.md "Webhooks"): its
 * pending deliveries are due now, and its failing clock starts afresh.
 */
export async function enableWebhookEndpoint(db: Db, id: number, owner?: number) {
  return db.transaction(async (tx) => {
    const [on] = await tx
      .update(webhookEndpoints)
      .set({ enabled: true, disabledAt: null, failingSince: null })
      .where(and(eq(webhookEndpoints.id, id), ownedBy(owner)))
      .returning(endpointColumns);
    if (!on) throw notFound('Webhook endpoint');
    await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(
        sql`${webhookDeliveries.endpointId} = ${id} and ${webhookDeliveries.deliveredAt} is null and ${webhookDeliveries.failedAt} is null`,
      );
    return on;
  });
}

/** Removes an endpoint and its deliveries. */
export async function deleteWebhookEndpoint(db: Db, id: number, owner?: number) {
  const gone = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), ownedBy(owner)))
    .returning(endpointColumns);
  if (!gone[0]) throw notFound('Webhook endpoint');
  return gone[0];
}

/** An endpoint's latest deliveries, newest first. */
export const listWebhookDeliveries = (db: Db, q: z.infer<typeof WebhookDeliveriesQuery>) =>
  db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, q.endpointId), deliveryOwnedBy(q.api_client_id)))
    .orderBy(desc(webhookDeliveries.id))
    .limit(q.first);

const NEWEST: Keyset = { key: webhookDeliveries.id, dir: 'desc', id: webhookDeliveries.id, nullable: false };
/** In the order of their last change (`updated_at`, set by a trigger: migration 0081). */
const BY_CHANGE = byChange(webhookDeliveries.updatedAt, webhookDeliveries.id);

const deliveryStatus = {
  pending: sql`${webhookDeliveries.deliveredAt} is null and ${webhookDeliveries.failedAt} is null`,
  delivered: sql`${webhookDeliveries.deliveredAt} is not null`,
  failed: sql`${webhookDeliveries.deliveredAt} is null and ${webhookDeliveries.failedAt} is not null`,
};

/**
 * An endpoint's deliveries page by page, newest first, of one status when asked (within `owner`'s
 * endpoints); with `updatedSince`, those changed since then, in the order of their change.
 */
export async function webhookDeliveriesPage(db: Db, q: z.infer<typeof WebhookDeliveriesPageQuery>) {
  const order = q.updatedSince ? BY_CHANGE : NEWEST;
  const { rows, hasNextPage, endCursor } = await keysetRows(
    db
      .select({ ...deliveryColumns, cursorKey: keyText(order) })
      .from(webhookDeliveries)
      .$dynamic(),
    order,
    q,
    [
      eq(webhookDeliveries.endpointId, q.endpointId),
      deliveryOwnedBy(q.api_client_id),
      q.status ? deliveryStatus[q.status] : undefined,
      changedSince(webhookDeliveries.updatedAt, q.updatedSince),
    ],
  );
  return { nodes: rows, hasNextPage, endCursor };
}

/** Sends a delivery again: due now, whatever became of it (the same event id, so a partner that has it ignores it). */
export async function resendWebhookDelivery(db: Db, id: number, owner?: number) {
  const [again] = await db
    .update(webhookDeliveries)
    .set({ deliveredAt: null, failedAt: null, nextAttemptAt: sql`now()` })
    .where(and(eq(webhookDeliveries.id, id), deliveryOwnedBy(owner)))
    .returning(deliveryColumns);
  if (!again) throw notFound('Webhook delivery');
  return again;
}

/**
 * Writes `type` about booking `bookingId` to the outbox inside `tx`: one row per enabled endpoint
 * subscribed to it, all with one event id. The payload is the booking as it stands in `tx`, built by
 * the database's `webhook_booking_event` (migration 0053), which the triggers on bookings and
 * payments also call for booking.cancelled, booking.rescheduled and booking.refunded.
 */
export async function recordBookingEvent(tx: Tx, bookingId: number, type: WebhookEvent): Promise<void> {
  await tx.execute(sql`select webhook_booking_event(${bookingId}::int, ${type}::text)`);
}

/**
 * Claims up to `limit` due deliveries, each leased for `leaseSeconds` (another replica skips it
 * meanwhile; a replica that stops leaves it due again after the lease). A delivery waits while an
 * earlier one of the same subject (a booking, a series, a quote request) to the same endpoint is
 * neither delivered nor failed: in order per subject. Answers each with its endpoint's url and secret.
 */
export async function claimWebhookDeliveries(db: Db, input: z.infer<typeof ClaimWebhooksBody>) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        sql`${webhookDeliveries.deliveredAt} is null and ${webhookDeliveries.failedAt} is null
          and ${webhookDeliveries.nextAttemptAt} <= now()
          and exists (select 1 from webhook_endpoints e where e.id = ${webhookDeliveries.endpointId} and e.enabled)
          and not exists (select 1 from webhook_deliveries earlier
            where earlier.endpoint_id = ${webhookDeliveries.endpointId}
              and earlier.subject = ${webhookDeliveries.subject}
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
        endpointId: webhookDeliveries.endpointId,
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
 * Records how a claimed delivery went: delivered (its endpoint answers again), or one more failed
 * attempt and the next after an exponential wait (shared/rules/webhooks.ts), or failed for good once
 * its event is older than the retry window. An endpoint every attempt to which has failed for
 * `disableAfterSeconds` (default 3 days, since the first failure after its last success) is disabled
 * here, once across replicas: the reply's `disabled` names it, so that its caller tells the office.
 */
export async function recordWebhookResult(db: Db, input: z.infer<typeof WebhookResultBody>) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ attempts: webhookDeliveries.attempts, endpointId: webhookDeliveries.endpointId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, input.id));
    if (!row) throw notFound('Webhook delivery');
    if (input.delivered) {
      await tx
        .update(webhookDeliveries)
        .set({ deliveredAt: sql`now()`, attempts: sql`${webhookDeliveries.attempts} + 1`, lastError: null })
        .where(eq(webhookDeliveries.id, input.id));
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, row.endpointId));
      return { recorded: true, disabled: null };
    }
    const attempts = row.attempts + 1;
    await tx
      .update(webhookDeliveries)
      .set({
        attempts,
        lastError: input.error ?? 'failed',
        nextAttemptAt: sql`now() + make_interval(secs => ${webhookRetryDelaySeconds(attempts)})`,
        failedAt: sql`case when ${webhookDeliveries.createdAt} < now() - make_interval(secs => ${WEBHOOK_RETRY_FOR_SECONDS}) then now() end`,
      })
      .where(eq(webhookDeliveries.id, input.id));
    const after = input.disableAfterSeconds ?? WEBHOOK_DISABLE_AFTER_SECONDS;
    const [failing] = await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
      .where(eq(webhookEndpoints.id, row.endpointId))
      .returning({ failingSince: webhookEndpoints.failingSince });
    if (!failing) return { recorded: true, disabled: null };
    const [disabled] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledAt: sql`now()` })
      .where(
        sql`${webhookEndpoints.id} = ${row.endpointId} and ${webhookEndpoints.enabled}
          and ${webhookEndpoints.failingSince} <= now() - make_interval(secs => ${after})`,
      )
      .returning(endpointColumns);
    // The office is owed word of it, stored with it (email-outbox/notices.ts).
    if (disabled) {
      await recordNotice(tx, { id: randomUUID(), context: {} }, 'webhook.endpoint_disabled', null, {
        endpoint: disabled,
      });
    }
    return { recorded: true, disabled: disabled ?? null };
  });
}
