/**
 * PayFast signatures (https://developers.payfast.co.za/docs#step_2_signature and the ITN "verify the
 * signature" step). Both are an MD5, in lower-case hex, of `key=urlencode(value)` pairs joined by `&`,
 * with `&passphrase=urlencode(passphrase)` appended when the merchant has one set. They differ in
 * which pairs take part:
 *
 * - the payment form: the fields in the order given (PayFast's documented attribute order, NOT
 *   sorted), values trimmed, blank values left out;
 * - a payment notification (ITN): the fields in the order they were posted, `signature` left out,
 *   values as posted, blank values INCLUDED.
 *
 * `urlencode` is PHP's: every byte of the UTF-8 text other than A-Z a-z 0-9 - _ . is percent-escaped
 * in upper-case hex, and a space becomes `+`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** Fields in order: pairs, or a record (whose insertion order is kept). */
type PayfastFields = Iterable<readonly [string, string]> | Readonly<Record<string, string>>;

function pairsOf(fields: PayfastFields): (readonly [string, string])[] {
  if (Symbol.iterator in fields) return [...(fields as Iterable<readonly [string, string]>)];
  return Object.entries(fields);
}

/** PHP's `urlencode`. */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

function withPassphrase(paramString: string, passphrase: string | undefined): string {
  const p = passphrase?.trim();
  return p ? `${paramString}&passphrase=${phpUrlencode(p)}` : paramString;
}

/** The string the payment form's signature is the MD5 of (exported for tests and diagnostics). */
export function payfastSignatureString(fields: PayfastFields, passphrase?: string): string {
  const paramString = pairsOf(fields)
    .map(([key, value]) => [key, value.trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${phpUrlencode(value)}`)
    .join('&');
  return withPassphrase(paramString, passphrase);
}

/** The `signature` field of a PayFast payment form. */
export function payfastSignature(fields: PayfastFields, passphrase?: string): string {
  return md5Hex(payfastSignatureString(fields, passphrase));
}

/** The string a notification's signature is the MD5 of: posted order, no `signature`, blanks kept. */
export function notificationSignatureString(posted: PayfastFields, passphrase?: string): string {
  const paramString = pairsOf(posted)
    .filter(([key]) => key !== 'signature')
    .map(([key, value]) => `${key}=${phpUrlencode(value)}`)
    .join('&');
  return withPassphrase(paramString, passphrase);
}

/** The signature PayFast puts on a notification with these fields (used by the payment simulator). */
export function notificationSignature(posted: PayfastFields, passphrase?: string): string {
  return md5Hex(notificationSignatureString(posted, passphrase));
}

/**
 * True when the posted `signature` matches the notification's fields (in the order posted), compared
 * in constant time. A missing or malformed signature is false.
 */
export function verifyNotificationSignature(posted: PayfastFields, passphrase?: string): boolean {
  const pairs = pairsOf(posted);
  const signatures = pairs.filter(([key]) => key === 'signature');
  if (signatures.length !== 1) return false;
  const given = signatures[0]![1].trim().toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(given)) return false;
  const expected = notificationSignature(pairs, passphrase);
  return timingSafeEqual(Buffer.from(given, 'utf8'), Buffer.from(expected, 'utf8'));
}

/**
 * The signature of a call to PayFast's API (ad hoc charges, cancels): the MD5 of every header that
 * takes part (`merchant-id`, `version`, `timestamp`) and body field, with `passphrase`, sorted by name,
 * as `key=urlencode(value)` joined by `&`.
 */
export function payfastApiSignature(fields: Readonly<Record<string, string>>, passphrase?: string): string {
  const all: Record<string, string> = { ...fields };
  const p = passphrase?.trim();
  if (p) all.passphrase = p;
  const text = Object.keys(all)
    .filter((key) => key !== 'signature')
    .sort()
    .map((key) => `${key}=${phpUrlencode(all[key]!.trim())}`)
    .join('&');
  return md5Hex(text);
}
