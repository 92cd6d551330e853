/**
 * What follows a recorded payment (bookings/record-payment.php's reply), the same for the provider's
 * notification (notify.ts) and money the office recorded taking (admin/office-payment.ts): the call
 * whose payment paid the booking sends the confirmation (with a programme's later visits and a
 * series' repeat), a series' visits placed elsewhere are told of, and a payment the booking could not
 * take is told of as owed back.
 */
import type { Logger } from 'pino';
import type { ApiClient } from '../api/client.js';
import type { ApiRecordPaymentReply } from '../api/replies/bookings.js';
import type { Mailer } from '../email/mailer-contract.js';
import { confirmationSeries, noticeMovedAfterFirstPayment } from '../series/moved-notices.js';
import { sendRefundNotices } from './refund-notices.js';
import { invoiceAttachment } from '../invoices/attachment.js';

interface AfterPaymentDeps {
  api: ApiClient;
  mailer: Mailer;
  log: Logger;
}

export async function afterPaymentRecorded(
  deps: AfterPaymentDeps,
  recorded: ApiRecordPaymentReply,
  payment: { guidId: string; amount: number; providerPaymentId: string },
): Promise<void> {
  const { api, mailer, log } = deps;
  const { guidId } = payment;
  // Only the call whose payment paid the booking confirms it: never a replay, never a second payment.
  if (recorded.paid && recorded.status === 'confirmed') {
    const confirmed = await api.get('bookings/get.php', { guidId });
    // A series' first visit: the confirmation lists a programme's later visits the payment paid
    // for, and says how a recurring series repeats and what each later visit costs.
    const series = await confirmationSeries(api, confirmed).catch((err: unknown) => {
      log.error({ err, guidId }, "could not read the booking's series for the confirmation");
      return { programmeVisits: [], repeat: null };
    });
    // The payment's tax invoice goes with it; without it (a failure is logged) the e-mail still goes.
    const invoice = await invoiceAttachment(api, payment.providerPaymentId).catch((err: unknown) => {
      log.error({ err, guidId }, "could not attach the payment's invoice to the confirmation");
      return [];
    });
    mailer
      .sendBookingConfirmation(confirmed, series.programmeVisits, series.repeat, invoice)
      .catch((err: unknown) => {
        log.error({ err, guidId }, 'booking confirmation e-mail failed');
      });
  }
  // A series' first visit paid planned its next visits: those it placed elsewhere are told of.
  noticeMovedAfterFirstPayment({ mailer, log }, recorded.movedVisits);
  // Only the call that recorded the payment as owed tells of it (a replay answers refundDue null).
  if (recorded.refundDue) {
    log.warn(
      { guidId, providerPaymentId: payment.providerPaymentId, reason: recorded.refundDue },
      'payment to refund recorded',
    );
    await sendRefundNotices(
      { api, mailer, log },
      { reason: recorded.refundDue, holdMinutes: recorded.holdMinutes, ...payment },
    );
  }
}
