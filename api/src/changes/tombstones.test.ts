/**
 * Tombstones (migration 0072), on PGlite and PostgreSQL: a booking, a customer or a quote request
 * removed for good leaves its id, written in the transaction that removes it (by triggers, and by the
 * erasure); `changes/tombstones.php` pages them oldest first, from a moment, each once, and a key of
 * reach 'own' reads only those its client booked.
 */
import { allPages, databaseNow } from '../test/pages.js';
import { sha256 } from '@greenleaf/shared/sha256';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, quoteRequests, tombstones, users } from '../db/schema.js';
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
const nextDate = dayCounter(2033);

beforeAll(async () => {
  ({ api, c } = await startBookingTestApi());
});
afterAll(() => api.close());

interface Row {
  id: number;
  entity: string;
  entityId: number;
  guidId: string | null;
  reason: string;
  at: string;
}
/** Every tombstone from `since`, reading pages of `first`. */
const all = (q: Record<string, string | number> = {}, first = 2) =>
  allPages<Row>(api, 'changes/tombstones.php', q, first);

let seq = 0;
async function client(reach: 'own' | 'all') {
  const name = `tomb-${reach}-${++seq}`;
  const made = await api.post<{ id: number }>('developers/save.php', {
    name,
    scopes: ['bookings:read'],
    reach,
    secretHash: sha256(`gl_live_${name}`),
    secretShown: 'gl_live_x',
  });
  expect(made.status, made.text).toBe(200);
  return made.body.id;
}

async function book(apiClientId?: number) {
  const user = await insertUser(api.db);
  const saved = await api.post<{ id: number; guidId: string }>('bookings/save.php', {
    ...bookingBody(c, user.id, nextDate()),
    ...(apiClientId !== undefined ? { apiClientId } : {}),
  });
  expect(saved.status, saved.text).toBe(200);
  return { ...saved.body, userId: user.id };
}

const now = () => databaseNow(api.db);

describe('tombstones', () => {
  it('a booking deleted by the office leaves its id and guidId, once, and nothing while it lives', async () => {
    const since = await now();
    const b = await book();
    expect(await all({ since })).toEqual([]);
    const gone = await api.get(`bookings/delete.php?id=${b.id}`);
    expect(gone.status, gone.text).toBe(200);
    const rows = await all({ since });
    expect(rows).toEqual([
      expect.objectContaining({ entity: 'booking', entityId: b.id, guidId: b.guidId, reason: 'deleted' }),
    ]);
  });

  it("a customer erased at their request leaves their id as 'erased' (their bookings stay)", async () => {
    const since = await now();
    const b = await book();
    const erased = await api.post('privacy/erase.php', { userId: b.userId });
    expect(erased.status, erased.text).toBe(200);
    const rows = await all({ since });
    expect(rows.map((r) => [r.entity, r.entityId, r.reason])).toEqual([['customer', b.userId, 'erased']]);
    expect(rows[0]!.guidId).toBeNull();
    expect(await api.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, b.id))).toHaveLength(
      1,
    );
  });

  it('a customer without bookings deleted, and a quote request deleted, leave their ids', async () => {
    const since = await now();
    const user = await insertUser(api.db);
    await api.db.delete(users).where(eq(users.id, user.id));
    const [q] = await api.db
      .insert(quoteRequests)
      .values({
        serviceName: 'Garden design',
        name: 'Gone Soon',
        email: 'gone@example.co.za',
        phone: '0845550001',
        street: '1 Long Street',
        suburb: 'Gardens',
        postalCode: '8001',
        description: 'never mind',
      })
      .returning();
    await api.db.delete(quoteRequests).where(eq(quoteRequests.id, q!.id));
    expect((await all({ since })).map((r) => [r.entity, r.entityId, r.reason])).toEqual([
      ['customer', user.id, 'deleted'],
      ['quote_request', q!.id, 'deleted'],
    ]);
  });

  it('writes nothing for a delete rolled back', async () => {
    const since = await now();
    const b = await book();
    await expect(
      api.db.transaction(async (tx) => {
        await tx.delete(bookings).where(eq(bookings.id, b.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await all({ since })).toEqual([]);
  });

  it('pages every tombstone once, oldest first, whatever the page size', async () => {
    const since = await now();
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      const b = await book();
      await api.get(`bookings/delete.php?id=${b.id}`);
      made.push(b.id);
    }
    for (const first of [1, 2, 3, 10]) {
      expect((await all({ since }, first)).map((r) => r.entityId)).toEqual(made);
    }
    const bad = await api.get<{ fields: Record<string, string> }>('changes/tombstones.php?after=nonsense');
    expect(bad.status).toBe(400);
  });

  it("a key of reach 'own' reads only what its client booked", async () => {
    const since = await now();
    const portal = await client('own');
    const other = await client('all');
    const mine = await book(portal);
    const theirs = await book(other);
    const office = await book();
    for (const b of [mine, theirs, office]) await api.get(`bookings/delete.php?id=${b.id}`);
    expect((await all({ since, ownClient: portal })).map((r) => r.entityId)).toEqual([mine.id]);
    expect((await all({ since, ownClient: other })).map((r) => r.entityId)).toEqual([theirs.id]);
    expect((await all({ since })).map((r) => r.entityId)).toEqual([mine.id, theirs.id, office.id]);
    const [row] = await api.db.select().from(tombstones).where(eq(tombstones.entityId, mine.id));
    expect(row!.apiClientIds).toEqual([portal]);
  });
});
