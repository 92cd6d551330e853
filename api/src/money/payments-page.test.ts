/**
 * `money/payments-page.php` and `webhooks/deliveries-page.php` (issue #35), on PGlite and PostgreSQL:
 * every payment once, in the order of its last change, whatever the page size; a refund owed or made by
 * any path brings the payment back after `updatedSince`; a key of reach 'own' reads its client's
 * bookings' payments only; an endpoint's deliveries page newest first, of one status, for its owner.
 */
import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, webhookDeliveries } from '../db/schema.js';
import { bookingBody, type Catalogue, insertUser, startBookingTestApi } from '../bookings/test-fixtures.js';
import type { TestApi } from '../test/harness.js';
import { workingDayFrom } from '../test/calendar.js';
import { allIds, allPages, databaseNow } from '../test/pages.js';
import { saveApiClient } from '../test/fixtures-partners.js';

let api: TestApi;
let c: Catalogue;
beforeAll(async () => ({ api, c } = await startBookingTestApi()));
afterAll(() => api.close());

const today = johannesburgToday();
let day = 10;
const nextDay = () => workingDayFrom(addDays(today, day++));

let seq = 0;
/** A booking (by `apiClientId`'s key when given) and one payment for it. */
async function paid(apiClientId?: number): Promise<number> {
  const user = await insertUser(api.db);
  const res = await api.post<{ id: number }>('bookings/save.php', {
    ...bookingBody(c, user.id, nextDay()),
    ...(apiClientId !== undefined ? { apiClientId } : {}),
  });
  expect(res.status, res.text).toBe(200);
  const [p] = await api.db
    .insert(payments)
    .values({
      bookingId: res.body.id,
      providerPaymentId: `pp-${++seq}-${Date.now()}`,
      amount: 500,
      status: 'COMPLETE',
    })
    .returning({ id: payments.id });
  return p!.id;
}

const all = (path: string, q: Record<string, string | number>, first: number) => allIds(api, path, q, first);
const iso = () => databaseNow(api.db);

describe('money/payments-page.php', () => {
  it('pages every payment once in the order of its last change; a refund owed and made brings it back', async () => {
    const since = await iso();
    const made = [await paid(), await paid(), await paid()];
    for (const first of [1, 2, 5])
      expect(await all('money/payments-page.php', { updatedSince: since }, first)).toEqual(made);
    // The first is owed back (as a cancellation marks it, without naming updated_at).
    const later = await iso();
    await api.db
      .update(payments)
      .set({ refundStatus: 'due', refundReason: 'cancelled' })
      .where(eq(payments.id, made[0]!));
    expect(await all('money/payments-page.php', { updatedSince: later }, 10)).toEqual([made[0]]);
    expect(await all('money/payments-page.php', { updatedSince: since }, 2)).toEqual([
      made[1],
      made[2],
      made[0],
    ]);
    expect(await all('money/payments-page.php', { updatedSince: since, refundStatus: 'due' }, 2)).toEqual([
      made[0],
    ]);
    const [page] = await allPages(api, 'money/payments-page.php', { updatedSince: later }, 10);
    expect(page).toMatchObject({
      id: made[0],
      refundStatus: 'due',
      bookingGuidId: expect.stringMatching(/^booking-/),
    });
    expect((await api.get('money/payments-page.php?after=nonsense')).status).toBe(400);
    expect((await api.get('money/payments-page.php?refundStatus=maybe')).status).toBe(400);
  });

  it("a key of reach 'own' reads the payments of its client's bookings only", async () => {
    const since = await iso();
    const client = await saveApiClient(api, 'payments portal', ['bookings:read', 'bookings:write'], 'own');
    const mine = await paid(client);
    const office = await paid();
    expect(await all('money/payments-page.php', { updatedSince: since, ownClient: client }, 10)).toEqual([
      mine,
    ]);
    expect(await all('money/payments-page.php', { updatedSince: since }, 10)).toEqual([mine, office]);
  });
});

describe('webhooks/deliveries-page.php', () => {
  it("pages an endpoint's deliveries newest first, of one status, and only its owner's", async () => {
    const client = await saveApiClient(api, 'hooks portal', ['webhooks:manage'], 'all');
    const endpoint = await api.post<{ id: number }>('webhooks/save.php', {
      url: `https://partner.example/hooks/page-${Date.now()}`,
      events: ['booking.created'],
      secret: 'whsec_0123456789abcdefghij',
      api_client_id: client,
    });
    expect(endpoint.status, endpoint.text).toBe(200);
    for (let i = 0; i < 5; i++) await paid();
    const ids = await all('webhooks/deliveries-page.php', { endpointId: endpoint.body.id }, 2);
    expect(ids).toHaveLength(5);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    await api.db
      .update(webhookDeliveries)
      .set({ deliveredAt: sql`now()` })
      .where(eq(webhookDeliveries.id, ids[1]!));
    expect(
      await all('webhooks/deliveries-page.php', { endpointId: endpoint.body.id, status: 'delivered' }, 2),
    ).toEqual([ids[1]]);
    expect(
      await all('webhooks/deliveries-page.php', { endpointId: endpoint.body.id, status: 'pending' }, 2),
    ).toEqual(ids.filter((id) => id !== ids[1]));
    const owner = { endpointId: endpoint.body.id, api_client_id: client };
    expect(await all('webhooks/deliveries-page.php', owner, 10)).toEqual(ids);
    expect(await all('webhooks/deliveries-page.php', { ...owner, api_client_id: client + 1000 }, 10)).toEqual(
      [],
    );

    // Changed since a moment, whatever path changed them: in the order of their change (0081).
    const since = await databaseNow(api.db);
    await api.db.update(webhookDeliveries).set({ attempts: 3 }).where(eq(webhookDeliveries.id, ids[3]!));
    await api.db
      .update(webhookDeliveries)
      .set({ failedAt: sql`now()` })
      .where(eq(webhookDeliveries.id, ids[0]!));
    for (const size of [1, 5]) {
      expect(
        await all(
          'webhooks/deliveries-page.php',
          { endpointId: endpoint.body.id, updatedSince: since },
          size,
        ),
      ).toEqual([ids[3], ids[0]]);
    }
  });
});
