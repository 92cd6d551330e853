/**
 * A believable business, generated (issue #34): about 1,000 customers and 200 recurring series a year,
 * 4 crews doing ~20,000 visits a year with the seasons, payments, cancellations and refunds,
 * reschedules, their history (the database's trigger) and quote requests. Deterministic: the same seed,
 * years, scale and `today` give the same rows. Expects a migrated database with the demo catalogue.
 */
import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { sql } from 'drizzle-orm';
import { writeHolidays } from '../../calendar/holidays.js';
import type { Db } from '../client.js';
import { calendarHours, calendarSettings, closedDays, crews, serviceAreas, services } from '../schema.js';
import { Diary, SCALE_CALENDAR } from './grid.js';
import { makeCustomers } from './people.js';
import { planBusiness } from './plan.js';
import { seededRandom } from './random.js';
import {
  finishSeries,
  writeAftermath,
  writeCustomers,
  writeLinesAndPayments,
  writeQuoteRequests,
  writeSeries,
  writeVisits,
} from './write.js';

interface ScaleOptions {
  years: number;
  /** Multiplies customers, series, quote requests and the share of cells booked (1: the full business). */
  scale?: number;
  seed?: number;
  /** How many recurring series, whatever the scale (default 200 a year, times the scale). */
  series?: number;
  /** The business's today, `YYYY-MM-DD` (default: today in Johannesburg). */
  today?: string;
  log?: (line: string) => void;
}

interface ScaleCounts {
  customers: number;
  series: number;
  visits: number;
  quoteRequests: number;
}

const CREWS = [
  { name: 'Crew North', colour: '#2f9e44' },
  { name: 'Crew South', colour: '#1c7ed6' },
  { name: 'Crew East', colour: '#f08c00' },
  { name: 'Crew West', colour: '#ae3ec9' },
];

/** The business's crews and hours: four crews, Monday to Saturday 07:00-17:00, 30-minute slots. */
async function setUpBusiness(db: Db): Promise<number[]> {
  await db.insert(crews).values(CREWS).onConflictDoNothing();
  const rows = await db.select({ id: crews.id, name: crews.name }).from(crews).orderBy(crews.id);
  await db.update(calendarSettings).set({ slotMinutes: SCALE_CALENDAR.slotMinutes });
  await db
    .update(calendarHours)
    .set({ opensAt: SCALE_CALENDAR.opensAt, closesAt: SCALE_CALENDAR.closesAt })
    .where(sql`${calendarHours.weekday} between 1 and 6`);
  return rows.filter((r) => CREWS.some((c) => c.name === r.name)).map((r) => r.id);
}

export async function seedScale(db: Db, options: ScaleOptions): Promise<ScaleCounts> {
  const log = options.log ?? (() => {});
  const scale = options.scale ?? 1;
  const random = seededRandom(options.seed ?? 34);
  const today = options.today ?? johannesburgToday();
  const from = addDays(today, -Math.round(options.years * 365));
  const horizon = addDays(today, 28);
  const crewIds = await setUpBusiness(db);
  const firstYear = Number(from.slice(0, 4));
  const lastYear = Number(horizon.slice(0, 4));
  await writeHolidays(
    db,
    Array.from({ length: lastYear - firstYear + 1 }, (_, i) => firstYear + i),
  );
  const closed = new Set((await db.select({ day: closedDays.day }).from(closedDays)).map((r) => r.day));
  const areas = await db
    .select({ suburb: serviceAreas.suburb, postalCode: serviceAreas.postalCode })
    .from(serviceAreas)
    .where(sql`${serviceAreas.active}`)
    .orderBy(serviceAreas.id);
  const sold = (
    await db
      .select({ id: services.id, name: services.name, price: services.basePrice })
      .from(services)
      .where(sql`not ${services.quoteOnly} and not ${services.isPackage} and ${services.statusId} = 1`)
      .orderBy(services.id)
  ).map((s) => ({ ...s, price: Math.max(s.price, 150) }));
  if (areas.length === 0 || sold.length === 0) throw new Error('seed-scale: no service areas or services');

  const fromMs = Date.parse(`${from}T00:00:00Z`);
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const customerCount = Math.max(10, Math.round(1000 * options.years * scale));
  const customers = makeCustomers(random, customerCount, areas, fromMs - 30 * 86_400_000, todayMs);
  const plan = planBusiness({
    random,
    diary: new Diary(crewIds.length, closed),
    customers: customerCount,
    services: sold.length,
    seriesCount: options.series ?? Math.max(1, Math.round(200 * options.years * scale)),
    load: scale,
    from,
    today,
    horizon,
  });
  log(`planned ${customerCount} customers, ${plan.series.length} series, ${plan.visits.length} visits`);

  const userIds = await writeCustomers(db, customers);
  const seriesIds = await writeSeries(db, plan.series, { customers, userIds }, crewIds, sold);
  log('customers and series written');
  const visitIds = await writeVisits(db, { ...plan, customers, userIds, seriesIds, crewIds, sold, random });
  log('visits written');
  await writeLinesAndPayments(db, plan.visits, visitIds, sold);
  await writeAftermath(db, plan.visits, visitIds, crewIds);
  await finishSeries(db, plan.series, seriesIds, visitIds);
  log('moves, completions, cancellations and refunds written');
  const quoteRequests = Math.max(5, Math.round(150 * options.years * scale));
  await writeQuoteRequests(db, random, quoteRequests, customers, fromMs, todayMs);
  await db.execute(sql`update users u set created_at = least(u.created_at, f.first), updated_at = least(u.updated_at, f.first)
    from (select user_id, min(created_at) as first from bookings group by user_id) f where f.user_id = u.id`);
  // As autovacuum leaves a database that has run a while: statistics, and the GIN (trigram) indexes'
  // pending lists merged and their entry counts known, so the planner prices them as they are.
  await db.execute(sql`vacuum analyze`);
  return { customers: customerCount, series: plan.series.length, visits: plan.visits.length, quoteRequests };
}
