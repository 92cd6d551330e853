/**
 * The date-time step's answers for a cart: how long its visit takes, which start slots of a day hold
 * the whole job, and the next day with room. Reads the api's slot-days (one call, which also tells the
 * lead time) and prices the lines from the catalogue in memory for their minutes.
 */
import type { BookingLineInput } from '../__generated__/resolvers-types.js';
import type { ApiClient } from '../api/client.js';
import { addDays } from '@greenleaf/shared/calendar/dates';
import { badInput } from '../api/errors.js';
import { isCalendarDate } from '../resolvers/scalars.js';
import { outOfSeason } from './package-season.js';
import { priceBooking, type PricingFrom } from './quote.js';
import {
  daySlots,
  firstDayWithRoom,
  visitLength,
  workMinutes,
  type OfferedStart,
  type VisitLength,
} from './work-length.js';

/** How far ahead the next-day suggestion looks. */
const SUGGESTION_DAYS = 30;

/**
 * The work's minutes for the lines (undefined when there are none: one slot, as the api counts it), and
 * when a package in them cannot be booked on `date`, the message saying when it can.
 */
export async function linesMinutes(
  from: Pick<PricingFrom, 'api' | 'catalogue'>,
  date: string,
  lines: readonly BookingLineInput[] | null | undefined,
  fieldPrefix = '',
): Promise<{ minutes: number | undefined; seasonNotice: string | null }> {
  if (!lines?.length) return { minutes: undefined, seasonNotice: null };
  if (!isCalendarDate(date)) throw badInput('date', 'Date must be a calendar date written YYYY-MM-DD');
  // The work's length does not depend on who books: priced as for a newcomer (no REST call).
  const priced = await priceBooking(
    { api: from.api, catalogue: from.catalogue, customer: null, callOutFreeMinutes: 0 },
    { date, lines: [...lines] },
    fieldPrefix,
  );
  return {
    minutes: workMinutes(priced.quote, priced.catalogue, date),
    seasonNotice: outOfSeason(priced.quote, priced.catalogue, date),
  };
}

/**
 * The day's start slots for work of `minutes` (one slot when undefined), available only where the api
 * offers the start for the work (and the places and lead time allow), with the lead time the api told.
 */
export async function startsOn(
  api: ApiClient,
  date: string,
  minutes: number | undefined,
): Promise<{ starts: OfferedStart[]; minLeadMinutes: number }> {
  if (!isCalendarDate(date)) throw badInput('date', 'Date must be a calendar date written YYYY-MM-DD');
  const reply = await api.get('bookings/slot-days.php', {
    from: date,
    days: 1,
    ...(minutes === undefined ? {} : { minutes }),
  });
  return {
    starts: daySlots(reply.days[0], reply.minLeadMinutes),
    minLeadMinutes: reply.minLeadMinutes,
  };
}

interface VisitPlan extends VisitLength {
  minLeadMinutes: number;
  nextDateWithRoom: string | null;
}

/** The visit's length and the first date after `date` with a start where the whole job fits. */
export async function planVisit(
  api: ApiClient,
  date: string,
  minutes: number | undefined,
): Promise<VisitPlan> {
  if (!isCalendarDate(date)) throw badInput('date', 'Date must be a calendar date written YYYY-MM-DD');
  const reply = await api.get('bookings/slot-days.php', {
    from: addDays(date, 1),
    days: SUGGESTION_DAYS,
    ...(minutes === undefined ? {} : { minutes }),
  });
  return {
    ...visitLength(minutes ?? reply.slotMinutes, reply),
    minLeadMinutes: reply.minLeadMinutes,
    nextDateWithRoom: firstDayWithRoom(reply.days, reply.minLeadMinutes),
  };
}
