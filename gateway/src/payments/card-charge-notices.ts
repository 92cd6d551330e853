/**
 * The e-mails of a saved card's charge (email/notices.ts). Each resolves once all its messages are
 * stored in the outbox; rejects when one could not be (the notice goes again).
 * - `card.charge_failed`: the card could not pay the visit: the customer is sent its payment link, and
 *   every active administrator why the charge failed.
 * - `card.charge_unknown`: a charge left without an outcome (a replica stopped between the claim and
 *   its answer): every active administrator is asked to check at the provider, unless the visit was
 *   paid (the provider's notification came) or cancelled since.
 */
import type { Logger } from 'pino';
import type { ApiClient } from '../api/client.js';
import type { ApiBooking } from '../api/replies/bookings.js';
import type { Mailer } from '../email/mailer-contract.js';
import { activeAdmins, allStored } from '../email/office-recipients.js';

interface ChargeFailedDeps {
  api: ApiClient;
  mailer: Mailer;
  log: Logger;
}

/**
 * Whether a claimed visit still has its charge to make: pending (a series charging before the visit),
 * or completed and owing (one charging when done); paid or cancelled since, nothing is to be charged.
 */
export const stillToCharge = (booking: ApiBooking): boolean =>
  !booking.paidAt && (booking.status === 'pending' || booking.status === 'completed');

export async function sendChargeUnknownNotices(
  deps: ChargeFailedDeps,
  booking: ApiBooking,
  claimedAt: string,
): Promise<void> {
  if (!stillToCharge(booking)) return;
  const admins = await activeAdmins(deps.api, deps.log, { guidId: booking.guidId, about: 'card charge' });
  await allStored(admins.map((admin) => deps.mailer.sendCardChargeUnknownToAdmin(booking, claimedAt, admin)));
}

export async function sendChargeFailedNotices(
  deps: ChargeFailedDeps,
  booking: ApiBooking,
  reason: string,
): Promise<void> {
  const admins = await activeAdmins(deps.api, deps.log, { guidId: booking.guidId, about: 'card charge' });
  await allStored([
    deps.mailer.sendCardChargeFailed(booking),
    ...admins.map((admin) => deps.mailer.sendCardChargeFailedToAdmin(booking, reason, admin)),
  ]);
}
