/**
 * The manage link in every booking e-mail: it opens that one booking, without a password, so the
 * customer can see, move or cancel it under the same rules as on /profile. The token names the
 * booking's guidId and an expiry and carries an HMAC-SHA256 of both under a secret only the gateway
 * knows (MANAGE_LINK_SECRET), so nothing is stored: a changed guidId or expiry, or a token made with
 * another key, fails the check, and an expired one is refused.
 *
 * Form: `<guidId>.<expiry in unix seconds>.<signature, base64url>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const GUID = /^booking-[A-Za-z0-9-]{8,200}$/;

function signature(secret: string, guidId: string, expires: number): Buffer {
  return createHmac('sha256', secret).update(`manage-booking\n${guidId}\n${expires}`).digest();
}

/** A token that opens `guidId` until `expiresAt`. */
export function signManageToken(secret: string, guidId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${guidId}.${expires}.${signature(secret, guidId, expires).toString('base64url')}`;
}

type ManageTokenCheck =
  { ok: true; guidId: string } | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' };

/** The booking a token opens, or why it opens none. */
export function verifyManageToken(secret: string, token: string, now: Date = new Date()): ManageTokenCheck {
  const parts = token.trim().split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [guidId, expiresText, sig] = parts as [string, string, string];
  if (!GUID.test(guidId) || !/^\d{1,12}$/.test(expiresText) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) {
    return { ok: false, reason: 'malformed' };
  }
  const expires = Number(expiresText);
  const expected = signature(secret, guidId, expires);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad-signature' };
  }
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, guidId };
}

/** A token for an e-mail sent now, valid for `days`. */
function manageTokenFor(
  config: { manageLinkSecret: string; manageLinkDays: number },
  guidId: string,
  now: Date = new Date(),
): string {
  return signManageToken(
    config.manageLinkSecret,
    guidId,
    new Date(now.getTime() + config.manageLinkDays * 86_400_000),
  );
}

/** `PUBLIC_URL/manage/{token}`: the page that opens the booking from an e-mail. */
export function manageLink(
  config: { publicUrl: string; manageLinkSecret: string; manageLinkDays: number },
  guidId: string,
  now: Date = new Date(),
): string {
  return `${config.publicUrl.replace(/\/+$/, '')}/manage/${encodeURIComponent(manageTokenFor(config, guidId, now))}`;
}

export const MANAGE_LINK_REFUSED =
  'This link to manage your booking is not valid or has expired. Please sign in to see your bookings, or use the link in your latest e-mail from us.';

/** Bookings read through a valid manage link in this process (their notes are the link holder's). */
const openedByLink = new WeakSet<object>();

export function markOpenedByManageLink<T extends object>(booking: T): T {
  openedByLink.add(booking);
  return booking;
}

export function openedByManageLink(booking: object): boolean {
  return openedByLink.has(booking);
}
