/**
 * The device cookie of sign-in (OWASP "device cookies"): after a right password the browser gets a
 * cookie naming the account it signed in to (an HMAC of the normalised e-mail, so the cookie does not
 * show the address), a random nonce and the time it was issued, signed with HMAC-SHA256 under a key
 * only the gateway knows (DEVICE_COOKIE_SECRET). Nothing is stored: a changed part, another key, an
 * older cookie than DEVICE_COOKIE_DAYS or a cookie made for another account proves nothing.
 *
 * A sign-in that presents a valid device cookie for the very account it names is judged by that
 * device's own count (auth/login-limiter.ts) instead of the account's growing delay, so guesses from
 * elsewhere do not keep the owner out of their own account.
 *
 * Form: `<account tag>.<nonce>.<issued, unix seconds>.<signature>` (base64url parts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const DEVICE_COOKIE = 'gl_device';
/** How long a device stays known without signing in again. */
const DEVICE_COOKIE_DAYS = 365;

const normalEmail = (email: string) => email.trim().toLowerCase();

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

const accountTag = (secret: string, email: string) =>
  mac(secret, `device-account\n${normalEmail(email)}`)
    .subarray(0, 16)
    .toString('base64url');

const signature = (secret: string, tag: string, nonce: string, issued: number) =>
  mac(secret, `device-cookie\n${tag}\n${nonce}\n${issued}`);

/** A new device cookie's value for the account of `email`, issued at `now`. */
export function signDeviceCookie(secret: string, email: string, now: Date = new Date()): string {
  const tag = accountTag(secret, email);
  const nonce = randomBytes(16).toString('base64url');
  const issued = Math.floor(now.getTime() / 1000);
  return `${tag}.${nonce}.${issued}.${signature(secret, tag, nonce, issued).toString('base64url')}`;
}

/**
 * The device's nonce when `value` is a valid, unexpired device cookie for the account of `email`;
 * null otherwise (forged, altered, too old, or made for another account).
 */
export function verifyDeviceCookie(
  secret: string,
  value: string,
  email: string,
  now: Date = new Date(),
): string | null {
  const parts = value.split('.');
  if (parts.length !== 4) return null;
  const [tag, nonce, issuedText, sig] = parts as [string, string, string, string];
  if (!/^[A-Za-z0-9_-]{22}$/.test(tag) || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return null;
  if (!/^\d{1,12}$/.test(issuedText) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return null;
  const issued = Number(issuedText);
  const expected = signature(secret, tag, nonce, issued);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const wanted = Buffer.from(accountTag(secret, email), 'base64url');
  const named = Buffer.from(tag, 'base64url');
  if (named.length !== wanted.length || !timingSafeEqual(named, wanted)) return null;
  const age = now.getTime() / 1000 - issued;
  if (age < -300 || age > DEVICE_COOKIE_DAYS * 86_400) return null;
  return nonce;
}

/** The device cookie as a request's handlers see it. */
export interface DeviceAccess {
  /** The device's nonce when the request carries a valid device cookie for this account, else null. */
  knownFor(email: string): string | null;
  /** Gives the browser a new device cookie for this account (after a right password). */
  remember(email: string): void;
}

/** A request without a browser's cookies (server renders, the quote lane): knows no device. */
export const NO_DEVICE: DeviceAccess = { knownFor: () => null, remember: () => {} };

function cookieValue(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** The device cookie of one request: read from its Cookie header, set on its response. */
export function deviceAccess(
  req: IncomingMessage,
  res: ServerResponse,
  options: { secret: string; secure: boolean },
): DeviceAccess {
  const presented = cookieValue(req, DEVICE_COOKIE);
  return {
    knownFor: (email) => (presented ? verifyDeviceCookie(options.secret, presented, email) : null),
    remember: (email) => {
      const cookie = [
        `${DEVICE_COOKIE}=${signDeviceCookie(options.secret, email)}`,
        'Path=/',
        `Max-Age=${DEVICE_COOKIE_DAYS * 86_400}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(options.secure ? ['Secure'] : []),
      ].join('; ');
      // Kept beside the session's cookie, which iron-session sets on the same response.
      const existing = res.getHeader('set-cookie') ?? [];
      res.setHeader('set-cookie', [...(Array.isArray(existing) ? existing : [String(existing)]), cookie]);
    },
  };
}
