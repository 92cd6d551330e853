import { PARENT_NAME_MIN } from '@greenleaf/shared/rules/name';
import { checkText } from './draftRules';

/**
 * The state of a parent-with-options editor (a modifier or a variation, docs/product.md): a
 * name, a description and at least one option, each option with its saved id (null when new).
 */
export interface DraftOption {
  /** The saved option's id; null for a new option. */
  id: string | null;
  description: string;
}

export interface OptionParentDraft<Option extends DraftOption> {
  name: string;
  description: string;
  options: Option[];
}

/** A new parent's form opens with one blank option. */
export function blankOptionParentDraft<Option extends DraftOption>(
  blankOption: () => Option,
): OptionParentDraft<Option> {
  return { name: '', description: '', options: [blankOption()] };
}

/** The form's starting state for a saved parent. */
export function optionParentToDraft<Option extends DraftOption>(item: {
  name: string;
  description?: string | null;
  options: readonly Option[];
}): OptionParentDraft<Option> {
  return {
    name: item.name,
    description: item.description ?? '',
    options: item.options.map((option) => ({ ...option })),
  };
}

/** At least one option always remains. */
export function canRemoveOption(draft: { options: readonly unknown[] }): boolean {
  return draft.options.length > 1;
}

/**
 * Errors keyed by form path (`name`, `options.0.label`), with the product's wording: the parent's name
 * (at least 3 characters), then each option's own rules, keyed by the option's field.
 */
export function validateOptionParent<Option extends DraftOption>(
  draft: OptionParentDraft<Option>,
  validateOption: (option: Option) => Partial<Record<keyof Option & string, string | null>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = checkText('Name', draft.name, PARENT_NAME_MIN);
  if (name) errors.name = name;
  draft.options.forEach((option, index) => {
    for (const [field, message] of Object.entries(validateOption(option))) {
      if (typeof message === 'string') errors[`options.${index}.${field}`] = message;
    }
  });
  return errors;
}
