/**
 * A choice the customer can fix (an unknown or unavailable id, two options of one variation, ...).
 * `field` is a path into the quote input (`lines.0.optionIds.1`, `modifierOptionIds.0`, `date`,
 * `lines`); the gateway reports it as BAD_USER_INPUT with that field.
 */
export class PricingError extends Error {
  override readonly name = 'PricingError';

  constructor(
    readonly field: string,
    message: string,
    /** A code of its own for integrators (BAD_USER_INPUT when not given). */
    readonly code?: 'QUOTE_ONLY',
  ) {
    super(message);
  }
}
