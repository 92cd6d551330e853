/** Small helpers the admin resolvers share. */
import { badInput, errorCode } from '../api/errors.js';
import { numericId, requireNumericId } from '../resolvers/ids.js';

/** The numeric id of an optional ID input (absent or empty → undefined; not a number → BAD_USER_INPUT). */
export function optionalId(id: string | number | null | undefined, field: string): number | undefined {
  if (id === null || id === undefined || String(id).trim() === '') return undefined;
  return requireNumericId(id, field);
}

/** A required ID input as a number (BAD_USER_INPUT naming the field otherwise). */
export function requiredId(id: string | number, field: string): number {
  return requireNumericId(id, field);
}

/** For lookups: a malformed id finds nothing. */
export { numericId };

/** The payload of a delete; a record still in use was archived instead, and `message` says why. */
export function deleted(
  id: string | number,
  reply: { success: boolean; archived?: boolean; message?: string },
): { id: string; success: boolean; archived: boolean; message: string | null } {
  return {
    id: String(id),
    success: reply.success,
    archived: reply.archived ?? false,
    message: reply.message ?? null,
  };
}

/** True when the error carries this `extensions.code`. */
export function hasCode(error: unknown, code: string): boolean {
  return errorCode(error) === code;
}

/** BAD_USER_INPUT unless the number is at least 0. */
export function requireNonNegative(value: number, field: string, label: string): number {
  if (!Number.isFinite(value) || value < 0) throw badInput(field, `${label} must be at least 0`);
  return value;
}

/**
 * Optional text of an edit: absent stays absent (the api keeps the stored text), empty text becomes
 * null (the api clears it); never cut short.
 */
export function textOrClear(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** An optional whole number from `min` to `max` (absent or null → null), else BAD_USER_INPUT. */
export function optionalWeeks(
  value: number | null | undefined,
  min: number,
  max: number,
  field: string,
  label: string,
): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw badInput(field, `${label} must be a whole number from ${min} to ${max}`);
  }
  return value;
}
