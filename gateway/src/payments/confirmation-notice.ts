/**
 * The confirmation of a booking a payment paid (a `booking.paid` notice, email/notices.ts): with a
 * programme's later visits and a series' repeat, and the payment's tax invoice attached. Resolves once
 * the e-mail is stored in the outbox; rejects when it could not be (the notice goes again).
 */
import type { Logger } from 'pino';
import type { ApiClient } from '../api/client.js';
import type { ApiBooking } from '../api/replies/bookings.js';
import type { Mailer } from '../email/mailer-contract.js';
import { invoiceAttachment } from '../invoices/attachment.js';
import { confirmationSeries } from '../series/moved-notices.js';

interface ConfirmationDeps {
  api: ApiClient;
  mailer: Mailer;
  log: Logger;
}

export async function sendConfirmation(
  deps: ConfirmationDeps,
  confirmed: ApiBooking,
  providerPaymentId: string,
): Promise<void> {
  const { api, mailer, log } = deps;
  const { guidId } = confirmed;
  // A series' first visit: the confirmation lists a programme's later visits the payment paid for,
  // and says how a recurring series repeats and what each later visit costs.
  const series = await confirmationSeries(api, confirmed).catch((err: unknown) => {
    log.error({ err, guidId }, "could not read the booking's series for the confirmation");
    return { programmeVisits: [], repeat: null };
  });
  // The payment's tax invoice goes with it; without it (a failure is logged) the e-mail still goes.
  const invoice = await invoiceAttachment(api, providerPaymentId).catch((err: unknown) => {
    log.error({ err, guidId }, "could not attach the payment's invoice to the confirmation");
    return [];
  });
  await mailer.sendBookingConfirmation(confirmed, series.programmeVisits, series.repeat, invoice);
}
