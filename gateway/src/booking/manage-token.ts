/**
 * The manage link in every booking e-mail: it opens that one booking, without a password, so the
 * customer can see, move or cancel it under the same rules as on /profile. The token names the
 * booking's guidId, an expiry and the time it was issued, and carries an HMAC-SHA256 of them under a
 * secret only the gateway knows (MANAGE_LINK_SECRET), so nothing is stored: a changed part, or a token
 * made with another key, fails the check, and an expired one is refused. The owner's password change
 * or "sign out everywhere" ends every token issued before it (booking/manage-access.ts).
 *
 * Form: `<guidId>.<expiry in unix seconds>.<issued in unix milliseconds>.<signature, base64url>`; a
 * token from before the issue time was signed (`<guidId>.<expiry>.<signature>`) still opens its
 * booking, as issued at the epoch: the owner's first revocation ends it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const GUID = /^booking-[A-Za-z0-9-]{8,200}$/;

function signature(secret: string, guidId: string, expires: number, issued: number | null): Buffer {
  const issuedLine = issued === null ? '' : `\n${issued}`;
  return createHmac('sha256', secret).update(`manage-booking\n${guidId}\n${expires}${issuedLine}`).digest();
}

/** A token that opens `guidId` until `expiresAt`, issued at `issuedAt`. */
export function signManageToken(
  secret: string,
  guidId: string,
  expiresAt: Date,
  issuedAt: Date = new Date(),
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const issued = issuedAt.getTime();
  return `${guidId}.${expires}.${issued}.${signature(secret, guidId, expires, issued).toString('base64url')}`;
}

type ManageTokenCheck =
  | {
      ok: true;
      guidId: string;
      /** Unix milliseconds (0: a token from before issue times). */ issuedAt: number;
    }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' };

/** The booking a token opens, or why it opens none (its owner's revocation: booking/manage-access.ts). */
export function verifyManageToken(secret: string, token: string, now: Date = new Date()): ManageTokenCheck {
  const parts = token.trim().split('.');
  if (parts.length !== 3 && parts.length !== 4) return { ok: false, reason: 'malformed' };
  const [guidId, expiresText] = parts as [string, string];
  const issuedText = parts.length === 4 ? parts[2]! : null;
  const sig = parts[parts.length - 1]!;
  if (!GUID.test(guidId) || !/^\d{1,12}$/.test(expiresText) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) {
    return { ok: false, reason: 'malformed' };
  }
  if (issuedText !== null && !/^\d{1,15}$/.test(issuedText)) return { ok: false, reason: 'malformed' };
  const expires = Number(expiresText);
  const issued = issuedText === null ? null : Number(issuedText);
  const expected = signature(secret, guidId, expires, issued);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad-signature' };
  }
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, guidId, issuedAt: issued ?? 0 };
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
    now,
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
