/**
 * The office's own lists by cursor (issue #34): a customer's bookings (latest visit first), a booking's
 * history (latest first), quote requests (newest first) and the customers list (newest first). Each
 * gives every row once, in its order, whatever the page size; a row added while someone pages moves no
 * other row between pages (nothing comes twice). PGlite and PostgreSQL.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingEvents, bookings, quoteRequests, users } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import { allIds, databaseNow } from '../test/pages.js';
import { bookingBody, type Catalogue, dayCounter, startBookingTestApi } from '../bookings/test-fixtures.js';

let api: TestApi;
let c: Catalogue;
let userId: number;
let noted: number;
beforeAll(async () => {
  ({ api, c, userId } = await startBookingTestApi());
  const nextDate = dayCounter(2036);
  for (let i = 0; i < 12; i++) {
    const saved = await api.post('bookings/save.php', bookingBody(c, userId, nextDate()));
    expect(saved.status, saved.text).toBe(200);
    if (i === 0) noted = saved.body.id;
  }
  for (let i = 0; i < 9; i++) {
    const res = await api.post('bookings/set-notes.php', { id: noted, propertyNotes: `gate ${i}` });
    expect(res.status, res.text).toBe(200);
  }
  // Quote requests and customers, several made at the same moment (the id orders those).
  const at = (n: number) => `2026-0${1 + (n % 3)}-01T08:00:00Z`;
  await api.db.insert(quoteRequests).values(
    Array.from({ length: 11 }, (_, i) => ({
      serviceName: 'Tree felling',
      name: i % 2 ? `Thandi ${i}` : `Pieter ${i}`,
      email: `q${i}@example.co.za`,
      phone: `082 555 01${String(i).padStart(2, '0')}`,
      street: '1 Main Road',
      suburb: 'Rondebosch',
      postalCode: '7700',
      description: 'A big tree',
      status: i % 3 ? 'new' : 'booked',
      createdAt: at(i),
    })),
  );
  await api.db.insert(users).values(
    Array.from({ length: 9 }, (_, i) => ({
      name: `Customer ${i}`,
      email: `cust${i}@example.co.za`,
      role: 'client',
      createdAt: at(i),
    })),
  );
});
afterAll(() => api.close());

interface Page {
  nodes?: { id: number }[];
  rows?: { id: number }[];
  hasNextPage: boolean;
  endCursor: string | null;
}

/** Every page of `path` (with `query`), `first` a page; `between(n)` runs after page n. */
async function readAll(path: string, query: string, first: number, between?: (n: number) => Promise<void>) {
  const seen: number[] = [];
  let after: string | null = null;
  const size = path === 'customers/list.php' ? 'limit' : 'first';
  for (let n = 0; n < 100; n++) {
    const res: { status: number; text: string; body: Page } = await api.get<Page>(
      `${path}?${size}=${first}${query}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
    );
    expect(res.status, res.text).toBe(200);
    const rows = res.body.nodes ?? res.body.rows ?? [];
    expect(rows.length).toBeLessThanOrEqual(first);
    seen.push(...rows.map((r) => r.id));
    await between?.(n);
    if (!res.body.hasNextPage) return seen;
    after = res.body.endCursor;
  }
  throw new Error('more than 100 pages');
}

async function everyPageSize(path: string, query: string, expected: number[]) {
  expect(expected.length).toBeGreaterThan(8);
  for (const size of [1, 4, 7, 200])
    expect(await readAll(path, query, size), `${path} by ${size}`).toEqual(expected);
}

describe("a customer's bookings, latest visit first", () => {
  it('gives each once, in order, and a booking made while paging moves none', async () => {
    const rows = await api.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.userId, userId))
      .orderBy(sql`${bookings.bookingDate} desc`, asc(bookings.id));
    const expected = rows.map((r) => r.id);
    await everyPageSize('bookings/by-user-page.php', `&userId=${userId}`, expected);
    const seen = await readAll('bookings/by-user-page.php', `&userId=${userId}`, 4, async (n) => {
      if (n === 0) {
        const saved = await api.post('bookings/save.php', bookingBody(c, userId, '2037-03-03'));
        expect(saved.status, saved.text).toBe(200);
      }
    });
    expect(seen).toEqual(expected);
  });

  it('sums what the customer spent and counts their bookings in the database', async () => {
    const res = await api.get<{ bookingsCount: number; totalSpent: number }>(
      `customers/figures.php?userId=${userId}`,
    );
    expect(res.status, res.text).toBe(200);
    const [n] = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(eq(bookings.userId, userId));
    expect(res.body.bookingsCount).toBe(n!.n);
    expect(res.body.totalSpent).toBe(0); // every booking is still pending
  });

  it('refuses a cursor it did not give, naming after', async () => {
    const res = await api.get(`bookings/by-user-page.php?userId=${userId}&after=nonsense`);
    expect(res.status).toBe(400);
    expect(res.text).toContain('after');
  });
});

describe("a booking's history, latest first", () => {
  it('gives each change once, in order, and a change made while paging moves none', async () => {
    const rows = await api.db
      .select({ id: bookingEvents.id })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, noted))
      .orderBy(desc(bookingEvents.at), asc(bookingEvents.id));
    const expected = rows.map((r) => r.id);
    await everyPageSize('bookings/history-page.php', `&id=${noted}`, expected);
    const seen = await readAll('bookings/history-page.php', `&id=${noted}`, 3, async (n) => {
      if (n === 0) await api.post('bookings/set-notes.php', { id: noted, propertyNotes: 'dog' });
    });
    expect(seen).toEqual(expected);
  });
});

describe('quote requests, newest first', () => {
  const order = [desc(quoteRequests.createdAt), asc(quoteRequests.id)];

  it('gives each once, in order, of a status and found by name or phone', async () => {
    const all = await api.db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .orderBy(...order);
    await everyPageSize(
      'quote-requests/page.php',
      '',
      all.map((r) => r.id),
    );
    const fresh = await api.db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(eq(quoteRequests.status, 'new'))
      .orderBy(...order);
    expect(await readAll('quote-requests/page.php', '&status=new', 2)).toEqual(fresh.map((r) => r.id));
    const thandi = await api.db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(sql`${quoteRequests.name} ilike 'thandi%'`)
      .orderBy(...order);
    expect(await readAll('quote-requests/page.php', '&search=THANDI', 2)).toEqual(thandi.map((r) => r.id));
    const [byPhone] = await api.db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(eq(quoteRequests.phone, '082 555 0107'));
    expect(
      await readAll('quote-requests/page.php', `&search=${encodeURIComponent('+27825550107')}`, 5),
    ).toEqual([byPhone!.id]);
  });

  it('moves nothing when a request arrives while the office pages', async () => {
    const all = await api.db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .orderBy(...order);
    const seen = await readAll('quote-requests/page.php', '', 4, async (n) => {
      if (n === 0)
        await api.db.insert(quoteRequests).values({
          serviceName: 'Tree felling',
          name: 'Late Comer',
          email: 'late@example.co.za',
          phone: '082 555 0199',
          street: '1 Main Road',
          suburb: 'Rondebosch',
          postalCode: '7700',
          description: 'Another tree',
        });
    });
    expect(seen).toEqual(all.map((r) => r.id));
  });

  it('gives the requests changed since a moment, in the order of their change, whatever the path', async () => {
    const since = await databaseNow(api.db);
    const [first, second] = await api.db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .orderBy(asc(quoteRequests.id))
      .limit(2);
    // Changed by two paths that set no updated_at: the database's trigger stamps each (migration 0078).
    await api.db
      .update(quoteRequests)
      .set({ description: 'Two trees now' })
      .where(eq(quoteRequests.id, second!.id));
    await api.db.update(quoteRequests).set({ suburb: 'Newlands' }).where(eq(quoteRequests.id, first!.id));
    for (const size of [1, 2, 50]) {
      expect(await allIds(api, 'quote-requests/page.php', { updatedSince: since }, size)).toEqual([
        second!.id,
        first!.id,
      ]);
    }
    const later = await databaseNow(api.db);
    expect(await allIds(api, 'quote-requests/page.php', { updatedSince: later }, 10)).toEqual([]);
  });
});

describe('the customers list by cursor, newest first', () => {
  it('gives each customer once, in order, with the total on a first page only, and nothing twice', async () => {
    const rows = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'client'))
      .orderBy(desc(users.createdAt), asc(users.id));
    const expected = rows.map((r) => r.id);
    await everyPageSize('customers/list.php', '', expected);
    const first = await api.get<{ total: number | null; endCursor: string }>('customers/list.php?limit=3');
    expect(first.body.total).toBe(expected.length);
    const next = await api.get<{ total: number | null }>(
      `customers/list.php?limit=3&after=${encodeURIComponent(first.body.endCursor)}`,
    );
    expect(next.body.total).toBeNull();
    const seen = await readAll('customers/list.php', '', 4, async (n) => {
      if (n === 0)
        await api.db.insert(users).values({ name: 'New One', email: 'new1@example.co.za', role: 'client' });
    });
    expect(seen).toEqual(expected);
    const both = await api.get(
      `customers/list.php?offset=3&after=${encodeURIComponent(first.body.endCursor)}`,
    );
    expect(both.status).toBe(400);
  });
});
