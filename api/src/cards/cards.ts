/**
 * A card on file for plans (docs/product.md, "A card on file for plans"): the provider's token saved
 * per customer, and the automatic charge of a series' later visits against it. The charge's claim
 * works as the reminders' (bookings/reminders.ts): the due visits are read `FOR UPDATE SKIP LOCKED`
 * and a `card_charges` row is inserted for each, `ON CONFLICT DO NOTHING`; its primary key (the
 * booking) means a visit is claimed, so charged, once however many replicas ask at the same moment.
 *
 * The claim reads the visits due a charge through indexes (migration 0060): those to pay starting in the
 * next hours by date (bookings/starts-within.ts), those held for the card after done and not paid.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ChargeResultBody,
  ClaimChargesBody,
  SaveCardBody,
  UnfinishedChargesBody,
} from '@greenleaf/shared/rest/cards';
import type { Db } from '../db/client.js';
import { bookingSeries, bookings, cardCharges, savedCards } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { startsWithin } from '../bookings/starts-within.js';
import { holdForCardAfterDone, releaseCardAfterDone } from './after-done.js';
import { recordNotice } from '../email-outbox/notices.js';

interface SavedCardView {
  userId: number;
  label: string | null;
  savedAt: string;
}

/** Saves (or replaces) the card of the customer of booking `guidId`; null when it has no customer. */
export async function saveCard(db: Db, input: z.infer<typeof SaveCardBody>): Promise<SavedCardView | null> {
  const [booking] = await db
    .select({ userId: bookings.userId })
    .from(bookings)
    .where(eq(bookings.guidId, input.guidId));
  if (!booking) throw notFound('Booking');
  if (booking.userId == null) return null;
  const label = input.label ?? null;
  const userId = booking.userId;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(savedCards)
      .values({ userId, token: input.token, label })
      .onConflictDoUpdate({
        target: savedCards.userId,
        set: { token: input.token, label, savedAt: sql`now()` },
      })
      .returning({ userId: savedCards.userId, label: savedCards.label, savedAt: savedCards.savedAt });
    // Series charging when the visit is done: their visits still to pay are held confirmed now.
    await holdForCardAfterDone(tx, { userId });
    return row!;
  });
}

/** The customer's saved card (never its token: only the gateway's charge needs that). */
export async function readCard(db: Db, userId: number): Promise<SavedCardView | null> {
  const [row] = await db
    .select({ userId: savedCards.userId, label: savedCards.label, savedAt: savedCards.savedAt })
    .from(savedCards)
    .where(eq(savedCards.userId, userId));
  return row ?? null;
}

/**
 * Removes the customer's card; the token removed (for the provider's cancel call), or null. The visits
 * held confirmed to be charged when done and not done yet go back to pending and their payment links
 * (`released`: how many visits were promised to the card).
 */
export async function removeCard(
  db: Db,
  userId: number,
): Promise<{ token: string | null; released: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(savedCards)
      .where(eq(savedCards.userId, userId))
      .returning({ token: savedCards.token });
    const released = await releaseCardAfterDone(tx, { userId });
    return { token: row?.token ?? null, released };
  });
}

interface ClaimedCharge {
  bookingId: number;
  guidId: string;
  token: string;
}

/**
 * Claims the later visits due a charge now, whose customer has a card on file, never claimed before:
 * a visit of a series charging before (`pending`, `pay_later`) starting within `hoursBefore`, or one of
 * a series charging when done, held for the card (`pay_by_card_after`), completed and not paid. First,
 * the visits of series charging when done that the series job made since are held for the card.
 */
