import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, zodFields } from './errors.js';

/** Parses `value` with `schema`, or throws a 400 with field-level messages. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw badRequest('Invalid request.', zodFields(r.error));
  return r.data;
}

export const body = <S extends z.ZodType>(req: FastifyRequest, schema: S): z.infer<S> =>
  parseWith(schema, req.body ?? {});
export const query = <S extends z.ZodType>(req: FastifyRequest, schema: S): z.infer<S> =>
  parseWith(schema, req.query ?? {});

/** Reusable field schemas for query strings and bodies. */
export const zId = z.coerce.number().int().positive().max(2_147_483_647);
export const zIdQuery = z.object({ id: zId });
export const zMoney = z.coerce.number().finite().min(0).max(10_000_000);
export const zStatusId = z.coerce.number().int().min(1).max(5);
export const zDate = z.iso.date();
/** Optional text that may arrive as null; stored trimmed, empty as null. */
export const zText = (max = 2000) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()));
export const zName = (max = 200) => z.string().trim().min(1, 'Required').max(max);
export const zEmail = z.string().trim().max(320).pipe(z.email('Enter a valid e-mail address'));
export const zPassword = z.string().min(8, 'Password must be at least 8 characters').max(200);
