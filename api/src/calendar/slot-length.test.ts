/**
 * The database's slot rule agrees with shared/src/calendar/hours.ts: with no setting written the
 * granularity is `DEFAULT_SLOT_MINUTES` (the column's default and `calendar_slot_minutes()`), and
 * `booking_covered_slots` covers a job's minutes rounded up to whole slots (`slotsFor`).
 */
import { CELL_MINUTES, DEFAULT_SLOT_MINUTES, slotsFor } from '@greenleaf/shared/calendar/hours';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness.js';
import { DEFAULT_DAY_SLOTS, workingDayFrom } from '../test/calendar.js';
import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await api.db.execute(query)) as unknown as { rows: T[] }).rows;

it('defaults the granularity to the shared slot length', async () => {
  const [column] = await rows<{ d: string }>(
    sql`select column_default as d from information_schema.columns where table_name = 'calendar_settings' and column_name = 'slot_minutes'`,
  );
  expect(Number(column?.d)).toBe(DEFAULT_SLOT_MINUTES);
  // with no setting row, calendar_slot_minutes() falls back to the same length (the delete is rolled back)
  let fallback: number | undefined;
  await api.db
    .transaction(async (tx) => {
      await tx.execute(sql`delete from calendar_settings`);
      const r = (await tx.execute(sql`select calendar_slot_minutes() as g`)) as unknown as {
        rows: { g: number }[];
      };
      fallback = r.rows[0]?.g;
      tx.rollback();
    })
    .catch(() => undefined);
  expect(fallback).toBe(DEFAULT_SLOT_MINUTES);
});

it('covers a job in whole slots of the granularity (slotsFor)', async () => {
  const [setting] = await rows<{ g: number }>(sql`select calendar_slot_minutes() as g`);
  expect(setting?.g).toBe(DEFAULT_SLOT_MINUTES);
  const day = workingDayFrom(addDays(johannesburgToday(), 7));
  for (const minutes of [1, 45, 46, 90, 91, 135]) {
    const cells = await rows<{ n: number }>(
      sql`select count(*)::int as n from booking_covered_slots(${day}::date, ${DEFAULT_DAY_SLOTS[0]}, ${minutes})`,
    );
    expect(cells[0]?.n, `${minutes} minutes`).toBe((slotsFor(minutes) * DEFAULT_SLOT_MINUTES) / CELL_MINUTES);
  }
});
