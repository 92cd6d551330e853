/**
 * The public holidays in the database: the rule (`@greenleaf/shared/calendar/holidays`) written into
 * `closed_days` (source 'holiday') for this year and the next two, at start, whenever the calendar is
 * read or saved, and for the years a slot listing reaches, so the capacity trigger sees them. A holiday
 * already there keeps its row (and the office's choice to work it: `open`).
 */
import { publicHolidays } from '@greenleaf/shared/calendar/holidays';
import type { Db, Tx } from '../db/client.js';
import { closedDays } from '../db/schema.js';

const written = new WeakMap<object, Set<number>>();

/** Writes the holidays of `years` that are not written yet (once per year and database per process). */
export async function writeHolidays(db: Db | Tx, years: readonly number[]): Promise<void> {
  const done = written.get(db) ?? new Set<number>();
  written.set(db, done);
  const todo = [...new Set(years)].filter((y) => !done.has(y));
  if (todo.length === 0) return;
  const rows = todo.flatMap((year) =>
    publicHolidays(year).map((h) => ({ day: h.date, reason: h.name, source: 'holiday' as const })),
  );
  await db.insert(closedDays).values(rows).onConflictDoNothing({ target: closedDays.day });
  for (const y of todo) done.add(y);
}

/** This year and the next two. */
export const comingYears = (now: Date = new Date()): number[] => {
  const year = now.getUTCFullYear();
  return [year, year + 1, year + 2];
};
