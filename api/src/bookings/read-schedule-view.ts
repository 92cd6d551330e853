/**
 * The schedule's view of bookings (`bookings/covering.php?view=schedule`, docs/api.md "Schedule"): the
 * fields the office's schedule lays out, each named and written as in the booking as read
 * (`loadBookings`) and equal to it there (move-many.test.ts), in one statement. The whole view
 * also reads every line's options and add-ons, the modifiers, the payment sums and where the work
 * ends: for a week of a few hundred visits that is most of the read's cost (bench/RESULTS.md, issue
 * #34), and the schedule shows none of it.
 */
import { sql } from 'drizzle-orm';
import { idArray } from '../db/id-list.js';
import type { Db, Tx } from '../db/client.js';
import { outerColumn } from '../db/outer-column.js';
import { bookings, bookingServices } from '../db/schema.js';
import { bookingCustomer, bookingSeriesKind } from './read-booking.js';

/** The keys of a booking as read that the schedule's view carries (each line: only its own fields). */
export const SCHEDULE_VIEW_KEYS = [
  'id',
  'guidId',
  'userId',
  'user',
  'bookingDate',
  'bookingTime',
  'status',
  'statusId',
  'totalPrice',
  'durationMinutes',
  'address',
  'crewId',
  'startedAt',
  'seriesId',
  'seriesKind',
  'payLater',
  'movedFrom',
  'services',
] as const;

/** The keys of a booking's line that the schedule's view carries. */
export const SCHEDULE_LINE_KEYS = ['id', 'serviceId', 'packageId', 'name', 'price'] as const;

/** A column named with its table (the statement reads two tables). */
const col = outerColumn;

/** A line as the schedule's view carries it (SCHEDULE_LINE_KEYS). */
const lineView = sql`json_build_object('id', ${col(bookingServices.id)}, 'serviceId', ${col(bookingServices.serviceId)}, 'packageId', coalesce(${col(bookingServices.packageId)}, 0), 'name', ${col(bookingServices.name)}, 'price', ${col(bookingServices.price)})`;

/**
 * A booking as the schedule's view carries it (SCHEDULE_VIEW_KEYS), built by PostgreSQL: the api parses
 * one JSON text instead of mapping each column of each row (a week of 375 visits on the 5-year
 * database: 3-5 ms of the api's CPU instead of 14-16 ms).
 */
const bookingViewJson = sql`json_build_object(
  'id', ${col(bookings.id)}, 'guidId', ${col(bookings.guidId)}, 'userId', ${col(bookings.userId)},
  'user', ${bookingCustomer},
  'bookingDate', ${col(bookings.bookingDate)}, 'bookingTime', ${col(bookings.bookingTime)},
  'status', ${col(bookings.status)}, 'statusId', ${col(bookings.statusId)},
  'totalPrice', ${col(bookings.totalPrice)}, 'durationMinutes', ${col(bookings.durationMinutes)},
  'address', case when coalesce(${col(bookings.addressStreet)}, '') <> '' and coalesce(${col(bookings.addressSuburb)}, '') <> ''
    then json_build_object('street', ${col(bookings.addressStreet)}, 'suburb', ${col(bookings.addressSuburb)}, 'postalCode', coalesce(${col(bookings.addressPostalCode)}, '')) end,
  'crewId', ${col(bookings.crewId)},
  'startedAt', to_char(${col(bookings.startedAt)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'seriesId', ${col(bookings.seriesId)}, 'seriesKind', ${bookingSeriesKind},
  'payLater', ${col(bookings.payLater)}, 'movedFrom', ${col(bookings.movedFrom)},
  'services', coalesce((select json_agg(${lineView} order by ${col(bookingServices.id)}) from ${bookingServices}
                         where ${col(bookingServices.bookingId)} = ${col(bookings.id)}), '[]'))`;

/** The schedule's view of a booking (the keys of SCHEDULE_VIEW_KEYS, each as `loadBookings` has it). */
interface ScheduleBookingView {
  id: number;
  guidId: string;
  userId: number | null;
  user: { id: number; name: string; email: string; phone: string | null; address: string | null } | null;
  bookingDate: string | null;
  bookingTime: string | null;
  status: string;
  statusId: number;
  totalPrice: number;
  durationMinutes: number;
  address: { street: string; suburb: string; postalCode: string } | null;
  crewId: number | null;
  startedAt: string | null;
  seriesId: number | null;
  seriesKind: string | null;
  payLater: boolean;
  movedFrom: string | null;
  services: { id: number; serviceId: number | null; packageId: number; name: string; price: number }[];
}

/**
 * The bookings `ids` as the schedule shows them, in the order of `ids` (each once; an id not found is
 * left out), each read by its key: the lateral's `limit 1` keeps it a lookup per id, which the planner
 * would otherwise turn into a join reading the whole bookings table once the ids are a few percent of
 * it (as `loadBookings` does).
 */
export async function loadScheduleBookings(
  db: Db | Tx,
  ids: readonly number[],
): Promise<ScheduleBookingView[]> {
  if (ids.length === 0) return [];
  const result = (await db.execute(sql`
    select coalesce(json_agg(views.view order by wanted.ord), '[]')::text as views
      from unnest(${idArray(ids)}) with ordinality as wanted(id, ord)
      cross join lateral (select ${bookingViewJson} as view from ${bookings} where ${col(bookings.id)} = wanted.id limit 1) views`)) as unknown as {
    rows: { views: string }[];
  };
  return JSON.parse(result.rows[0]?.views ?? '[]') as ScheduleBookingView[];
}
