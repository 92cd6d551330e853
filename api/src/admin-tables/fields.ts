/**
 * Field validators with the product's wording ('{field} is required', '{field} must be at
 * least {n} characters', '{field} must be at least {n}', '{field} must be a valid number'), shared by
 * the admin tables of query.php and the modifier / variation forms (the REST field schemas).
 */
export { zAmount, zRef } from '@greenleaf/shared/rest/fields';
/** PostgreSQL timestamps read as text ('2026-01-02 10:00:00.123+00') become ISO strings. */
export const isoTimestamp = (v: string | null): string | null =>
  v === null ? null : new Date(v).toISOString();
