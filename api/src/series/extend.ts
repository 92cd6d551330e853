/**
 * The series job (docs/recurring.md): creates the visits of active recurring series ahead, up to the
 * window's end. Each call claims up to `limit` due series with `FOR UPDATE SKIP LOCKED` in one
 * transaction, so callers on several api processes take disjoint series, and the unique index on
 * (series_id, series_date) makes a second copy of a visit impossible even so. A series is due when
 * its first visit is paid (an abandoned checkout makes no visits) and its next visit falls within
 * the window and before its end date. A series whose planning fails unexpectedly is set aside for an
 * hour (`retry_after`, with `last_error`) and the claim goes on with the others. The claim walks the
 * running repeat series by next date through a partial index (migration 0060) and stops at `limit`:
 * its cost does not grow with history or with the stopped series (issue #34).
 */
import { randomUUID } from 'node:crypto';
import { addDays, johannesburgToday } from '@greenleaf/shared/calendar/dates';
import { nextRepeatDate } from '@greenleaf/shared/series-cadence';
import { and, asc, eq, isNotNull, lt, lte, or, sql, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { ExtendSeriesBody } from '@greenleaf/shared/rest/series';
import type { Db, Tx } from '../db/client.js';
import { appSettings, bookings, bookingSeries } from '../db/schema.js';
import { DEFAULT_LEAD_MINUTES, slotStartsAt } from '../bookings/slots.js';
import { pgErrorCode } from '../bookings/pg-error.js';
import { placeVisit } from './placement.js';
import { VisitTemplate } from './template.js';
import { writeVisitWithCrew } from './write-visit.js';
import { recordNotice } from '../email-outbox/notices.js';

const DEFAULT_WINDOW_WEEKS = 8;
const WINDOW_KEY = 'series_window_weeks';

export async function readWindowWeeks(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, WINDOW_KEY));
  const weeks = Number(row?.value);
  return Number.isInteger(weeks) && weeks >= 1 && weeks <= 26 ? weeks : DEFAULT_WINDOW_WEEKS;
}

export async function writeWindowWeeks(db: Db, weeks: number): Promise<number> {
  await db
    .insert(appSettings)
    .values({ key: WINDOW_KEY, value: String(weeks) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(weeks) } });
  return weeks;
}

type SeriesRow = typeof bookingSeries.$inferSelect;

/** A visit the job placed elsewhere than planned (its slot was full). */
interface CreatedVisit {
  bookingId: number;
  moved: boolean;
}

/**
 * Each visit placed elsewhere than planned owes its customer an e-mail, stored with the visit (a notice
 * of the api's own: no caller asks for it; the gateway's outbox job composes it, email-outbox/notices.ts).
 */
async function tellMoved(tx: Tx, visits: CreatedVisit[]): Promise<void> {
  for (const visit of visits) {
    if (visit.moved)
      await recordNotice(tx, { id: randomUUID(), context: {} }, 'series.visit_moved', visit.bookingId);
  }
}

/**
 * Creates one series' visits from its `next_date` up to `horizon` (and its end date), skipping dates
 * that start too soon, and moves `next_date` past them. The caller holds the series' row lock.
 */
export async function extendOne(
  tx: Tx,
  series: SeriesRow,
  horizon: string,
  now = new Date(),
): Promise<CreatedVisit[]> {
  if (series.kind !== 'repeat' || !series.repeatWeeks || !series.nextDate) return [];
  const template = VisitTemplate.parse(series.template);
  // A pause from a later date: the visits before it are still made.
  const stop = series.status === 'paused' && series.pausedFrom ? addDays(series.pausedFrom, -1) : null;
  const last = [series.endDate, stop].reduce<string>((a, b) => (b && b < a ? b : a), horizon);
  const earliest = now.getTime() + DEFAULT_LEAD_MINUTES * 60_000;
  const created: CreatedVisit[] = [];
  let next = series.nextDate;
  for (; next <= last; next = nextRepeatDate(next, series.repeatWeeks)) {
    if (slotStartsAt(next, series.bookingTime).getTime() < earliest) continue;
    const planned = next;
    const placed = await placeVisit(tx, planned, series.bookingTime, 1, (sp, date, time) =>
      writeVisitWithCrew(
        sp,
        {
          seriesId: series.id,
          userId: series.userId,
          seriesDate: planned,
          date,
          time,
          totalPrice: Number(series.visitPrice),
          payLater: true,
          heldUntil: null,
          movedFrom:
            date === planned && time === series.bookingTime ? null : `${planned} ${series.bookingTime}`,
          crewId: series.crewId,
        },
        template,
      ),
    );
    if (placed)
      created.push({
        bookingId: placed.value,
        moved: placed.value !== null && (placed.date !== planned || placed.time !== series.bookingTime),
      });
  }
  await tx
    .update(bookingSeries)
    .set({ nextDate: next, retryAfter: null, lastError: null, updatedAt: sql`now()` })
    .where(eq(bookingSeries.id, series.id));
  return created;
}

