/**
 * Pause, resume, stop and skip (docs/recurring.md). Pausing and stopping cancel the series' visits that
 * start more than `cutoffHours` from now and have not started (a paid one is marked for refund);
 * resuming plans again from the next date in the cadence after today (skipped dates stay skipped), and creates
 * the visits within the window at once. Each runs under the series' row lock.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ChangeSeriesBody, SkipVisitBody } from '@greenleaf/shared/rest/series';
import type { Db, Tx } from '../db/client.js';
import { bookings, bookingSeries } from '../db/schema.js';
import { conflict, notFound } from '../http/errors.js';
import { moveBooking } from '../bookings/transitions.js';
import { addDays } from './placement.js';
import { extendOne, johannesburgToday, readWindowWeeks } from './extend.js';
import { loadSeries } from './read-series.js';

const visitStartUtc = sql`(${bookings.bookingDate} + split_part(${bookings.bookingTime}, ' ', 1)::time - interval '2 hours')`;

/** Cancels the series' visits still to come beyond the cut-off; refunds due for paid ones. */
async function cancelUpcoming(tx: Tx, seriesId: number, cutoffHours: number, by: number | null) {
  await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      refundStatus: sql`case when ${bookings.paidAt} is not null then 'due' else ${bookings.refundStatus} end`,
      updatedAt: sql`now()`,
      updatedBy: by,
    })
    .where(
      and(
        eq(bookings.seriesId, seriesId),
        inArray(bookings.status, ['pending', 'confirmed']),
        isNull(bookings.startedAt),
        sql`${visitStartUtc} > (now() at time zone 'UTC') + make_interval(hours => ${cutoffHours})`,
      ),
    );
}

async function lockSeries(tx: Tx, id: number) {
  const [series] = await tx.select().from(bookingSeries).where(eq(bookingSeries.id, id)).for('update');
  if (!series) throw notFound('Series');
  return series;
}

export async function changeSeries(db: Db, input: z.infer<typeof ChangeSeriesBody>) {
  const by = input.by ?? null;
  await db.transaction(async (tx) => {
    const series = await lockSeries(tx, input.id);
    if (series.kind !== 'repeat') {
      throw conflict(
        'A seasonal programme is paid for and cannot be paused or stopped: skip a visit, or call us.',
        'INVALID_TRANSITION',
      );
    }
    const to = input.action === 'pause' ? 'paused' : input.action === 'stop' ? 'stopped' : 'active';
    if (series.status === to) return;
    if (series.status === 'stopped') throw conflict('This series has been stopped.', 'INVALID_TRANSITION');
    if (to === 'active') {
      // Again from the next date in the cadence after today: dates the pause cancelled are planned
      // again, skipped ones are not (the unique index keeps them).
      const today = johannesburgToday();
      let next = series.startDate;
      while (next <= today) next = addDays(next, series.repeatWeeks! * 7);
      const [resumed] = await tx
        .update(bookingSeries)
        .set({ status: 'active', nextDate: next, updatedAt: sql`now()`, updatedBy: by })
        .where(eq(bookingSeries.id, series.id))
        .returning();
      const horizon = addDays(johannesburgToday(), (await readWindowWeeks(tx)) * 7);
      await extendOne(tx, resumed!, horizon);
      return;
    }
    await tx
      .update(bookingSeries)
      .set({ status: to, updatedAt: sql`now()`, updatedBy: by })
      .where(eq(bookingSeries.id, series.id));
    await cancelUpcoming(tx, series.id, input.cutoffHours, by);
  });
  return loadSeries(db, input.id);
}

export async function skipVisit(db: Db, input: z.infer<typeof SkipVisitBody>) {
  const [visit] = await db
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
  await db.transaction(async (tx) => {
    await moveBooking(tx, visit.id, 'cancelled', input.by ?? null);
    await tx.update(bookings).set({ skipped: true }).where(eq(bookings.id, visit.id));
  });
  return loadSeries(db, visit.seriesId);
}
