/**
 * Writes the planned business in bulk: multi-row INSERTs of a thousand rows, and set-based UPDATEs for
 * what happened afterwards (completions, moves, cancellations, refunds), so the database's own triggers
 * (capacity, history, payments owed) run on every row as they do for the app.
 */
import { sql } from 'drizzle-orm';
import type { VisitTemplate } from '../../series/template.js';
import type { Db } from '../client.js';
import { bookingSeries, bookingServices, bookings, payments, quoteRequests, users } from '../schema.js';
import { startLabel, type Cell } from './grid.js';
import type { Customer } from './people.js';
import type { PlannedSeries, PlannedVisit } from './plan.js';
import type { Random } from './random.js';

const CHUNK = 1000;
const iso = (ms: number) => new Date(ms).toISOString();
const at = (date: string, start: number) => Date.parse(`${date}T07:00:00+02:00`) + start * 30 * 60_000;

interface Sold {
  id: number;
  name: string;
  price: number;
}

async function inChunks<T, R>(rows: readonly T[], write: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(...(await write(rows.slice(i, i + CHUNK))));
  return out;
}

export async function writeCustomers(db: Db, customers: readonly Customer[]): Promise<number[]> {
  const rows = await inChunks(customers, (chunk) =>
    db
      .insert(users)
      .values(
        chunk.map((c) => ({
          name: c.name,
          email: c.email,
          phone: c.phone,
          address: `${c.street}, ${c.area.suburb}, ${c.area.postalCode}`,
          role: 'client',
          createdAt: iso(c.createdAt),
          updatedAt: iso(c.createdAt),
        })),
      )
      .returning({ id: users.id }),
  );
  return rows.map((r) => r.id);
}

export async function writeSeries(
  db: Db,
  series: readonly PlannedSeries[],
  people: { customers: readonly Customer[]; userIds: readonly number[] },
  crewIds: readonly number[],
  sold: readonly Sold[],
): Promise<number[]> {
  const { customers, userIds } = people;
  const rows = await inChunks(series, (chunk) =>
    db
      .insert(bookingSeries)
      .values(
        chunk.map((s) => {
          const service = sold[s.service]!;
          const every = { 1: 'weekly', 2: 'fortnightly', 4: 'monthly' }[s.repeatWeeks] ?? 'repeat';
          return {
            kind: 'repeat',
            userId: userIds[s.customer]!,
            name: `${service.name}, ${every}`,
            repeatWeeks: s.repeatWeeks,
            bookingTime: startLabel(s.startIndex),
            startDate: s.start,
            endDate: s.active ? null : s.end,
            visitPrice: service.price,
            status: s.active ? 'active' : 'stopped',
            crewId: crewIds[s.crew]!,
            template: visitTemplate(customers[s.customer]!, service),
            createdAt: iso(Date.parse(s.start) - 86_400_000),
          };
        }),
      )
      .returning({ id: bookingSeries.id }),
  );
  return rows.map((r) => r.id);
}

/** What each later visit books (series/template.ts): the one service at the customer's address, 30 minutes. */
function visitTemplate(customer: Customer, service: Sold): VisitTemplate {
  return {
    durationMinutes: 30,
    address: { street: customer.street, suburb: customer.area.suburb, postalCode: customer.area.postalCode },
    propertyNotes: null,
    lines: [
      {
        serviceId: service.id,
        packageId: null,
        name: service.name,
        price: service.price,
        season: null,
        variations: [],
        addOns: [],
      },
    ],
    modifiers: [],
    officeDiscount: null,
  };
}

interface WriteVisitsInput {
  visits: readonly PlannedVisit[];
  customers: readonly Customer[];
  userIds: readonly number[];
  seriesIds: readonly number[];
  crewIds: readonly number[];
  sold: readonly Sold[];
  random: Random;
}

