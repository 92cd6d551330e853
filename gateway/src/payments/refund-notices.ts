/**
 * A completed payment that could not confirm its booking (bookings/record-payment.php answered
 * `refundDue`): the customer is told the payment will be refunded, and every active administrator
 * account (the first one is ADMIN_EMAIL's) is asked to make the refund.
 */
import type { Logger } from 'pino';
import type { ApiClient } from '../api/client.js';
import { activeAdmins, allStored } from '../email/office-recipients.js';
import type { Mailer, PaymentRefundNotice } from '../email/mailer-contract.js';

interface RefundNoticeDeps {
  api: ApiClient;
  mailer: Mailer;
  log: Logger;
}

interface RefundDue {
  guidId: string;
  reason: PaymentRefundNotice['reason'];
  holdMinutes: number;
  amount: number;
  providerPaymentId: string;
}

/**
 * Reads the booking and the administrators, then stores the e-mails in the outbox. Rejects when one
 * could not be read or stored (a `payment.owed` notice then goes again, email/notices.ts).
 */
export async function sendRefundNotices(deps: RefundNoticeDeps, due: RefundDue): Promise<void> {
  const { api, mailer, log } = deps;
  const booking = await api.get('bookings/get.php', { guidId: due.guidId });
  const admins = await activeAdmins(api, log, { guidId: due.guidId, about: 'payment to refund' });
  const notice: PaymentRefundNotice = {
    booking,
    reason: due.reason,
    holdMinutes: due.holdMinutes,
    amount: due.amount,
    providerPaymentId: due.providerPaymentId,
  };
  await allStored([
    mailer.sendPaymentRefundToCustomer(notice),
    ...admins.map((admin) => mailer.sendPaymentRefundToAdmin(notice, admin)),
  ]);
}
