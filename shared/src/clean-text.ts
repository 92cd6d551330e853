/**
 * Text is clean before it reaches the database: no NUL bytes or other control characters (C0, DEL and
 * C1). Tab, line feed and carriage return are kept in multi-line fields only (descriptions, notes,
 * addresses), known by the field's name, so a new field is single-line, the stricter reading, until
 * its name says otherwise. A single-line field also holds no bidirectional or zero-width character
 * (the single-line text rule, rules/single-line-text.ts). The gateway checks every argument of a
 * GraphQL request with this; the api checks every request body and query string, whoever the writer.
 */
import { isSingleLineText, SINGLE_LINE_TEXT_MESSAGE } from './rules/single-line-text.js';

// Control characters are exactly what these patterns are about.
/* eslint-disable no-control-regex */
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */

/** `description`, `notes`, `address` and names ending in them (`optionDescription`, `item_description`). */
const MULTILINE_NAME = /(?:^|_)(?:description|notes|address)$|[a-z](?:Description|Notes|Address)$/;

export const CONTROL_CHARACTER_MESSAGE =
  'This field contains a control character (such as a NUL byte) that cannot be saved. Please remove it.';

export const isMultilineField = (name: string): boolean => MULTILINE_NAME.test(name);

/** `password`, `newPassword`, `currentPassword`: a secret is never shown, so any character but a control one is its owner's choice. */
const SECRET_NAME = /(?:^|[a-z_])(?:password|Password)$/;

/**
 * True when the text holds a character not allowed in a field with this name: a control character
 * (line breaks and tabs allowed in a multi-line field), and in a single-line field also a
 * bidirectional or zero-width one.
 */
export function hasControlCharacter(text: string, fieldName: string | undefined): boolean {
  if (fieldName !== undefined && isMultilineField(fieldName)) return CONTROL_BUT_LINE_BREAKS.test(text);
  if (fieldName !== undefined && SECRET_NAME.test(fieldName)) return ANY_CONTROL.test(text);
  return !isSingleLineText(text);
}

/**
 * The path (`customer.name`, `lines.2.note`) of the first string in `value` (objects, arrays, strings;
 * keys too) that holds a control character its field may not have, or null when all is clean. A
 * string's field name is the nearest object key above it (for a `{ key, value }` pair, `key`'s text).
 */
export function findControlCharacter(value: unknown, path: (string | number)[] = []): string | null {
  const walk = (
    v: unknown,
    at: (string | number)[],
    field: string | undefined,
  ): (string | number)[] | null => {
    if (typeof v === 'string') return hasControlCharacter(v, field) ? at : null;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const found = walk(v[i], [...at, i], field);
        if (found) return found;
      }
      return null;
    }
    if (v !== null && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      // The generic tables' `{ key, value }` pairs: the value belongs to the field `key` names.
      const pairKey = (v as { key?: unknown }).key;
      const named = 'value' in v && typeof pairKey === 'string';
      for (const [key, inner] of Object.entries(v)) {
        if (ANY_CONTROL.test(key)) return [...at, key];
        const name = named && key === 'value' ? pairKey : key;
        const found = walk(inner, [...at, key], name);
        if (found) return found;
      }
    }
    return null;
  };
  const last = path.at(-1);
  const found = walk(value, path, typeof last === 'string' ? last : undefined);
  return found ? found.join('.') || '_' : null;
}

/**
 * Whether `value` holds a string (or key) with a control character its field may not have: the same
 * as `findControlCharacter(value, path) !== null` for a path ending in `fieldName` (a string), without
 * building paths. For hot paths that only need the yes or no.
 */
export function holdsControlCharacter(value: unknown, fieldName: string | undefined): boolean {
  if (typeof value === 'string') return hasControlCharacter(value, fieldName);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (holdsControlCharacter(value[i], fieldName)) return true;
    return false;
  }
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    const pairKey = (value as { key?: unknown }).key;
    const named = 'value' in value && typeof pairKey === 'string';
    for (const key of Object.keys(value)) {
      if (ANY_CONTROL.test(key)) return true;
      const inner = (value as Record<string, unknown>)[key];
      if (holdsControlCharacter(inner, named && key === 'value' ? pairKey : key)) return true;
    }
  }
  return false;
}

/**
 * The path of the first string `findControlCharacter` refuses, and what to tell its sender: the
 * control-character message when it holds a control character (or the path ends at a key), else the
 * single-line text rule's.
 */
export function findTextRefusal(
  value: unknown,
  path: (string | number)[] = [],
): { field: string; message: string } | null {
  const field = findControlCharacter(value, path);
  if (field === null) return null;
  // Walk the same steps again to the refused string (the steps below `path`, split on dots as joined).
  let at: unknown = value;
  const steps = field === '_' ? [] : field.split('.').slice(path.length);
  for (const step of steps)
    at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[step] : undefined;
  const message =
    typeof at === 'string' && !ANY_CONTROL.test(at) ? SINGLE_LINE_TEXT_MESSAGE : CONTROL_CHARACTER_MESSAGE;
  return { field, message };
}
