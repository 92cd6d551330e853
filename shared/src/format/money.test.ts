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
