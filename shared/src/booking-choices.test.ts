import { describe, expect, it } from 'vitest';
import { addOnBelongsTo, addOnNotOfferedMessage, secondOptionRefusal } from './booking-choices.js';

describe('one option per variation or modifier', () => {
  const small = { id: 1, label: 'Small' };
  const medium = { id: '2', label: 'Medium' };

  it('keeps the first option of a group', () => {
    expect(secondOptionRefusal(undefined, small, 'Lawn size', 'Lawn Mowing')).toBeNull();
  });

  it('refuses a second option, naming both, and the same option twice (ids as text or numbers)', () => {
    expect(secondOptionRefusal(small, medium, 'Lawn size', 'Lawn Mowing')).toBe(
      'Choose one option of "Lawn size" for Lawn Mowing, not both "Small" and "Medium".',
    );
    expect(secondOptionRefusal(small, { id: ' 1', label: 'Small' }, 'Lawn size', 'Lawn Mowing')).toBe(
      'Option "Small" is chosen twice for Lawn Mowing.',
    );
    expect(secondOptionRefusal(small, medium, 'Customer type')).toBe(
      'Choose one option of "Customer type", not both "Small" and "Medium".',
    );
  });
});

describe('an add-on belongs to one service', () => {
  it("is offered for its own service only; the refusal names the add-on and the line's service", () => {
    expect(addOnBelongsTo({ serviceId: 3 }, 3)).toBe(true);
    expect(addOnBelongsTo({ serviceId: 3 }, '3')).toBe(true);
    expect(addOnBelongsTo({ serviceId: 3 }, 4)).toBe(false);
    expect(addOnBelongsTo(undefined, 3)).toBe(false);
    expect(addOnBelongsTo({ serviceId: 3 }, undefined)).toBe(false);
    expect(addOnNotOfferedMessage(404, 'Lawn Mowing')).toBe('Add-on 404 is not available for Lawn Mowing.');
  });
});
