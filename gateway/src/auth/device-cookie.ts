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
 * The nonce is also the browser's device id for the abuse budgets (abuse/budgets.ts): a browser that
 * starts a booking or a registration without a valid device cookie is given one naming no account
 * (the tag of the empty e-mail), and a later right password re-issues the cookie for the account with
 * the same nonce, so signing in does not reset the device's count.
 *
 * A cookie issued at or before the account's `tokensValidAfter` ("sign out everywhere", a password
 * change or reset; auth/known-device.ts) no longer makes the device known.
 *
 * Form: `<account tag>.<nonce>.<issued, unix milliseconds>.<signature>` (base64url parts).
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

/** A valid device cookie: the device's id and when the cookie was issued (unix milliseconds). */
export interface DeviceCookie {
  nonce: string;
  issuedAt: number;
}

/**
 * A new device cookie's value for the account of `email` (null: a device not signed in to any account
 * yet), issued at `now`; `nonce` keeps a device id the browser has already.
 */
export function signDeviceCookie(
  secret: string,
  email: string | null,
  now: Date = new Date(),
  nonce: string = randomBytes(16).toString('base64url'),
): string {
  const tag = accountTag(secret, email ?? '');
  const issued = now.getTime();
  return `${tag}.${nonce}.${issued}.${signature(secret, tag, nonce, issued).toString('base64url')}`;
}

/** The cookie's parts when it is signed with `secret` and not expired, whatever account it names. */
function readDeviceCookie(secret: string, value: string, now: Date): (DeviceCookie & { tag: string }) | null {
  const parts = value.split('.');
  if (parts.length !== 4) return null;
  const [tag, nonce, issuedText, sig] = parts as [string, string, string, string];
  if (!/^[A-Za-z0-9_-]{22}$/.test(tag) || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return null;
  if (!/^\d{1,15}$/.test(issuedText) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return null;
  const issued = Number(issuedText);
  const expected = signature(secret, tag, nonce, issued);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const age = now.getTime() - issued;
  if (age < -300_000 || age > DEVICE_COOKIE_DAYS * 86_400_000) return null;
  return { tag, nonce, issuedAt: issued };
}

/**
 * The device's nonce and the cookie's issue time when `value` is a valid, unexpired device cookie for
 * the account of `email`; null otherwise (forged, altered, too old, or made for another account).
 */
export function verifyDeviceCookie(
  secret: string,
  value: string,
  email: string,
  now: Date = new Date(),
): DeviceCookie | null {
  const cookie = readDeviceCookie(secret, value, now);
  if (!cookie || !normalEmail(email)) return null;
  const wanted = Buffer.from(accountTag(secret, email), 'base64url');
  const named = Buffer.from(cookie.tag, 'base64url');
  if (named.length !== wanted.length || !timingSafeEqual(named, wanted)) return null;
  return { nonce: cookie.nonce, issuedAt: cookie.issuedAt };
}

/** The device cookie as a request's handlers see it. */
export interface DeviceAccess {
  /**
   * The device cookie when the request carries a valid one for this account, else null. Whether the
   * account still trusts it (its `tokensValidAfter`) is auth/known-device.ts's question.
   */
  knownFor(email: string): DeviceCookie | null;
  /**
   * The browser's device id for the abuse budgets: the nonce of its valid device cookie, whatever
   * account it names; a browser without one is given a cookie naming no account now. Null for a
   * request without a browser's cookies.
   */
  id(): string | null;
  /** Gives the browser a device cookie for this account (after a right password), keeping its device id. */
  remember(email: string): void;
}

/** A request without a browser's cookies (server renders, the quote lane): knows no device. */
export const NO_DEVICE: DeviceAccess = { knownFor: () => null, id: () => null, remember: () => {} };

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
  let deviceId = presented ? (readDeviceCookie(options.secret, presented, new Date())?.nonce ?? null) : null;
  const give = (email: string | null) => {
    deviceId ??= randomBytes(16).toString('base64url');
    const cookie = [
      `${DEVICE_COOKIE}=${signDeviceCookie(options.secret, email, new Date(), deviceId)}`,
      'Path=/',
      `Max-Age=${DEVICE_COOKIE_DAYS * 86_400}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(options.secure ? ['Secure'] : []),
    ].join('; ');
    // Kept beside the session's cookie, which iron-session sets on the same response; a device cookie
    // this response set already (an anonymous one, before the account was made) is replaced.
    const existing = res.getHeader('set-cookie') ?? [];
    const others = (Array.isArray(existing) ? existing : [String(existing)]).filter(
      (c) => !c.startsWith(`${DEVICE_COOKIE}=`),
    );
    res.setHeader('set-cookie', [...others, cookie]);
  };
  return {
    knownFor: (email) => (presented ? verifyDeviceCookie(options.secret, presented, email) : null),
    id: () => {
      if (!deviceId) give(null);
      return deviceId;
    },
    remember: (email) => give(email),
  };
}
