import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, users } from '../db/schema.js';
import { startTestApi, TEST_TOKEN, type TestApi } from '../test/harness.js';
import { openTableExport } from './export.js';
import { findAdminTable } from './tables.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

let seq = 0;
const uniq = (p: string) => `${p}${++seq}${Date.now().toString(36)}`;

/** An RFC 4180 reader (quoted fields with "" and line breaks), to read the file back cell by cell. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  expect(field).toBe('');
  return rows;
}

async function customer(name: string) {
  const [u] = await api.db
    .insert(users)
    .values({ name, email: `${uniq('x')}@example.co.za`, role: 'client' })
    .returning({ id: users.id });
  return u!.id;
}

async function booking(userId: number, day: string, status = 'confirmed') {
  const [b] = await api.db
    .insert(bookings)
    .values({ guidId: uniq('booking-exp-'), userId, bookingDate: day, bookingTime: '10:00 - 10:45', status })
    .returning({ id: bookings.id, guidId: bookings.guidId });
  return b!;
}

const exportOf = (query: Record<string, string>) =>
  api.request('GET', `admin/export.php?${new URLSearchParams(query).toString()}`);

describe('admin/export.php', () => {
  it('streams the rows as CSV: the header, names for references, quoting of commas, quotes and line breaks', async () => {
    const name = `Smith, "Jo"\nthe second ${uniq('')}`;
    const userId = await customer(name);
    const mine = [await booking(userId, '2031-01-02'), await booking(userId, '2031-01-03', 'cancelled')];
    const res = await exportOf({
      table: 'bookings',
      filters: JSON.stringify([{ key: 'userId', value: String(userId) }]),
      sort: 'bookingDate',
      dir: 'desc',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('bookings.csv');
    const [header, ...lines] = parseCsv(res.text.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'Id',
      'Guid id',
      'Customer',
      'Booking date',
      'Booking time',
      'Total price',
      'Status',
      'Paid at',
      'Refund status',
      'Created at',
      'Created by',
      'Updated at',
      'Updated by',
    ]);
    expect(lines.map((l) => l[1])).toEqual([mine[1]!.guidId, mine[0]!.guidId]);
    expect(lines.map((l) => l[2])).toEqual([name, name]);
    expect(lines.map((l) => l[6])).toEqual(['Cancelled', 'Confirmed']);
    expect(res.text).toContain(`"${name.replace(/"/g, '""')}"`);
  });

  it('keeps to the search', async () => {
    const who = uniq('Searchable Zanele ');
    const userId = await customer(who);
    const b = await booking(userId, '2031-02-03');
    await booking(await customer(uniq('Someone Else ')), '2031-02-04');
    const res = await exportOf({ table: 'bookings', search: who });
    expect(res.status).toBe(200);
    const [, ...lines] = parseCsv(res.text.replace(/^\uFEFF/, ''));
    expect(lines.map((l) => l[1])).toEqual([b.guidId]);
  });

  it('reads page after page and gives every row once', async () => {
    const userId = await customer(uniq('Paged '));
    const made = [];
    for (const day of ['03', '04', '05', '06', '07', '10', '11'])
      made.push(await booking(userId, `2031-03-${day}`));
    const chunks = await openTableExport(
      api.db,
      findAdminTable('bookings')!,
      { filters: [{ key: 'userId', value: String(userId) }] },
      2,
    );
    let text = '';
    let count = 0;
    for await (const chunk of chunks) {
      text += chunk;
      count++;
    }
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(count).toBe(1 + 4); // the header, then 4 pages of at most 2 rows
    const [, ...lines] = parseCsv(text.slice(1));
    expect(lines.map((l) => l[1]).sort()).toEqual(made.map((b) => b.guidId).sort());
  });

  it('refuses a bad filter or table before sending anything, and a caller without the api token', async () => {
    const bad = await exportOf({ table: 'bookings', filters: JSON.stringify([{ key: 'nope', value: '1' }]) });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('nope');
    expect((await exportOf({ table: 'nope' })).status).toBe(400);
    expect((await exportOf({ table: 'bookings', filters: '{not json' })).status).toBe(400);
    const anon = await api.request('GET', 'admin/export.php?table=bookings', { token: null });
    expect(anon.status).toBe(401);
    const wrong = await api.request('GET', 'admin/export.php?table=bookings', { token: `${TEST_TOKEN}x` });
    expect(wrong.status).toBe(401);
  });
});
