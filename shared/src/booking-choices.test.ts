import { describe, expect, it } from 'vitest';
import {
  addOnBelongsTo,
  addOnNotOfferedMessage,
  optionMissingMessage,
  secondFrequencyAt,
  secondOptionRefusal,
  variationsWithoutChoice,
} from './booking-choices.js';

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

describe('every variation a service offers is chosen, never defaulted', () => {
  const size = { id: 1, name: 'Lawn size' };
  const frequency = { id: '2', name: 'Frequency' };

  it('names the variations left without an option, in the order offered (ids as text or numbers)', () => {
    expect(variationsWithoutChoice([size, frequency], [])).toEqual([size, frequency]);
    expect(variationsWithoutChoice([size, frequency], ['1'])).toEqual([frequency]);
    expect(variationsWithoutChoice([size, frequency], [2, ' 1'])).toEqual([]);
  });

  it('words the refusal with the variation and the service', () => {
    expect(optionMissingMessage('Frequency', 'Lawn Mowing')).toBe(
      'Choose an option of "Frequency" for Lawn Mowing.',
    );
  });
});

describe('secondFrequencyAt: one booking repeats at one interval', () => {
  it('finds the first repeat that differs from an earlier one, ignoring lines that do not repeat', () => {
    expect(secondFrequencyAt([])).toBe(-1);
    expect(secondFrequencyAt([null, 2, null, 2])).toBe(-1);
    expect(secondFrequencyAt([null, 2, null, 4, 2])).toBe(3);
  });
});
