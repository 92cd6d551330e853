/**
 * A value from a generic record (a list cell, a loaded form field, a looked-up name) as text: strings, numbers and
 * booleans as they read, anything else as JSON (never "[object Object]").
 */
export function scalarText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value) ?? '';
}
