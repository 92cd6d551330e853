/**
 * Field schemas of the REST bodies and query strings (docs/api.md): the api validates with them and
 * the gateway's typed client takes their input types. Query strings arrive as text, so numbers are
 * coerced; the gateway may pass a number or its text.
 */
import { z } from 'zod';
import { zIdempotency } from '../rules/idempotency.js';

const MAX_INT = 2_147_483_647;
export const MAX_AMOUNT = 10_000_000;
/** The longest work one booking, service, option or add-on may take, in minutes (32 working days). */
export const MAX_WORK_MINUTES = 14400;

export const zId = z.coerce.number<number | string>().int().positive().max(MAX_INT);
export const zIdQuery = z.object({ id: zId });
export const zMoney = z.coerce.number<number | string>().finite().min(0).max(MAX_AMOUNT);
export const zStatusId = z.coerce.number<number | string>().int().min(1).max(5);
/** A `YYYY-MM-DD` date. */
export const zDate = z.iso.date();
/** Optional text that may arrive as null; stored trimmed, empty as null. */
export const zText = (max = 2000) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()));

/**
 * Optional on update: absent keeps the stored value, `null` or '' clears it. On insert absent means null.
 */
export const zOptionalText = (max = 2000) => zText(max).optional();

/** An image address: a site path ('/images/...', '/uploads/...') or an http(s) URL, never `javascript:`. */
export const zImageUrl = z
  .string()
  .max(1000)
  .nullish()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v === null || /^(\/(?!\/)|https?:\/\/)/i.test(v), {
    message: 'Must be a site path starting with / or an http(s) address',
  })
  .optional();

/** Legacy forms send 0/1, the gateway booleans. */
export const zFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === 1);

/** The audit and status fields every catalogue save body may carry. */
export const zSaveCommon = {
  id: zId.optional(),
  statusId: zStatusId.optional(),
  created_by: zId.nullish(),
  updated_by: zId.nullish(),
  /** A create's idempotency key (rules/idempotency.ts): the same key again answers the row it made. */
  idempotency: zIdempotency.optional(),
};

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Turns numeric strings into numbers; leaves anything else for the number schema to judge. */
const toNumber = (v: unknown) => {
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.trim());
    return Number.isNaN(n) ? v : n;
  }
  return v;
};

/** A number as a form sends it: a number, its text, or blank. */
type NumberInput = number | string | null | undefined;

/** `number` checked on a form's value: blank reads as absent, numeric text as its number. */
const fromForm = <S extends z.ZodType>(number: S) =>
  z.preprocess((v: NumberInput) => (blank(v) ? undefined : toNumber(v)), number);

/** A number that must be given: "{label} is required", else "{label} must be a valid number". */
const requiredNumber = (label: string) =>
  z.number({
    error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be a valid number`),
  });

/** A required amount of money or a non-negative number, as a number or a numeric string. */
export const zAmount = (label: string, max = MAX_AMOUNT) =>
  fromForm(
    requiredNumber(label)
      .finite(`${label} must be a valid number`)
      .min(0, `${label} must be at least 0`)
      .max(max, `${label} must be at most ${max}`),
  );

/** A positive integer id, as a number or a numeric string. */
export const zRef = (label: string) =>
  fromForm(
    requiredNumber(label)
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be at least 1`)
      .max(MAX_INT, `${label} must be at most ${MAX_INT}`),
  );

/** `created_by` / `updated_by`: the signed-in user's id, optional. */
export const zActor = fromForm(z.number().int().min(1).max(MAX_INT)).optional();
