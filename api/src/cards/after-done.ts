/**
 * A card on file charged when the visit is done (docs/product.md, "A card on file for plans"; the
 * series' `card_charge_when = 'after_done'`, shared/src/rules/card-charge-when.ts): a later visit still
 * to pay (`pending`, `pay_later`) whose customer has a card on file is held **confirmed** with nothing
 * paid (`pay_by_card_after`), so the crew sees it and may start and complete it; the card is charged
 * once it is completed (cards.ts, claimDueCharges). Without the card (removed) or with the series back
 * to "before", the visits not done yet go back to `pending` and their payment links.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ChargeWhenBody } from '@greenleaf/shared/rest/cards';
import type { Db, Tx } from '../db/client.js';
import { bookingSeries } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { loadSeries } from '../series/read-series.js';

type Runner = Db | Tx;

/** Which visits: every one (the charge job's pass), a series' or a customer's. */
type Scope = { seriesId: number } | { userId: number } | 'all';

const scopeSql = (scope: Scope): SQL =>
  scope === 'all'
    ? sql`true`
    : 'seriesId' in scope
      ? sql`b.series_id = ${scope.seriesId}`
      : sql`b.user_id = ${scope.userId}`;

/**
 * Holds confirmed, card to pay when done, the later visits still to pay of `after_done` series whose
 * customer has a card on file and which were never claimed for a charge. Returns how many. It reads the
 * visits waiting for payment (a partial index, migration 0060) and looks each one's series up by its
 * key: never the series table whole, nor the visits already paid (issue #34).
 */
export async function holdForCardAfterDone(db: Runner, scope: Scope): Promise<number> {
  const rows = await db.execute(sql`
    update bookings b set status = 'confirmed', pay_by_card_after = true, updated_at = now(), updated_by = null
     where b.status = 'pending' and b.pay_later and b.paid_at is null and b.user_id is not null
       and (select s.card_charge_when from booking_series s where s.id = b.series_id) = 'after_done'
       and exists (select 1 from saved_cards c where c.user_id = b.user_id)
       and not exists (select 1 from card_charges cc where cc.booking_id = b.id)
       and ${scopeSql(scope)}
    returning b.id`);
  return countOf(rows);
}

/**
 * Puts the visits held for a card after done and not done yet back to `pending` (their payment link
 * pays them, or the card before them); a completed one not claimed yet stays owed, no longer promised
 * to the card (a claimed one keeps its charge's course).
 */
export async function releaseCardAfterDone(db: Runner, scope: Scope): Promise<number> {
  const rows = await db.execute(sql`
    update bookings b
       set status = case when b.status = 'confirmed' then 'pending' else b.status end,
           pay_by_card_after = false, updated_at = now(), updated_by = null
     where b.pay_by_card_after and b.paid_at is null and b.status in ('confirmed', 'completed')
       and not exists (select 1 from card_charges cc where cc.booking_id = b.id)
       and ${scopeSql(scope)}
    returning b.id`);
  return countOf(rows);
}

function countOf(result: unknown): number {
  const rows = Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows;
  return rows?.length ?? 0;
}

/** The office's choice for a series: the series as read, its visits held or released accordingly. */
export async function setChargeWhen(db: Db, input: z.infer<typeof ChargeWhenBody>) {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(bookingSeries)
      .set({ cardChargeWhen: input.when, updatedAt: sql`now()` })
      .where(sql`${bookingSeries.id} = ${input.seriesId}`)
      .returning({ id: bookingSeries.id });
    if (updated.length === 0) throw notFound('Series');
    const scope = { seriesId: input.seriesId };
    if (input.when === 'after_done') await holdForCardAfterDone(tx, scope);
    else await releaseCardAfterDone(tx, scope);
  });
  return loadSeries(db, input.seriesId);
}
