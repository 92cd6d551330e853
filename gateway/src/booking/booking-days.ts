/**
 * The date step's calendar for a cart (Query.bookingDays): each day from today, closed (and why: the
 * company's calendar, `calendar/get.php`) or open with or without a start where the whole job fits
 * (the api's slot-days, as the time slots read it, with the lead time), and the first day with room,
 * where the step opens. A day outside a package's season has no room (visitPlan says why).
 */
import { addDays } from '@greenleaf/shared/calendar/dates';
import { johannesburgToday } from '@greenleaf/shared/calendar/dates';
import type { BookingLineInput } from '../__generated__/resolvers-types.js';
import type { ApiSlotDays } from '../api/replies/schedule.js';
import { badInput } from '../api/errors.js';
import type { GatewayContext } from '../context.js';
import { outOfSeason } from './package-season.js';
import { priceBooking } from './quote.js';
import { offerStarts, workMinutes } from './work-length.js';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The api answers at most this many days a call. */
const DAYS_PER_CALL = 31;
const MAX_BOOKING_DAYS = 62;

interface BookingDay {
  date: string;
  closed: boolean;
  closedReason: string | null;
  hasRoom: boolean;
}

export async function bookingDays(
  ctx: Pick<GatewayContext, 'api' | 'catalogue'>,
  lines: readonly BookingLineInput[],
  count = DAYS_PER_CALL,
  now: Date = new Date(),
): Promise<{ firstDateWithRoom: string | null; days: BookingDay[] }> {
  if (!Number.isInteger(count) || count < 1 || count > MAX_BOOKING_DAYS)
    throw badInput('days', `Days must be a whole number from 1 to ${MAX_BOOKING_DAYS}.`);
  const today = johannesburgToday(now);
  const priced = lines.length
    ? await priceBooking(
        { api: ctx.api, catalogue: ctx.catalogue, customer: null, callOutFreeMinutes: 0 },
        { date: today, lines: [...lines] },
        'lines.',
      )
    : null;
  const minutes = priced ? workMinutes(priced.quote, priced.catalogue, today) : undefined;
  const calls: Promise<ApiSlotDays>[] = [];
  for (let offset = 0; offset < count; offset += DAYS_PER_CALL) {
    calls.push(
      ctx.api.get('bookings/slot-days.php', {
        from: addDays(today, offset),
        days: Math.min(DAYS_PER_CALL, count - offset),
        ...(minutes === undefined ? {} : { minutes }),
      }),
    );
  }
  const [calendar, ...replies] = await Promise.all([
    ctx.api.get('calendar/get.php', { from: today }),
    ...calls,
  ]);
  const closedReasons = new Map(
    calendar.closedDays.filter((d) => !d.open).map((d) => [d.date, d.reason] as const),
  );
  const closedWeekdays = new Set(calendar.hours.filter((h) => h.opensAt == null).map((h) => h.weekday));
  const days = replies.flatMap((reply) =>
    reply.days.map((day): BookingDay => {
      const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
      const reason =
        closedReasons.get(day.date) ??
        (closedWeekdays.has(weekday) || day.slots.length === 0 ? WEEKDAYS[weekday]! : null);
      const inSeason = !priced || outOfSeason(priced.quote, priced.catalogue, day.date, today) === null;
      const hasRoom =
        reason === null &&
        inSeason &&
        offerStarts(day, reply.minLeadMinutes, now).some((start) => start.available);
      return { date: day.date, closed: reason !== null, closedReason: reason, hasRoom };
    }),
  );
  return { firstDateWithRoom: days.find((d) => d.hasRoom)?.date ?? null, days };
}
