/**
 * GET /exports/{table}.csv?search=&filters=&sort=&dir=: an admin table's rows as CSV, what its list shows
 * (issue #34 "Exports that stream"). The office only, with the rules of adminTableExport (auth/reach.ts:
 * 401 signed out, 403 for anyone else and for a manager asking an admin-only table). The api writes the
 * file page by page (admin/export.php, docs/api.md "Generic query"); it is piped through as it comes,
 * never held whole here. `table` is the api's table id (`bookings`, `booking-manager`); `filters` the
 * list's `[{key, value}]` as JSON.
 */
import type { Express, Request, Response } from 'express';
import { z } from 'zod';
import { TableExportQuery } from '@greenleaf/shared/rest/query';
import type { AdminTable } from '../__generated__/resolvers-types.js';
import { ADMIN_TABLES } from '../api/tables.js';
import type { GatewayConfig } from '../config.js';
import type { GatewayContext } from '../context.js';
import { isOffice, mayReach } from '../auth/reach.js';
import { failDownload, sendCsvDownload } from '../http/csv-download.js';
import { requestIdOf } from '../http/request-id.js';

type ContextOf = (req: Request, res: Response) => Promise<GatewayContext>;
type ApiConfig = Pick<GatewayConfig, 'apiUrl' | 'apiToken' | 'apiWriteTimeoutMs'>;

/** The list's query the export repeats: its search, filters and sort. */
interface TableExportQueryShape {
  search?: string | null | undefined;
  filters?: readonly { key: string; value: string | number | boolean | null }[] | null | undefined;
  sort?: { key: string; direction?: string | null | undefined } | null | undefined;
}

/** The route: `file` is `{table}.csv` (the client builds the link: useTableExport.ts). */
const tableExportPath = '/exports/:file';

const TABLE_BY_ID = new Map<string, AdminTable>(
  Object.entries(ADMIN_TABLES).map(([name, id]) => [id, name as AdminTable]),
);

/** The api's answer to the export: a stream of the CSV, or the api's refusal (an HttpError-like). */
export async function fetchTableCsv(
  config: ApiConfig,
  requestId: string,
  table: AdminTable,
  q: TableExportQueryShape,
): Promise<globalThis.Response> {
  const params = new URLSearchParams({ table: ADMIN_TABLES[table] });
  const search = q.search?.trim();
  if (search) params.set('search', search);
  if (q.filters?.length)
    params.set('filters', JSON.stringify(q.filters.map((f) => ({ key: f.key, value: f.value }))));
  if (q.sort) {
    params.set('sort', q.sort.key);
    params.set('dir', q.sort.direction === 'DESC' ? 'desc' : 'asc');
  }
  // The time limit is for the api to start answering; the file itself takes as long as it takes.
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), config.apiWriteTimeoutMs);
  return fetch(`${config.apiUrl}/admin/export.php?${params.toString()}`, {
    headers: { authorization: `Bearer ${config.apiToken}`, 'x-request-id': requestId },
    signal: abort.signal,
  }).finally(() => clearTimeout(timer));
}

/** The api's words for a refused export (its 400 says which filter or sort), or null. */
export async function refusalOf(reply: globalThis.Response): Promise<string | null> {
  if (reply.status !== 400) return null;
  // The api answers `{ error, code, fields? }` (api/src/http/errors.ts).
  const body = (await reply.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' ? body.error : 'The export could not be read with these filters.';
}

const ListQuery = z.object({
  search: z.string().max(200).optional(),
  filters: z.string().max(20_000).optional(),
  sort: z.string().min(1).max(100).optional(),
  dir: z.string().optional(),
});

export function mountTableExport(app: Express, config: ApiConfig, contextOf: ContextOf): void {
  app.get(tableExportPath, async (req, res, next) => {
    try {
      const match = /^([a-z-]{1,40})\.csv$/.exec(req.params.file ?? '');
      const table = match ? TABLE_BY_ID.get(match[1]!) : undefined;
      if (!table) return res.status(404).type('text/plain').send('There is no such list to export.');
      const ctx = await contextOf(req, res);
      const user = ctx.session.user;
      if (!user) return res.status(401).type('text/plain').send('Sign in to export this list.');
      if (!isOffice(user) || !mayReach(user, 'adminTableExport', { table }))
        return res.status(403).type('text/plain').send('You may not export this list.');
      const raw = ListQuery.safeParse(req.query);
      const checked = raw.success ? TableExportQuery.safeParse({ table: match![1], ...raw.data }) : raw;
      if (!checked.success || !raw.success)
        return res
          .status(400)
          .type('text/plain')
          .send('The search, filters or sort of this export are not valid.');
      const { search, filters, sort, dir } = checked.data;
      const reply = await fetchTableCsv(config, requestIdOf(req), table, {
        search,
        filters,
        sort: sort ? { key: sort, direction: dir === 'desc' ? 'DESC' : 'ASC' } : null,
      });
      const refusal = await refusalOf(reply);
      if (refusal) return res.status(400).type('text/plain').send(refusal);
      await sendCsvDownload(reply, res, 'the table export');
    } catch (err) {
      failDownload(err, res, next);
    }
  });
}
