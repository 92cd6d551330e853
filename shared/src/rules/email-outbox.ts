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
