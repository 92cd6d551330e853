import { invalidEmailMessage, isEmail } from '@greenleaf/shared/rules/email';
import { requiredMessage } from '@greenleaf/shared/rules/name';
import type { FieldDefinition, FieldValue, FormValues } from './fieldTypes';

/**
 * The rules of the generic dynamic form (docs/product.md): required, e-mail, number, min and max, with the
 * product's exact messages. Pure functions, so the form and its tests share one source of truth.
 */

interface ValidationContext {
  /** True when the record is new (`/add`): fields with `requiredOnCreate` become required. */
  creating: boolean;
}

function isEmptyValue(value: FieldValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return false;
}

export function isFieldRequired(field: FieldDefinition, context: ValidationContext): boolean {
  if (field.readOnly) return false;
  return Boolean(field.required || (field.requiredOnCreate && context.creating));
}

/** The first rule the value breaks, as the spec words it, or null. */
export function validateField(
  field: FieldDefinition,
  value: FieldValue | undefined,
  context: ValidationContext,
): string | null {
  if (field.readOnly) return null;
  if (field.type === 'checkbox') {
    return isFieldRequired(field, context) && value !== true ? requiredMessage(field.label) : null;
  }
  if (isEmptyValue(value)) {
    return isFieldRequired(field, context) ? requiredMessage(field.label) : null;
  }
  if (field.type === 'email' && !isEmail(String(value))) {
    return invalidEmailMessage(field.label);
  }
  if (field.type === 'number') {
    const number = typeof value === 'number' ? value : Number(String(value).trim());
    if (typeof value === 'boolean' || !Number.isFinite(number))
      return `${field.label} must be a valid number`;
    if (field.min !== undefined && number < field.min) return `${field.label} must be at least ${field.min}`;
    if (field.max !== undefined && number > field.max) return `${field.label} must be at most ${field.max}`;
  }
  return null;
}

/** Errors keyed by field, for every field that breaks a rule. */
export function validateValues(
  fields: readonly FieldDefinition[],
  values: FormValues,
  context: ValidationContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = validateField(field, values[field.key], context);
    if (error) errors[field.key] = error;
  }
  return errors;
}

/** The spec disables Save while a required field is empty. */
export function hasEmptyRequiredField(
  fields: readonly FieldDefinition[],
  values: FormValues,
  context: ValidationContext,
): boolean {
  return fields.some((field) => {
    if (!isFieldRequired(field, context)) return false;
    const value = values[field.key];
    return field.type === 'checkbox' ? value !== true : isEmptyValue(value);
  });
}
