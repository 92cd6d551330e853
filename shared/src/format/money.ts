/**
 * Money in words, the one rule (docs/product.md, "currency"): South African rand, `R 1 234,50` as
 * `en-ZA` writes it, with two decimals for every amount (services, lines, totals, refunds, e-mails,
 * the payment simulator's page), and 0 to 2 decimals for a package's advertised price.
 *
 * Written out rather than asked of `Intl.NumberFormat`: making an en-ZA currency formatter costs a
 * phone tens of milliseconds of the page's first script (the locale's data), and the server and every
 * browser then write the same characters whatever their ICU. The output is exactly Intl's (money.test.ts
 * compares the two): a no-break space after the R and between thousands, a decimal comma, the minus
 * before the R, and rounding half away from zero on the number's shortest decimal form, as ICU rounds.
 */
const NBSP = '\u00a0';

/** The currency of every amount (ISO 4217), as the API names it beside money (BookingPayment.currency). */
export const CURRENCY = 'ZAR';

/** Intl's own formatters, made only for what is not a plain amount (NaN, infinities, exponent forms). */
const intl = new Map<0 | 2, Intl.NumberFormat>();
function intlRand(amount: number, minimumFractionDigits: 0 | 2): string {
  let format = intl.get(minimumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-ZA', {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits,
      maximumFractionDigits: 2,
    });
    intl.set(minimumFractionDigits, format);
  }
  return format.format(amount);
}

/** The amount rounded to cents, half away from zero on its shortest decimal form: [rand, cents]. */
function toCents(abs: number): [string, string] | null {
  const decimal = String(abs);
  if (!/^\d+(\.\d+)?$/.test(decimal)) return null;
  const [whole = '0', fraction = ''] = decimal.split('.');
  const kept = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0'));
  const cents = (fraction[2] ?? '0') >= '5' ? kept + 1n : kept;
  const digits = cents.toString().padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2)];
}

function rand(amount: number, minimumFractionDigits: 0 | 2): string {
  const parts = toCents(Math.abs(amount));
  if (!parts) return intlRand(amount, minimumFractionDigits);
  const [whole, cents] = parts;
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, NBSP);
  const fraction = minimumFractionDigits === 2 ? cents : cents.replace(/0+$/, '');
  return `${sign}R${NBSP}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** An amount in rand with two decimals. A decimal string (as PayFast's fields carry it) is read as a number. */
export function formatRand(amount: number | string): string {
  return rand(typeof amount === 'string' ? Number(amount) : amount, 2);
}

/** A package's advertised price: rand with 0 to 2 decimals. */
export function formatPackagePrice(amount: number): string {
  return rand(amount, 0);
}
