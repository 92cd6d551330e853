/**
 * The body of `query/query.php`, the generic admin query, insert, update and delete (docs/api.md,
 * "Generic query"). Which tables and columns may be named is the api's allow-list.
 */
import { z } from 'zod';
import { zIdempotency } from '../rules/idempotency.js';

export const MAX_QUERY_LIMIT = 500;

const keyValue = z.object({
  key: z.string().min(1).max(100),
  value: z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]),
});
/** A value a row write or a filter may carry. */
export type QueryValue = z.input<typeof keyValue>['value'];

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

/** The table named, checked first (an unknown table is refused by name). */
export const QueryTable = z.object({ table: z.string().max(100) });

/** The action and its arguments. */
export const QueryAction = z.discriminatedUnion('action', [
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
    limit: z.number().int().min(1).max(MAX_QUERY_LIMIT).default(MAX_QUERY_LIMIT),
    offset: z.number().int().min(0).max(1_000_000).default(0),
    /** Keyset paging: the `endCursor` of the page before (opaque); the reply then has the cursor too. */
    after: z.string().min(1).max(4000).nullish(),
    /** Answer a page with `endCursor` and `hasNextPage` even without `after` (a first page). */
    cursor: z.boolean().default(false),
    withTotal: z.boolean().default(false),
  }),
  z.object({
    action: z.literal('insert'),
    data: z.array(keyValue).min(1).max(50),
    ...audit,
    /** The insert's idempotency key (rules/idempotency.ts): the same key again answers the row it made. */
    idempotency: zIdempotency.optional(),
  }),
  z.object({
    action: z.literal('update'),
    data: z.array(keyValue).min(1).max(50),
    filters: idFilter,
    ...audit,
  }),
  z.object({ action: z.literal('delete'), filters: idFilter }),
]);

/** The whole body, for the gateway's typed client. */
export const QueryBody = z.intersection(QueryTable, QueryAction);

/**
 * The query string of `admin/export.php`, an admin table's rows as CSV: the table, the list's search,
 * its filters as JSON (`[{"key":"status","value":"confirmed"}]`, as query.php takes them) and its sort
 * (`sort` key, `dir` asc or desc).
 */
export const TableExportQuery = z.object({
  table: z.string().min(1).max(100),
  search: z.string().max(200).optional(),
  filters: z
    .string()
    .max(20_000)
    .optional()
    .transform((text, ctx) => {
      if (!text) return [];
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'filters must be a JSON list of {key, value}' });
        return z.NEVER;
      }
    })
    .pipe(z.array(keyValue).max(20)),
  sort: z.string().min(1).max(100).optional(),
  dir: z
    .preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc']))
    .default('asc'),
});
export type TableExportQuery = z.input<typeof TableExportQuery>;
