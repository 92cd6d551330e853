// The slot listing (`bookings/slot-days.php`, api/src/bookings/slot-days.ts) on a PostgreSQL server:
// one day's starts for a job, as every checkout asks before it books, with the server's JIT on (its
// default) and off (how the api connects, api/src/db/client.ts). Its set-returning functions are
// estimated at 1,000 rows each, so PostgreSQL compiles the 2 ms query before running it.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase } from '../../api/src/db/client.js';
import * as schema from '../../api/src/db/schema.js';
import { configureDatabase } from '../../api/src/startup.js';
import { slotDays } from '../../api/src/bookings/slot-days.js';
import { workingDayFrom } from '../../api/src/test/calendar.js';

interface SlotListingResult {
  jit: 'on' | 'off';
  /** Milliseconds of one listing at a time (median of `sequential`). */
  medianMs: number;
  /** Seconds for `burst` listings sent at once over a pool of 10 connections. */
  burstSeconds: number;
}

export async function benchSlotListing(databaseUrl: string, sequential = 20, burst = 200) {
  // Migrated and configured as the api does at start (its own connections have JIT off).
  const migrated = await openDatabase({ databaseUrl, poolSize: 2 });
  await configureDatabase(migrated, { SLOT_CAPACITY: 2 });
  await migrated.close();
  const date = workingDayFrom('2031-03-03');
  const results: SlotListingResult[] = [];
  for (const jit of ['on', 'off'] as const) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: `-c jit=${jit}` });
    const db = drizzle(pool, { schema });
    await slotDays(db, date, 1, 45); // warm: holidays written, plans cached
    const times: number[] = [];
    for (let i = 0; i < sequential; i++) {
      const t = performance.now();
      await slotDays(db, date, 1, 45);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const t = performance.now();
    await Promise.all(Array.from({ length: burst }, () => slotDays(db, date, 1, 45)));
    results.push({
      jit,
      medianMs: times[Math.floor(times.length / 2)]!,
      burstSeconds: (performance.now() - t) / 1000,
    });
    await pool.end();
  }
  return results;
}
