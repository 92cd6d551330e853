/**
 * `customers/list.php?updatedSince=` (issue #35), on PGlite and PostgreSQL: a customer whose details
 * change by any path (the office's save, a raw update as the erasure or the account page makes) is
 * read again after the moment; a sign-in or a new password is no change of their details.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { startTestApi, type TestApi } from '../test/harness.js';
import { databaseNow } from '../test/pages.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

interface Row {
  id: number;
  updatedAt: string;
}
/** The customers changed since `since` (the list pages by `after`, as a partner reads it). */
async function rowsChangedSince(since: string): Promise<Row[]> {
  const read = async (after?: string) => {
    const qs = new URLSearchParams({
      updatedSince: since,
      limit: '2',
      total: 'false',
      ...(after ? { after } : {}),
    });
    const res = await api.get<{ rows: Row[]; hasNextPage: boolean; endCursor: string | null }>(
      `customers/list.php?${qs.toString()}`,
    );
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const rows: Row[] = [];
  let page = await read();
  rows.push(...page.rows);
  while (page.hasNextPage) {
    page = await read(page.endCursor!);
    rows.push(...page.rows);
  }
  return rows;
}
const changedSince = async (since: string) =>
  (await rowsChangedSince(since)).map((r) => r.id).sort((a, b) => a - b);

let n = 0;
async function customer(): Promise<number> {
  const made = await api.post<{ id: number }>('customers/save.php', {
    name: 'Zanele Dube',
    email: `zanele-${++n}-${Date.now()}@example.co.za`,
    phone: '082 555 0190',
  });
  expect(made.status, made.text).toBe(200);
  return made.body.id;
}

describe('customers/list.php?updatedSince', () => {
  it('reads again the customers whose details changed, by any path, and not for a sign-in or a password', async () => {
    const a = await customer();
    const b = await customer();
    const c = await customer();
    const since = await databaseNow(api.db);
    expect(await changedSince(since)).toEqual([]);
    // the office changes a's phone; b's e-mail changes without naming updated_at (as another path would)
    const saved = await api.post('customers/save.php', {
      id: a,
      name: 'Zanele Dube',
      email: (await api.db.select().from(users).where(eq(users.id, a)))[0]!.email,
      phone: '082 555 0191',
    });
    expect(saved.status, saved.text).toBe(200);
    await api.db
      .update(users)
      .set({ email: `changed-${Date.now()}@example.co.za` })
      .where(eq(users.id, b));
    // c signs in and sets a password: not a change of their details
    await api.db
      .update(users)
      .set({ passwordHash: 'x', sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, c));
    expect(await changedSince(since)).toEqual([a, b]);
    const [row] = (await rowsChangedSince(since)).filter((r) => r.id === a);
    expect(Date.parse(row!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(since));
  });
});
