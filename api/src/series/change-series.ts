/**
 * Pause, resume, stop, change and skip (docs/recurring.md), each from a date the actor chooses (today
 * when none). Pausing and stopping cancel the series' unpaid visits from that date that start more than
 * `cutoffHours` from now and have not started, and a paid one only when the actor ticked it (then
 * marked for refund); the others stay booked. Resuming plans again from the first date of the cadence
 * on or after the resume date (dates the pause cancelled are planned again, skipped ones are not). A
 * change moves, re-crews and re-prices the visits from its date in one go, or refuses naming the visit
 * the capacity trigger refused. Each runs under the series' row lock and answers the visits it changed
 * (`visit-changes.ts`); a dry run answers the same and keeps nothing.
 */
import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { CHANGEABLE_STATUSES } from '@greenleaf/shared/booking-status-moves';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ChangeSeriesBody, SkipVisitBody } from '@greenleaf/shared/rest/series';
import type { Db, Tx } from '../db/client.js';
import { bookings, bookingSeries } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { moveBooking } from '../bookings/transitions.js';
import { extendOne, readWindowWeeks } from './extend.js';
import { loadSeries } from './read-series.js';
import { applyVisitChanges, changedTemplate } from './change-from-date.js';
import { visitChanges, type VisitState } from './visit-changes.js';
import { readPlanState, recordUndo } from './undo.js';
import { recordNotice } from '../email-outbox/notices.js';

type ChangeInput = z.infer<typeof ChangeSeriesBody>;
type SeriesRow = typeof bookingSeries.$inferSelect;

const visitStartUtc = sql`(${bookings.bookingDate} + split_part(${bookings.bookingTime}, ' ', 1)::time - interval '2 hours')`;

/** The series' live visits from `from` that start beyond the cut-off and have not started. */
async function visitsFrom(tx: Tx, seriesId: number, from: string, cutoffHours: number) {
  return tx
    .select({ id: bookings.id, paidAt: bookings.paidAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.seriesId, seriesId),
        inArray(bookings.status, [...CHANGEABLE_STATUSES]),
        isNull(bookings.startedAt),
        gte(bookings.bookingDate, from),
        sql`${visitStartUtc} > (now() at time zone 'UTC') + make_interval(hours => ${cutoffHours})`,
      ),
    );
}

/** Cancels these visits (a paid one is owed back); `byPause` marks them for the resume. */
async function cancelVisits(tx: Tx, ids: number[], byPause: boolean, by: number | null) {
  if (ids.length === 0) return;
  await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      refundStatus: sql`case when ${bookings.paidAt} is not null then 'due' else ${bookings.refundStatus} end`,
      cancelledByPause: byPause,
      updatedAt: sql`now()`,
      updatedBy: by,
    })
    .where(inArray(bookings.id, ids));
}

async function lockSeries(tx: Tx, id: number) {
  const [series] = await tx.select().from(bookingSeries).where(eq(bookingSeries.id, id)).for('update');
  if (!series) throw notFound('Series');
  return series;
}

/** The first date of the series' cadence on or after `from` and after `today`. */
function nextOnCadence(series: SeriesRow, from: string, today: string): string {
  const anchor = series.cadenceDate ?? series.startDate;
  const step = series.repeatWeeks! * 7;
  const target = from > today ? from : addDays(today, 1);
  const days = (Date.parse(target) - Date.parse(anchor)) / 86_400_000;
  // Never before the series' own first date: a series resumed before it began starts there.
  return addDays(anchor, Math.max(0, Math.ceil(days / step)) * step);
}

async function resume(tx: Tx, series: SeriesRow, from: string, by: number | null) {
  const today = johannesburgToday();
  // Dates the pause cancelled are planned again from here; skipped ones are not (the unique index keeps them).
  const [resumed] = await tx
    .update(bookingSeries)
    .set({
      status: 'active',
      pausedFrom: null,
      nextDate: nextOnCadence(series, from, today),
      updatedAt: sql`now()`,
      updatedBy: by,
    })
    .where(eq(bookingSeries.id, series.id))
    .returning();
  const horizon = addDays(today, (await readWindowWeeks(tx)) * 7);
  await extendOne(tx, resumed!, horizon);
}

