/**
 * query/query.php: the generic admin query, insert, update and delete (docs/product.md "Generic admin
 * query"; docs/api.md "Generic query"). What may be named is the allow-list in admin-tables/.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiDeps } from '../app.js';
import { deleteRow, insertRow, queryRows, updateRow } from '../admin-tables/operations.js';
import { findAdminTable } from '../admin-tables/tables.js';
import { badRequest } from '../http/errors.js';
import { parseWith } from '../http/validate.js';

const MAX_LIMIT = 500;

const keyValue = z.object({
  key: z.string().min(1).max(100),
  value: z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]),
});
const idFilter = z
  .array(keyValue)
  .length(1, 'Give exactly one filter: {key:"id", value}')
  .refine((fs) => fs[0]?.key === 'id', 'The filter must be on "id"')
  .transform((fs, ctx) => {
    const id = z.coerce.number().int().min(1).max(2_147_483_647).safeParse(fs[0]?.value);
    if (!id.success) {
      ctx.addIssue({ code: 'custom', message: 'The id must be a positive whole number' });
      return z.NEVER;
    }
    return id.data;
  });
const actor = z.number().int().min(1).max(2_147_483_647).optional();
/** Who writes: `actorId`, or `created_by` / `updated_by` as on the save.php endpoints. */
const audit = { actorId: actor, created_by: actor, updated_by: actor };

const request = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('query'),
    filters: z.array(keyValue).max(20).default([]),
    search: z.string().max(200).nullish(),
    sort: z
      .object({
        key: z.string().min(1).max(100),
        dir: z
          .preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc']))
          .default('asc'),
      })
      .nullish(),
    limit: z.number().int().min(1).max(MAX_LIMIT).default(MAX_LIMIT),
    offset: z.number().int().min(0).max(1_000_000).default(0),
    withTotal: z.boolean().default(false),
  }),
  z.object({ action: z.literal('insert'), data: z.array(keyValue).min(1).max(50), ...audit }),
  z.object({
    action: z.literal('update'),
    data: z.array(keyValue).min(1).max(50),
    filters: idFilter,
    ...audit,
  }),
  z.object({ action: z.literal('delete'), filters: idFilter }),
]);

export function registerQueryRoutes(app: FastifyInstance, { database }: ApiDeps): void {
  const { db } = database;

  app.post('/query/query.php', async (req) => {
    const { table: name } = parseWith(z.object({ table: z.string().max(100) }), req.body ?? {});
    const table = findAdminTable(name);
    if (!table) throw badRequest(`Unknown table "${name}"`, { table: `Unknown table "${name}"` });
    const input = parseWith(request, req.body);
    switch (input.action) {
      case 'query': {
        const { rows, total } = await queryRows(db, table, {
          filters: input.filters,
          search: input.search ?? undefined,
          sort: input.sort ?? undefined,
          limit: input.limit,
          offset: input.offset,
        });
        return input.withTotal ? { rows, total: await total() } : rows;
      }
      case 'insert':
        return insertRow(db, table, input.data, input.actorId ?? input.created_by ?? input.updated_by);
      case 'update':
        return updateRow(
          db,
          table,
          input.filters,
          input.data,
          input.actorId ?? input.updated_by ?? input.created_by,
        );
      case 'delete':
        await deleteRow(db, table, input.filters);
        return { success: true };
    }
  });
}
