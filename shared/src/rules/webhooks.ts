/**
 * Partners' webhooks (docs/graphql.md, "Webhooks"; docs/product.md, "Webhooks"): the events, the
 * endpoint's address and secret, and when a delivery that failed is tried again.
 */
import { z } from 'zod';

/** The events an endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'booking.created',
  'booking.paid',
  'booking.cancelled',
  'booking.rescheduled',
  'booking.refunded',
  'booking.refund_due',
  'booking.completed',
  'series.visit_created',
  'series.visit_skipped',
  'series.paused',
  'series.resumed',
  'series.stopped',
  'quote_request.created',
  'quote_request.priced',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const zWebhookEvent = z.enum(WEBHOOK_EVENTS);

/** What each event reports, in the office's words (the Developers page). */
export const WEBHOOK_EVENT_WORDS: Record<WebhookEvent, string> = {
  'booking.created': 'a booking is made',
  'booking.paid': 'a booking is paid',
  'booking.cancelled': 'a booking is cancelled (by the customer, the office, or an unpaid hold running out)',
  'booking.rescheduled': 'a booking moves to another date, time slot or crew',
  'booking.refunded': 'a refund of a booking is recorded',
  'booking.refund_due':
    'a payment of a booking is owed back (a second payment, a full slot, a paid booking cancelled)',
  'booking.completed': 'a visit is marked done',
  'series.visit_created': 'a repeat or programme makes its next visit',
  'series.visit_skipped': 'a visit of a series is skipped (the series goes on)',
  'series.paused': 'a repeat is paused',
  'series.resumed': 'a series runs again (after a pause, or a stop undone)',
  'series.stopped': 'a series is stopped, now or from a later date',
  'quote_request.created': 'a quote request is sent',
  'quote_request.priced': 'the office prices a quote request as a booking',
};

/** The prefix of an endpoint's secret (Standard Webhooks): `whsec_` + base64 of 32 random bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** The prefix of an event's id, which a partner de-duplicates on. */
export const WEBHOOK_EVENT_ID_PREFIX = 'evt_';

/** An endpoint is https; plain http only to this machine (tests, development). */
export const zWebhookUrl = z
  .string()
  .trim()
  .max(500)
  .url()
  .refine(
    (url) => url.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?(\/|$)/.test(url),
    'An endpoint is an https:// address',
  );

/** The first retry this many seconds after a failure; each later one waits twice as long. */
export const WEBHOOK_FIRST_RETRY_SECONDS = 30;
/** No wait between two attempts is longer than this (6 hours). */
export const WEBHOOK_MAX_RETRY_SECONDS = 6 * 60 * 60;
/** A delivery is tried for at least this long after its event (24 hours), then marked failed. */
export const WEBHOOK_RETRY_FOR_SECONDS = 24 * 60 * 60;

/** Seconds to wait after the `attempts`-th failed attempt (1 for the first). */
export function webhookRetryDelaySeconds(attempts: number): number {
  const doubled = WEBHOOK_FIRST_RETRY_SECONDS * 2 ** Math.min(Math.max(attempts - 1, 0), 20);
  return Math.min(doubled, WEBHOOK_MAX_RETRY_SECONDS);
}

/**
 * An endpoint every attempt to which has failed for this long (3 days: since the first failure after
 * its last success) is disabled: no more attempts, its deliveries kept, every active administrator
 * told once; enabled again by the office, its pending deliveries resume.
 */
export const WEBHOOK_DISABLE_AFTER_SECONDS = 3 * 24 * 60 * 60;
