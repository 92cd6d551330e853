/**
 * Reading a cursor-paged route to its end, and the database's clock, for the tests of the lists a
 * partner follows (bookings, series, payments, deliveries, tombstones; issue #35).
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import type { TestApi } from './harness.js';

interface Page<N> {
  nodes: N[];
  hasNextPage: boolean;
  endCursor: string | null;
}

/** Every node of `path` with query `q`, reading pages of `first` until the last. */
export async function allPages<N = { id: number }>(
  api: TestApi,
  path: string,
  q: Record<string, string | number>,
  first: number,
): Promise<N[]> {
  const nodes: N[] = [];
  let after: string | null = null;
  for (;;) {
    const qs = new URLSearchParams(
      Object.entries({ ...q, first, ...(after ? { after } : {}) }).map(([k, v]): [string, string] => [
        k,
        String(v),
      ]),
    );
    const res: { status: number; text: string; body: Page<N> } = await api.get<Page<N>>(
      `${path}?${qs.toString()}`,
    );
    expect(res.status, res.text).toBe(200);
    nodes.push(...res.body.nodes);
    if (!res.body.hasNextPage) return nodes;
    after = res.body.endCursor;
  }
}

/** The ids of every node of `path`, as `allPages` reads them. */
export const allIds = async (api: TestApi, path: string, q: Record<string, string | number>, first: number) =>
  (await allPages<{ id: number }>(api, path, q, first)).map((n) => n.id);

/** The database's now, as ISO 8601 in UTC with microseconds (an `updatedSince` or `since` to read from). */
export async function databaseNow(db: Db): Promise<string> {
  const result = (await db.execute(
    sql`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t`,
  )) as unknown as { rows: { t: string }[] };
  return result.rows[0]!.t;
}
