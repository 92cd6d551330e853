/**
 * Rain day: the office first sees the plan (`adminRainDayPlan`: rain-plan.ts), then carries it out
 * (`adminRainDay`): every planned move in ONE api transaction (`bookings/move-many.php`: all or none;
 * the capacity trigger still decides). The day is planned again when acting; when the plan differs
 * from the one the office saw (its token), or the api refuses a move because something changed
 * meanwhile, nothing moves and the new plan is answered (`replanned`). Each moved customer is e-mailed
 * their new time once (the office move's notice). A booking with no room within the search stays and
 * is reported, so the office can call the customer. A job that started before the rain day and
 * continues on it keeps its days worked: only the rest of its work moves (a continuation, rain-plan.ts),
 * and its customer is told where the work resumes and when it now ends.
 */
import { addDays } from '@greenleaf/shared/calendar/dates';
import { isChangeableStatus } from '@greenleaf/shared/booking-status-moves';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import type { ApiBooking } from '../api/replies/bookings.js';
import { badInput, errorCode } from '../api/errors.js';
import type { GatewayContext } from '../context.js';
import { adminId } from '../admin/guard.js';
import { askNotice, sendNotice, wasOf } from '../email/notices.js';
import { isCalendarDate } from '../resolvers/scalars.js';
import { CELL_MINUTES } from '@greenleaf/shared/calendar/hours';
import { planRainDay, planToken, type RainContinuation, type RainPlanItem } from './rain-plan.js';

/** How far ahead a rain day looks for room. */
const RAIN_DAY_SEARCH_DAYS = 14;

/** A move refused because the day changed under the plan: plan again. */
const REPLAN_CODES = new Set([
  'CHANGED',
  'CONFLICT',
  'SLOT_FULL',
  'CREW_BUSY',
  'WORK_DOES_NOT_FIT',
  'CLOSED_TIME',
]);

interface RainPlan {
  date: string;
  items: RainPlanItem[];
  searchDays: number;
  token: string;
}

async function rainDayPlan(ctx: GatewayContext, date: string): Promise<RainPlan> {
  if (!isCalendarDate(date)) throw badInput('date', 'Date must be a calendar date written YYYY-MM-DD');
  const day = await ctx.api.get('bookings/covering.php', { from: date, to: date });
  const movable = (b: ApiBooking) => isChangeableStatus(b.status);
  const starting = day.bookings
    .filter((b) => b.bookingDate === date && movable(b))
    .sort((a, b) => a.bookingTime.localeCompare(b.bookingTime) || a.id - b.id);
  // Jobs that started on an earlier day and have work on this one: their rest moves, first (their
  // crew already worked their first days).
  const started = day.bookings
    .filter((b) => b.bookingDate < date && movable(b))
    .sort((a, b) => a.bookingDate.localeCompare(b.bookingDate) || a.id - b.id);
  // Room over the search window; a long job's later days may run past it (the api says where it ends).
  const window = Math.min(31, RAIN_DAY_SEARCH_DAYS + 7);
  const first = addDays(date, 1);
  const later = await ctx.api.get('bookings/covering.php', { from: first, to: addDays(first, window - 1) });
  const continuing = new Map<number, RainContinuation>();
  for (const b of started) {
    const today = day.parts.find((p) => p.bookingId === b.id && p.date === date);
    if (!today) continue;
    const rest = [today, ...later.parts.filter((p) => p.bookingId === b.id)];
    const cells = rest.reduce((n, p) => n + p.lastCell - p.firstCell + 1, 0);
    continuing.set(b.id, { day: today.day, days: today.days, minutes: cells * CELL_MINUTES });
  }
  const toMove = [...started.filter((b) => continuing.has(b.id)), ...starting];
  const minutesOf = (b: ApiBooking) => continuing.get(b.id)?.minutes ?? b.durationMinutes;
  const lengths = [...new Set(toMove.map(minutesOf))];
  const [slotDays, crews] = await Promise.all([
    Promise.all(
      lengths.map((minutes) => ctx.api.get('bookings/slot-days.php', { from: first, days: window, minutes })),
    ),
    ctx.api.get('crews/list.php'),
  ]);
  const byLength = new Map(lengths.map((minutes, i) => [minutes, slotDays[i]!.days]));
  const items = planRainDay({
    bookings: toMove,
    continuing,
    daysFor: (minutes) => byLength.get(minutes) ?? [],
    parts: later.parts,
    crewOf: new Map(later.bookings.map((b) => [b.id, b.crewId ?? null])),
    crews,
    searchDays: RAIN_DAY_SEARCH_DAYS,
  });
  return { date, items, searchDays: RAIN_DAY_SEARCH_DAYS, token: planToken(date, items) };
}

