/**
 * The schedule's view of bookings (`bookings/covering.php?view=schedule`, docs/api.md "Schedule"): the
 * fields the office's schedule lays out, each named and written as in the booking as read
 * (`loadBookings`) and equal to it there (read-schedule-view.test.ts), in two queries. The whole view
 * also reads every line's options and add-ons, the modifiers, the payment sums and where the work
 * ends: for a week of a few hundred visits that is most of the read's cost (bench/RESULTS.md, issue
 * #34), and the schedule shows none of it.
 */
import { asc } from 'drizzle-orm';
import { inIds } from '../db/id-list.js';
import type { Db, Tx } from '../db/client.js';
import { bookings, bookingServices } from '../db/schema.js';
import { bookingCustomer, bookingsByKey, bookingSeriesKind, visitAddress } from './read-booking.js';
import { isoTimestamp } from './timestamps.js';

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

const rowFields = {
  id: bookings.id,
  guidId: bookings.guidId,
  userId: bookings.userId,
  user: bookingCustomer,
  bookingDate: bookings.bookingDate,
  bookingTime: bookings.bookingTime,
  status: bookings.status,
  statusId: bookings.statusId,
  totalPrice: bookings.totalPrice,
  durationMinutes: bookings.durationMinutes,
  addressStreet: bookings.addressStreet,
  addressSuburb: bookings.addressSuburb,
  addressPostalCode: bookings.addressPostalCode,
  crewId: bookings.crewId,
  startedAt: bookings.startedAt,
  seriesId: bookings.seriesId,
  seriesKind: bookingSeriesKind,
  payLater: bookings.payLater,
  movedFrom: bookings.movedFrom,
};

/** The bookings `ids` as the schedule shows them, in the order of `ids` (an id not found is left out). */
export async function loadScheduleBookings(db: Db | Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const [rows, lines] = await Promise.all([
    bookingsByKey(db, ids, rowFields),
    db
      .select({
        bookingId: bookingServices.bookingId,
        id: bookingServices.id,
        serviceId: bookingServices.serviceId,
        packageId: bookingServices.packageId,
        name: bookingServices.name,
        price: bookingServices.price,
      })
      .from(bookingServices)
      .where(inIds(bookingServices.bookingId, ids))
      .orderBy(asc(bookingServices.id)),
  ]);
  const linesOf = new Map<
    number,
    { id: number; serviceId: number | null; packageId: number; name: string; price: number }[]
  >();
  for (const { bookingId, packageId, ...line } of lines) {
    const list = linesOf.get(bookingId) ?? [];
    list.push({ ...line, packageId: packageId ?? 0 });
    linesOf.set(bookingId, list);
  }
  const byId = new Map(
    rows.map(({ addressStreet, addressSuburb, addressPostalCode, startedAt, ...b }) => [
      b.id,
      {
        ...b,
        address: visitAddress({ addressStreet, addressSuburb, addressPostalCode }),
        startedAt: isoTimestamp(startedAt),
        services: linesOf.get(b.id) ?? [],
      },
    ]),
  );
  return ids.flatMap((id) => {
    const b = byId.get(id);
    return b ? [b] : [];
  });
}
