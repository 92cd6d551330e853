import { OPTION_NAME_MIN } from '@greenleaf/shared/rules/name';
import { checkAmount, checkText } from '../catalogue-editor/draftRules';
import { validateOptionParent, type OptionParentDraft } from '../catalogue-editor/optionParentDraft';

/** The variation editor's state: a variation with its options (docs/product.md). */

export interface VariationOptionDraft {
  /** The saved option's id; absent for a new option. */
  id: string | null;
  label: string;
  additionalCost: number | string;
  description: string;
  /** Weeks between visits when choosing the option repeats the visit (docs/recurring.md); '' for a one-off. */
  repeatWeeks: number | string;
}

export type VariationDraft = OptionParentDraft<VariationOptionDraft>;

export function blankVariationOption(): VariationOptionDraft {
  return { id: null, label: '', additionalCost: 0, description: '', repeatWeeks: '' };
}

/** The weeks a repeat may be apart (AdminVariationOptionInput.repeatWeeks). */
export const REPEAT_WEEKS_MIN = 1;
export const REPEAT_WEEKS_MAX = 26;

/** Empty is a one-off; otherwise a whole number of weeks from 1 to 26. */
function checkRepeatWeeks(value: number | string): string | null {
  if (value === '') return null;
  const weeks = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(weeks) || weeks < REPEAT_WEEKS_MIN || weeks > REPEAT_WEEKS_MAX)
    return `Repeats every (weeks) must be a whole number from ${REPEAT_WEEKS_MIN} to ${REPEAT_WEEKS_MAX}, or empty for a one-off`;
  return null;
}

/** The saved value: null for a one-off. */
export function repeatWeeksInput(value: number | string): number | null {
  return value === '' ? null : Number(value);
}

/** Errors keyed by form path (`name`, `options.0.label`), with the product's wording. */
export function validateVariationDraft(draft: VariationDraft): Record<string, string> {
  return validateOptionParent(draft, (option) => ({
    label: checkText('Option Label', option.label, OPTION_NAME_MIN),
    additionalCost: checkAmount('Additional Cost', option.additionalCost),
    repeatWeeks: checkRepeatWeeks(option.repeatWeeks),
  }));
}