/** Pause or stop from `from`: the unpaid visits and the ticked paid ones are cancelled. */
async function pauseOrStop(tx: Tx, series: SeriesRow, input: ChangeInput, from: string, by: number | null) {
  const candidates = await visitsFrom(tx, series.id, from, input.cutoffHours);
  const ticked = new Set(input.paidIds);
  const cancel = candidates.filter((v) => v.paidAt === null || ticked.has(v.id)).map((v) => v.id);
  if (input.action === 'pause') {
    await tx
      .update(bookingSeries)
      .set({ status: 'paused', pausedFrom: from, updatedAt: sql`now()`, updatedBy: by })
      .where(eq(bookingSeries.id, series.id));
  } else {
    // Ended the day before `from`; still making visits until then when the job has not reached it.
    const endDate = series.endDate && series.endDate < from ? series.endDate : addDays(from, -1);
    const ended = !series.nextDate || series.nextDate > endDate || series.status === 'paused';
    await tx
      .update(bookingSeries)
      .set({
        status: ended ? 'stopped' : 'active',
        endDate,
        pausedFrom: null,
        updatedAt: sql`now()`,
        updatedBy: by,
      })
      .where(eq(bookingSeries.id, series.id));
  }
  await cancelVisits(tx, cancel, input.action === 'pause', by);
  return candidates.filter((v) => v.paidAt !== null && !ticked.has(v.id)).map((v) => v.id);
}

/** A change from `from`: the weekday, time, crew or later-visit price (the office's). */
async function change(tx: Tx, series: SeriesRow, input: ChangeInput, from: string, by: number | null) {
  const fields = input.change ?? {};
  if (series.status === 'stopped') throw conflict('This series has been stopped.', 'INVALID_TRANSITION');
  if (series.nextDate && from >= series.nextDate) {
    throw badRequest(`Visits are planned up to ${addDays(series.nextDate, -1)}: choose a date up to then.`, {
      from: 'After the last planned visit',
    });
  }
  const candidates = await visitsFrom(tx, series.id, from, 0);
  const ticked = new Set(input.paidIds);
  const targets = candidates.filter((v) => v.paidAt === null || ticked.has(v.id)).map((v) => v.id);
  const delta = await applyVisitChanges(tx, series, targets, fields, by);
  const nextDate = series.nextDate && delta ? addDays(series.nextDate, delta) : series.nextDate;
  await tx
    .update(bookingSeries)
    .set({
      bookingTime: fields.bookingTime ?? series.bookingTime,
      crewId: fields.crewId !== undefined ? fields.crewId : series.crewId,
      visitPrice: fields.visitPrice ?? series.visitPrice,
      template: changedTemplate(series, fields.visitPrice),
      nextDate,
      cadenceDate: delta && nextDate ? nextDate : series.cadenceDate,
      updatedAt: sql`now()`,
      updatedBy: by,
    })
    .where(eq(bookingSeries.id, series.id));
  return candidates.filter((v) => v.paidAt !== null && !ticked.has(v.id)).map((v) => v.id);
}

/** A dry run's answer, thrown to roll its transaction back. */
class DryRun extends Error {
  constructor(readonly answer: Awaited<ReturnType<typeof runChange>>) {
    super('dry run');
  }
}

