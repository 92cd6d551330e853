/**
 * Sends the product's e-mail. With `SMTP_URL` set, over SMTP; otherwise each message is written, as a
 * complete .eml file, into `DATA_DIR/outbox` (one file per message, named after the time and the
 * recipient), so local runs and tests can read what would have been sent. Given the e-mail outbox
 * (email/outbox.ts; the gateway always gives it), each message is stored in the database first and
 * sent from there, so a mail server that refuses, or a replica that dies, loses none.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { reminderDedupeKey } from '@greenleaf/shared/rules/email-outbox';
import type { Deliver, EmailOutbox, StoreOptions } from './outbox.js';
import type { ApiBooking, ApiQuoteRequest } from '../api/replies/bookings.js';
import type { GatewayConfig } from '../config.js';
import type {
  MailAttachment,
  MailRecipient,
  Mailer,
  PasswordResetMail,
  PaymentRefundNotice,
} from './mailer-contract.js';
import { bookingConfirmationMessage, passwordResetMessage, type MessageContent } from './messages.js';
import { quoteBookedMessage, quoteReceivedMessage, quoteRequestAdminMessage } from './quote-messages.js';
import { paymentRefundAdminMessage, paymentRefundCustomerMessage } from './refund-messages.js';
import { bookingMovedMessage, seriesVisitMovedMessage } from './moved-message.js';
import { paymentLink } from './pay-by-link.js';
import { officePaymentLinkMessage } from './office-messages.js';
import { bookingCancelledMessage, bookingReminderMessage, refundDueAdminMessage } from './change-messages.js';
import { manageLink } from '../booking/manage-token.js';
import { unsealResetToken } from '../auth/reset-link-seal.js';
import { seriesChangeMessage } from './series-change-message.js';
import { accountNoticeMessage } from './account-messages.js';
import { webhookEndpointDisabledMessage } from './webhook-messages.js';
import {
  cardChargeFailedAdminMessage,
  cardChargeFailedMessage,
  cardChargeUnknownAdminMessage,
} from './card-messages.js';

type MailerConfig = Pick<GatewayConfig, 'dataDir' | 'smtpUrl' | 'publicUrl' | 'mailFrom'> &
  Partial<Pick<GatewayConfig, 'manageLinkSecret' | 'manageLinkDays'>>;

interface Recipient {
  name?: string | null;
  address: string;
}

/** Where the local transport writes messages. */
export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/** `2026-11-22T04-31-02-123Z_thandi@example.co.za_1a2b3c.eml`: sortable by time, safe on any disk. */
function outboxFileName(recipient: string, at: Date = new Date()): string {
  const stamp = at.toISOString().replace(/:/g, '-').replace('.', '-');
  const who = recipient
    .toLowerCase()
    .replace(/[^a-z0-9@._-]/g, '_')
    .slice(0, 100);
  return `${stamp}_${who}_${randomBytes(3).toString('hex')}.eml`;
}

function smtpDelivery(smtpUrl: string): Deliver {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await transport.sendMail(message);
  };
}

function outboxDelivery(dir: string): Deliver {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return async (message, recipient) => {
    const info = await transport.sendMail(message);
    if (!Buffer.isBuffer(info.message)) throw new Error('The outbox transport did not return a buffer');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, outboxFileName(recipient)), info.message, { flag: 'wx' });
  };
}

/** How a message is sent now: over SMTP when `SMTP_URL` is set, else into the local .eml outbox. */
export function createDelivery(config: Pick<GatewayConfig, 'dataDir' | 'smtpUrl'>): Deliver {
  return config.smtpUrl ? smtpDelivery(config.smtpUrl) : outboxDelivery(outboxDir(config.dataDir));
}

