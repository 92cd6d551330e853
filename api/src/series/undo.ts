/**
 * The undo of a plan change (docs/recurring.md, "Undo"): a skip, pause, stop or resume keeps what it
 * did (the series' fields and every visit it touched, before and after, and the visits it planned) in
 * `series_undos`, and `series/undo.php` puts it all back exactly, once, for `UNDO_MINUTES` after the
 * change (the database's clock decides). It is refused when the plan changed since (a later change,
 * a visit paid, refunded or started meanwhile) and, through the capacity trigger, when a visit's slot
 * has been taken since: then nothing is undone.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client.js';
import { bookings, bookingSeries, payments, seriesUndos } from '../db/schema.js';
import { conflict, notFound } from '../http/errors.js';
import { CLOSED_TIME, CREW_BUSY, pgErrorCode, SLOT_FULL, WORK_DOES_NOT_FIT } from '../bookings/pg-error.js';
import { loadSeries } from './read-series.js';

/** How long after a change its undo is offered. */
const UNDO_MINUTES = 10;

type UndoAction = 'skip' | 'pause' | 'stop' | 'resume';

const SeriesFields = z.object({
  status: z.string(),
  pausedFrom: z.string().nullable(),
  endDate: z.string().nullable(),
  nextDate: z.string().nullable(),
  cadenceDate: z.string().nullable(),
});
const VisitFields = z.object({
  status: z.string(),
  refundStatus: z.string().nullable(),
  cancelledByPause: z.boolean(),
  skipped: z.boolean(),
  heldUntil: z.string().nullable(),
  paidAt: z.string().nullable(),
  startedAt: z.string().nullable(),
});
const Snapshot = z.object({
  series: z.object({ before: SeriesFields, after: SeriesFields }),
  visits: z.array(z.object({ id: z.number(), before: VisitFields, after: VisitFields })),
  planned: z.array(z.number()),
});
type SeriesState = z.infer<typeof SeriesFields>;
type VisitState = z.infer<typeof VisitFields>;

/** The series' fields and its visits' fields a change may alter. */
interface PlanState {
  series: SeriesState;
  visits: Map<number, VisitState>;
}

const visitColumns = {
  id: bookings.id,
  status: bookings.status,
  refundStatus: bookings.refundStatus,
  cancelledByPause: bookings.cancelledByPause,
  skipped: bookings.skipped,
  heldUntil: bookings.heldUntil,
  paidAt: bookings.paidAt,
  startedAt: bookings.startedAt,
};

/** The series and its visits as they are now (read before and after a change). */
export async function readPlanState(tx: Tx, seriesId: number): Promise<PlanState> {
  const [s] = await tx
    .select({
      status: bookingSeries.status,
      pausedFrom: bookingSeries.pausedFrom,
      endDate: bookingSeries.endDate,
      nextDate: bookingSeries.nextDate,
      cadenceDate: bookingSeries.cadenceDate,
    })
    .from(bookingSeries)
    .where(eq(bookingSeries.id, seriesId));
  if (!s) throw notFound('Series');
  const rows = await tx.select(visitColumns).from(bookings).where(eq(bookings.seriesId, seriesId));
  return { series: s, visits: new Map(rows.map(({ id, ...v }) => [id, v])) };
}

const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps what a change did since `before` (read in the same transaction) for its undo; null when it did
 * nothing. Answers the token the actor undoes it with and until when.
 */
export async function recordUndo(
  tx: Tx,
  seriesId: number,
  action: UndoAction,
  before: PlanState,
  by: number | null,
): Promise<{ token: string; expiresAt: string } | null> {
  const after = await readPlanState(tx, seriesId);
  const visits = [...before.visits].flatMap(([id, was]) => {
    const now = after.visits.get(id);
    return now && !same(was, now) ? [{ id, before: was, after: now }] : [];
  });
  const planned = [...after.visits.keys()].filter((id) => !before.visits.has(id));
  if (visits.length === 0 && planned.length === 0 && same(before.series, after.series)) return null;
  const snapshot = { series: { before: before.series, after: after.series }, visits, planned };
  const [row] = await tx
    .insert(seriesUndos)
    .values({
      token: randomUUID(),
      seriesId,
      action,
      snapshot,
      by,
      expiresAt: sql`now() + make_interval(mins => ${UNDO_MINUTES})`,
    })
    .returning({ token: seriesUndos.token, expiresAt: seriesUndos.expiresAt });
  return row!;
}

const CHANGED_SINCE = 'Your plan has changed since, so this can no longer be undone.';

const TAKEN: Record<string, string> = {
  [SLOT_FULL]: 'its time slot has been booked since',
  [CREW_BUSY]: 'its crew has another job then since',
  [WORK_DOES_NOT_FIT]: 'the work no longer fits that day',
  [CLOSED_TIME]: 'the company no longer works then',
};

