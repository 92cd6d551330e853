/**
 * The crew day: a staff user sees their crew's visits of a day in order (every visit assigned to the
 * crew, paid or not, and each day's part of work that spans days), and starts and completes them. A staff user acts only on their own crew's jobs, on the visit's day (completing on a later day
 * is allowed, for a job finished after hours); the office may act on any.
 */
import { completableOn } from '@greenleaf/shared/booking-status-moves';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.js';
import type { ApiCrew } from '../api/replies/schedule.js';
import { badInput, gatewayError } from '../api/errors.js';
import { ACCESS_DENIED, requireUser } from '../auth/guards.js';
import { isOffice } from '../auth/reach.js';
import type { GatewayContext } from '../context.js';
import { johannesburgNow } from '../booking/time-slots.js';
import { isCalendarDate } from '../resolvers/scalars.js';
import type { SessionUser } from '../session.js';
import { bookingsCovering } from './day-parts.js';

/** Staff and the office reach the crew day; customers do not. */
function requireCrewViewer(ctx: GatewayContext): SessionUser {
  const user = requireUser(ctx);
  if (user.role !== 'STAFF' && !isOffice(user)) throw gatewayError('FORBIDDEN', ACCESS_DENIED);
  return user;
}

const crewOf = (crews: readonly ApiCrew[], userId: number) =>
  crews.find((c) => c.members.some((m) => m.id === userId)) ?? null;

async function jobFor(ctx: GatewayContext, guidId: string, action: 'start' | 'complete') {
  const user = requireCrewViewer(ctx);
  const booking = /^booking-[A-Za-z0-9-]{8,200}$/.test(guidId.trim())
    ? await ctx.api.bookingByGuid.load(guidId.trim())
    : null;
  if (!booking) throw gatewayError('NOT_FOUND', 'Booking not found', { field: 'guidId' });
  if (!isOffice(user)) {
    const crew = crewOf(await ctx.api.get('crews/list.php'), user.id);
    if (!crew || booking.crewId !== crew.id) throw gatewayError('FORBIDDEN', ACCESS_DENIED);
  }
  if (booking.status !== 'confirmed') {
    throw gatewayError(
      'INVALID_TRANSITION',
      `A ${booking.status} booking cannot be ${action === 'start' ? 'started' : 'completed'}.`,
      {
        field: 'guidId',
      },
    );
  }
  const today = johannesburgNow().date;
  // Work of more than a day may be started on any of its days (it has slots today).
  const startedLate =
    action === 'start' &&
    booking.bookingDate < today &&
    !isOffice(user) &&
    !(await ctx.api.get('bookings/covering.php', { from: today, to: today })).parts.some(
      (p) => p.bookingId === booking.id,
    );
  if (!completableOn(booking.bookingDate, today) || startedLate) {
    throw gatewayError(
      'INVALID_TRANSITION',
      `This job is on ${booking.bookingDate}; it can only be ${action === 'start' ? 'started' : 'completed'} on its day.`,
      {
        field: 'guidId',
      },
    );
  }
  return { user, booking };
}

export const crewDayQueries: QueryResolvers = {
  crewDay: async (_p, { date }, ctx) => {
    const user = requireCrewViewer(ctx);
    const day = date ?? johannesburgNow().date;
    if (!isCalendarDate(day)) throw badInput('date', 'Date must be a calendar date written YYYY-MM-DD');
    const crew = crewOf(await ctx.api.get('crews/list.php'), user.id);
    if (!crew) return { date: day, crew: null, jobs: [], parts: [] };
    // Every visit assigned to the crew whatever its payment state (a series' visit waiting for payment
    // too), on each day its work covers.
    const { bookings, parts } = await bookingsCovering(
      ctx,
      { from: day, to: day },
      (b) => b.crewId === crew.id && b.status !== 'cancelled',
    );
    return { date: day, crew, jobs: bookings, parts };
  },
};

export const crewDayMutations: MutationResolvers = {
  crewStartJob: async (_p, { input }, ctx) => {
    const { user, booking } = await jobFor(ctx, input.guidId, 'start');
    return { booking: await ctx.api.post('bookings/start.php', { id: booking.id, updated_by: user.id }) };
  },
  crewCompleteJob: async (_p, { input }, ctx) => {
    const { user, booking } = await jobFor(ctx, input.guidId, 'complete');
    const saved = await ctx.api.post('bookings/set-status.php', {
      id: booking.id,
      status: 'completed',
      updated_by: user.id,
    });
    return { booking: saved };
  },
};
