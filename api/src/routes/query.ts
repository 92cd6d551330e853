/**
 * query/query.php: the generic admin query, insert, update and delete (docs/product.md "Generic admin
 * query"; docs/api.md "Generic query"), and admin/export.php, a table's rows as CSV streamed page by
 * page (admin-tables/export.ts). What may be named is the allow-list in admin-tables/.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { QueryAction, QueryTable, TableExportQuery } from '@greenleaf/shared/rest/query';
import type { ApiDeps } from '../app.js';
import { exportFileName, openTableExport } from '../admin-tables/export.js';
import { deleteRow, insertRow, queryRows, updateRow } from '../admin-tables/operations.js';
import { findAdminTable } from '../admin-tables/tables.js';
import { badRequest } from '../http/errors.js';
import { parseWith, query } from '../http/validate.js';

export function registerQueryRoutes(app: FastifyInstance, { database }: ApiDeps): void {
  const { db, readDb } = database;

  app.post('/query/query.php', async (req) => {
    const { table: name } = parseWith(QueryTable, req.body ?? {});
    const table = findAdminTable(name);
    if (!table) throw badRequest(`Unknown table "${name}"`, { table: `Unknown table "${name}"` });
    const input = parseWith(QueryAction, req.body);
    switch (input.action) {
      case 'query': {
        const after = input.after ?? undefined;
        const page = await queryRows(db, table, {
          filters: input.filters,
          search: input.search ?? undefined,
          sort: input.sort ?? undefined,
          limit: input.limit,
          offset: input.offset,
          after,
        });
        // With a cursor asked for (`after`, or `cursor: true` for a first page) the reply is a page:
        // rows, endCursor, hasNextPage, and the total only when asked (withTotal).
        if (after !== undefined || input.cursor) {
          return {
            rows: page.rows,
            endCursor: page.endCursor,
            hasNextPage: page.hasNextPage,
            ...(input.withTotal ? { total: await page.total() } : {}),
          };
        }
        return input.withTotal ? { rows: page.rows, total: await page.total() } : page.rows;
      }
      case 'insert':
        return insertRow(
          db,
          table,
          input.data,
          input.actorId ?? input.created_by ?? input.updated_by,
          input.idempotency,
        );
      case 'update':
        return updateRow(
          db,
          table,
          input.filters,
          input.data,
          input.actorId ?? input.updated_by ?? input.created_by,
        );
      case 'delete':
        return deleteRow(db, table, input.filters);
    }
  });

  app.get('/admin/export.php', async (req, reply) => {
    const q = query(req, TableExportQuery);
    const table = findAdminTable(q.table);
    if (!table) throw badRequest(`Unknown table "${q.table}"`, { table: `Unknown table "${q.table}"` });
    const chunks = await openTableExport(readDb, table, {
      filters: q.filters,
      search: q.search,
      sort: q.sort ? { key: q.sort, dir: q.dir } : undefined,
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(table)}"`)
      .header('cache-control', 'private, no-store')
      .send(Readable.from(chunks));
  });
}
