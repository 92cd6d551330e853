/** The office's own discount (docs/product.md, "The office's discount"): the rule and its arithmetic. */
import { describe, expect, it } from 'vitest';
import { applyOfficeDiscount, checkedOfficePercent } from './office-discount.js';
import { PricingError } from './pricing-error.js';

describe("the office's discount", () => {
  it('takes its percent of the running total, to the cent, as its own row; nothing without one', () => {
    expect(applyOfficeDiscount(55_850, 10)).toEqual({
      cents: 50_265,
      discount: { label: 'Office discount (10%)', percent: 10, amount: -55.85 },
    });
    expect(applyOfficeDiscount(33_333, 7.5).discount).toEqual({
      label: 'Office discount (7.5%)',
      percent: 7.5,
      amount: -25,
    });
    expect(applyOfficeDiscount(55_850, null)).toEqual({ cents: 55_850, discount: null });
    expect(applyOfficeDiscount(0, 10).cents).toBe(0);
  });

  it('allows more than 0 up to the max, whole or with one decimal, naming the field otherwise', () => {
    expect(checkedOfficePercent(15, 15, 'discount.percent')).toBe(15);
    expect(checkedOfficePercent(2.5, 15, 'discount.percent')).toBe(2.5);
    expect(checkedOfficePercent(1.1, 15, 'discount.percent')).toBe(1.1);
    const refusal = (percent: number, max = 15) => {
      try {
        checkedOfficePercent(percent, max, 'discount.percent');
      } catch (error) {
        expect(error).toBeInstanceOf(PricingError);
        return { field: (error as PricingError).field, message: (error as PricingError).message };
      }
      throw new Error('not refused');
    };
    expect(refusal(15.1)).toEqual({
      field: 'discount.percent',
      message: "The office's discount is at most 15%.",
    });
    expect(refusal(0).message).toBe("The office's discount must be more than 0%.");
    expect(refusal(2.25).message).toBe("The office's discount is a whole percent or one with one decimal.");
    expect(refusal(5, 0).message).toBe('The office cannot give a discount.');
  });
});
