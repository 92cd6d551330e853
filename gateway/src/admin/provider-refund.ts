/**
 * The office's refund of a card payment owed back through the payment provider (docs/product.md,
 * "Refunding"): the provider refunds the amount owed to the card that paid, then the refund is recorded
 * as "Mark refunded" records it, with the provider's reference, so its credit note is issued. A refusal
 * records nothing; no answer records nothing either, and says the outcome is unknown (check at the
 * provider before trying again: it may have been made).
 */
import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import type { ApiBookingPayment } from '../api/replies/bookings.js';
import { badInput, gatewayError } from '../api/errors.js';
import { refundPayment } from '../payments/payfast-api.js';
import { findBooking } from './bookings.js';
import { adminId } from './guard.js';
import { hasCode, requiredId } from './shared.js';

/** A claim without an answer this long after it was made lost its answer (a provider call is far shorter). */
const STALE_CLAIM_MS = 5 * 60_000;

type Attempt = { claimedAt: string; outcome: string | null; reference: string | null } | null;

/** Why a claim was not given: another refund of the payment is under way, was made or has no known outcome. */
function standingAttempt(attempt: Attempt): never {
  const stale = attempt !== null && Date.now() - Date.parse(attempt.claimedAt) > STALE_CLAIM_MS;
  if (attempt?.outcome === 'unknown' || (attempt?.outcome === null && stale)) {
    throw gatewayError(
      'PROVIDER_OUTCOME_UNKNOWN',
      `A refund of this payment was asked of the payment provider at ${attempt.claimedAt} and its outcome is unknown. Check the payment at the provider; if it was refunded there, use "Mark refunded" with its reference.`,
      { field: 'paymentId' },
    );
  }
  if (attempt?.outcome === 'refunded') {
    throw gatewayError(
      'NO_REFUND_DUE',
      `This payment was already refunded through the payment provider (${attempt.reference ?? 'no reference'}); do not refund it again.`,
      { field: 'paymentId' },
    );
  }
  throw gatewayError(
    'NO_REFUND_DUE',
    'A refund of this payment through the payment provider is under way; its result shows here when it ends.',
    { field: 'paymentId' },
  );
}

const noRefundDue = () =>
  gatewayError('NO_REFUND_DUE', 'This payment has no refund due through the payment provider.', {
    field: 'paymentId',
  });

/** A payment the provider can refund: paid online through it and owed back now. */
const refundable = (p: ApiBookingPayment) => p.method === 'payfast' && p.refundStatus === 'due';

export const providerRefundMutations: MutationResolvers = {
  adminRefundThroughProvider: async (_p, { input }, ctx) => {
    const booking = await findBooking(ctx, input.id);
    if (!booking) throw badInput('id', 'There is no such booking.');
    const paymentId = requiredId(input.paymentId, 'paymentId');
    const payments = await ctx.api.get('bookings/payments.php', { id: booking.id });
    const payment = payments.find((p) => p.id === paymentId);
    if (!payment) throw badInput('paymentId', 'This booking has no such payment.');
    if (!refundable(payment)) throw noRefundDue();
    // The claim, in the database before the provider is called: one call however many press at once.
    const claim = await ctx.api.post('bookings/claim-provider-refund.php', { paymentId, by: adminId(ctx) });
    if (!claim.claimed) standingAttempt(claim.attempt);
    // The claim's answer; one lost leaves the claim without an outcome, which reads as unknown later.
    const answer = (outcome: 'refunded' | 'refused' | 'unknown', detail?: string, reference?: string) =>
      ctx.api
        .post('bookings/provider-refund-result.php', { paymentId, outcome, detail, reference })
        .catch(() => undefined);
    const amount = payment.refundAmount ?? payment.amount;
    const outcome = await refundPayment(ctx.config, payment.providerPaymentId, {
      amount,
      reason: `Refund for booking ${booking.guidId}`,
    });
    if (outcome.kind === 'refused') {
      await answer('refused', outcome.reason);
      throw gatewayError('PROVIDER_REFUSED', `The payment provider refused the refund: ${outcome.reason}`, {
        field: 'paymentId',
      });
    }
    if (outcome.kind === 'unknown') {
      await answer('unknown', outcome.reason);
      throw gatewayError(
        'PROVIDER_OUTCOME_UNKNOWN',
        `The payment provider did not answer (${outcome.reason}), so whether the refund was made is unknown. Nothing was recorded: check the payment at the provider before trying again, and if it was refunded there, use "Mark refunded" with its reference.`,
        { field: 'paymentId' },
      );
    }
    await answer('refunded', undefined, outcome.reference);
    try {
      const saved = await ctx.api.post('bookings/mark-refunded.php', {
        id: booking.id,
        paymentId,
        reference: outcome.reference,
        updated_by: adminId(ctx),
      });
      return { booking: saved };
    } catch (error) {
      if (hasCode(error, 'NO_REFUND_DUE')) throw noRefundDue();
      // The money went back: the office must not refund it again, only record it.
      throw gatewayError(
        'UPSTREAM_UNAVAILABLE',
        `The payment provider made the refund (${outcome.reference}) but it could not be recorded here: use "Mark refunded" with that reference; do not refund it again.`,
      );
    }
  },
};
