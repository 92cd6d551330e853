/**
 * The binding quote's token: a quote's total signed for the booking it prices, so that createBooking can
 * refuse (PRICE_CHANGED) to charge anything the customer was not shown. Like the manage link
 * (manage-token.ts) nothing is stored: the token carries a fingerprint of the priced booking (the
 * choices, the customer and the suburb, as an HMAC so no e-mail address or phone can be read from it),
 * the total in cents, the catalogue version it was priced from and an expiry, and an HMAC-SHA256 of all
 * of them under QUOTE_TOKEN_SECRET, which every replica shares.
 *
 * Form: `q1.<fingerprint>.<total cents>.<catalogue version>.<expiry in unix seconds>.<signature>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BookingInput } from '../__generated__/resolvers-types.js';
import { toCents } from '../pricing/money.js';
import type { CustomerRef } from './earned-facts.js';

/** What a price depends on: the choices, who books and where. */
export interface PricedFor {
  input: BookingInput;
  customer: CustomerRef | null;
  /** The visit's suburb, or null when the quote was asked without one. */
  suburb: string | null;
  /** The office's own discount in percent (adminQuote): a quote with another one binds nothing. */
  officePercent?: number | null;
}

const sortedIds = (ids: readonly string[] | null | undefined) => [...(ids ?? [])].map(String).sort();

/**
 * The canonical text of a priced booking: everything the total depends on and nothing else (not the
 * time slot). Ids are sorted where their order does not matter; e-mail and suburb are compared without
 * case, as the save compares them.
 */
function canonical({ input, customer, suburb, officePercent }: PricedFor): string {
  return JSON.stringify({
    date: input.date ?? null,
    lines: input.lines.map((l) => ({
      s: l.serviceId ?? null,
      p: l.packageId ?? null,
      o: sortedIds(l.optionIds),
      a: sortedIds(l.addOnIds),
    })),
    m: sortedIds(input.modifierOptionIds),
    r: (input.referralCode ?? '').trim().slice(0, 60),
    c: customer?.userId
      ? { u: customer.userId }
      : { e: customer?.email?.trim().toLowerCase() ?? null, p: customer?.phone?.trim() ?? null },
    w: suburb?.trim().toLowerCase() ?? null,
    // Only when given, so that a quote without one keeps the fingerprint it always had.
    ...(officePercent ? { d: officePercent } : {}),
  });
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

function fingerprint(secret: string, pricedFor: PricedFor): string {
  return hmac(secret, `binding-quote-fingerprint\n${canonical(pricedFor)}`)
    .subarray(0, 18)
    .toString('base64url');
}

function signature(secret: string, fp: string, cents: number, version: number, expires: number): Buffer {
  return hmac(secret, `binding-quote\n${fp}\n${cents}\n${version}\n${expires}`);
}

/** The token binding `total` (rand) to this booking until `expiresAt`. */
function signQuoteToken(
  secret: string,
  pricedFor: PricedFor,
  priced: { total: number; catalogueVersion: number },
  expiresAt: Date,
): string {
  const fp = fingerprint(secret, pricedFor);
  const cents = toCents(priced.total);
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const sig = signature(secret, fp, cents, priced.catalogueVersion, expires).toString('base64url');
  return `q1.${fp}.${cents}.${priced.catalogueVersion}.${expires}.${sig}`;
}

type QuoteTokenCheck =
  /** Not made by us (or damaged): it binds nothing. */
  | { ok: false; reason: 'malformed' | 'bad-signature' }
  | {
      ok: true;
      /** The total (rand) it promised. */
      total: number;
      catalogueVersion: number;
      /** Whether it was made for this very booking (choices, customer and suburb). */
      sameBooking: boolean;
      expired: boolean;
    };

/** What a token promised, checked against the booking about to be charged. */
export function readQuoteToken(
  secret: string,
  token: string,
  pricedFor: PricedFor,
  now: Date = new Date(),
): QuoteTokenCheck {
  const parts = token.trim().split('.');
  if (parts.length !== 6 || parts[0] !== 'q1') return { ok: false, reason: 'malformed' };
  const [, fp, centsText, versionText, expiresText, sig] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (
    !/^[A-Za-z0-9_-]{24}$/.test(fp) ||
    !/^-?\d{1,12}$/.test(centsText) ||
    !/^\d{1,15}$/.test(versionText) ||
    !/^\d{1,12}$/.test(expiresText) ||
    !/^[A-Za-z0-9_-]{43}$/.test(sig)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const cents = Number(centsText);
  const version = Number(versionText);
  const expires = Number(expiresText);
  const expected = signature(secret, fp, cents, version, expires);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad-signature' };
  }
  return {
    ok: true,
    total: cents / 100,
    catalogueVersion: version,
    sameBooking: fp === fingerprint(secret, pricedFor),
    expired: expires * 1000 <= now.getTime(),
  };
}

/** The token of a quote made now, and when it stops binding. */
export function quoteTokenFor(
  config: { quoteTokenSecret: string; quoteTokenMinutes: number },
  pricedFor: PricedFor,
  priced: { quote: { total: number }; catalogueVersion: number },
  now: Date = new Date(),
): { token: string; tokenExpiresAt: string } {
  const expiresAt = new Date(now.getTime() + config.quoteTokenMinutes * 60_000);
  // Whole seconds, as the token carries them.
  expiresAt.setMilliseconds(0);
  return {
    token: signQuoteToken(
      config.quoteTokenSecret,
      pricedFor,
      { total: priced.quote.total, catalogueVersion: priced.catalogueVersion },
      expiresAt,
    ),
    tokenExpiresAt: expiresAt.toISOString(),
  };
}
