/**
 * The quote adjustment the gateway sends when the first-time customer discount (25%) applies: 25% of
 * the running total it applied to (`base`, four times the amount taken off).
 */
export function firstTimeDiscount(amount: number) {
  return {
    modifierId: '1',
    modifierName: 'Customer Type',
    optionId: '2',
    optionName: 'First-time customer',
    type: 'DISCOUNT',
    units: 'PERCENT',
    value: 25,
    base: Math.round(-amount * 400) / 100,
    amount,
    reason: 'Applied: your first booking',
  };
}
