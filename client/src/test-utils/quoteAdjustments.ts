/** The quote adjustment the gateway sends when the first-time customer discount (25%) applies. */
export function firstTimeDiscount(amount: number) {
  return {
    modifierId: '1',
    modifierName: 'Customer Type',
    optionId: '2',
    optionName: 'First-time customer',
    type: 'DISCOUNT',
    units: 'PERCENT',
    value: 25,
    amount,
    reason: 'Applied: your first booking',
  };
}
