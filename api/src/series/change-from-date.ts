/**
 * The office's change of a series from a date (docs/recurring.md, "In the office"): each visit it
 * takes moves to the new weekday and time, gets the new crew and (unpaid only) the new price. The
 * capacity trigger decides every move; the first it refuses ends the change with words naming that
 * visit and why, and the transaction keeps nothing. A new price is the visit's own lines and fees plus
 * one "Price set by the office" fee for the difference, so a visit's breakdown still adds up.
 */
import { addDays } from '@greenleaf/shared/calendar/dates';
import type { ApiConflictCode } from '@greenleaf/shared/error-codes';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SeriesChangeFields } from '@greenleaf/shared/rest/series';
import type { Tx } from '../db/client.js';
import { bookingModifiers, bookings, bookingSeries } from '../db/schema.js';
import { conflict } from '../http/errors.js';
import { CLOSED_TIME, CREW_BUSY, pgErrorCode, SLOT_FULL, WORK_DOES_NOT_FIT } from '../bookings/pg-error.js';
import { workingDayFrom } from './placement.js';
import { VisitTemplate } from './template.js';

type Fields = z.infer<typeof SeriesChangeFields>;
type SeriesRow = typeof bookingSeries.$inferSelect;

const OFFICE_PRICE = 'Price set by the office';

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

const REFUSED: Record<string, [string, ApiConflictCode]> = {
  [SLOT_FULL]: ['that time slot is fully booked', 'SLOT_FULL'],
  [WORK_DOES_NOT_FIT]: ['the work would not end by the last slot of the day', 'WORK_DOES_NOT_FIT'],
  [CREW_BUSY]: ['the crew already has a job then', 'CREW_BUSY'],
  [CLOSED_TIME]: [
    "the company does not work then (a closed day, or not one of the day's start times)",
    'CLOSED_TIME',
  ],
};

/** The office's price fee for a visit (or template) whose lines and other fees come to `base`. */
function priceFee(base: number, price: number) {
  const amount = Math.round((price - base) * 100) / 100;
  return {
    name: OFFICE_PRICE,
    modifierId: null,
    modifierOptionId: null,
    optionName: OFFICE_PRICE,
    type: amount < 0 ? 'discount' : 'extra',
    units: 'amount',
    value: Math.abs(amount),
    amount,
    base,
  };
}

/** The series' template with its office price fee for `price` (unchanged when no price is given). */
export function changedTemplate(series: SeriesRow, price: number | undefined): unknown {
  if (price === undefined) return series.template;
  const t = VisitTemplate.parse(series.template);
  const others = t.modifiers.filter((m) => !(m.modifierId === null && m.name === OFFICE_PRICE));
  const officeFee = t.modifiers.find((m) => m.modifierId === null && m.name === OFFICE_PRICE)?.amount ?? 0;
  const base = Number(series.visitPrice) - officeFee;
  const fee = priceFee(base, price);
  return { ...t, modifiers: fee.amount === 0 ? others : [...others, fee] };
}

/** Sets a visit's price: its office price fee replaced by the difference from its lines and other fees. */
async function reprice(tx: Tx, visit: { id: number; totalPrice: number }, price: number, by: number | null) {
  const officeRows = and(
    eq(bookingModifiers.bookingId, visit.id),
    isNull(bookingModifiers.modifierId),
    eq(bookingModifiers.name, OFFICE_PRICE),
  );
  const [old] = await tx
    .select({ amount: sql<number>`coalesce(sum(${bookingModifiers.amount}), 0)`.mapWith(Number) })
    .from(bookingModifiers)
    .where(officeRows);
  await tx.delete(bookingModifiers).where(officeRows);
  const fee = priceFee(Number(visit.totalPrice) - (old?.amount ?? 0), price);
  if (fee.amount !== 0)
    await tx.insert(bookingModifiers).values({ bookingId: visit.id, ...fee, createdBy: by, updatedBy: by });
}

/**
 * Changes the visits `ids` (the series' visits from the date: unpaid, or paid and ticked) and answers
 * the days the weekday moved by (0 to 6, forward).
 */
export async function applyVisitChanges(
  tx: Tx,
  series: SeriesRow,
  ids: number[],
  fields: Fields,
  by: number | null,
): Promise<number> {
  const delta =
    fields.weekday === undefined
      ? 0
      : (fields.weekday - weekdayOf(series.nextDate ?? series.startDate) + 7) % 7;
  if (ids.length === 0) return delta;
  const visits = await tx
    .select()
    .from(bookings)
    .where(inArray(bookings.id, ids))
    .orderBy(bookings.bookingDate);
  for (const v of visits) {
    const was = { date: v.bookingDate ?? '', time: v.bookingTime ?? '' };
    const planned = v.seriesDate ?? was.date;
    const moves = delta !== 0 || fields.bookingTime !== undefined;
    // The new planned day; a closed one (a holiday, say) sends the visit to the next day worked, as
    // the series job places it, and the visit says where it was planned (`movedFrom`).
    const target = moves ? addDays(planned, delta) : was.date;
    const date = moves ? await workingDayFrom(tx, target) : was.date;
    const time = moves ? (fields.bookingTime ?? series.bookingTime) : was.time;
    try {
      await tx
        .update(bookings)
        .set({
          bookingDate: date,
          bookingTime: time,
          ...(moves ? { seriesDate: target, movedFrom: date === target ? null : `${target} ${time}` } : {}),
          ...(fields.crewId !== undefined ? { crewId: fields.crewId } : {}),
          // a price change never alters a paid visit
          ...(fields.visitPrice !== undefined && v.paidAt === null ? { totalPrice: fields.visitPrice } : {}),
          updatedAt: sql`now()`,
          updatedBy: by,
        })
        .where(eq(bookings.id, v.id));
    } catch (err) {
      const refused = REFUSED[pgErrorCode(err) ?? ''];
      if (!refused) throw err;
      throw conflict(
        `The visit of ${was.date} (${was.time}) cannot change to ${date} (${time}): ${refused[0]}. Nothing was changed.`,
        refused[1],
      );
    }
    if (fields.visitPrice !== undefined && v.paidAt === null)
      await reprice(tx, { id: v.id, totalPrice: Number(v.totalPrice) }, fields.visitPrice, by);
  }
  return delta;
}
