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
}

export type VariationDraft = OptionParentDraft<VariationOptionDraft>;

export function blankVariationOption(): VariationOptionDraft {
  return { id: null, label: '', additionalCost: 0, description: '' };
}

/** Errors keyed by form path (`name`, `options.0.label`), with the product's wording. */
export function validateVariationDraft(draft: VariationDraft): Record<string, string> {
  return validateOptionParent(draft, (option) => ({
    label: checkText('Option Label', option.label, OPTION_NAME_MIN),
    additionalCost: checkAmount('Additional Cost', option.additionalCost),
  }));
}
