import { describe, expect, it } from 'vitest';
import { cardChargeWhenLabel } from './card-charge-when.js';

describe('when a card on file is charged', () => {
  it('names the two choices as the office reads them', () => {
    expect(cardChargeWhenLabel('before', 48)).toBe('Before each visit (48 hours before)');
    expect(cardChargeWhenLabel('after_done')).toBe('When the visit is done');
  });
});
