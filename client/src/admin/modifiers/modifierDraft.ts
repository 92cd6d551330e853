import { OPTION_NAME_MIN } from '@greenleaf/shared/rules/name';
import { checkAmount, checkText, requiredMessage } from '../catalogue-editor/draftRules';
import {
  blankOptionParentDraft,
  canRemoveOption as canRemoveAnyOption,
  validateOptionParent,
  type OptionParentDraft,
} from '../catalogue-editor/optionParentDraft';

/** The modifier editor's state: a modifier with its options, and the option type rules (docs/product.md). */

export type ModifierOptionType = 'no_charge' | 'extra' | 'discount';
export type ModifierUnits = 'percent' | 'amount';

export interface ModifierOptionDraft {
  /** The saved option's id; absent for a new option. */
  id: string | null;
  name: string;
  type: ModifierOptionType | null;
  units: ModifierUnits | null;
  value: number | string;
  description: string;
}

export type ModifierDraft = OptionParentDraft<ModifierOptionDraft>;

export const OPTION_TYPE_CHOICES: { value: ModifierOptionType; label: string }[] = [
  { value: 'no_charge', label: 'No charge' },
  { value: 'extra', label: 'Extra' },
  { value: 'discount', label: 'Discount' },
];

export const UNIT_CHOICES: { value: ModifierUnits; label: string }[] = [
  { value: 'percent', label: 'Percent (%)' },
  { value: 'amount', label: 'Fixed amount (R)' },
];

export function blankModifierOption(): ModifierOptionDraft {
  return { id: null, name: '', type: 'no_charge', units: null, value: 0, description: '' };
}

/** A new-modifier form opens with one blank option. */
export function blankModifierDraft(): ModifierDraft {
  return blankOptionParentDraft(blankModifierOption);
}

/** Choosing no_charge resets units to empty and value to 0; extra or discount keep them for editing. */
export function withOptionType(
  option: ModifierOptionDraft,
  type: ModifierOptionType | null,
): ModifierOptionDraft {
  if (type === 'no_charge') return { ...option, type, units: null, value: 0 };
  return { ...option, type };
}

export function chargesSomething(option: Pick<ModifierOptionDraft, 'type'>): boolean {
  return option.type === 'extra' || option.type === 'discount';
}

/** At least one option always remains. */
export const canRemoveOption: (draft: ModifierDraft) => boolean = canRemoveAnyOption;

/** Errors keyed by form path (`name`, `options.0.value`), with the product's wording. */
export function validateModifierDraft(draft: ModifierDraft): Record<string, string> {
  return validateOptionParent(draft, (option) => {
    const charges = chargesSomething(option);
    return {
      name: checkText('Option Name', option.name, OPTION_NAME_MIN),
      type: option.type ? null : requiredMessage('Type'),
      units: charges && !option.units ? requiredMessage('Units') : null,
      value: charges ? checkAmount('Value', option.value) : null,
    };
  });
}
