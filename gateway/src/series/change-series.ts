/**
 * Pause, stop, resume and the office's change of a series from a date (docs/recurring.md): who may, the
 * one api call (`series/change.php`, a dry run for the preview), and after a real change the customer's
 * one e-mail listing every visit it touched, plus the office's refund notices for paid visits cancelled.
 */
import type { ChangeSeriesInput, UndoSeriesChangeInput } from '../__generated__/resolvers-types.js';
import type { ApiVisitChange } from '../api/replies/series.js';
import { badInput, gatewayError } from '../api/errors.js';
import { askNotice, sendNotice } from '../email/notices.js';
import { johannesburgNow } from '../booking/time-slots.js';
import type { GatewayContext } from '../context.js';
import { numericId } from '../resolvers/ids.js';
import { isCalendarDate } from '../resolvers/scalars.js';
import { seriesActor } from './access.js';

const SERIES_NOT_FOUND = 'Series not found';
const SIGN_IN_TO_CHANGE = 'Please sign in to change your booking.';
const OFFICE_ONLY = 'Only the office can change a series’ day, time, crew or price.';

/** The api's body for this input, or a refusal in the actor's words. */
async function changeBody(input: ChangeSeriesInput, ctx: GatewayContext) {
  const { series, actor } = await seriesAndActor(input.seriesId, input.manageToken, ctx);
  if (input.action === 'change' && !actor.office) throw gatewayError('FORBIDDEN', OFFICE_ONLY);
  const from = input.from ?? undefined;
  if (from !== undefined && (!isCalendarDate(from) || from < johannesburgNow().date)) {
    throw badInput('from', 'Choose a date from today on.');
  }
  const byGuid = new Map(series.visits.map((v) => [v.guidId, v.id]));
  const paidIds = (input.paidVisitIds ?? []).map((guid) => {
    const visitId = byGuid.get(guid);
    if (visitId === undefined) throw badInput('paidVisitIds', 'That visit is not one of this series.');
    return visitId;
  });
  const fields = input.change;
  let change: { weekday?: number; bookingTime?: string; crewId?: number | null; visitPrice?: number } = {};
  if (input.action === 'change') {
    if (!fields) throw badInput('change', 'Choose what changes.');
    const crewId = fields.crewId == null ? undefined : numericId(fields.crewId);
    if (crewId === null) throw badInput('change.crewId', 'Choose one of the crews.');
    change = {
      ...(fields.weekday != null ? { weekday: fields.weekday } : {}),
      ...(fields.bookingTime != null ? { bookingTime: fields.bookingTime } : {}),
      ...(fields.noCrew ? { crewId: null } : crewId !== undefined ? { crewId } : {}),
      ...(fields.visitPrice != null ? { visitPrice: fields.visitPrice } : {}),
    };
  }
  return {
    series,
    body: {
      id: series.id,
      action: input.action,
      ...(from !== undefined ? { from } : {}),
      // The customer's pause or stop leaves the visits inside the change cut-off booked; the office's does not.
      cutoffHours: actor.office ? 0 : ctx.config.changeCutoffHours,
      paidIds,
      ...(input.action === 'change' ? { change } : {}),
      ...(actor.by !== null ? { by: actor.by } : {}),
    },
    office: actor.office,
  };
}

/** A change as GraphQL shows it: crews' names for the office only. */
export function shown(changes: ApiVisitChange[], office: boolean) {
  const place = (p: ApiVisitChange['before']) =>
    p && { date: p.date, time: p.time, crewName: office ? p.crewName : null, price: p.price };
  return changes.map((c) => ({ ...c, before: place(c.before), after: place(c.after) }));
}

export async function previewSeriesChange(input: ChangeSeriesInput, ctx: GatewayContext) {
  const { body, office } = await changeBody(input, ctx);
  const answer = await ctx.api.post('series/change.php', { ...body, dryRun: true });
  return {
    changes: shown(answer.changes, office),
    refundTotal: answer.changes.reduce((sum, c) => sum + c.refund, 0),
  };
}

export async function applySeriesChange(input: ChangeSeriesInput, ctx: GatewayContext) {
  const { body, office } = await changeBody(input, ctx);
  // The customer's e-mail (and the office's refund notices) are owed with the change itself
  // (email/notices.ts): the api stores the notice when the change touched a visit.
  const notice = askNotice();
  const changed = await ctx.api.forWrite().post('series/change.php', { ...body, notice });
  void sendNotice(ctx, notice, changed);
  return { series: changed, changes: shown(changed.changes, office), undo: changed.undo };
}

/** The series of `seriesId` and who is changing it, or NOT_FOUND in the actor's words. */
async function seriesAndActor(seriesId: string, manageToken: string | null | undefined, ctx: GatewayContext) {
  if (!ctx.session.user && !manageToken) throw gatewayError('UNAUTHENTICATED', SIGN_IN_TO_CHANGE);
  const id = numericId(seriesId);
  const series = id === null ? null : await ctx.api.seriesById.load(id);
  const actor = series
    ? await seriesActor(
        ctx,
        series.userId,
        series.visits.map((v) => v.guidId),
        manageToken,
      )
    : null;
  if (!series || !actor) throw gatewayError('NOT_FOUND', SERIES_NOT_FOUND, { field: 'seriesId' });
  return { series, actor };
}

/**
 * Undoes a skip, pause, stop or resume (docs/recurring.md, "Undo"): whoever could make the change, with
 * the token its answer gave; the api decides whether it is still time and whether every slot is free.
 */
export async function undoSeriesChange(input: UndoSeriesChangeInput, ctx: GatewayContext) {
  const { series, actor } = await seriesAndActor(input.seriesId, input.manageToken, ctx);
  if (!/^[0-9a-f-]{8,100}$/i.test(input.token)) throw badInput('token', 'This change cannot be undone.');
  const after = await ctx.api.forWrite().post('series/undo.php', {
    seriesId: series.id,
    token: input.token,
    ...(actor.by !== null ? { by: actor.by } : {}),
  });
  return { series: after, changes: [], undo: null };
}