/** The plan as the schema shows it (a crew by its row). */
async function shown(ctx: GatewayContext, plan: RainPlan) {
  const crews = new Map((await ctx.api.get('crews/list.php')).map((c) => [c.id, c]));
  return {
    ...plan,
    items: plan.items.map((i) => ({
      booking: i.booking,
      toDate: i.toDate,
      toTime: i.toTime,
      crew: i.crewId === null ? null : (crews.get(i.crewId) ?? null),
      outcome: i.outcome,
      endDate: i.endDate,
      endTime: i.endTime,
      continuation: i.continuation && { day: i.continuation.day, days: i.continuation.days },
    })),
  };
}

export const rainDayQueries: QueryResolvers = {
  adminRainDayPlan: async (_p, { date }, ctx) => shown(ctx, await rainDayPlan(ctx, date)),
};

export const rainDayMutations: MutationResolvers = {
  adminRainDay: async (_p, { input }, ctx) => {
    const actor = adminId(ctx);
    const plan = await rainDayPlan(ctx, input.date);
    const unmoved = plan.items.filter((i) => i.outcome === 'NO_ROOM').map((i) => i.booking);
    const replanned = async () => ({
      moved: [],
      unmoved: [],
      replanned: true,
      plan: await shown(ctx, await rainDayPlan(ctx, input.date)),
    });
    if (input.planToken != null && input.planToken !== plan.token) {
      return { moved: [], unmoved: [], replanned: true, plan: await shown(ctx, plan) };
    }
    const moves = plan.items.filter((i) => i.toDate !== null && i.toTime !== null);
    // Each customer's e-mail is owed with the moves themselves (email/notices.ts): where the visit was,
    // and for a continuation the day it rained off and where its work now ends.
    const notices = new Map(
      moves.map((i) => [
        i.booking.id,
        askNotice({
          previous: {
            ...wasOf(i.booking),
            ...(i.continuation ? { rainedOff: plan.date, ends: { date: i.endDate!, time: i.endTime! } } : {}),
          },
        }),
      ]),
    );
    let moved: ApiBooking[] = [];
    if (moves.length > 0) {
      try {
        moved = await ctx.api.forWrite().post('bookings/move-many.php', {
          moves: moves.map((i) => {
            const from = {
              id: i.booking.id,
              fromDate: i.booking.bookingDate,
              fromTime: i.booking.bookingTime,
              fromCrewId: i.booking.crewId ?? null,
              crewId: i.crewId,
              notice: notices.get(i.booking.id)!,
            };
            // A continuation keeps its start and days worked; the rest resumes where planned.
            return i.continuation
              ? {
                  ...from,
                  bookingDate: i.booking.bookingDate,
                  bookingTime: i.booking.bookingTime,
                  breakDate: plan.date,
                  resumeDate: i.toDate!,
                  resumeTime: i.toTime!,
                }
              : { ...from, bookingDate: i.toDate!, bookingTime: i.toTime! };
          }),
          updated_by: actor,
        });
      } catch (error) {
        if (REPLAN_CODES.has(errorCode(error) ?? '')) return replanned();
        throw error;
      }
    }
    for (const booking of moved) {
      const notice = notices.get(booking.id);
      if (notice) void sendNotice(ctx, notice, booking);
    }
    return { moved, unmoved, replanned: false, plan: await shown(ctx, plan) };
  },
};
