/**
 * A booking on each day it covers: the api answers the bookings with a cell in a range of days and
 * each one's part per day (`bookings/covering.php`, from `booking_slots`); this joins each part to its
 * booking for the schedule and the crew day.
 */
import type { ApiBooking, ApiDayPart } from '../api/replies/bookings.js';
import type { GatewayContext } from '../context.js';

interface DayPartView {
  date: string;
  from: string;
  to: string;
  day: number;
  days: number;
  booking: ApiBooking;
}

/**
 * The bookings that `keep` accepts with a cell between `from` and `to`, and their parts by date and
 * start; `view: 'schedule'` reads each booking's schedule fields only (crews/schedule-selection.ts).
 */
export async function bookingsCovering(
  ctx: GatewayContext,
  range: { from: string; to: string; view?: 'full' | 'schedule' },
  keep: (b: ApiBooking) => boolean,
): Promise<{ bookings: ApiBooking[]; parts: DayPartView[] }> {
  const reply = await ctx.api.get('bookings/covering.php', range);
  const kept = new Map(reply.bookings.filter(keep).map((b) => [b.id, b]));
  const parts = reply.parts.flatMap((p: ApiDayPart) => {
    const booking = kept.get(p.bookingId);
    return booking ? [{ date: p.date, from: p.from, to: p.to, day: p.day, days: p.days, booking }] : [];
  });
  const order = new Map<number, number>();
  parts.forEach((p, i) => {
    if (!order.has(p.booking.id)) order.set(p.booking.id, i);
  });
  const bookings = [...kept.values()].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return { bookings, parts };
}
