import { asc, desc, eq, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { idArray, inIds } from '../db/id-list.js';
import { outerColumn } from '../db/outer-column.js';
import type { Db, Tx } from '../db/client.js';
import {
  bookingModifiers,
  bookings,
  bookingSeries,
  bookingServiceAddOns,
  bookingServices,
  bookingServiceVariations,
  bookingSlots,
  modifierOptions,
  modifiers,
  users,
} from '../db/schema.js';
import { cellEnd, expectedEnds } from './expected-end.js';
import { paidAmounts, paidSums } from './paid-amounts.js';
import { refundAmounts, refundSums } from './refunds.js';
import { isoTimestamp } from './timestamps.js';

type Reader = Db | Tx;

/** A transaction (one connection) rather than the pool. */
const isTransaction = (db: Reader): db is Tx => 'rollback' in db;

/**
 * Bookings as `bookings/get.php` returns them (docs/api.md, "Booking as read"), in the order of `ids`,
 * with their user, lines (snapshotted options and add-ons) and modifiers, and where each one's work ends. Six queries for any number,
 * each reading by the bookings' ids (never a whole table).
 */
export async function loadBookings(db: Reader, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const reads = [
    () => readBookingRows(db, ids),
    () => readLines(db, ids),
    () => readVisitEnds(db, ids),
    () => readModifiers(db, ids),
  ] as const;
  // On the pool the four reads go out at once, each on a connection of its own (a week's schedule, a
  // series' visits: issue #34); a transaction is one connection, which runs one query at a time.
  const [rows, linesByBooking, visitEnds, modsByBooking] = isTransaction(db)
    ? [await reads[0](), await reads[1](), await reads[2](), await reads[3]()]
    : await Promise.all([reads[0](), reads[1](), reads[2](), reads[3]()]);
  const byId = new Map(
    rows.map((row) => [
      row.booking.id,
      bookingView(row, {
        visitEnd: visitEnds.get(row.booking.id) ?? null,
        services: linesByBooking.get(row.booking.id) ?? [],
        modifiers: modsByBooking.get(row.booking.id) ?? [],
      }),
    ]),
  );
  return ids.flatMap((id) => {
    const b = byId.get(id);
    return b ? [b] : [];
  });
}

/** A booking's customer as its view shows them; null for a booking without one. */
interface BookingUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
}

/** The kind of a booking's series, by the series' key; null for a one-off. */
export const bookingSeriesKind = sql<
  string | null
>`(select ${bookingSeries.kind} from ${bookingSeries} where ${bookingSeries.id} = ${outerColumn(bookings.seriesId)})`;

/** A booking's customer as its view shows them, by the user's key; null for a booking without one. */
export const bookingCustomer = sql<BookingUser | null>`(select json_build_object('id', ${users.id}, 'name', ${users.name}, 'email', ${users.email}, 'phone', ${users.phone}, 'address', ${users.address}) from ${users} where ${users.id} = ${outerColumn(bookings.userId)})`;

/**
 * The bookings with their customer, series kind and payment sums. The customer and the series kind are
 * read per booking through their primary keys (correlated subqueries), not joined: joining reads many
 * bookings' customers (a week's schedule) by hashing the whole users table, so the cost would grow with
 * every customer ever signed up rather than with the bookings read (issue #34). For the same reason each
 * booking is read by its key (a lateral lookup per id): given a week's ids, the planner would otherwise
 * read the whole bookings table once they are a few percent of it.
 */
const bookingRowFields = {
  booking: bookings,
  seriesKind: bookingSeriesKind,
  refund: refundSums,
  paid: paidSums,
  user: bookingCustomer,
};

type BookingRow = SelectResultFields<typeof bookingRowFields>;

async function readBookingRows(db: Reader, ids: readonly number[]): Promise<BookingRow[]> {
  return db
    .select(bookingRowFields)
    .from(sql`unnest(${idArray(ids)}) as wanted(id)`)
    .crossJoinLateral(
      db
        .select()
        .from(bookings)
        .where(sql`${bookings.id} = wanted.id`)
        .limit(1)
        .as('bookings'),
    );
}

