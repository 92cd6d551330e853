/**
 * The office's schedule: who goes where between two days. One read of the crews, one of the bookings
 * covering the range (a job of more than a day on each day it covers, with its part there) and one of
 * the slots (their labels and today's capacity); the client lays the parts out as a column per crew
 * and a row per slot.
 */
import { addDays } from '@greenleaf/shared/calendar/dates';
import type { QueryResolvers } from '../__generated__/resolvers-types.js';
import { badInput } from '../api/errors.js';
import { isCalendarDate } from '../resolvers/scalars.js';
import { bookingsCovering } from './day-parts.js';
import { asksScheduleViewOnly } from './schedule-selection.js';

/** The longest range one schedule read covers (a week view is 7). */
const MAX_SCHEDULE_DAYS = 14;

function checkedRange(from: string, to: string): { from: string; to: string } {
  if (!isCalendarDate(from)) throw badInput('from', 'Date must be a calendar date written YYYY-MM-DD');
  if (!isCalendarDate(to)) throw badInput('to', 'Date must be a calendar date written YYYY-MM-DD');
  if (to < from) throw badInput('to', 'The end date must not be before the start date');
  if (to > addDays(from, MAX_SCHEDULE_DAYS - 1)) {
    throw badInput('to', `The schedule shows at most ${MAX_SCHEDULE_DAYS} days at a time`);
  }
  return { from, to };
}

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const scheduleQueries: QueryResolvers = {
  adminSchedule: async (_p, args, ctx, info) => {
    const { from, to } = checkedRange(args.from, args.to);
    const view = asksScheduleViewOnly(info) ? 'schedule' : 'full';
    const [crews, covering, slotDays] = await Promise.all([
      ctx.api.get('crews/list.php'),
      bookingsCovering(ctx, { from, to, view }, (b) => b.status !== 'cancelled'),
      ctx.api.get('bookings/slot-days.php', { from, days: daysBetween(from, to) }),
    ]);
    // The rows: every start of the days shown by the company's calendar (its hours and granularity).
    const slots = slotDays.days.flatMap((d) => d.slots);
    return {
      from,
      to,
      slots: [...new Set(slots.map((s) => s.bookingTime))].sort(),
      capacity: slots[0]?.capacity ?? 0,
      crews,
      bookings: covering.bookings,
      parts: covering.parts,
    };
  },
};