/** A repeat series whose first visit is paid, active (or paused from a later date), with a next visit within `horizon` and its end. */
const dueSeries = (horizon: string) =>
  and(
    eq(bookingSeries.kind, 'repeat'),
    or(
      eq(bookingSeries.status, 'active'),
      // paused from a later date: its visits before that date are still made
      and(eq(bookingSeries.status, 'paused'), lt(bookingSeries.nextDate, bookingSeries.pausedFrom)),
    ),
    isNotNull(bookingSeries.nextDate),
    lte(bookingSeries.nextDate, horizon),
    or(isNull(bookingSeries.endDate), lte(bookingSeries.nextDate, bookingSeries.endDate)),
    // A scalar subquery (never turned into a join): each candidate's first visit is looked up by its
    // key, so the claim never reads bookings beyond the series it walks (issue #34).
    sql`(select b.paid_at from ${bookings} b where b.id = ${bookingSeries.firstBookingId}) is not null`,
    or(isNull(bookingSeries.retryAfter), lte(bookingSeries.retryAfter, sql`now()`)),
  );

/** How long the job leaves a series whose planning failed unexpectedly before it tries again. */
const RETRY_AFTER = sql`now() + interval '1 hour'`;

/**
 * SQLSTATE classes that pass by themselves: 08 connection, 40 rollback (deadlock, serialization),
 * 55 object not in state (lock not available), 57 operator intervention (statement timeout, shutdown).
 */
const isPassing = (error: unknown) => /^(08|40|55|57)/.test(pgErrorCode(error) ?? '');

/**
 * Why planning failed, for `last_error`: the database's own message and SQLSTATE (drizzle's wrapper
 * would give the query and its parameters, which carry the customer's address and notes), or the
 * error's message (a damaged template's zod issues).
 */
function failureReason(error: unknown): string {
  let e = error as { message?: unknown; code?: unknown; cause?: unknown } | undefined;
  for (let i = 0; i < 4 && e?.cause; i++) e = e.cause;
  const message = typeof e?.message === 'string' ? e.message : String(error);
  const code = typeof e?.code === 'string' ? `${e.code}: ` : '';
  return `${code}${message}`.slice(0, 500);
}

export async function extendSeries(
  db: Db,
  input: z.infer<typeof ExtendSeriesBody>,
): Promise<{ series: number; created: number; movedIds: number[]; failedIds: number[] }> {
  const today = input.today ?? johannesburgToday();
  const weeks = input.windowWeeks ?? (await readWindowWeeks(db));
  const horizon = addDays(today, weeks * 7);
  // A passing failure (two api processes' claims deadlocking on one day's slots) rolls the whole
  // claim back: it is run again, up to three times, before the caller hears of it.
  for (let attempt = 1; ; attempt++) {
    try {
      return await claimAndExtend(db, input.limit, horizon);
    } catch (error) {
      if (!isPassing(error) || attempt >= CLAIM_ATTEMPTS) throw error;
    }
  }
}

/** Tries a claim this many times when it fails for a passing reason. */
const CLAIM_ATTEMPTS = 3;

async function claimAndExtend(
  db: Db,
  limit: number,
  horizon: string,
): Promise<{ series: number; created: number; movedIds: number[]; failedIds: number[] }> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .select()
      .from(bookingSeries)
      .where(dueSeries(horizon))
      .orderBy(asc(bookingSeries.nextDate), asc(bookingSeries.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    let created = 0;
    const movedIds: number[] = [];
    const failedIds: number[] = [];
    for (const series of claimed) {
      // Each series in a savepoint: one that fails for an unexpected reason (a full day is not one)
      // leaves nothing behind and is set aside for an hour, and the claim goes on with the others.
      try {
        const visits = await tx.transaction(async (sp) => {
          const made = await extendOne(sp, series, horizon);
          await tellMoved(sp, made);
          return made;
        });
        created += visits.length;
        movedIds.push(...visits.filter((v) => v.moved).map((v) => v.bookingId));
      } catch (error) {
        // A passing failure (a deadlock, a lock timeout, a lost connection) fails the claim: it is
        // tried again whole (extendSeries), then by the next run.
        if (isPassing(error)) throw error;
        failedIds.push(series.id);
        await tx
          .update(bookingSeries)
          .set({ retryAfter: RETRY_AFTER, lastError: failureReason(error), updatedAt: sql`now()` })
          .where(eq(bookingSeries.id, series.id));
      }
    }
    return { series: claimed.length, created, movedIds, failedIds };
  });
}

/**
 * Creates the visits of the repeat series whose first visit is this (just paid) booking, and answers
 * the ids of those placed elsewhere than planned: exactly the ones this call made, so the caller tells
 * of those and the job (which skips a series locked here) of its own, never both of one visit.
 */
export async function extendAfterPayment(db: Db, guidId: string): Promise<number[]> {
  const weeks = await readWindowWeeks(db);
  const horizon = addDays(johannesburgToday(), weeks * 7);
  return db.transaction(async (tx) => {
    const [series] = await tx
      .select({ series: bookingSeries })
      .from(bookingSeries)
      .innerJoin(bookings, eq(bookings.id, bookingSeries.firstBookingId))
      .where(and(eq(bookings.guidId, guidId), dueSeries(horizon)))
      .for('update', { of: bookingSeries, skipLocked: true });
    if (!series) return [];
    const visits = await extendOne(tx, series.series, horizon);
    await tellMoved(tx, visits);
    return visits.filter((v) => v.moved).map((v) => v.bookingId);
  });
}