/** Each booking's lines, with their snapshotted options and add-ons. */
async function readLines(db: Reader, ids: readonly number[]) {
  const lines = await db
    .select()
    .from(bookingServices)
    .where(inIds(bookingServices.bookingId, ids))
    .orderBy(asc(bookingServices.id));
  const lineIds = lines.map((l) => l.id);
  const [variations, addOns] = await Promise.all([
    lineIds.length
      ? db
          .select()
          .from(bookingServiceVariations)
          .where(inIds(bookingServiceVariations.bookingServiceId, lineIds))
          .orderBy(asc(bookingServiceVariations.id))
      : Promise.resolve([]),
    lineIds.length
      ? db
          .select()
          .from(bookingServiceAddOns)
          .where(inIds(bookingServiceAddOns.bookingServiceId, lineIds))
          .orderBy(asc(bookingServiceAddOns.id))
      : Promise.resolve([]),
  ]);
  // Grouped once by line (a week's schedule holds hundreds of lines: no scan of every option per line).
  const variationsByLine = groupRows(variations, (v) => v.bookingServiceId);
  const addOnsByLine = groupRows(addOns, (a) => a.bookingServiceId);
  return groupBy(
    lines.map((l) => ({
      bookingId: l.bookingId,
      view: {
        id: l.id,
        serviceId: l.serviceId,
        packageId: l.packageId ?? 0,
        name: l.name,
        price: l.price,
        season:
          l.seasonName !== null && l.seasonMultiplier !== null && l.seasonAmount !== null
            ? { name: l.seasonName, multiplier: l.seasonMultiplier, amount: l.seasonAmount }
            : null,
        variations: (variationsByLine.get(l.id) ?? []).map((v) => ({
          id: v.id,
          variationName: v.variationName,
          variationOptionId: v.variationOptionId,
          serviceVariationId: v.serviceVariationId,
          option: { id: v.variationOptionId, label: v.optionLabel, additionalCost: v.additionalCost },
        })),
        addOns: (addOnsByLine.get(l.id) ?? []).map((a) => ({
          id: a.id,
          addOnId: a.addOnId,
          name: a.name,
          price: a.price,
        })),
      },
    })),
  );
}

/**
 * Where each booking's work is expected to end: the end of the last cell the capacity trigger wrote
 * for it (`booking_slots`, the covering rule's own answer); for one that holds none, where its work
 * would end (`expectedEnds`).
 */
async function readVisitEnds(db: Reader, ids: readonly number[]) {
  const lastCells = await db
    .selectDistinctOn([bookingSlots.bookingId], {
      bookingId: bookingSlots.bookingId,
      date: bookingSlots.slotDate,
      cell: bookingSlots.slotIndex,
    })
    .from(bookingSlots)
    .where(inIds(bookingSlots.bookingId, ids))
    .orderBy(asc(bookingSlots.bookingId), desc(bookingSlots.slotDate), desc(bookingSlots.slotIndex));
  const visitEnds = new Map(lastCells.map((c) => [c.bookingId, cellEnd(c.date, c.cell)]));
  // A booking holding no cells (cancelled, a hold run out) is told by where its work would end.
  const held = new Set(visitEnds.keys());
  for (const [id, end] of await expectedEnds(
    db,
    ids.filter((id) => !held.has(id)),
  ))
    visitEnds.set(id, end);
  return visitEnds;
}

/** Each booking's modifiers, with the descriptions of the modifier and option they came from. */
async function readModifiers(db: Reader, ids: readonly number[]) {
  const mods = await db
    .select({
      row: bookingModifiers,
      modifierDescription: modifiers.description,
      optionDescription: modifierOptions.description,
    })
    .from(bookingModifiers)
    .leftJoin(modifiers, eq(modifiers.id, bookingModifiers.modifierId))
    .leftJoin(modifierOptions, eq(modifierOptions.id, bookingModifiers.modifierOptionId))
    .where(inIds(bookingModifiers.bookingId, ids))
    .orderBy(asc(bookingModifiers.modifierId), asc(bookingModifiers.id));
  return groupBy(
    mods.map(({ row: m, modifierDescription, optionDescription }) => ({
      bookingId: m.bookingId,
      view: {
        id: m.id,
        modifierId: m.modifierId,
        modifierOptionId: m.modifierOptionId,
        modifier: { id: m.modifierId, name: m.name, description: modifierDescription },
        option: {
          id: m.modifierOptionId,
          name: m.optionName,
          description: optionDescription,
          type: m.type,
          value: m.value,
          units: m.units,
        },
        /** The rand it added or took off at booking time (null for bookings made before it was kept). */
        amount: m.amount,
        /** The running total it applied to at booking time (null for bookings made before it was kept). */
        base: m.base,
      },
    })),
  );
}

