/** A NumberInput for money or a value in rand: not below 0, to the cent, never clamped while typing. */
export const AMOUNT_INPUT_PROPS = { min: 0, step: 0.01, decimalScale: 2, clampBehavior: 'none' } as const;
