/**
 * Whose events an endpoint receives (migration 0073), on PGlite and PostgreSQL: the office's endpoint
 * every event; one a key subscribed, what its client may read (reach 'own': the bookings, series and
 * quote requests its client made; 'all': every one), and nothing once its client is revoked. A key's
 * calls touch only its own endpoints and their deliveries.
 */
import { sha256 } from '@greenleaf/shared/sha256';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClients, webhookDeliveries } from '../db/schema.js';
import {
  bookingBody,
  dayCounter,
  insertUser,
  startBookingTestApi,
  type Catalogue,
} from '../bookings/test-fixtures.js';
import type { TestApi } from '../test/harness.js';

let api: TestApi;
let c: Catalogue;
const nextDate = dayCounter(2035);
beforeAll(async () => {
  ({ api, c } = await startBookingTestApi());
});
afterAll(() => api.close());

let seq = 0;
async function client(reach: 'own' | 'all') {
  const name = `hooks-${reach}-${++seq}`;
  const made = await api.post<{ id: number }>('developers/save.php', {
    name,
    scopes: ['bookings:read', 'bookings:write', 'webhooks:manage'],
    reach,
    secretHash: sha256(`gl_live_${name}`),
    secretShown: 'gl_live_x',
  });
  expect(made.status, made.text).toBe(200);
  return made.body.id;
}

async function endpoint(apiClientId?: number) {
  const made = await api.post<{ id: number }>('webhooks/save.php', {
    url: `https://partner.example/hooks/${++seq}`,
    events: ['booking.created', 'booking.cancelled'],
    secret: 'whsec_0123456789abcdefghij',
    ...(apiClientId !== undefined ? { api_client_id: apiClientId } : {}),
  });
  expect(made.status, made.text).toBe(200);
  return made.body.id;
}

async function book(apiClientId?: number) {
  const user = await insertUser(api.db);
  const saved = await api.post<{ id: number }>('bookings/save.php', {
    ...bookingBody(c, user.id, nextDate()),
    ...(apiClientId !== undefined ? { apiClientId } : {}),
  });
  expect(saved.status, saved.text).toBe(200);
  return saved.body.id;
}

/** The bookings whose booking.created reached `endpointId`. */
const heard = async (endpointId: number) =>
  (
    await api.db
      .select({ bookingId: webhookDeliveries.bookingId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(webhookDeliveries.id)
  ).map((r) => r.bookingId);

describe("an endpoint's events", () => {
  it("reach 'own' hears its client's bookings only, 'all' every one, the office every one, a revoked client none", async () => {
    const own = await client('own');
    const all = await client('all');
    const revoked = await client('all');
    const [ownHook, allHook, revokedHook, officeHook] = [
      await endpoint(own),
      await endpoint(all),
      await endpoint(revoked),
      await endpoint(),
    ];
    await api.db
      .update(apiClients)
      .set({ revokedAt: new Date().toISOString() })
      .where(eq(apiClients.id, revoked));
    const mine = await book(own);
    const theirs = await book(all);
    const office = await book();
    expect(await heard(ownHook)).toEqual([mine]);
    expect(await heard(allHook)).toEqual([mine, theirs, office]);
    expect(await heard(revokedHook)).toEqual([]);
    expect(await heard(officeHook)).toEqual([mine, theirs, office]);
  });

  it('a key lists, deletes and reads the deliveries of its own endpoints only', async () => {
    const a = await client('own');
    const b = await client('own');
    const hookA = await endpoint(a);
    const hookB = await endpoint(b);
    const listed = await api.get<{ id: number }[]>(`webhooks/list.php?api_client_id=${a}`);
    expect(listed.body.map((e) => e.id)).toEqual([hookA]);
    const everyone = await api.get<{ id: number }[]>('webhooks/list.php');
    expect(everyone.body.map((e) => e.id)).toEqual(expect.arrayContaining([hookA, hookB]));
    const notTheirs = await api.post('webhooks/delete.php', { id: hookB, api_client_id: a });
    expect(notTheirs.status).toBe(404);
    const deliveries = await api.get<unknown[]>(
      `webhooks/deliveries.php?endpointId=${hookB}&api_client_id=${a}`,
    );
    expect(deliveries.body).toEqual([]);
    const own = await api.post('webhooks/delete.php', { id: hookA, api_client_id: a });
    expect(own.status, own.text).toBe(200);
  });
});
