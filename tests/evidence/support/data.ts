/** Database checks and booking inputs shared by the evidence tests. */
import { sql } from 'drizzle-orm';
import { DEFAULT_DAY_SLOTS as BOOKING_SLOTS } from '../../../api/src/test/calendar.js';
import type { Database } from '../../../api/src/db/client.js';
import { client, type BodyLog, type Client } from './client.js';
import type { TestApi } from '../../../api/src/test/harness.js';

type Db = Database['db'];

/** The tables a refused input must not change. */
const MAIN_TABLES = [
  'users',
  'categories',
  'services',
  'variations',
  'variation_options',
  'service_variations',
  'service_variation_options',
  'add_ons',
  'seasons',
  'packages',
  'package_services',
  'modifiers',
  'modifier_options',
  'bookings',
  'booking_services',
  'booking_service_add_ons',
  'booking_service_variations',
  'booking_modifiers',
  'payments',
  'password_reset_tokens',
] as const;

export async function rows<T = Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Row count of every main table (one statement), plus the newest updated_at so updates show too. */
/** A booking's stored status, by its guid. */
export async function bookingStatus(db: Db, guidId: string): Promise<string> {
  return (await rows<{ status: string }>(db, sql`select status from bookings where guid_id = ${guidId}`))[0]!
    .status;
}

/** How many payments are stored for a booking, by its guid. */
export async function paymentCount(db: Db, guidId: string): Promise<number> {
  return (
    await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from payments p join bookings b on b.id = p.booking_id where b.guid_id = ${guidId}`,
    )
  )[0]!.n;
}

type TableCounts = Record<(typeof MAIN_TABLES)[number], number>;

export async function tableCounts(db: Db): Promise<TableCounts> {
  const parts = MAIN_TABLES.map((t) => `(select count(*) from ${t})::int as "${t}"`).join(', ');
  const [row] = await rows<TableCounts>(db, sql.raw(`select ${parts}`));
  return row!;
}

/** A fingerprint of every main table's content: counts and a hash of all rows. */
export async function tableFingerprint(db: Db): Promise<Record<string, string>> {
  const parts = MAIN_TABLES.map(
    (t) =>
      `(select count(*)::text || ':' || coalesce(md5(string_agg(x::text, ',' order by x::text)), '') from ${t} x) as "${t}"`,
  ).join(', ');
  const [row] = await rows<Record<string, string>>(db, sql.raw(`select ${parts}`));
  return row!;
}

/** Bookings with no line, lines with no booking, totals that are not whole rand: none may exist. */
export async function bookingIntegrity(db: Db): Promise<{ withoutLines: number; orphanLines: number }> {
  const [row] = await rows<{ withoutLines: number; orphanLines: number }>(
    db,
    sql`select
      (select count(*)::int from bookings b where not exists (select 1 from booking_services s where s.booking_id = b.id)) as "withoutLines",
      (select count(*)::int from booking_services s where not exists (select 1 from bookings b where b.id = s.booking_id)) as "orphanLines"`,
  );
  return row!;
}

export interface CatalogueLine {
  serviceId: string;
  optionIds: string[];
  addOnIds: string[];
}

/** The longest job demoLine picks, in minutes: at most two 45-minute slots. */
export const SHORT_JOB_MINUTES = 90;

/**
 * A service line of the demo catalogue: the first option of each variation and its first add-on,
 * from the short jobs (at most SHORT_JOB_MINUTES, so two slots), so evidence that books many slots
 * can place one job per start without its length deciding the outcome (long work is proven in
 * time-and-place.test.ts).
 */
export async function demoLine(c: Client, index = 0): Promise<CatalogueLine> {
  const r = await c.gql<{
    services: {
      id: string;
      durationMinutes: number;
      variations: { options: { id: string }[] }[];
      addOns: { id: string }[];
    }[];
  }>('{ services { id durationMinutes variations { options { id } } addOns { id } } }');
  const services = r.data!.services.filter(
    (s) => s.durationMinutes <= SHORT_JOB_MINUTES && s.variations.every((v) => v.options.length > 0),
  );
  const s = services[index % services.length]!;
  return {
    serviceId: s.id,
    optionIds: s.variations.map((v) => v.options[0]!.id),
    addOnIds: s.addOns.slice(0, 1).map((a) => a.id),
  };
}

/** The first modifier option of each modifier (what the checkout preselects). */
export async function demoModifierOptions(c: Client): Promise<string[]> {
  const r = await c.gql<{ modifiers: { options: { id: string }[] }[] }>('{ modifiers { options { id } } }');
  return r.data!.modifiers.filter((m) => m.options.length > 0).map((m) => m.options[0]!.id);
}

/** The ten slot labels, from the api (its `bookings/slots.ts` is the one source of them). */
export const SLOTS: readonly string[] = BOOKING_SLOTS;

let counter = 0;
/** New-customer details with a unique e-mail. */
export function newCustomer(tag: string, password = 'evidence-pass-1') {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `Evidence ${tag}`,
    email: `ev-${tag}-${suffix}@example.test`,
    password,
    phone: '0215550100',
    address: 'Rondebosch, Cape Town',
  };
}

export const CREATE_BOOKING = `mutation($input: CreateBookingInput!) {
  createBooking(input: $input) { booking { id guidId totalPrice status services { id name price } } user { id email } }
}`;

export const TEST_PASSWORD = 'evidence-secret-pw-77';

/** A visit address in a served suburb: every booking carries one. */
export const VISIT = { street: '1 Main Road', suburb: 'Rondebosch', postalCode: '7700' };

/** A new user with this role, created through the api, signed in through the gateway. */
export async function signedIn(
  api: TestApi,
  gatewayUrl: string,
  role: 'admin' | 'client' | 'staff' | 'manager',
  log?: BodyLog,
): Promise<Client & { userId: number; email: string }> {
  const details = newCustomer(role, TEST_PASSWORD);
  const created = await api.post<{ id: number }>('users/save.php', { ...details, role });
  if (created.status !== 200) throw new Error(`could not create ${role}: ${created.text}`);
  const c = client(gatewayUrl, log);
  const res = await c.gql('mutation($input: LoginInput!) { login(input: $input) { user { id } } }', {
    input: { email: details.email, password: TEST_PASSWORD },
  });
  if (res.errors) throw new Error(`could not sign in ${role}: ${res.text}`);
  return Object.assign(c, { userId: created.body.id, email: details.email });
}
