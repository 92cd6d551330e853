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

/** Reusable field schemas for query strings and bodies (the REST contract's, shared with the gateway). */
export { zIdQuery } from '@greenleaf/shared/rest/fields';
