/**
 * The claim of a refund asked of the payment provider (docs/product.md, "Refunding"): made in the
 * database before the provider is called, so one call is made however many office users press at once
 * on however many replicas. A refusal may be tried again; a refund made or whose outcome is unknown is
 * never asked again (the office checks at the provider and marks it refunded by hand).
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ClaimProviderRefundBody, ProviderRefundResultBody } from '@greenleaf/shared/rest/bookings';
import type { Db } from '../db/client.js';
import { providerRefunds } from '../db/schema.js';

interface RefundAttempt {
  claimedAt: string;
  outcome: string | null;
  detail: string | null;
  reference: string | null;
}

/** `claimed`: this caller may call the provider now; else the attempt that stands in its way. */
export async function claimProviderRefund(
  db: Db,
  input: z.infer<typeof ClaimProviderRefundBody>,
): Promise<{ claimed: boolean; attempt: RefundAttempt | null }> {
  const columns = {
    claimedAt: providerRefunds.claimedAt,
    outcome: providerRefunds.outcome,
    detail: providerRefunds.detail,
    reference: providerRefunds.reference,
  };
  // A first claim inserts; after a refusal the row is taken again (only then: the update's condition).
  const [mine] = await db
    .insert(providerRefunds)
    .values({ paymentId: input.paymentId, claimedBy: input.by ?? null })
    .onConflictDoUpdate({
      target: providerRefunds.paymentId,
      set: {
        claimedAt: sql`now()`,
        claimedBy: input.by ?? null,
        outcome: null,
        detail: null,
        reference: null,
        finishedAt: null,
      },
      setWhere: sql`${providerRefunds.outcome} = 'refused'`,
    })
    .returning(columns);
  if (mine) return { claimed: true, attempt: null };
  const [standing] = await db
    .select(columns)
    .from(providerRefunds)
    .where(eq(providerRefunds.paymentId, input.paymentId));
  return { claimed: false, attempt: standing ?? null };
}

/** Records the provider's answer to the claimed refund, once (a second answer changes nothing). */
export async function recordProviderRefund(
  db: Db,
  input: z.infer<typeof ProviderRefundResultBody>,
): Promise<{ recorded: boolean }> {
  const rows = await db
    .update(providerRefunds)
    .set({
      outcome: input.outcome,
      detail: input.detail ?? null,
      reference: input.reference ?? null,
      finishedAt: sql`now()`,
    })
    .where(sql`${providerRefunds.paymentId} = ${input.paymentId} and ${providerRefunds.outcome} is null`)
    .returning({ paymentId: providerRefunds.paymentId });
  return { recorded: rows.length > 0 };
}
