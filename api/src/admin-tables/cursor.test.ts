/**
 * Keyset paging of query.php (issue #34): with a search and a filter, at several page sizes and in
 * several orders (text with ties, a column with nulls, a timestamp, both directions), every matching
 * row comes exactly once; a row added while someone pages duplicates no other row. PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
const TAG = `Kp${Date.now().toString(36)}`;
let n = 0;
const matching: number[] = [];

async function newUser(name: string, phone: string | null, role: string, mail = TAG.toLowerCase()) {
  const res = await api.post('query/query.php', {
    table: 'users',
    action: 'insert',
    data: [
      { key: 'name', value: name },
      { key: 'email', value: `${mail}${++n}@example.co.za` },
      { key: 'password', value: 'correct horse' },
      { key: 'role', value: role },
      ...(phone ? [{ key: 'phone', value: phone }] : []),
    ],
  });
  expect(res.status, res.text).toBe(200);
  return res.body.id as number;
}

beforeAll(async () => {
  api = await startTestApi();
  // Clients whose names repeat (ties broken by id), some without a phone (null sort keys); staff the
  // filter leaves out; other users the search leaves out.
  for (let i = 0; i < 17; i++) {
    matching.push(
      await newUser(
        `${TAG} ${['Zulu', 'alpha', 'Mokoena'][i % 3]}`,
        i % 4 ? `08212300${i % 5}` : null,
        'client',
      ),
    );
  }
  for (let i = 0; i < 4; i++) await newUser(`${TAG} staff ${i}`, null, 'staff');
  await newUser('Someone Else', '0820000000', 'client', 'else');
});
afterAll(() => api.close());

interface Page {
  rows: { id: number }[];
  endCursor: string | null;
  hasNextPage: boolean;
  total?: number;
}

const page = async (body: Record<string, unknown>): Promise<Page> => {
  const res = await api.post<Page>('query/query.php', {
    table: 'users',
    action: 'query',
    search: TAG.toLowerCase(),
    filters: [{ key: 'role', value: 'client' }],
    cursor: true,
    ...body,
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

async function readAll(limit: number, sort: { key: string; dir: string }, between?: () => Promise<void>) {
  const seen: number[] = [];
  let after: string | null = null;
  for (let i = 0; i < 100; i++) {
    const p = await page({ limit, sort, ...(after ? { after } : {}) });
    expect(p.rows.length).toBeLessThanOrEqual(limit);
    seen.push(...p.rows.map((r) => r.id));
    if (!p.hasNextPage) return seen;
    expect(p.endCursor).toBeTruthy();
    after = p.endCursor;
    await between?.();
  }
  throw new Error('paging did not end');
}

describe('query.php by cursor', () => {
  const sorts = [
    { key: 'name', dir: 'asc' },
    { key: 'name', dir: 'desc' },
    { key: 'phone', dir: 'asc' },
    { key: 'phone', dir: 'desc' },
    { key: 'created_at', dir: 'desc' },
    { key: 'id', dir: 'asc' },
  ];

  it('gives every matching row exactly once, in the order of one full read, at several page sizes', async () => {
    for (const sort of sorts) {
      const whole = await page({ limit: 500, sort });
      expect(whole.hasNextPage).toBe(false);
      const order = whole.rows.map((r) => r.id);
      expect([...order].sort((a, b) => a - b)).toEqual([...matching].sort((a, b) => a - b));
      for (const size of [1, 2, 5, 16, 17]) {
        expect(await readAll(size, sort), `${sort.key} ${sort.dir} by ${size}`).toEqual(order);
      }
    }
  });

  it('counts only when asked, and a last page says so', async () => {
    const first = await page({ limit: 5, withTotal: true });
    expect(first.total).toBe(matching.length);
    expect(first.hasNextPage).toBe(true);
    expect((await page({ limit: 5 })).total).toBeUndefined();
    const all = await page({ limit: matching.length });
    expect(all.hasNextPage).toBe(false);
    expect(all.endCursor).toBeTruthy();
  });

  it('duplicates no row when one is added while paging', async () => {
    const sort = { key: 'name', dir: 'asc' };
    const before = (await page({ limit: 500, sort })).rows.map((r) => r.id);
    let added: number | undefined;
    const seen = await readAll(3, sort, async () => {
      added ??= await newUser(`${TAG} alpha`, null, 'client');
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => id !== added)).toEqual(before);
    matching.push(added!);
  });

  it('refuses a cursor it did not give, and a cursor with an offset', async () => {
    const bad = await api.post('query/query.php', { table: 'users', action: 'query', after: 'not-a-cursor' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('after');
    const p = await page({ limit: 2 });
    const both = await api.post('query/query.php', {
      table: 'users',
      action: 'query',
      after: p.endCursor,
      offset: 2,
    });
    expect(both.status).toBe(400);
  });

  it('still answers rows by offset for older callers', async () => {
    const res = await api.post<{ id: number }[]>('query/query.php', {
      table: 'users',
      action: 'query',
      search: TAG.toLowerCase(),
      filters: [{ key: 'role', value: 'client' }],
      limit: 2,
      offset: 2,
    });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(2);
  });
});
