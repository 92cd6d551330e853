/**
 * The office's searches (search.ts) find the same rows on PGlite and PostgreSQL: a customer's name,
 * e-mail, phone in several forms, a booking's date as people write one, its suburb, a service, its
 * reference, any case, and % _ \ as themselves; a 1 or 2 character search matches the start.
 */
import { ilike, inArray, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingServices, bookings, customerProperties, users } from '../db/schema.js';
import { startTestApi, type TestApi } from '../test/harness.js';
import { dateSearchRange } from './date-search.js';
import { bookingSearch, customerSearch, searchPattern } from './search.js';

let api: TestApi;
const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
type Who = 'A' | 'B' | 'C' | 'D';
const userIds = new Map<number, Who>();
const bookingIds = new Map<number, Who>();

const PEOPLE: Record<
  Who,
  { user: typeof users.$inferInsert; date: string; suburb: string; service: string }
> = {
  A: {
    user: { name: 'Ayanda Qhubeka', email: `ayanda.q.${tag}@kwazulu.test`, phone: '0827419630' },
    date: '2041-03-07',
    suburb: 'Umhlanga Rocks',
    service: 'Lawn mowing Deluxe',
  },
  B: {
    user: { name: 'Bongi 100% Real_Name\\x', email: `bongi.${tag}@example.test`, phone: '+27 83 852 0741' },
    date: '2041-11-28',
    suburb: 'Durbanville',
    service: 'Hedge trimming XL',
  },
  C: {
    user: { name: 'Carla Zyx', email: `CARLA.ZYX.${tag}@Mixed.Test`, address: '12 Jacaranda Lane' },
    date: '2041-11-05',
    suburb: 'Sea Point',
    service: 'Weed control',
  },
  D: {
    user: { name: 'Dumi RealXName 1000', email: `dumi.${tag}@example.test` },
    date: '2042-01-15',
    suburb: 'Observatory',
    service: 'Gutter clean',
  },
};

beforeAll(async () => {
  api = await startTestApi();
  for (const [who, p] of Object.entries(PEOPLE) as [Who, (typeof PEOPLE)[Who]][]) {
    const [u] = await api.db.insert(users).values(p.user).returning({ id: users.id });
    userIds.set(u!.id, who);
    const [b] = await api.db
      .insert(bookings)
      .values({
        guidId: `GLQ-${tag}-${who}`,
        userId: u!.id,
        status: 'confirmed',
        bookingDate: p.date,
        addressSuburb: p.suburb,
      })
      .returning({ id: bookings.id });
    bookingIds.set(b!.id, who);
    await api.db.insert(bookingServices).values({ bookingId: b!.id, name: p.service });
  }
  const b = [...userIds].find(([, w]) => w === 'B')![0];
  await api.db
    .insert(customerProperties)
    .values({ userId: b, street: '1 Main Road', suburb: 'Constantia Heights', postalCode: '7806' });
});
afterAll(() => api?.close());

async function found(ids: Map<number, Who>, select: (mine: number[]) => Promise<{ id: number }[]>) {
  const rows = await select([...ids.keys()]);
  return rows.map((r) => ids.get(r.id)!).sort();
}

const bookingsFound = (search: string) =>
  found(bookingIds, (mine) =>
    api.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        sql`${inArray(bookings.id, mine)} and ${or(ilike(bookings.guidId, searchPattern(search)), bookingSearch(search))}`,
      ),
  );

const customersFound = (search: string) =>
  found(userIds, (mine) =>
    api.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${inArray(users.id, mine)} and ${customerSearch(search)}`),
  );

describe('bookingSearch', () => {
  it.each([
    ['a name, any case', 'ayanda QHUBEKA', ['A']],
    ['an e-mail part', 'AYANDA.Q.', ['A']],
    ['an e-mail, mixed case stored', 'carla.zyx', ['C']],
    ['a phone, national', '0827419630', ['A']],
    ['a phone, spaced', '082 741 9630', ['A']],
    ['a phone, international', '+27 82 741 9630', ['A']],
    ['a phone stored international, searched national', '083 852 0741', ['B']],
    ['the start of a phone', '082 741', ['A']],
    ['a day, ISO', '2041-03-07', ['A']],
    ['a day, DD/MM/YYYY', '07/03/2041', ['A']],
    ['a day, D Mon YYYY', '7 Mar 2041', ['A']],
    ['a day, D Month YYYY', '28 November 2041', ['B']],
    ['a month, ISO', '2041-11', ['B', 'C']],
    ['a month, Mon YYYY', 'nov 2041', ['B', 'C']],
    ['a year', '2041', ['A', 'B', 'C']],
    ['no such day', '31/02/2041', []],
    ['a suburb part', 'umhlanga', ['A']],
    ['a suburb, any case', 'DURBANV', ['B']],
    ['a service', 'deluxe', ['A']],
    ['a service, any case', 'HEDGE TRIMMING xl', ['B']],
    ['the reference', `glq-${tag.toLowerCase()}-c`, ['C']],
    ['% as itself', '100%', ['B']],
    ['_ as itself', 'real_name', ['B']],
    ['\\ as itself', 'e\\x', ['B']],
    ['a short search: the start of a name', 'ay', ['A']],
    ['a short search: not the middle of a name', 'qh', []],
    ['nothing', 'zzqqy', []],
  ])('%s (%s)', async (_what, search, expected) => {
    expect(await bookingsFound(search)).toEqual(expected);
  });
});

describe('customerSearch', () => {
  it.each([
    ['a name', 'qhubeka', ['A']],
    ['an e-mail', 'kwazulu', ['A']],
    ['a phone in another form', '+27838520741', ['B']],
    ["a property's suburb", 'constantia', ['B']],
    ["a booking's suburb", 'sea point', ['C']],
    ['% as itself', '00%', ['B']],
    ['a short search: the start (a name, a booking suburb)', 'du', ['B', 'D']],
  ])('%s (%s)', async (_what, search, expected) => {
    expect(await customersFound(search)).toEqual(expected);
  });
});

describe('the generic users list search', () => {
  it.each([
    ['a name', 'zyx', ['C']],
    ['an address', 'jacaranda', ['C']],
    ['a phone in another form', '+27 82 741 9630', ['A']],
    ['an e-mail', 'bongi.', ['B']],
  ])('%s (%s)', async (_what, search, expected) => {
    const res = await api.post('query/query.php', { table: 'users', action: 'query', search, limit: 200 });
    expect(res.status, res.text).toBe(200);
    const rows = res.body as { id: number }[];
    expect(
      rows
        .map((r) => userIds.get(r.id))
        .filter(Boolean)
        .sort(),
    ).toEqual(expected);
  });
});

describe('dateSearchRange', () => {
  it.each([
    ['2026-11-28', { from: '2026-11-28', to: '2026-11-29' }],
    ['2026/12/31', { from: '2026-12-31', to: '2027-01-01' }],
    ['28.11.2026', { from: '2026-11-28', to: '2026-11-29' }],
    ['28 Nov 2026', { from: '2026-11-28', to: '2026-11-29' }],
    ['Sept 2026', { from: '2026-09-01', to: '2026-10-01' }],
    ['2026-12', { from: '2026-12-01', to: '2027-01-01' }],
    ['2024-02-29', { from: '2024-02-29', to: '2024-03-01' }],
    ['2026', { from: '2026-01-01', to: '2027-01-01' }],
    ['2025-02-29', null],
    ['11-28', null],
    ['Novice 2026', null],
    ['Thandi', null],
  ])('%s', (search, range) => {
    expect(dateSearchRange(search)).toEqual(range);
  });
});