export function createMailer(config: MailerConfig, outbox?: EmailOutbox): Mailer {
  const deliver = outbox ? undefined : createDelivery(config);

  const send = (
    to: Recipient,
    content: MessageContent,
    attachments: MailAttachment[] = [],
    options: StoreOptions = {},
  ): Promise<void> => {
    const message: SendMailOptions = {
      from: config.mailFrom,
      to: to.name ? { name: to.name, address: to.address } : to.address,
      subject: content.subject,
      text: content.text,
      html: content.html,
      ...(attachments.length > 0 ? { attachments } : {}),
    };
    return outbox ? outbox.send(message, to.address, options) : deliver!(message, to.address);
  };

  // The link that opens one booking without a password (booking/manage-token.ts), in every booking e-mail.
  const { manageLinkSecret, manageLinkDays } = config;
  const manageUrl = (guidId: string): string | undefined =>
    manageLinkSecret
      ? manageLink(
          { publicUrl: config.publicUrl, manageLinkSecret, manageLinkDays: manageLinkDays ?? 90 },
          guidId,
        )
      : undefined;
  const customerOf = (booking: ApiBooking, what: string): Recipient => {
    if (!booking.user?.email)
      throw new Error(`Booking ${booking.guidId} has no customer e-mail address to ${what}`);
    return { name: booking.user.name, address: booking.user.email };
  };
  const adminOf = (admin: MailRecipient): Recipient => ({ name: admin.name ?? null, address: admin.email });
  const { publicUrl } = config;

  return {
    sendBookingConfirmation: async (booking, programmeVisits, repeat, attachments) =>
      send(
        customerOf(booking, 'confirm to'),
        bookingConfirmationMessage(booking, publicUrl, manageUrl(booking.guidId), programmeVisits, repeat),
        attachments,
      ),
    sendBookingMoved: async (booking, previous) =>
      send(
        customerOf(booking, 'tell of the move'),
        bookingMovedMessage(booking, previous, manageUrl(booking.guidId)),
      ),
    sendBookingCancelled: async (booking) =>
      send(
        customerOf(booking, 'tell of the cancellation'),
        bookingCancelledMessage(booking, manageUrl(booking.guidId)),
      ),
    sendRefundDueToAdmin: async (booking, admin) => send(adminOf(admin), refundDueAdminMessage(booking)),
    sendBookingReminder: async (booking) =>
      send(
        customerOf(booking, 'remind'),
        bookingReminderMessage(booking, manageUrl(booking.guidId), paymentLink(publicUrl, booking.guidId)),
        [],
        // One reminder per visit, marked sent in the transaction that stores it (email-outbox.ts).
        { dedupeKey: reminderDedupeKey(booking.id), reminderOf: booking.id },
      ),
    sendCardChargeFailed: async (booking) =>
      send(
        customerOf(booking, 'ask for the payment a saved card could not make'),
        cardChargeFailedMessage(booking, publicUrl, manageUrl(booking.guidId)),
      ),
    sendCardChargeFailedToAdmin: async (booking, reason, admin) =>
      send(adminOf(admin), cardChargeFailedAdminMessage(booking, reason)),
    sendCardChargeUnknownToAdmin: async (booking, claimedAt, admin) =>
      send(adminOf(admin), cardChargeUnknownAdminMessage(booking, claimedAt)),
    sendWebhookEndpointDisabledToAdmin: async (endpoint, admin) =>
      send(adminOf(admin), webhookEndpointDisabledMessage(endpoint, publicUrl)),
    sendSeriesVisitMoved: async (booking) =>
      send(
        customerOf(booking, 'tell where the visit went'),
        seriesVisitMovedMessage(booking, manageUrl(booking.guidId)),
      ),
    sendSeriesChanged: async (series, action, visit) =>
      send(
        customerOf(visit, 'tell of the series change'),
        seriesChangeMessage(series, action, visit.user?.name, manageUrl(visit.guidId)),
      ),
    sendPaymentRefundToCustomer: async (notice: PaymentRefundNotice) =>
      send(customerOf(notice.booking, 'tell of the refund'), paymentRefundCustomerMessage(notice, publicUrl)),
    sendPaymentRefundToAdmin: async (notice: PaymentRefundNotice, admin: MailRecipient) =>
      send(adminOf(admin), paymentRefundAdminMessage(notice)),
    sendPasswordReset: async (mail: PasswordResetMail) =>
      send({ name: mail.name, address: mail.email }, passwordResetMessage(mail, publicUrl)),
    sendSealedPasswordReset: async (to, sealed) => {
      if (!config.manageLinkSecret)
        throw new Error('No key to open a sealed reset link (MANAGE_LINK_SECRET).');
      const token = unsealResetToken(config.manageLinkSecret, sealed);
      return send({ name: to.name, address: to.email }, passwordResetMessage({ ...to, token }, publicUrl));
    },
    sendAccountNotice: async (to, notice) =>
      send({ name: to.name, address: to.email }, accountNoticeMessage(to.name, notice, publicUrl)),
    sendQuoteReceived: async (request: ApiQuoteRequest) =>
      send({ name: request.name, address: request.email }, quoteReceivedMessage(request)),
    sendQuoteRequestToAdmin: async (request: ApiQuoteRequest, admin: MailRecipient) =>
      send(adminOf(admin), quoteRequestAdminMessage(request, publicUrl)),
    sendQuoteBooked: async (request: ApiQuoteRequest, booking: ApiBooking) =>
      send(
        { name: request.name, address: request.email },
        quoteBookedMessage(request, booking, publicUrl, manageUrl(booking.guidId)),
      ),
    // An office payment link is sent only where the booking has a customer e-mail (none: nothing to do).
    sendOfficePaymentLink: async (booking: ApiBooking) =>
      booking.user?.email
        ? send(
            customerOf(booking, 'send the payment link to'),
            officePaymentLinkMessage(booking, publicUrl, manageUrl(booking.guidId)),
          )
        : undefined,
  };
}
