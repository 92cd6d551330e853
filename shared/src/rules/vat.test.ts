import { describe, expect, it } from 'vitest';
import { BusinessEnvSchema, vatIncluded } from './vat.js';

describe('the VAT included in a VAT-inclusive price (15/115, to the cent)', () => {
  it('matches hand-worked cases', () => {
    // R115.00 = R100.00 + R15.00 exactly.
    expect(vatIncluded(115)).toBe(15);
    // 10000 cents * 3/23 = 1304.35 cents -> R13.04
    expect(vatIncluded(100)).toBe(13.04);
    // 45000 * 3/23 = 5869.57 -> R58.70
    expect(vatIncluded(450)).toBe(58.7);
    // 35000 * 3/23 = 4565.22 -> R45.65
    expect(vatIncluded(350)).toBe(45.65);
    // 99999 * 3/23 = 13043.35 -> R130.43
    expect(vatIncluded(999.99)).toBe(130.43);
    // 100 * 3/23 = 13.04 -> R0.13; 1 * 3/23 = 0.13 -> R0.00
    expect(vatIncluded(1)).toBe(0.13);
    expect(vatIncluded(0.01)).toBe(0);
    // 123456 * 3/23 = 16102.96 -> R161.03
    expect(vatIncluded(1234.56)).toBe(161.03);
    expect(vatIncluded(0)).toBe(0);
  });

  it('reads a credit note the same way (a negative amount is the mirror)', () => {
    expect(vatIncluded(-450)).toBe(-58.7);
  });
});

describe('the business on invoices', () => {
  it('is not VAT-registered with an empty number, and refuses a malformed one', () => {
    expect(BusinessEnvSchema.parse({}).BUSINESS_VAT_NUMBER).toBe('');
    expect(BusinessEnvSchema.parse({ BUSINESS_VAT_NUMBER: '4123456789' }).BUSINESS_VAT_NUMBER).toBe(
      '4123456789',
    );
    expect(BusinessEnvSchema.safeParse({ BUSINESS_VAT_NUMBER: '12345' }).success).toBe(false);
  });
});
