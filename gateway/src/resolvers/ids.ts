/** GraphQL IDs arrive as strings; the api's ids are positive integers. */
import { badInput } from '../api/errors.js';

/** The numeric id, or null when the text is not one (a lookup then finds nothing). */
export function numericId(id: string | number): number | null {
  const text = String(id).trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}

/** The numeric id, or BAD_USER_INPUT naming the field. */
export function requireNumericId(id: string | number, field: string): number {
  const n = numericId(id);
  if (n === null) throw badInput(field, 'Invalid id');
  return n;
}
