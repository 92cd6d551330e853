import { describe, expect, it } from 'vitest';
import { formatPackagePrice, formatRand } from './money.js';

const plain = (s: string) => s.replace(/\s/g, ' ');

describe('money in words', () => {
  it('writes rand with two decimals, from a number or a decimal string', () => {
    expect(plain(formatRand(1234.5))).toBe(plain(formatRand('1234.50')));
    expect(formatRand(450)).toMatch(/^R\s?450,00$/);
  });
  it('writes a package price with at most two decimals', () => {
    expect(formatPackagePrice(1200)).toMatch(/^R\s?1\s?200$/);
    expect(formatPackagePrice(99.5)).toMatch(/^R\s?99,5$/);
  });
});

describe('money in words is exactly what Intl writes for en-ZA', () => {
  const two = new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' });
  const upTo = new Intl.NumberFormat('en-ZA', {
    style: 'currency',
    currency: 'ZAR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  // Halves at the third decimal (where rounding is decided), groups of thousands, signs, zeros, the
  // odd cases (NaN, infinities, exponent forms) and a spread of random amounts and cent sums.
  const amounts = [
    0,
    -0,
    1,
    -1,
    0.005,
    0.015,
    0.025,
    1.005,
    1.015,
    2.675,
    999.995,
    -999.995,
    0.001,
    -0.001,
    12.5,
    99.5,
    1234.5,
    1234.565,
    100000,
    1234567.891,
    1e21,
    1e-7,
    -1e-7,
    Number.MAX_SAFE_INTEGER,
    NaN,
    Infinity,
    -Infinity,
  ];
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 2000; i += 1) {
    amounts.push(Math.round(random() * 10 ** (1 + (i % 8))) / 1000);
    amounts.push(Math.round(random() * 2_000_000) / 100);
    amounts.push(-random() * 10 ** (i % 7));
  }
  it('for every amount tried, with two decimals and with 0 to 2', () => {
    for (const amount of amounts) {
      expect(formatRand(amount), String(amount)).toBe(two.format(amount));
      expect(formatPackagePrice(amount), String(amount)).toBe(upTo.format(amount));
    }
    expect(formatRand('1234.565')).toBe(two.format(1234.565));
  });
});
