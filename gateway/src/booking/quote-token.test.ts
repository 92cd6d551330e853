import { describe, expect, it } from 'vitest';
import { errorCode } from '../api/errors.js';
import { brokenPromise } from './price-promise.js';
import { quoteTokenFor, readQuoteToken, type PricedFor } from './quote-token.js';

const SECRET = 'quote-token-test-secret-0123456789abcdef';
const config = { quoteTokenSecret: SECRET, quoteTokenMinutes: 60 };
const NOW = new Date('2030-03-01T10:00:00.250Z');

const pricedFor: PricedFor = {
  input: {
    date: '2030-03-14',
    timeSlot: '10:00 - 10:45',
    lines: [{ serviceId: '1', optionIds: ['3', '2'], addOnIds: ['7', '8'] }],
    modifierOptionIds: ['5'],
    referralCode: ' ABCD1234 ',
  },
  customer: { email: 'Nomsa@Example.test', phone: '0821234567' },
  suburb: 'Fish Hoek',
};
const priced = { quote: { total: 765 }, catalogueVersion: 12 };
const { token, tokenExpiresAt } = quoteTokenFor(config, pricedFor, priced, NOW);

describe('the quote token', () => {
  it('binds the total to the same booking (ids in any order, any time slot, e-mail and suburb in any case)', () => {
    expect(tokenExpiresAt).toBe('2030-03-01T11:00:00.000Z');
    const same: PricedFor = {
      input: {
        ...pricedFor.input,
        timeSlot: '14:00 - 14:45',
        lines: [{ serviceId: '1', optionIds: ['2', '3'], addOnIds: ['8', '7'] }],
        referralCode: 'ABCD1234',
      },
      customer: { email: 'nomsa@example.test', phone: '0821234567' },
      suburb: 'fish hoek',
    };
    expect(readQuoteToken(SECRET, token, same, NOW)).toEqual({
      ok: true,
      total: 765,
      catalogueVersion: 12,
      sameBooking: true,
      expired: false,
    });
  });

  it('is not the promise of another booking: other choices, date, customer or suburb', () => {
    const others: PricedFor[] = [
      { ...pricedFor, input: { ...pricedFor.input, lines: [{ serviceId: '1', optionIds: ['2'] }] } },
      { ...pricedFor, input: { ...pricedFor.input, date: '2030-03-15' } },
      { ...pricedFor, input: { ...pricedFor.input, modifierOptionIds: [] } },
      { ...pricedFor, input: { ...pricedFor.input, referralCode: null } },
      { ...pricedFor, customer: { email: 'someone@example.test', phone: '0821234567' } },
      { ...pricedFor, customer: { userId: 4 } },
      { ...pricedFor, suburb: 'Rondebosch' },
      { ...pricedFor, suburb: null },
    ];
    for (const other of others) {
      expect(readQuoteToken(SECRET, token, other, NOW)).toMatchObject({ ok: true, sameBooking: false });
    }
  });

  it('expires, and is refused when changed or made with another key', () => {
    expect(readQuoteToken(SECRET, token, pricedFor, new Date('2030-03-01T11:00:00Z'))).toMatchObject({
      ok: true,
      expired: true,
    });
    const parts = token.split('.');
    const cheaper = [...parts.slice(0, 2), '100', ...parts.slice(3)].join('.');
    expect(readQuoteToken(SECRET, cheaper, pricedFor, NOW)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(readQuoteToken('another-secret-0123456789abcdef-0123', token, pricedFor, NOW)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(readQuoteToken(SECRET, 'q1.nonsense', pricedFor, NOW)).toEqual({ ok: false, reason: 'malformed' });
    // No e-mail address or phone can be read from it.
    expect(token).not.toMatch(/nomsa|0821234567|fish/i);
  });
});

describe('the price promise', () => {
  const broken = (promise: Parameters<typeof brokenPromise>[1], total: number, now = NOW) =>
    brokenPromise(SECRET, promise, pricedFor, total, now);

  it('holds when the charge is the total shown and quoted, or when nothing was promised', () => {
    expect(broken({}, 915)).toBeNull();
    expect(broken({ expectedTotal: 765, quoteToken: token }, 765)).toBeNull();
  });

  it('is PRICE_CHANGED naming the new total for any other charge, an expired token or another booking', () => {
    const changed = broken({ expectedTotal: 765 }, 915);
    expect(errorCode(changed)).toBe('PRICE_CHANGED');
    expect(changed?.extensions).toMatchObject({ field: 'expectedTotal', total: 915, shownTotal: 765 });
    expect(changed?.message).toContain(
      new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' }).format(915),
    );
    expect(broken({ quoteToken: token }, 915)?.extensions).toMatchObject({
      code: 'PRICE_CHANGED',
      field: 'quoteToken',
      total: 915,
    });
    expect(errorCode(broken({ quoteToken: token }, 765, new Date('2030-03-02T00:00:00Z')))).toBe(
      'PRICE_CHANGED',
    );
    const elsewhere = { ...pricedFor, suburb: 'Rondebosch' };
    expect(brokenPromise(SECRET, { quoteToken: token }, elsewhere, 615, NOW)?.message).toMatch(
      /^Your booking is not the one you were quoted for\. The price of your booking is now R\s615,00/,
    );
    // The promise is the total: the same total for a detail changed after the quote keeps it.
    expect(brokenPromise(SECRET, { quoteToken: token }, elsewhere, 765, NOW)).toBeNull();
  });

  it('refuses a token we did not make as bad input, and a total that is no amount', () => {
    expect(broken({ quoteToken: 'q1.made.up' }, 765)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'quoteToken',
    });
    expect(broken({ expectedTotal: Number.NaN }, 765)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'expectedTotal',
    });
  });
});
