/** The shape of the admin's dynamic forms: field definitions grouped in sections (docs/product.md). */

/** Every input type the form engine renders (docs/product.md). */
export type FieldType =
  | 'text'
  | 'color'
  | 'email'
  | 'password'
  | 'number'
  | 'tel'
  | 'url'
  | 'search'
  | 'select'
  | 'textarea'
  | 'image'
  | 'checkbox'
  | 'date';

/** Where a select's choices come from: a fixed list, or a list loaded before the form shows. */
export type OptionSource =
  | 'categories'
  | 'services'
  | 'users'
  | 'bookings'
  | 'seasons'
  | 'modifiers'
  | 'modifierOptions'
  | 'timeSlots';

export interface SelectOption {
  value: string;
  label: string;
  /** The choice of another field this one belongs to (a modifier option's modifier). */
  parent?: string;
}

export interface FieldDefinition {
  key: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** Required only when creating (a user's password may stay unchanged on edit). */
  requiredOnCreate?: boolean;
  readOnly?: boolean;
  /** Shown on existing records only (ids, timestamps). */
  editOnly?: boolean;
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
  description?: string;
  options?: readonly SelectOption[];
  optionSource?: OptionSource;
  /**
   * The key of the field whose chosen value narrows this select to the options that belong to it
   * (`SelectOption.parent`): none are offered until it is chosen, and changing it clears a choice that
   * no longer belongs.
   */
  optionsFollow?: string;
  /** The record itself is not offered (a category is not its own parent). */
  notSelf?: boolean;
  /** The select's value is a numeric id: sent as a number. */
  numeric?: boolean;
  /** Grid span out of 12 on wide screens (default 6; textareas and images 12). */
  span?: number;
  /** The value a new record starts with. */
  initial?: string | number;
  /** The longest text the server accepts (the input stops there). */
  maxLength?: number;
}

export interface FormSection {
  title?: string;
  description?: string;
  fields: readonly FieldDefinition[];
}

export type FieldValue = string | number | boolean | null;
export type FormValues = Record<string, FieldValue>;
