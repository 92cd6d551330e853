/**
 * bookings/page.php: every booking once, page by page, in the order of its last change; a booking
 * changed while a reader pages comes again later, and `updatedSince` finds every change because the
 * database (a trigger) sets `updated_at` on any update, whichever code made it. PGlite and PostgreSQL.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema.js';
import type { TestApi } from '../test/harness.js';
import { bookingBody, type Catalogue, dayCounter, startBookingTestApi } from './test-fixtures.js';

let api: TestApi;
let c: Catalogue;
let userId: number;
const made: number[] = [];
beforeAll(async () => {
  ({ api, c, userId } = await startBookingTestApi());
  const nextDate = dayCounter(2036);
  for (let i = 0; i < 23; i++) {
    const saved = await api.post('bookings/save.php', bookingBody(c, userId, nextDate()));
    expect(saved.status, saved.text).toBe(200);
    made.push(saved.body.id);
  }
});
afterAll(() => api.close());

interface Page {
  nodes: { id: number; updated_at: string }[];
  hasNextPage: boolean;
  endCursor: string | null;
}

async function readAll(params: string, first: number, between?: (page: number) => Promise<void>) {
  const seen: number[] = [];
  let after: string | null = null;
  for (let n = 0; n < 100; n++) {
    const res: { status: number; text: string; body: Page } = await api.get<Page>(
      `bookings/page.php?first=${first}${params}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.nodes.length).toBeLessThanOrEqual(first);
    seen.push(...res.body.nodes.map((b) => b.id));
    await between?.(n);
    if (!res.body.hasNextPage) return seen;
    after = res.body.endCursor;
  }
  throw new Error('more than 100 pages');
}

describe('bookings/page.php', () => {
  it('gives every booking once, in the order of its last change, whatever the page size', async () => {
    const all = await readAll('', 200);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(made));
    const rows = await api.db
      .select({ id: bookings.id, at: sql<string>`${bookings.updatedAt}::text` })
      .from(bookings)
      .orderBy(bookings.updatedAt, bookings.id);
    expect(all).toEqual(rows.map((r) => r.id));
    for (const size of [1, 5, 7]) expect(await readAll('', size)).toEqual(all);
  });

  it('gives a booking changed while a reader pages again later, with its change', async () => {
    const first = made[0]!;
    const seen = await readAll('', 5, async (page) => {
      // A change after the first page, by SQL that does not touch updated_at itself.
      if (page === 0)
        await api.db.update(bookings).set({ propertyNotes: 'gate code 4321' }).where(eq(bookings.id, first));
    });
    expect(seen.filter((id) => id === first)).toHaveLength(2);
    expect(seen.at(-1)).toBe(first);
  });

  it('with updatedSince gives exactly what changed since, and pages it', async () => {
    // The database's clock (to the millisecond below), after every earlier change committed.
    const clock = await api.db.execute(sql`select floor(extract(epoch from clock_timestamp()) * 1000) as ms`);
    const before = new Date(
      Number((clock as unknown as { rows: { ms: string }[] }).rows[0]!.ms),
    ).toISOString();
    const changed = [made[3]!, made[9]!, made[17]!];
    await api.db
      .update(bookings)
      .set({ propertyNotes: 'moved by phone' })
      .where(inArray(bookings.id, changed));
    const since = await readAll(`&updatedSince=${encodeURIComponent(before)}`, 2);
    expect(since).toEqual(expect.arrayContaining(changed));
    expect(since).toHaveLength(changed.length);
    const later = new Date(Date.now() + 60_000).toISOString();
    expect(await readAll(`&updatedSince=${encodeURIComponent(later)}`, 10)).toEqual([]);
  });

  it('filters by status and visit dates, and refuses a cursor it did not give', async () => {
    const pending = await readAll('&status=pending&from=2036-01-01&to=2036-12-31', 10);
    expect(new Set(pending)).toEqual(new Set(made));
    expect(await readAll('&status=cancelled&from=2036-01-01', 10)).toEqual([]);
    const bad = await api.get('bookings/page.php?after=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('after');
    expect((await api.get('bookings/page.php?first=201')).status).toBe(400);
  });
});