/**
 * Undoes the change `token` made to series `seriesId`: the visits it planned are removed, each visit
 * it touched is put back as it was (the capacity trigger decides whether its slot is still free), and
 * the series' fields it changed are put back. 404 for no such change, 409 UNDO_EXPIRED after its time,
 * 409 INVALID_TRANSITION when the plan changed since, SLOT_FULL (or CREW_BUSY...) when a slot was taken.
 */
export async function undoChange(db: Db, input: { seriesId: number; token: string; by?: number | null }) {
  const by = input.by ?? null;
  await db.transaction(async (tx) => {
    await tx
      .select({ id: bookingSeries.id })
      .from(bookingSeries)
      .where(eq(bookingSeries.id, input.seriesId))
      .for('update');
    const [undo] = await tx
      .select({
        id: seriesUndos.id,
        snapshot: seriesUndos.snapshot,
        undoneAt: seriesUndos.undoneAt,
        expired: sql<boolean>`${seriesUndos.expiresAt} <= now()`,
      })
      .from(seriesUndos)
      .where(and(eq(seriesUndos.token, input.token), eq(seriesUndos.seriesId, input.seriesId)))
      .for('update');
    if (!undo) throw notFound('Change');
    if (undo.undoneAt) throw conflict('This change has already been undone.', 'INVALID_TRANSITION');
    if (undo.expired) throw conflict('The time to undo this change has passed.', 'UNDO_EXPIRED');
    const [later] = await tx
      .select({ id: seriesUndos.id })
      .from(seriesUndos)
      .where(
        and(
          eq(seriesUndos.seriesId, input.seriesId),
          gt(seriesUndos.id, undo.id),
          isNull(seriesUndos.undoneAt),
        ),
      )
      .orderBy(desc(seriesUndos.id))
      .limit(1);
    if (later) throw conflict(CHANGED_SINCE, 'INVALID_TRANSITION');
    const snap = Snapshot.parse(undo.snapshot);
    const now = await readPlanState(tx, input.seriesId);
    // Only what the change itself altered is put back, and only while it is as the change left it.
    const seriesKeys = (Object.keys(snap.series.before) as (keyof SeriesState)[]).filter(
      (k) => snap.series.before[k] !== snap.series.after[k],
    );
    if (seriesKeys.some((k) => now.series[k] !== snap.series.after[k]))
      throw conflict(CHANGED_SINCE, 'INVALID_TRANSITION');
    for (const v of snap.visits) {
      const current = now.visits.get(v.id);
      if (!current || !same(current, v.after)) throw conflict(CHANGED_SINCE, 'INVALID_TRANSITION');
    }
    for (const id of snap.planned) {
      const current = now.visits.get(id);
      if (current && (current.paidAt !== null || current.startedAt !== null))
        throw conflict(CHANGED_SINCE, 'INVALID_TRANSITION');
    }
    if (snap.planned.length > 0) await tx.delete(bookings).where(inArray(bookings.id, snap.planned));
    const places = new Map(
      snap.visits.length === 0
        ? []
        : (
            await tx
              .select({ id: bookings.id, date: bookings.bookingDate, time: bookings.bookingTime })
              .from(bookings)
              .where(
                inArray(
                  bookings.id,
                  snap.visits.map((v) => v.id),
                ),
              )
          ).map((p) => [p.id, p]),
    );
    for (const v of snap.visits) {
      const b = v.before;
      try {
        await tx
          .update(bookings)
          .set({
            status: b.status,
            refundStatus: b.refundStatus,
            cancelledByPause: b.cancelledByPause,
            skipped: b.skipped,
            heldUntil: b.heldUntil,
            updatedAt: sql`now()`,
            updatedBy: by,
          })
          .where(eq(bookings.id, v.id));
      } catch (err) {
        const why = TAKEN[pgErrorCode(err) ?? ''];
        if (!why) throw err;
        const visit = places.get(v.id);
        throw conflict(
          `The visit of ${visit?.date} (${visit?.time}) cannot be put back: ${why}. Nothing was undone.`,
          pgErrorCode(err) === CREW_BUSY ? 'CREW_BUSY' : 'SLOT_FULL',
        );
      }
      // A paid visit cancelled by the change owed its payment back; put back, it owes nothing.
      if (v.after.refundStatus === 'due' && b.refundStatus === null) {
        await tx
          .update(payments)
          .set({ refundStatus: null, refundReason: null })
          .where(
            and(
              eq(payments.bookingId, v.id),
              eq(payments.refundStatus, 'due'),
              eq(payments.refundReason, 'cancelled'),
            ),
          );
      }
    }
    if (seriesKeys.length > 0) {
      await tx
        .update(bookingSeries)
        .set({
          ...Object.fromEntries(seriesKeys.map((k) => [k, snap.series.before[k]])),
          updatedAt: sql`now()`,
          updatedBy: by,
        })
        .where(eq(bookingSeries.id, input.seriesId));
    }
    await tx
      .update(seriesUndos)
      .set({ undoneAt: sql`now()` })
      .where(eq(seriesUndos.id, undo.id));
  });
  return loadSeries(db, input.seriesId);
}
