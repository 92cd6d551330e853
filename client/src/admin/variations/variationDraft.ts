import { checkAmount, checkText } from '../catalogue-editor/draftRules';

/** The variation editor's state: a variation with its options (spec sections 2 and 5). */

export interface VariationOptionDraft {
  /** The saved option's id; absent for a new option. */
  id: string | null;
  label: string;
  additionalCost: number | string;
  description: string;
}

export interface VariationDraft {
  name: string;
  description: string;
  options: VariationOptionDraft[];
}

export function blankVariationOption(): VariationOptionDraft {
  return { id: null, label: '', additionalCost: 0, description: '' };
}

/** A new-variation form opens with one blank option. */
export function blankVariationDraft(): VariationDraft {
  return { name: '', description: '', options: [blankVariationOption()] };
}

/** At least one option always remains. */
export function canRemoveVariationOption(draft: VariationDraft): boolean {
  return draft.options.length > 1;
}

/** Errors keyed by form path (`name`, `options.0.label`), with the spec's wording. */
export function validateVariationDraft(draft: VariationDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = checkText('Name', draft.name, 3);
  if (name) errors.name = name;
  draft.options.forEach((option, index) => {
    const label = checkText('Option Label', option.label, 2);
    if (label) errors[`options.${index}.label`] = label;
    const cost = checkAmount('Additional Cost', option.additionalCost);
    if (cost) errors[`options.${index}.additionalCost`] = cost;
  });
  return errors;
}