async function runChange(tx: Tx, input: ChangeInput) {
  const by = input.by ?? null;
  const from = input.from ?? johannesburgToday();
  const series = await lockSeries(tx, input.id);
  if (series.kind !== 'repeat') {
    throw conflict(
      'A seasonal programme is paid for and cannot be paused or stopped: skip a visit, or call us.',
      'INVALID_TRANSITION',
    );
  }
  const before = (await loadSeries(tx, series.id)).visits as VisitState[];
  const state = await readPlanState(tx, series.id);
  let keptIds: number[] = [];
  if (input.action === 'change') keptIds = await change(tx, series, input, from, by);
  else if (input.action === 'resume') {
    if (series.status === 'stopped') throw conflict('This series has been stopped.', 'INVALID_TRANSITION');
    if (series.status === 'paused') await resume(tx, series, from, by);
  } else {
    if (series.status === 'stopped') throw conflict('This series has been stopped.', 'INVALID_TRANSITION');
    if (!(input.action === 'pause' && series.status === 'paused'))
      keptIds = await pauseOrStop(tx, series, input, from, by);
  }
  // The office's change of day, time, crew or price is not undone here: it is changed again.
  const undo = input.action === 'change' ? null : await recordUndo(tx, series.id, input.action, state, by);
  const after = await loadSeries(tx, series.id);
  const kept = (after.visits as VisitState[]).filter((v) => keptIds.includes(v.id));
  return { ...after, changes: await visitChanges(tx, before, after.visits as VisitState[], kept), undo };
}

/** Applies the change (or, with `dryRun`, only answers what it would do). */
export async function changeSeries(db: Db, input: ChangeInput) {
  try {
    return await db.transaction(async (tx) => {
      const answer = await runChange(tx, input);
      if (input.dryRun) throw new DryRun(answer);
      // The customer hears of a change that changed a visit: what changed is kept with the notice.
      if (answer.changes.some((c) => c.what !== 'kept')) {
        await recordNotice(tx, input.notice, 'series.changed', null, {
          seriesId: answer.id,
          action: input.action,
          changes: answer.changes,
        });
      }
      return answer;
    });
  } catch (err) {
    if (err instanceof DryRun) return err.answer;
    throw err;
  }
}

/** A skip's answer, thrown to roll its dry run back. */
class SkipDryRun extends Error {
  constructor(readonly answer: Awaited<ReturnType<typeof runSkip>>) {
    super('dry run');
  }
}

async function runSkip(tx: Tx, input: z.infer<typeof SkipVisitBody>) {
  const [visit] = await tx
    .select({
      id: bookings.id,
      seriesId: bookings.seriesId,
      status: bookings.status,
      startedAt: bookings.startedAt,
      kind: bookingSeries.kind,
      firstBookingId: bookingSeries.firstBookingId,
    })
    .from(bookings)
    .leftJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
    .where(eq(bookings.id, input.bookingId));
  if (!visit) throw notFound('Booking');
  if (visit.seriesId === null) throw conflict('This booking is not part of a series.', 'NOT_IN_SERIES');
  if (visit.startedAt) throw conflict('This visit has started.', 'INVALID_TRANSITION');
  if (visit.kind === 'programme' && visit.firstBookingId === visit.id) {
    throw conflict(
      "A programme's first visit carries its payment: call us to change it.",
      'INVALID_TRANSITION',
    );
  }
  await lockSeries(tx, visit.seriesId);
  const before = (await loadSeries(tx, visit.seriesId)).visits as VisitState[];
  const state = await readPlanState(tx, visit.seriesId);
  await moveBooking(tx, visit.id, 'cancelled', input.by ?? null, 'anyone', input.notice);
  await tx.update(bookings).set({ skipped: true }).where(eq(bookings.id, visit.id));
  const undo = await recordUndo(tx, visit.seriesId, 'skip', state, input.by ?? null);
  const after = await loadSeries(tx, visit.seriesId);
  return { ...after, changes: await visitChanges(tx, before, after.visits as VisitState[], []), undo };
}

/** Skips one visit (or, with `dryRun`, only answers what it would do): the series goes on. */
export async function skipVisit(db: Db, input: z.infer<typeof SkipVisitBody>) {
  try {
    return await db.transaction(async (tx) => {
      const answer = await runSkip(tx, input);
      if (input.dryRun) throw new SkipDryRun(answer);
      return answer;
    });
  } catch (err) {
    if (err instanceof SkipDryRun) return err.answer;
    throw err;
  }
}