export async function claimDueCharges(
  db: Db,
  input: z.infer<typeof ClaimChargesBody>,
): Promise<ClaimedCharge[]> {
  return db.transaction(async (tx) => {
    await holdForCardAfterDone(tx, 'all');
    const due = await tx
      .select({ bookingId: bookings.id, guidId: bookings.guidId, token: savedCards.token })
      .from(bookings)
      .innerJoin(savedCards, eq(savedCards.userId, bookings.userId))
      .innerJoin(bookingSeries, eq(bookingSeries.id, bookings.seriesId))
      .where(
        and(
          eq(bookings.payLater, true),
          or(
            and(
              eq(bookingSeries.cardChargeWhen, 'before'),
              eq(bookings.status, 'pending'),
              startsWithin(input.hoursBefore),
            ),
            and(eq(bookings.payByCardAfter, true), eq(bookings.status, 'completed'), isNull(bookings.paidAt)),
          ),
          notExists(tx.select().from(cardCharges).where(eq(cardCharges.bookingId, bookings.id))),
        ),
      )
      .orderBy(asc(bookings.id))
      .limit(input.limit)
      .for('update', { of: bookings, skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .insert(cardCharges)
      .values(due.map((d) => ({ bookingId: d.bookingId })))
      .onConflictDoNothing()
      .returning({ bookingId: cardCharges.bookingId });
    const mine = new Set(claimed.map((c) => c.bookingId));
    return due.filter((d) => mine.has(d.bookingId));
  });
}

/**
 * Answers the claims left without an outcome for `olderThanMinutes` as `unknown`, once each (the
 * update only takes rows still unanswered, so two replicas sweeping at once split them): the charge
 * may or may not have been made at the provider, which only the office can check.
 */
export async function sweepUnfinishedCharges(
  db: Db,
  input: z.infer<typeof UnfinishedChargesBody>,
): Promise<{ bookingId: number; guidId: string; claimedAt: string }[]> {
  const stale = db
    .select({ bookingId: cardCharges.bookingId })
    .from(cardCharges)
    .where(
      and(
        isNull(cardCharges.outcome),
        sql`${cardCharges.claimedAt} < now() - make_interval(mins => ${input.olderThanMinutes})`,
      ),
    )
    .orderBy(asc(cardCharges.bookingId))
    .limit(input.limit);
  return db.transaction(async (tx) => {
    const swept = await tx
      .update(cardCharges)
      .set({
        outcome: 'unknown',
        detail: `no outcome ${input.olderThanMinutes} minutes after the claim`,
        finishedAt: sql`now()`,
      })
      .where(and(inArray(cardCharges.bookingId, stale), isNull(cardCharges.outcome)))
      .returning({ bookingId: cardCharges.bookingId, claimedAt: cardCharges.claimedAt });
    if (swept.length === 0) return [];
    // Each owes the office a request to check at the provider, stored with it (email-outbox/notices.ts).
    for (const charge of swept) {
      await recordNotice(tx, { id: randomUUID(), context: {} }, 'card.charge_unknown', charge.bookingId, {
        claimedAt: charge.claimedAt,
      });
    }
    const guids = await tx
      .select({ id: bookings.id, guidId: bookings.guidId })
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          swept.map((s) => s.bookingId),
        ),
      );
    const guidOf = new Map(guids.map((g) => [g.id, g.guidId]));
    return swept.map((s) => ({ ...s, guidId: guidOf.get(s.bookingId) ?? '' }));
  });
}

/** Records how a claimed charge went, once: a charge already answered keeps its first outcome. */
export async function recordChargeResult(
  db: Db,
  input: z.infer<typeof ChargeResultBody>,
): Promise<{ recorded: boolean }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(cardCharges)
      .set({
        outcome: input.outcome,
        detail: input.detail ?? null,
        providerPaymentId: input.providerPaymentId ?? null,
        finishedAt: sql`now()`,
      })
      .where(and(eq(cardCharges.bookingId, input.bookingId), isNull(cardCharges.outcome)))
      .returning({ bookingId: cardCharges.bookingId });
    // A charge that failed owes the customer its payment link and the office why, once.
    if (rows.length > 0 && input.outcome === 'failed') {
      await recordNotice(tx, input.notice, 'card.charge_failed', input.bookingId, {
        reason: input.detail ?? '',
      });
    }
    return { recorded: rows.length > 0 };
  });
}
