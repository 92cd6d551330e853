/**
 * Where a payment may send the browser back to, for a partner's key (docs/graphql.md, "Paying from a
 * partner's site"; docs/product.md, "API clients"): the admin lists URL prefixes for the client, and a
 * returnUrl / cancelUrl is allowed only when it has the very origin of one of them (scheme, host and
 * port) and a path at or under the prefix's path. No user name or password in it, no other port, no
 * scheme-relative `//host`: what is checked is the parsed URL, and the parsed URL (`href`) is what the
 * payment form carries, so the browser goes where the check looked. https only, but for http on
 * 127.0.0.1 or localhost (a partner's tests).
 */
import { z } from 'zod';

/** The longest return URL or prefix kept. */
export const RETURN_URL_MAX_LENGTH = 500;

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** The URL when `text` is an absolute https (or local http) URL with no user info; null otherwise. */
function parsed(text: string): URL | null {
  if (text.length > RETURN_URL_MAX_LENGTH || !/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.protocol === 'https:') return url;
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname) ? url : null;
}

/** Whether `text` is a URL a payment could return to at all (https, or local http; no user info). */
export const returnUrlShaped = (text: string): boolean => parsed(text) !== null;

/** An allowed prefix as kept: its origin and path, nothing after (no query, no fragment). */
export function returnUrlPrefix(text: string): string | null {
  const url = parsed(text.trim());
  if (!url || url.search !== '' || url.hash !== '') return null;
  return `${url.origin}${url.pathname}`;
}

/** An allowed return URL prefix, as the admin types it (kept as `returnUrlPrefix` gives it). */
export const zAllowedReturnUrl = z
  .string()
  .trim()
  .max(RETURN_URL_MAX_LENGTH)
  .transform((text, ctx) => {
    const prefix = returnUrlPrefix(text);
    if (prefix === null) {
      ctx.addIssue({
        code: 'custom',
        message:
          'A return URL prefix is https://host/path (or http://127.0.0.1 or http://localhost for tests), with no user name, query or fragment',
      });
      return z.NEVER;
    }
    return prefix;
  });

/** Whether the parsed `url` is at or under `prefix` (the same origin, and the prefix's path or below it). */
function under(url: URL, prefix: string): boolean {
  const allowed = parsed(prefix);
  if (!allowed || allowed.origin !== url.origin) return false;
  const base = allowed.pathname;
  if (url.pathname === base || base.endsWith('/')) return url.pathname.startsWith(base);
  return url.pathname.startsWith(`${base}/`);
}

/**
 * The URL to send the browser to (the parsed URL's `href`) when `text` is allowed by one of `prefixes`;
 * null when it is not.
 */
export function allowedReturnUrl(text: string, prefixes: readonly string[]): string | null {
  const url = parsed(text.trim());
  if (!url) return null;
  return prefixes.some((p) => under(url, p)) ? url.href : null;
}
