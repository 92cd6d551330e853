/** Writes one series visit: the booking, then its lines, options, add-ons and fees from the template. */
import { newGuidId } from '../bookings/guid-id.js';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { CREW_BUSY, pgErrorCode } from '../bookings/pg-error.js';
import { bookings, users } from '../db/schema.js';
import { writeBookingRows } from '../bookings/booking-rows.js';
import type { VisitTemplate } from './template.js';

interface VisitRow {
  seriesId: number;
  userId: number | null;
  /** The date the series planned it for (unique per series). */
  seriesDate: string;
  date: string;
  time: string;
  totalPrice: number;
  payLater: boolean;
  /**
   * The end of its hold while pending: a programme's later visit ends with its first; null for a
   * repeat's later visit, which waits for its payment (`payLater`) without a time limit.
   */
  heldUntil: string | null;
  movedFrom: string | null;
  /** The series' crew (null: none); see `writeVisitWithCrew`. */
  crewId?: number | null;
}

/**
 * Inserts the visit and its lines; null when the series already has a live or skipped visit planned
 * for that date (the unique index: a second run, or a resume over a skipped date, adds nothing). Pending; the capacity trigger decides.
 */
export async function writeVisit(tx: Tx, row: VisitRow, t: VisitTemplate): Promise<number | null> {
  const [booking] = await tx
    .insert(bookings)
    .values({
      guidId: newGuidId(),
      userId: row.userId,
      bookingDate: row.date,
      bookingTime: row.time,
      durationMinutes: t.durationMinutes,
      addressStreet: t.address.street,
      addressSuburb: t.address.suburb,
      addressPostalCode: t.address.postalCode,
      propertyNotes: t.propertyNotes,
      totalPrice: row.totalPrice,
      seriesId: row.seriesId,
      seriesDate: row.seriesDate,
      payLater: row.payLater,
      heldUntil: row.heldUntil,
      movedFrom: row.movedFrom,
      crewId: row.crewId ?? null,
      // The series' office discount: the visit's breakdown and e-mail show its row.
      ...(t.officeDiscount
        ? {
            officeDiscountPercent: t.officeDiscount.percent,
            officeDiscountAmount: t.officeDiscount.amount,
            officeDiscountReason: t.officeDiscount.reason,
            // who gave it, while that account exists (its row would be set null on delete anyway)
            officeDiscountBy:
              t.officeDiscount.givenBy === null
                ? null
                : sql<
                    number | null
                  >`(select ${users.id} from ${users} where ${users.id} = ${t.officeDiscount.givenBy})`,
          }
        : {}),
    })
    // The series has a live or skipped visit for this date (bookings_series_date_uq).
    .onConflictDoNothing()
    .returning({ id: bookings.id });
  if (!booking) return null;
  await writeBookingRows(tx, booking.id, t.lines, t.modifiers);
  return booking.id;
}

/**
 * Writes the visit with the series' crew; when the capacity trigger finds that crew busy then (GL004),
 * writes it unassigned instead (the office sees the series' visits without its crew). Any other refusal
 * (a full slot) is the caller's to place elsewhere.
 */
export async function writeVisitWithCrew(tx: Tx, row: VisitRow, t: VisitTemplate): Promise<number | null> {
  if (row.crewId == null) return writeVisit(tx, row, t);
  try {
    return await tx.transaction((sp) => writeVisit(sp, row, t));
  } catch (err) {
    if (pgErrorCode(err) !== CREW_BUSY) throw err;
    return writeVisit(tx, { ...row, crewId: null }, t);
  }
}
