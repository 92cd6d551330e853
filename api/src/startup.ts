import { sql } from 'drizzle-orm';
import type { ApiConfig } from './config.js';
import type { Database } from './db/client.js';
import { appSettings } from './db/schema.js';
import { comingYears, writeHolidays } from './calendar/holidays.js';

/** Applies migrations and the settings the database enforces itself (slot capacity, the public holidays). */
export async function configureDatabase(
  database: Database,
  config: Pick<ApiConfig, 'SLOT_CAPACITY'>,
): Promise<void> {
  await database.migrate();
  await database.db
    .insert(appSettings)
    .values({ key: 'slot_capacity', value: String(config.SLOT_CAPACITY) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value` } });
  await writeHolidays(database.db, comingYears());
}
