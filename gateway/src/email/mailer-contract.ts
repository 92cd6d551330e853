/**
 * What the gateway needs from the e-mail module (this folder): the booking confirmation after a
 * verified payment, the notices of a payment that could not confirm its booking, and the
 * password-reset link.
 */
import type { ApiBooking, ApiQuoteRequest } from '../api/replies/bookings.js';
import type { ApiSeriesChange } from '../api/replies/series.js';
import type { ApiWebhookEndpoint } from '../api/replies/webhooks.js';
import type { ConfirmedRepeat } from './messages.js';
import type { SeriesChangeAction } from './series-change-message.js';
import type { PreviousVisit } from './moved-message.js';
import type { AccountNoticeKind } from './account-messages.js';

export interface PasswordResetMail {
  name: string;
  email: string;
  /** The raw single-use token; the link is PUBLIC_URL/reset-password/{token}. */
  token: string;
}

/**
 * A completed payment the booking could not take, so it is owed back (bookings/record-payment.php's
 * `refundDue`): `second_payment` when the booking was already paid, `slot_full` when the payment came
 * after the 30-minute hold and the slot has filled since, `cancelled` when the booking had been
 * cancelled before the payment arrived.
 */
export interface PaymentRefundNotice {
  booking: ApiBooking;
  reason: 'second_payment' | 'slot_full' | 'cancelled';
  /** How long the booking held its slot unpaid (the api says: its record-payment reply). */
  holdMinutes: number;
  /** The amount paid, in rand. */
  amount: number;
  /** The provider's payment id (PayFast's pf_payment_id), to find the payment when refunding. */
  providerPaymentId: string;
}

export interface MailRecipient {
  name?: string | null;
  email: string;
}

/** A file sent with a message (a tax invoice's PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mailer {
  /**
   * `programmeVisits`: a seasonal programme's later visits, paid with its first (`booking`); `repeat`:
   * the recurring series `booking` is the first visit of (how it repeats, each later visit's price).
   */
  sendBookingConfirmation(
    booking: ApiBooking,
    programmeVisits?: ApiBooking[],
    repeat?: ConfirmedRepeat | null,
    /** The payment's tax invoice (docs/product.md, "Invoices"). */
    attachments?: MailAttachment[],
  ): Promise<void>;
  /** Tells the customer that the booking is not confirmed and the payment will be refunded. */
  sendPaymentRefundToCustomer(notice: PaymentRefundNotice): Promise<void>;
  /** Tells an administrator to refund the payment. */
  sendPaymentRefundToAdmin(notice: PaymentRefundNotice, admin: MailRecipient): Promise<void>;
  sendPasswordReset(mail: PasswordResetMail): Promise<void>;
  /** The same, from a notice: its token sealed by auth/reset-link-seal.ts under the manage links' secret. */
  sendSealedPasswordReset(to: { name: string; email: string }, sealed: string): Promise<void>;
  /** Answers a registration or a checkout's new-customer details: a welcome, or the owner told their address was used. */
  sendAccountNotice(to: { name: string; email: string }, notice: AccountNoticeKind): Promise<void>;
  /** Tells the customer their quote request arrived. */
  sendQuoteReceived(request: ApiQuoteRequest): Promise<void>;
  /** Tells an administrator of a new quote request. */
  sendQuoteRequestToAdmin(request: ApiQuoteRequest, admin: MailRecipient): Promise<void>;
  /** Sends the customer the booking made from their request, with the link to pay it. */
  sendQuoteBooked(request: ApiQuoteRequest, booking: ApiBooking): Promise<void>;
  /** Sends the customer the office's booking with the link to pay it and until when it is held. */
  sendOfficePaymentLink(booking: ApiBooking): Promise<void>;
  /**
   * Tells the customer their visit moved from `previous` to the booking's date and time (or, for a rain
   * day's continuation, where the rest of the work resumes and when it now ends).
   */
  sendBookingMoved(booking: ApiBooking, previous: PreviousVisit): Promise<void>;
  /** Tells the customer their booking is cancelled (and refunded, when it was paid). */
  sendBookingCancelled(booking: ApiBooking): Promise<void>;
  /** Tells an administrator that a cancelled paid booking is owed a refund. */
  sendRefundDueToAdmin(booking: ApiBooking, admin: MailRecipient): Promise<void>;
  /** Reminds the customer of the visit before it (with the link to pay a series' visit not paid yet). */
  sendBookingReminder(booking: ApiBooking): Promise<void>;
  /** Tells the customer a series' visit was booked elsewhere than planned (`movedFrom`): its slot was full. */
  sendSeriesVisitMoved(booking: ApiBooking): Promise<void>;
  /**
   * The one e-mail of a change to a recurring series (pause, stop, resume, the office's change from a
   * date): every visit it changed, to the customer of `visit` (one of the series' visits).
   */
  sendSeriesChanged(
    series: Pick<ApiSeriesChange, 'name' | 'changes'>,
    action: SeriesChangeAction,
    visit: ApiBooking,
  ): Promise<void>;
  /** Tells the customer their saved card could not be charged for the visit, with its payment link. */
  sendCardChargeFailed(booking: ApiBooking): Promise<void>;
  /** Tells an administrator a card-on-file charge failed and why. */
  sendCardChargeFailedToAdmin(booking: ApiBooking, reason: string, admin: MailRecipient): Promise<void>;
  /** Tells an administrator a card-on-file charge has no known outcome, to check at the provider. */
  sendCardChargeUnknownToAdmin(booking: ApiBooking, claimedAt: string, admin: MailRecipient): Promise<void>;
  /** Tells an administrator a partner's webhook endpoint was disabled for failing. */
  sendWebhookEndpointDisabledToAdmin(endpoint: ApiWebhookEndpoint, admin: MailRecipient): Promise<void>;
}
