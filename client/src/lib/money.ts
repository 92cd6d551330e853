const zar = new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' });
const zarWhole = new Intl.NumberFormat('en-ZA', {
  style: 'currency',
  currency: 'ZAR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Amounts everywhere: rand with two decimals (services, lines, totals). */
export function formatZar(amount: number): string {
  return zar.format(amount);
}

/** Package prices: rand with 0 to 2 decimals (docs/product.md). */
export function formatPackagePrice(amount: number): string {
  return zarWhole.format(amount);
}