/** The views a grouped read returns per booking. */
type ViewsOf<T> = T extends Promise<Map<number, infer V>> ? V : never;

interface Parts {
  visitEnd: { date: string; time: string } | null;
  services: ViewsOf<ReturnType<typeof readLines>>;
  modifiers: ViewsOf<ReturnType<typeof readModifiers>>;
}

/** One booking as read (docs/api.md, "Booking as read"). */
function bookingView({ booking: b, user, seriesKind, refund, paid }: BookingRow, parts: Parts) {
  return {
    id: b.id,
    guidId: b.guidId,
    userId: b.userId,
    user,
    bookingDate: b.bookingDate,
    bookingTime: b.bookingTime,
    status: b.status,
    statusId: b.statusId,
    totalPrice: b.totalPrice,
    referralCredit: b.referralCredit,
    /** The office's own discount it was booked with; null when none. */
    officeDiscount:
      b.officeDiscountPercent !== null && b.officeDiscountAmount !== null
        ? {
            percent: b.officeDiscountPercent,
            amount: b.officeDiscountAmount,
            reason: b.officeDiscountReason ?? '',
            givenBy: b.officeDiscountBy,
          }
        : null,
    durationMinutes: b.durationMinutes,
    /** Work rained out after it started: the day it stopped, where it resumes; null: no break. */
    breakDate: b.breakDate,
    resumeDate: b.resumeDate,
    resumeTime: b.resumeTime,
    /** When the work is expected to end (date, HH:mm); null when it holds no slot (cancelled). */
    visitEnd: parts.visitEnd,
    address:
      b.addressStreet && b.addressSuburb
        ? { street: b.addressStreet, suburb: b.addressSuburb, postalCode: b.addressPostalCode ?? '' }
        : null,
    propertyNotes: b.propertyNotes,
    paidAt: isoTimestamp(b.paidAt),
    refundStatus: b.refundStatus,
    /** The rand owed back now and the rand refunded so far (its payments' refund states). */
    ...refundAmounts(b, refund),
    /** What the customer has paid (its kept payments) and still owes. */
    ...paidAmounts(b, paid),
    /** Until when an unpaid (pending) booking holds its place; null once paid or confirmed. */
    heldUntil: isoTimestamp(b.heldUntil),
    crewId: b.crewId,
    startedAt: isoTimestamp(b.startedAt),
    seriesId: b.seriesId,
    seriesKind,
    seriesDate: b.seriesDate,
    payLater: b.payLater,
    movedFrom: b.movedFrom,
    skipped: b.skipped,
    cancelledByPause: b.cancelledByPause,
    created_at: isoTimestamp(b.createdAt),
    created_by: b.createdBy,
    updated_at: isoTimestamp(b.updatedAt),
    updated_by: b.updatedBy,
    services: parts.services,
    modifiers: parts.modifiers,
  };
}

type BookingView = Awaited<ReturnType<typeof loadBookings>>[number];

export async function loadBooking(db: Reader, id: number): Promise<BookingView | null> {
  const [b] = await loadBookings(db, [id]);
  return b ?? null;
}

function groupBy<T>(items: { bookingId: number; view: T }[]): Map<number, T[]> {
  const map = groupRows(items, (i) => i.bookingId);
  return new Map([...map].map(([id, list]) => [id, list.map((i) => i.view)]));
}

/** `rows` by the key each one gives, in their order. */
function groupRows<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return map;
}
