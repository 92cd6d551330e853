/**
 * When a series' later visit is charged to its customer's card on file, as the office chooses per
 * series (docs/product.md, "A card on file for plans"): `before` — a set number of hours before the
 * visit, which stays pending (unpaid, not shown to the crew as confirmed) until charged; `after_done` —
 * once the crew completes it: the visit is held confirmed with nothing paid, the card the promised way
 * to pay, and charged when completed.
 */
export const CARD_CHARGE_WHEN = ['before', 'after_done'] as const;
export type CardChargeWhen = (typeof CARD_CHARGE_WHEN)[number];

export const DEFAULT_CARD_CHARGE_WHEN: CardChargeWhen = 'before';

/** How the office's screens name each choice (`hours`: CARD_ON_FILE_CHARGE_HOURS_BEFORE). */
export function cardChargeWhenLabel(when: CardChargeWhen, hours?: number): string {
  return when === 'before'
    ? `Before each visit${hours ? ` (${hours} hours before)` : ''}`
    : 'When the visit is done';
}
