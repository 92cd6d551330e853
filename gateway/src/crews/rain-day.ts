/**
 * Rain day: every pending or confirmed booking of a day moves to the first start, from the next day on,
 * where its whole length fits, in the order of the day (earlier visits get the earlier new times). A
 * booking keeps its crew when that crew is free then, and becomes unassigned otherwise. Each customer
 * is e-mailed the new time (officeMove). A booking with no room within the search window stays and is
 * reported, so the office can call the customer.
 */
import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import type { ApiBooking } from '../api/rest-types.js';
import { badInput, errorCode } from '../api/errors.js';
import type { GatewayContext } from '../context.js';
import { adminId } from '../admin/guard.js';
import { officeMove } from '../booking/office-move.js';
import { addDays, offerStarts } from '../booking/work-length.js';
import { isCalendarDate } from '../resolvers/scalars.js';

/** How far ahead a rain day looks for room. */
const RAIN_DAY_SEARCH_DAYS = 14;

const FIELDS = { date: 'date', timeSlot: 'date', crewId: 'date' };

/** The first start after `date` where `minutes` of work fit (closed days offer none), or null. */
async function nextFreeStart(ctx: GatewayContext, date: string, minutes: number) {
  const reply = await ctx.api.get('bookings/slot-days.php', {
    from: addDays(date, 1),
    days: RAIN_DAY_SEARCH_DAYS,
    minutes,
  });
  for (let d = 0; d < reply.days.length; d++) {
    const start = offerStarts(reply.days[d], 0).find((s) => s.available);
    if (start) return { date: reply.days[d]!.date, timeSlot: start.label };
  }
  return null;
}

async function moveOne(ctx: GatewayContext, booking: ApiBooking, actor: number): Promise<ApiBooking | null> {
  // A start taken by someone else between the read and the write: look again (a few times at most).
  for (let attempt = 0; attempt < 3; attempt++) {
    const to = await nextFreeStart(ctx, booking.bookingDate, booking.durationMinutes);
    if (!to) return null;
    try {
      return await officeMove(ctx, booking, to, FIELDS, actor);
    } catch (error) {
      if (errorCode(error) === 'CREW_BUSY') {
        return officeMove(ctx, booking, { ...to, crewId: null }, FIELDS, actor);
      }
      if (errorCode(error) !== 'SLOT_FULL') throw error;
    }
  }
  return null;
}

export const rainDayMutations: MutationResolvers = {
  adminRainDay: async (_p, { input }, ctx) => {
    if (!isCalendarDate(input.date))
      throw badInput('date', 'Date must be a calendar date written YYYY-MM-DD');
    const actor = adminId(ctx);
    const bookings = (await ctx.api.get('bookings/list.php', { from: input.date, to: input.date }))
      .filter((b) => b.status === 'pending' || b.status === 'confirmed')
      .sort((a, b) => a.bookingTime.localeCompare(b.bookingTime) || a.id - b.id);
    const moved: ApiBooking[] = [];
    const unmoved: ApiBooking[] = [];
    for (const booking of bookings) {
      const result = await moveOne(ctx, booking, actor);
      if (result) moved.push(result);
      else unmoved.push(booking);
    }
    return { moved, unmoved };
  },
};
