/**
 * What follows a recorded payment (bookings/record-payment.php's reply), the same for the provider's
 * notification (notify.ts), money the office recorded taking (admin/office-payment.ts) and a saved
 * card's charge (card-charge-job.ts). The payment's e-mails are its notice (`paymentNotice`, sent with
 * the record), which the api stores with the payment only when this call recorded it: the
 * confirmation when it paid the booking (with a programme's later visits, a series' repeat and the
 * tax invoice), the refund notices when the booking could not take it. They are composed here once
 * the api has answered, or by the outbox job if this replica stops first (email/notices.ts). A
 * series' visits placed elsewhere are told of.
 */
import type { Logger } from 'pino';
import type { ApiClient } from '../api/client.js';
import type { ApiRecordPaymentReply } from '../api/replies/bookings.js';
import type { Mailer } from '../email/mailer-contract.js';
import { askNotice, composeLeftNotices, sendNotice } from '../email/notices.js';

interface AfterPaymentDeps {
  api: ApiClient;
  mailer: Mailer;
  log: Logger;
}

/** The notice to record a payment with: what its e-mails will say of it. */
export const paymentNotice = (payment: { amount: number; providerPaymentId: string }) =>
  askNotice({ amount: payment.amount, providerPaymentId: payment.providerPaymentId });

export function afterPaymentRecorded(
  deps: AfterPaymentDeps,
  recorded: ApiRecordPaymentReply,
  payment: { guidId: string; providerPaymentId: string },
  notice: { id: string },
): void {
  const { log } = deps;
  void sendNotice(deps, notice);
  // A series' first visit paid planned its next visits: those it placed elsewhere owe an e-mail, stored
  // with them by the api, composed now.
  if (recorded.movedVisits.length > 0) void composeLeftNotices(deps, 0).catch(() => undefined);
  if (recorded.refundDue) {
    log.warn(
      { guidId: payment.guidId, providerPaymentId: payment.providerPaymentId, reason: recorded.refundDue },
      'payment to refund recorded',
    );
  }
}
