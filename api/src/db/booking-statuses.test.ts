/**
 * The database's check on `bookings.status` (`bookings_status_ck`, api/src/db/schema.ts) allows
 * exactly the statuses of the one rule, shared/src/booking-status-moves.ts `BOOKING_STATUSES`.
 */
import { BOOKING_STATUSES } from '@greenleaf/shared/booking-status-moves';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

it('allows exactly the shared booking statuses', async () => {
  const result = (await api.db.execute(
    sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'bookings_status_ck'`,
  )) as unknown as { rows: { def: string }[] };
  const def = result.rows[0]?.def ?? '';
  const allowed = [...def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
  expect(allowed.sort()).toEqual([...BOOKING_STATUSES].sort());
});
