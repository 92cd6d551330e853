/**
 * The e-mail outbox (docs/operations.md, "E-mail"; issue #36): every message is stored before it is
 * sent, sent by one replica at a time, tried again while the mail server refuses, and marked sent only
 * once the server accepted it.
 */

/** A message still refused after this long is given up (the office sees it, and can send it again). */
export const EMAIL_RETRY_HOURS = 72;

/** How long a replica holds a message it claimed before another may try it (seconds). */
export const EMAIL_LEASE_SECONDS = 60;

/** The wait before attempt `attempts + 1` (seconds): 15 s, 30 s, 1 min, ... at most 15 min. */
export function emailRetryDelaySeconds(attempts: number, baseSeconds = 15): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), 15 * 60);
}

/** The dedupe key of a visit's reminder: one reminder per booking, whoever writes it. */
export const reminderDedupeKey = (bookingId: number): string => `reminder:${bookingId}`;

/**
 * A notice: the e-mails one change owes (a booking cancelled, a booking moved), stored by the api in the
 * change's own transaction and composed by the gateway from it (docs/api.md, "E-mail notices"). The
 * gateway that made the change composes it at once; one that stopped before it did leaves it to any
 * replica's notice job once it is this old (seconds).
 */
export const NOTICE_GRACE_SECONDS = 30;

/** How long a replica holds a notice it claimed before another may compose it (seconds). */
export const NOTICE_LEASE_SECONDS = 60;

/** A notice still not composed after this long is given up (logged and shown to the office, who may try it again; the change itself stands). */
export const NOTICE_RETRY_HOURS = 24;

/**
 * What a notice tells of, and in the office's words (its list of notices that could not be composed:
 * the e-mails nobody has received).
 */
export const NOTICE_WHAT = {
  'booking.cancelled': "A booking's cancellation, to its customer",
  'booking.moved': "A booking's new date or time, to its customer",
  /** A payment paid the booking: its confirmation (with the payment's tax invoice). */
  'booking.paid': "A payment's confirmation and tax invoice, to the customer",
  /** A payment the booking could not take: the customer and the office are told it is owed back. */
  'payment.owed': 'A payment owed back, to the customer and the office',
  /** A quote request sent: the customer's receipt and every administrator's notice. */
  'quote_request.received': "A quote request's receipt, to the customer and the office",
  /** A booking the office made for the customer to pay: the link to pay it. */
  'booking.payment_link': 'The link to pay a booking the office made, to its customer',
  /** A series paused, resumed, stopped or changed: the customer's list of what changed, and refunds due. */
  'series.changed': "A series' change (paused, resumed, stopped, changed), to its customer",
  /** A quote request the office priced as a booking: the customer's prices and the link to pay. */
  'quote_request.booked': "A quote's prices and the link to pay, to the customer",
  /** A series' visit the api placed elsewhere than planned (its slot was full): where it went. */
  'series.visit_moved': "A series visit's other date or time, to its customer",
  /** A saved card could not pay a visit: the customer's payment link, and the office told why. */
  'card.charge_failed': "A saved card's failed charge, to the customer (the link to pay) and the office",
  /** A saved card's charge with no known outcome: the office asked to check at the provider. */
  'card.charge_unknown': "A saved card's charge with no known outcome, to the office",
  /** A partner's webhook endpoint disabled for failing: the office told. */
  'webhook.endpoint_disabled': "A partner's webhook endpoint disabled, to the office",
  /** An account registered: its welcome (context `userId`). */
  'account.welcome': "A new account's welcome, to its owner",
  /** A password reset asked for: its link (context `userId`, and the token sealed by the gateway). */
  'password.reset_link': "A password reset link, to the account's owner",
} as const;
export type NoticeKind = keyof typeof NOTICE_WHAT;
export const NOTICE_KINDS = Object.keys(NOTICE_WHAT) as [NoticeKind, ...NoticeKind[]];
