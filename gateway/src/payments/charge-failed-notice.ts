/**
 * A saved card that could not pay a visit (a `card.charge_failed` notice, email/notices.ts): the
 * customer is sent the visit's payment link, and every active administrator why the charge failed.
 * Resolves once all are stored in the outbox; rejects when one could not be (the notice goes again).
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
