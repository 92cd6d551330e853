/**
 * Field validators with the product's wording ('{field} is required', '{field} must be at
 * least {n} characters', '{field} must be at least {n}', '{field} must be a valid number'), shared by
 * the admin tables of query.php and the modifier / variation forms.
 */
import { z } from 'zod';

const MAX_INT = 2_147_483_647;
export const MAX_AMOUNT = 10_000_000;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Turns numeric strings into numbers; leaves anything else for the number schema to judge. */
const toNumber = (v: unknown) => {
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.trim());
    return Number.isNaN(n) ? v : n;
  }
  return v;
};

/** A required name: trimmed text of at least `min` characters. */
export const zNamed = (label: string, min = 1, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

/** A required amount of money or a non-negative number, as a number or a numeric string. */
export const zAmount = (label: string, max = MAX_AMOUNT) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : toNumber(v)),
    z
      .number({
        error: (iss) =>
          iss.input === undefined ? `${label} is required` : `${label} must be a valid number`,
      })
      .finite(`${label} must be a valid number`)
      .min(0, `${label} must be at least 0`)
      .max(max, `${label} must be at most ${max}`),
  );

/** A positive integer id, as a number or a numeric string. */
export const zRef = (label: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : toNumber(v)),
    z
      .number({
        error: (iss) =>
          iss.input === undefined ? `${label} is required` : `${label} must be a valid number`,
      })
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be at least 1`)
      .max(MAX_INT, `${label} must be at most ${MAX_INT}`),
  );

/** `created_by` / `updated_by`: the signed-in user's id, optional. */
export const zActor = z
  .preprocess((v) => (blank(v) ? undefined : toNumber(v)), z.number().int().min(1).max(MAX_INT))
  .optional();

/** PostgreSQL timestamps read as text ('2026-01-02 10:00:00.123+00') become ISO strings. */
export const isoTimestamp = (v: string | null): string | null =>
  v === null ? null : new Date(v).toISOString();
