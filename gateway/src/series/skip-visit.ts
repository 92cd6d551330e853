/**
 * Skipping one visit of a series or programme (docs/recurring.md): who may (the owner, signed in or with
 * a manage link of one of its visits, outside the change cut-off; the office at any time), its preview
 * (the api's dry run: the visit cancelled, any money owed back) and the skip itself, which answers its
 * undo (`undoSeriesChange`).
 */
import type { SkipSeriesVisitInput } from '../__generated__/resolvers-types.js';
import { gatewayError } from '../api/errors.js';
import { askNotice, sendNotice, wasOf } from '../email/notices.js';
import { changeAllowed, changeWindowClosedMessage } from '../booking/change-window.js';
import type { GatewayContext } from '../context.js';
import { seriesActor } from './access.js';
import { shown } from './change-series.js';

const BOOKING_NOT_FOUND = 'Booking not found';
const SIGN_IN_TO_CHANGE = 'Please sign in to change your booking.';

/** The visit, and the api's body to skip it, or a refusal in the actor's words. */
async function skipBody(input: SkipSeriesVisitInput, ctx: GatewayContext) {
  if (!ctx.session.user && !input.manageToken) throw gatewayError('UNAUTHENTICATED', SIGN_IN_TO_CHANGE);
  const guid = input.guidId.trim();
  const booking = /^booking-[A-Za-z0-9-]{8,200}$/.test(guid) ? await ctx.api.bookingByGuid.load(guid) : null;
  const series = booking?.seriesId != null ? await ctx.api.seriesById.load(booking.seriesId) : null;
  // A manage link of any visit of the series stands for its owner (a booking of no series: its own).
  const guids = booking ? [booking.guidId, ...(series?.visits.map((v) => v.guidId) ?? [])] : [];
  const actor = booking ? await seriesActor(ctx, booking.userId, guids, input.manageToken) : null;
  if (!booking || !actor) throw gatewayError('NOT_FOUND', BOOKING_NOT_FOUND, { field: 'guidId' });
  const { changeCutoffHours, officePhone } = ctx.config;
  if (!actor.office && !changeAllowed(booking.bookingDate, booking.bookingTime, changeCutoffHours)) {
    throw gatewayError('CHANGE_WINDOW_CLOSED', changeWindowClosedMessage(changeCutoffHours, officePhone), {
      field: 'guidId',
    });
  }
  // A booking of no series: the api's 409 NOT_IN_SERIES, passed on as it is.
  return { booking, actor, body: { bookingId: booking.id, ...(actor.by !== null ? { by: actor.by } : {}) } };
}

/** What skipping would do: the visit cancelled and what is owed back, nothing kept. */
export async function previewSkip(input: SkipSeriesVisitInput, ctx: GatewayContext) {
  const { body, actor } = await skipBody(input, ctx);
  const answer = await ctx.api.post('series/skip.php', { ...body, dryRun: true });
  return {
    changes: shown(answer.changes, actor.office),
    refundTotal: answer.changes.reduce((sum, c) => sum + c.refund, 0),
  };
}

/** Skips the visit; the customer and the office are told as for a cancellation. */
export async function applySkip(input: SkipSeriesVisitInput, ctx: GatewayContext) {
  const { booking, actor, body } = await skipBody(input, ctx);
  // The e-mails of the visit cancelled are owed with the skip (stored by the api when it cancels it).
  const notice = askNotice({ was: wasOf(booking) });
  const after = await ctx.api.forWrite().post('series/skip.php', { ...body, notice });
  const skipped = after.visits.find((v) => v.id === booking.id);
  void sendNotice(ctx, notice, skipped);
  return { series: after, changes: shown(after.changes, actor.office), undo: after.undo };
}