/** Inserts the visits where they were first booked (confirmed, or pending for a series' later visit). */
export async function writeVisits(db: Db, input: WriteVisitsInput): Promise<number[]> {
  const { visits, customers, userIds, seriesIds, crewIds, sold, random } = input;
  const rows = await inChunks(
    visits.map((v, i) => ({ v, i })),
    (chunk) =>
      db
        .insert(bookings)
        .values(
          chunk.map(({ v, i }) => {
            const first: Cell = v.from ?? v.cell;
            const customer = customers[v.customer]!;
            const laterVisit = v.outcome === 'pending';
            return {
              guidId: `booking-scale-${String(i).padStart(8, '0')}-${random.int(0, 0xffffff).toString(16)}`,
              userId: userIds[v.customer]!,
              bookingDate: first.date,
              bookingTime: startLabel(first.start),
              status: laterVisit ? 'pending' : 'confirmed',
              payLater: laterVisit,
              totalPrice: sold[v.service]!.price,
              paidAt: v.paid ? iso(v.bookedAt + 600_000) : null,
              durationMinutes: 30,
              addressStreet: customer.street,
              addressSuburb: customer.area.suburb,
              addressPostalCode: customer.area.postalCode,
              crewId: crewIds[first.crew]!,
              seriesId: v.series === undefined ? null : seriesIds[v.series]!,
              seriesDate: v.series === undefined ? null : v.cell.date,
              createdAt: iso(v.bookedAt),
              updatedAt: iso(v.bookedAt),
            };
          }),
        )
        .returning({ id: bookings.id }),
  );
  return rows.map((r) => r.id);
}

export async function writeLinesAndPayments(
  db: Db,
  visits: readonly PlannedVisit[],
  ids: readonly number[],
  sold: readonly Sold[],
): Promise<void> {
  const indexed = visits.map((v, i) => ({ v, id: ids[i]! }));
  await inChunks(indexed, async (chunk) => {
    await db.insert(bookingServices).values(
      chunk.map(({ v, id }) => ({
        bookingId: id,
        serviceId: sold[v.service]!.id,
        name: sold[v.service]!.name,
        price: sold[v.service]!.price,
      })),
    );
    return [];
  });
  const paid = indexed.filter(({ v }) => v.paid);
  await inChunks(paid, async (chunk) => {
    await db.insert(payments).values(
      chunk.map(({ v, id }, n) => {
        const method = n % 10 === 0 ? 'eft' : n % 10 === 1 ? 'card' : 'payfast';
        return {
          bookingId: id,
          providerPaymentId: `scale-${id}`,
          amount: sold[v.service]!.price,
          status: 'COMPLETE',
          createdAt: iso(v.bookedAt + 600_000),
          method,
          reference: method === 'payfast' ? null : `REF-${id}`,
        };
      }),
    );
    return [];
  });
}

/** Runs `statement` over the rows in chunks, passing each chunk as a jsonb array. */
async function updateFrom<T>(
  db: Db,
  rows: readonly T[],
  statement: (json: string) => ReturnType<typeof sql>,
) {
  await inChunks(rows, async (chunk) => {
    await db.execute(statement(JSON.stringify(chunk)));
    return [];
  });
}

