// Creating a season of recurring visits (docs/recurring.md): 1,000 fortnightly series, each with its
// first visit booked and paid, then the series job run until it has planned every series 13 weeks
// ahead, straight against the api's own functions on one database (PGlite or PostgreSQL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../api/src/db/client.js';
import { bookings, variationOptions } from '../../api/src/db/schema.js';
import { configureDatabase } from '../../api/src/startup.js';
import { insertCatalogue, insertUser, VISIT_ADDRESS } from '../../api/src/bookings/test-fixtures.js';
import { saveBooking } from '../../api/src/bookings/save-booking.js';
import { extendSeries } from '../../api/src/series/extend.js';
import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { DEFAULT_DAY_SLOTS as BOOKING_SLOTS, workingDayFrom } from '../../api/src/test/calendar.js';

export interface SeriesBenchResult {
  series: number;
  visits: number;
  /** Seconds to book and pay the 1,000 first visits (setup, for scale). */
  setupSeconds: number;
  /** Seconds the job took to create every visit, one caller. */
  extendSeconds: number;
  /** The same with two callers at once (a fresh set of series), as two api processes would. */
  extendTwoCallersSeconds: number;
  visitsTwoCallers: number;
}

const SEASON_WEEKS = 13;
const LIMIT = 100;

async function makeSeries(database: Database, count: number, tag: string) {
  const { db } = database;
  const c = await insertCatalogue(db);
  await db
    .update(variationOptions)
    .set({ repeatWeeks: 2 })
    .where(eq(variationOptions.id, c.options.large.id));
  const user = await insertUser(db, { email: `bench-${tag}@example.test` });
  const today = johannesburgToday();
  // The next fourteen working days (a Sunday or a public holiday offers no time).
  const days: string[] = [];
  for (let d = workingDayFrom(addDays(today, 2)); days.length < 14; d = workingDayFrom(addDays(d, 1)))
    days.push(d);
  for (let i = 0; i < count; i++) {
    // Spread over the next two weeks' days and slots, as real customers would be.
    const date = days[i % 14]!;
    const time = BOOKING_SLOTS[Math.floor(i / 14) % BOOKING_SLOTS.length]!;
    const saved = await saveBooking(
      db,
      {
        userId: user.id,
        bookingDate: date,
        bookingTime: time,
        totalPrice: 640,
        services: [
          {
            serviceId: c.service.id,
            price: 640,
            variationOptionIds: [c.options.large.id, c.options.noEdging.id],
            addOnIds: [c.addOns.bagging.id],
          },
        ],
        modifierOptionIds: [],
        laterVisit: { totalPrice: 640, modifiers: [] },
        address: VISIT_ADDRESS,
      },
      { maxUnpaidHolds: 1_000_000 },
    );
    await db
      .update(bookings)
      .set({ status: 'confirmed', paidAt: sql`now()` })
      .where(eq(bookings.id, saved.bookingId));
  }
}

/** Calls the job (as the gateway does) until no series is due; the visits created. */
async function drain(database: Database): Promise<number> {
  let created = 0;
  for (;;) {
    const done = await extendSeries(database.db, { limit: LIMIT, windowWeeks: SEASON_WEEKS });
    created += done.created;
    if (done.series < LIMIT) return created;
  }
}

export async function benchSeries(
  kind: 'pglite' | 'postgres',
  databaseUrl?: string,
): Promise<SeriesBenchResult> {
  const dir = kind === 'pglite' ? mkdtempSync(join(tmpdir(), 'gl-series-bench-')) : null;
  const database = await openDatabase(kind === 'pglite' ? { dataDir: dir } : { databaseUrl, poolSize: 4 });
  try {
    await configureDatabase(database, { SLOT_CAPACITY: 1000 });
    let t = performance.now();
    await makeSeries(database, 1000, 'one');
    const setupSeconds = (performance.now() - t) / 1000;
    t = performance.now();
    const visits = await drain(database);
    const extendSeconds = (performance.now() - t) / 1000;

    await makeSeries(database, 1000, 'two');
    t = performance.now();
    const [a, b] = await Promise.all([drain(database), drain(database)]);
    const extendTwoCallersSeconds = (performance.now() - t) / 1000;
    return {
      series: 1000,
      visits,
      setupSeconds,
      extendSeconds,
      extendTwoCallersSeconds,
      visitsTwoCallers: a + b,
    };
  } finally {
    await database.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
