/**
 * The outbox's claim and retry rules on the database itself (PGlite, and PostgreSQL in api-pg): a
 * booking's later event waits behind its earlier one, a claim leases its rows, a failure waits
 * 30 s doubling, and an event older than the retry window is failed for good.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../db/schema.js';
import { startTestApi, type TestApi } from '../test/harness.js';
import {
  claimWebhookDeliveries,
  enableWebhookEndpoint,
  listWebhookEndpoints,
  recordWebhookResult,
} from './outbox.js';

let api: TestApi;
let endpointId: number;

beforeAll(async () => {
  api = await startTestApi();
  const [e] = await api.db
    .insert(webhookEndpoints)
    .values({ url: 'https://partner.example/hooks', secret: 'whsec_test', events: ['booking.created'] })
    .returning();
  endpointId = e!.id;
});
afterAll(() => api?.close());

const event = (eventId: string, bookingId: number) => ({
  eventId,
  type: 'booking.created',
  payload: { type: 'booking.created' },
  endpointId,
  bookingId,
  subject: `booking:${bookingId}`,
});

describe('the webhook outbox', () => {
  it("claims a booking's events in order, leases them, and retries a failure later", async () => {
    await api.db
      .insert(webhookDeliveries)
      .values([event('evt_a1', 1), event('evt_a2', 1), event('evt_b1', 2)]);
    const first = await claimWebhookDeliveries(api.db, { limit: 50, leaseSeconds: 300 });
    expect(first.map((c) => c.eventId)).toEqual(['evt_a1', 'evt_b1']);
    // Leased: a second replica claiming now gets nothing.
    expect(await claimWebhookDeliveries(api.db, { limit: 50, leaseSeconds: 300 })).toEqual([]);

    const [a1, b1] = first;
    await recordWebhookResult(api.db, { id: a1!.id, delivered: true });
    await recordWebhookResult(api.db, { id: b1!.id, delivered: false, error: 'HTTP 500' });
    const [b1Row] = await api.db
      .select({
        attempts: webhookDeliveries.attempts,
        waits: sql<number>`round(extract(epoch from ${webhookDeliveries.nextAttemptAt} - now()))::int`,
        failedAt: webhookDeliveries.failedAt,
      })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, b1!.id));
    expect(b1Row).toMatchObject({ attempts: 1, failedAt: null });
    expect(b1Row!.waits).toBeGreaterThan(0);
    expect(b1Row!.waits).toBeLessThanOrEqual(30);
    // Once the first is delivered, the booking's next event is due (its lease on nothing else).
    const second = await claimWebhookDeliveries(api.db, { limit: 50, leaseSeconds: 300 });
    expect(second.map((c) => c.eventId)).toEqual(['evt_a2']);
  });

  it('fails a delivery for good once its event is older than a day', async () => {
    const [old] = await api.db
      .insert(webhookDeliveries)
      .values({ ...event('evt_old', 3), createdAt: sql`now() - interval '25 hours'` })
      .returning();
    await recordWebhookResult(api.db, { id: old!.id, delivered: false, error: 'timeout' });
    const [row] = await api.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, old!.id));
    expect(row!.failedAt).not.toBeNull();
  });

  it('disables an endpoint failing for the threshold, once, skips its deliveries and resumes them when enabled', async () => {
    const [e] = await api.db
      .insert(webhookEndpoints)
      .values({ url: 'https://down.example/hooks', secret: 'whsec_test', events: ['booking.created'] })
      .returning();
    const mine = (eventId: string, bookingId: number) => ({
      ...event(eventId, bookingId),
      endpointId: e!.id,
    });
    const [d1, d2] = await api.db
      .insert(webhookDeliveries)
      .values([mine('evt_d1', 10), mine('evt_d2', 11)])
      .returning();
    // The default threshold (3 days): one failure starts the clock and disables nothing.
    const first = await recordWebhookResult(api.db, { id: d1!.id, delivered: false, error: 'HTTP 500' });
    expect(first.disabled).toBeNull();
    const [failing] = await api.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, e!.id));
    expect(failing).toMatchObject({ enabled: true, disabledAt: null });
    expect(failing!.failingSince).not.toBeNull();
    // Failing for at least the threshold (0 here, as 3 days passing would): disabled, named once.
    const second = await recordWebhookResult(api.db, {
      id: d2!.id,
      delivered: false,
      error: 'HTTP 500',
      disableAfterSeconds: 0,
    });
    expect(second.disabled).toMatchObject({ id: e!.id, enabled: false });
    const third = await recordWebhookResult(api.db, {
      id: d2!.id,
      delivered: false,
      disableAfterSeconds: 0,
    });
    expect(third.disabled).toBeNull();
    // Its deliveries are kept but no longer claimed, even once due.
    await api.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now() - interval '1 minute'` })
      .where(eq(webhookDeliveries.endpointId, e!.id));
    const claimed = await claimWebhookDeliveries(api.db, { limit: 50, leaseSeconds: 300 });
    expect(claimed.filter((c) => c.endpointId === e!.id)).toEqual([]);

    const on = await enableWebhookEndpoint(api.db, e!.id);
    expect(on).toMatchObject({ enabled: true, disabledAt: null, failingSince: null });
    const resumed = await claimWebhookDeliveries(api.db, { limit: 50, leaseSeconds: 300 });
    expect(resumed.filter((c) => c.endpointId === e!.id).map((c) => c.eventId)).toEqual(['evt_d1', 'evt_d2']);
    // Delivered again: its failing clock stops, and the list says when it last took one.
    await recordWebhookResult(api.db, { id: d1!.id, delivered: true });
    const listed = (await listWebhookEndpoints(api.db)).find((x) => x.id === e!.id);
    expect(listed).toMatchObject({ enabled: true, failingSince: null });
    expect(String(listed!.lastDeliveredAt)).toMatch(/^\d{4}-\d\d-\d\d/);
  });
});
