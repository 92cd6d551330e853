/**
 * Money in words, the one rule (docs/product.md, "currency"): South African rand, `R 1 234,50` as
 * `en-ZA` writes it, with two decimals for every amount (services, lines, totals, refunds, e-mails,
 * the payment simulator's page), and 0 to 2 decimals for a package's advertised price.
 */
const rand = new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' });
const randUpToCents = new Intl.NumberFormat('en-ZA', {
  style: 'currency',
  currency: 'ZAR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** An amount in rand with two decimals. A decimal string (as PayFast's fields carry it) is read as a number. */
export function formatRand(amount: number | string): string {
  return rand.format(typeof amount === 'string' ? Number(amount) : amount);
}

/** A package's advertised price: rand with 0 to 2 decimals. */
export function formatPackagePrice(amount: number): string {
  return randUpToCents.format(amount);
}
