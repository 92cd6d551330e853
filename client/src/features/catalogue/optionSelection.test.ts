import { describe, expect, it } from 'vitest';
import { initialSelection, selectOption, toggleAddOn } from './optionSelection';

const variations = [
  { variationId: 'size', options: [{ id: 's' }, { id: 'm' }, { id: 'l' }] },
  { variationId: 'grass', options: [{ id: 'kikuyu' }, { id: 'buffalo' }] },
  { variationId: 'empty', options: [] },
];

describe('option selection', () => {
  it('selects the first option of each variation on load', () => {
    expect(initialSelection(variations)).toEqual({ size: 's', grass: 'kikuyu' });
  });

  it('picking another option makes it the only selected one of its variation', () => {
    const picked = selectOption(initialSelection(variations), 'size', 'l');
    expect(picked).toEqual({ size: 'l', grass: 'kikuyu' });
  });

  it('toggles add-ons on and off', () => {
    expect(toggleAddOn([], 'a')).toEqual(['a']);
    expect(toggleAddOn(['a', 'b'], 'a')).toEqual(['b']);
  });
});
