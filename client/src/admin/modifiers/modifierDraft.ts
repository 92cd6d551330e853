import { checkAmount, checkText, requiredMessage } from '../catalogue-editor/draftRules';

/** The modifier editor's state: a modifier with its options, and the option type rules (spec 4, 5). */

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

export interface ModifierDraft {
  name: string;
  description: string;
  options: ModifierOptionDraft[];
}

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
  return { name: '', description: '', options: [blankModifierOption()] };
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
export function canRemoveOption(draft: ModifierDraft): boolean {
  return draft.options.length > 1;
}

/** Errors keyed by form path (`name`, `options.0.value`), with the spec's wording. */
export function validateModifierDraft(draft: ModifierDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = checkText('Name', draft.name, 3);
  if (name) errors.name = name;
  draft.options.forEach((option, index) => {
    const optionName = checkText('Option Name', option.name, 2);
    if (optionName) errors[`options.${index}.name`] = optionName;
    if (!option.type) errors[`options.${index}.type`] = requiredMessage('Type');
    if (chargesSomething(option)) {
      if (!option.units) errors[`options.${index}.units`] = requiredMessage('Units');
      const value = checkAmount('Value', option.value);
      if (value) errors[`options.${index}.value`] = value;
    }
  });
  return errors;
}

/** How an option's price effect reads: '+10%', '-R 50,00', 'No extra charge'. */
export function describeOptionEffect(
  option: Pick<ModifierOptionDraft, 'type' | 'units' | 'value'>,
  formatAmount: (amount: number) => string,
): string {
  if (!chargesSomething(option)) return 'No extra charge';
  const sign = option.type === 'discount' ? '-' : '+';
  const value = Number(option.value) || 0;
  return option.units === 'percent' ? `${sign}${value}%` : `${sign}${formatAmount(value)}`;
}
