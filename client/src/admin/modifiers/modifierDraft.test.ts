import { describe, expect, it } from 'vitest';
import { removedOptionIds } from '../catalogue-editor/draftRules';
import {
  blankModifierDraft,
  blankModifierOption,
  canRemoveOption,
  validateModifierDraft,
  withOptionType,
} from './modifierDraft';

describe('modifier draft rules', () => {
  it('opens a new modifier with exactly one blank option, which cannot be removed', () => {
    const draft = blankModifierDraft();
    expect(draft.options).toHaveLength(1);
    expect(draft.options[0]).toMatchObject({ id: null, name: '', type: 'no_charge', units: null, value: 0 });
    expect(canRemoveOption(draft)).toBe(false);
    expect(canRemoveOption({ ...draft, options: [blankModifierOption(), blankModifierOption()] })).toBe(true);
  });

  it('resets units and value when the type becomes no_charge, and keeps them otherwise', () => {
    const discount = {
      ...blankModifierOption(),
      type: 'discount' as const,
      units: 'percent' as const,
      value: 25,
    };
    expect(withOptionType(discount, 'no_charge')).toMatchObject({ type: 'no_charge', units: null, value: 0 });
    expect(withOptionType(discount, 'extra')).toMatchObject({ type: 'extra', units: 'percent', value: 25 });
  });

  it('words every rule as the spec does', () => {
    const draft = {
      name: 'ab',
      description: '',
      options: [
        { id: null, name: '', type: 'extra' as const, units: null, value: -1, description: '' },
        { id: null, name: 'x', type: null, units: null, value: '', description: '' },
      ],
    };
    expect(validateModifierDraft(draft)).toEqual({
      name: 'Name must be at least 3 characters',
      'options.0.name': 'Option Name is required',
      'options.0.units': 'Units is required',
      'options.0.value': 'Value must be at least 0',
      'options.1.name': 'Option Name must be at least 2 characters',
      'options.1.type': 'Type is required',
    });
    expect(validateModifierDraft({ ...draft, name: '' }).name).toBe('Name is required');
  });

  it('accepts a valid modifier and finds the saved options that were removed', () => {
    const draft = {
      name: 'First-time customer',
      description: '',
      options: [
        {
          id: '7',
          name: 'Yes',
          type: 'discount' as const,
          units: 'percent' as const,
          value: 25,
          description: '',
        },
      ],
    };
    expect(validateModifierDraft(draft)).toEqual({});
    expect(removedOptionIds([{ id: '7' }, { id: '8' }], draft.options)).toEqual(['8']);
  });
});
