/**
 * A key of reach 'own' (developers/own-reach.ts), on PGlite and PostgreSQL: every read it may be granted,
 * given `ownClient`, answers only the bookings that client made and the customers it booked for; another
 * client's booking or customer is 404, as if there were none. Without `ownClient`: every row.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema.js';
import { sha256 } from '@greenleaf/shared/sha256';
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
const nextDate = dayCounter(2032);

async function client(name: string, reach?: 'own' | 'all') {
  const made = await api.post<{ id: number; reach: string }>('developers/save.php', {
    name,
    scopes: ['bookings:read', 'bookings:write', 'customers:read'],
    ...(reach ? { reach } : {}),
    secretHash: sha256(`gl_live_${name}`),
    secretShown: 'gl_live_x',
  });
  expect(made.status, made.text).toBe(200);
  return made.body;
}

/** A booking for a new customer, made with `apiClientId`'s key (or by no key). */
async function booked(apiClientId?: number) {
  const user = await insertUser(api.db);
  const saved = await api.post<{ id: number; guidId: string }>('bookings/save.php', {
    ...bookingBody(c, user.id, nextDate()),
    ...(apiClientId !== undefined ? { apiClientId } : {}),
  });
  expect(saved.status, saved.text).toBe(200);
  return { ...saved.body, userId: user.id };
}

let portal: number;
let other: number;
let mine: Awaited<ReturnType<typeof booked>>;
let theirs: Awaited<ReturnType<typeof booked>>;
let office: Awaited<ReturnType<typeof booked>>;

beforeAll(async () => {
  ({ api, c } = await startBookingTestApi());
  const first = await client('portal');
  expect(first.reach).toBe('own');
  portal = first.id;
  other = (await client('other', 'all')).id;
  mine = await booked(portal);
  theirs = await booked(other);
  office = await booked();
});
afterAll(() => api.close());

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe("a key of reach 'own'", () => {
  it('lists and pages only its own bookings', async () => {
    const list = await api.get<{ id: number }[]>(`bookings/list.php?ownClient=${portal}`);
    expect(ids(list.body)).toEqual([mine.id]);
    const all = await api.get<{ id: number }[]>('bookings/list.php');
    expect(ids(all.body)).toEqual(expect.arrayContaining([mine.id, theirs.id, office.id]));
    const page = await api.get<{ nodes: { id: number }[] }>(
      `bookings/page.php?first=200&updatedSince=2000-01-01T00:00:00Z&ownClient=${portal}`,
    );
    expect(ids(page.body.nodes)).toEqual([mine.id]);
    const theirPage = await api.get<{ nodes: { id: number }[] }>(`bookings/page.php?ownClient=${other}`);
    expect(ids(theirPage.body.nodes)).toEqual([theirs.id]);
  });

  it('reads its own booking by id or guid, and not another client’s or the office’s', async () => {
    expect((await api.get(`bookings/get.php?id=${mine.id}&ownClient=${portal}`)).status).toBe(200);
    expect((await api.get(`bookings/get.php?guidId=${mine.guidId}&ownClient=${portal}`)).status).toBe(200);
    expect((await api.get(`bookings/get.php?id=${theirs.id}&ownClient=${portal}`)).status).toBe(404);
    expect((await api.get(`bookings/get.php?guidId=${office.guidId}&ownClient=${portal}`)).status).toBe(404);
    expect((await api.get(`bookings/get.php?id=${theirs.id}`)).status).toBe(200);
  });

  it('sees only the customers it booked for, and only its own bookings of them', async () => {
    const list = await api.get<{ rows: { id: number; bookingsCount: number }[]; total: number }>(
      `customers/list.php?ownClient=${portal}&limit=200`,
    );
    expect(list.body.rows.map((r) => r.id)).toEqual([mine.userId]);
    expect(list.body.total).toBe(1);
    // The office books again for the partner's customer: the partner's key still sees only its booking.
    const again = await api.post<{ id: number }>(
      'bookings/save.php',
      bookingBody(c, mine.userId, nextDate()),
    );
    expect(again.status, again.text).toBe(200);
    const figures = await api.get<{ bookingsCount: number }>(
      `customers/figures.php?userId=${mine.userId}&ownClient=${portal}`,
    );
    expect(figures.body.bookingsCount).toBe(1);
    expect((await api.get(`customers/figures.php?userId=${mine.userId}`)).body.bookingsCount).toBe(2);
    expect((await api.get(`customers/figures.php?userId=${theirs.userId}&ownClient=${portal}`)).status).toBe(
      404,
    );
    const byUser = await api.get<{ id: number }[]>(
      `bookings/list-by-user-id.php?userId=${mine.userId}&ownClient=${portal}`,
    );
    expect(ids(byUser.body)).toEqual([mine.id]);
    const byUserPage = await api.get<{ nodes: { id: number }[] }>(
      `bookings/by-user-page.php?userId=${mine.userId}&ownClient=${portal}`,
    );
    expect(ids(byUserPage.body.nodes)).toEqual([mine.id]);
  });

  it('is set and changed with the client’s allowed return URLs, which are kept as prefixes', async () => {
    const changed = await api.post<{ reach: string; allowedReturnUrls: string[] }>('developers/access.php', {
      id: portal,
      reach: 'all',
      allowedReturnUrls: ['https://Portal.example/pay', 'http://127.0.0.1:5173/'],
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      reach: 'all',
      allowedReturnUrls: ['https://portal.example/pay', 'http://127.0.0.1:5173/'],
    });
    const refused = await api.post<{ fields: Record<string, string> }>('developers/access.php', {
      id: portal,
      allowedReturnUrls: ['http://portal.example/pay'],
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.fields)[0]).toMatch(/^allowedReturnUrls/);
    expect((await api.post('developers/access.php', { id: 999_999, reach: 'own' })).status).toBe(404);
    // Nothing to change: the client as it is.
    const same = await api.post<{ reach: string }>('developers/access.php', { id: portal });
    expect([same.status, same.body.reach]).toEqual([200, 'all']);
    expect((await api.post('developers/access.php', { id: 999_999 })).status).toBe(404);
  });
});

describe('migration 0069', () => {
  it("names the client of a booking made before it from its 'created' event, without counting it as a change", async () => {
    const old = await booked();
    await api.db.execute(
      sql`update booking_events set detail = detail || ${JSON.stringify({ apiClientId: portal })}::jsonb
          where booking_id = ${old.id} and kind = 'created'`,
    );
    const before = await api.db
      .select({ updatedAt: bookings.updatedAt })
      .from(bookings)
      .where(eq(bookings.id, old.id));
    const migration = readFileSync(
      new URL('../../drizzle/0069_partner_reach_return_urls.sql', import.meta.url),
      'utf8',
    );
    // The backfill: the statements from disabling the touch trigger on.
    const backfill = migration.slice(migration.indexOf('ALTER TABLE "bookings" DISABLE TRIGGER'));
    for (const statement of backfill.split('--> statement-breakpoint')) {
      await api.db.execute(sql.raw(statement));
    }
    const after = await api.db
      .select({ apiClientId: bookings.apiClientId, updatedAt: bookings.updatedAt })
      .from(bookings)
      .where(eq(bookings.id, old.id));
    expect(after).toEqual([{ apiClientId: portal, updatedAt: before[0]!.updatedAt }]);
    const list = await api.get<{ id: number }[]>(`bookings/list.php?ownClient=${portal}`);
    expect(ids(list.body)).toContain(old.id);
  });
});
