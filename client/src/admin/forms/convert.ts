import { scalarText } from '@greenleaf/shared/scalar-text';
import type { FieldDefinition, FieldValue, FormValues } from './fieldTypes';

/** Between a record as loaded and the values a form edits, per field type. */

function toFieldValue(field: FieldDefinition, raw: unknown): FieldValue {
  if (field.type === 'checkbox') return raw === true || raw === 1 || raw === '1' || raw === 'true';
  if (raw === null || raw === undefined) return field.type === 'select' || field.type === 'image' ? null : '';
  if (field.type === 'select') return scalarText(raw);
  if (field.type === 'number') return typeof raw === 'number' ? raw : scalarText(raw);
  if (field.type === 'date') return scalarText(raw).slice(0, 10);
  if (field.type === 'password') return '';
  return typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean'
    ? raw
    : scalarText(raw);
}

/** The form's starting values: the record's (edit) or blanks with status Active (add). */
export function toFormValues(
  fields: readonly FieldDefinition[],
  record: Record<string, unknown> | null,
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const raw = record ? record[field.key] : (field.initial ?? (field.key === 'statusId' ? 1 : undefined));
    values[field.key] = toFieldValue(field, raw);
  }
  return values;
}

/** What to save: editable fields only, numbers as numbers, empty optional values as null, blank passwords left out. */
export function fromFormValues(
  fields: readonly FieldDefinition[],
  values: FormValues,
): Record<string, string | number | boolean | null> {
  const data: Record<string, string | number | boolean | null> = {};
  for (const field of fields) {
    if (field.readOnly) continue;
    const value = values[field.key] ?? null;
    if (field.type === 'password') {
      if (typeof value === 'string' && value !== '') data[field.key] = value;
      continue;
    }
    if (field.type === 'checkbox') {
      data[field.key] = value === true;
      continue;
    }
    const empty = value === null || (typeof value === 'string' && value.trim() === '');
    if (empty) {
      data[field.key] = null;
    } else if (field.type === 'number' || (field.type === 'select' && field.numeric)) {
      data[field.key] = Number(value);
    } else {
      data[field.key] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return data;
}