/** What happened after booking: moves, the work done, cancellations and their refunds. */
export async function writeAftermath(
  db: Db,
  visits: readonly PlannedVisit[],
  ids: readonly number[],
  crewIds: readonly number[],
): Promise<void> {
  const indexed = visits.map((v, i) => ({ v, id: ids[i]! }));
  const moves = indexed
    .filter(({ v }) => v.from)
    .map(({ v, id }) => ({
      id,
      d: v.cell.date,
      t: startLabel(v.cell.start),
      c: crewIds[v.cell.crew]!,
      u: iso(Math.min(v.bookedAt + 86_400_000, at(v.cell.date, 0) - 3_600_000)),
    }));
  await updateFrom(
    db,
    moves,
    (
      json,
    ) => sql`update bookings b set booking_date = v.d, booking_time = v.t, crew_id = v.c, updated_at = v.u
      from jsonb_to_recordset(${json}::jsonb) as v(id int, d date, t text, c int, u timestamptz) where b.id = v.id`,
  );
  const done = indexed
    .filter(({ v }) => v.outcome === 'completed')
    .map(({ v, id }) => ({ id, u: iso(at(v.cell.date, v.cell.start) + 1_800_000) }));
  await updateFrom(
    db,
    done,
    (json) => sql`update bookings b set status = 'completed', updated_at = v.u
      from jsonb_to_recordset(${json}::jsonb) as v(id int, u timestamptz) where b.id = v.id`,
  );
  const cancelled = indexed
    .filter(({ v }) => v.outcome === 'cancelled')
    .map(({ v, id }) => ({
      id,
      r: v.refund ? 'due' : null,
      u: iso(Math.min(v.bookedAt + 2 * 86_400_000, at(v.cell.date, 0) - 3_600_000)),
    }));
  await updateFrom(
    db,
    cancelled,
    (json) => sql`update bookings b set status = 'cancelled', refund_status = v.r, updated_at = v.u
      from jsonb_to_recordset(${json}::jsonb) as v(id int, r text, u timestamptz) where b.id = v.id`,
  );
  const refunded = indexed
    .filter(({ v }) => v.refund === 'refunded')
    .map(({ v, id }) => ({ id, u: iso(at(v.cell.date, 0) + 3 * 86_400_000) }));
  await updateFrom(
    db,
    refunded,
    (json) => sql`with v as (select * from jsonb_to_recordset(${json}::jsonb) as v(id int, u timestamptz)),
      p as (update payments p set refund_status = 'refunded', refunded_at = v.u from v
             where p.booking_id = v.id and p.refund_status = 'due' returning p.id)
    update bookings b set refund_status = 'refunded', updated_at = v.u from v where b.id = v.id`,
  );
  // The history trigger stamps its rows with the time of writing: date them when they happened.
  await db.execute(sql`update booking_events e
    set at = case when e.kind = 'created' then b.created_at else b.updated_at end
    from bookings b where b.id = e.booking_id and b.guid_id like 'booking-scale-%'`);
}

/**
 * Series bookkeeping once their visits exist: the first visit, and for those running the next date on
 * their cadence after the planned ones (what the series job makes next).
 */
export async function finishSeries(
  db: Db,
  series: readonly PlannedSeries[],
  seriesIds: readonly number[],
  visitIds: readonly number[],
) {
  const rows = series.map((s, i) => ({
    id: seriesIds[i]!,
    f: s.visits[0] === undefined ? null : visitIds[s.visits[0]]!,
    n: s.active ? s.next : null,
  }));
  await updateFrom(
    db,
    rows,
    (json) => sql`update booking_series s set first_booking_id = v.f, next_date = v.n
    from jsonb_to_recordset(${json}::jsonb) as v(id int, f int, n date) where s.id = v.id`,
  );
}

export async function writeQuoteRequests(
  db: Db,
  random: Random,
  count: number,
  customers: readonly Customer[],
  from: number,
  to: number,
): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => {
    const c = customers[random.int(0, customers.length - 1)]!;
    const created = from + Math.floor(((i + random.next()) / count) * (to - from));
    return {
      serviceName: random.pick(['Tree felling', 'Garden makeover', 'Irrigation install', 'Paving']),
      name: c.name,
      email: c.email,
      phone: c.phone,
      street: c.street,
      suburb: c.area.suburb,
      postalCode: c.area.postalCode,
      description: 'Please come and have a look; the back garden needs a plan.',
      status: to - created > 14 * 86_400_000 && random.chance(0.6) ? 'booked' : 'new',
      createdAt: iso(created),
      updatedAt: iso(created),
    };
  });
  await inChunks(rows, async (chunk) => {
    await db.insert(quoteRequests).values(chunk);
    return [];
  });
}
