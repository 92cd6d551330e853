/**
 * The generic admin tables (/admin/{tableId}): list with search, filters, sort, paging and a total;
 * one row; insert, update, delete; CSV export of what the filter shows; choices for form selects.
 * All of it through the api's query/query.php (docs/api.md, "Generic query").
 */
import { withPageInfo } from './page-args.js';
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { QueryValue } from '@greenleaf/shared/rest/query';
import type {
  AdminFilterInput,
  AdminSortInput,
  AdminTable,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../__generated__/resolvers-types.js';
import { badInput, gatewayError } from '../api/errors.js';
import type { ApiRow, ApiTableRow } from '../api/replies/common.js';
import type { PostReply } from '../api/routes.js';
import { ADMIN_TABLES } from '../api/tables.js';
import type { GatewayContext } from '../context.js';
import { recordStatus } from '../domain/status.js';
import { mayReachAccount } from '../auth/reach.js';
import { auditFields } from './guard.js';
import { fetchTableCsv, refusalOf } from './table-export.js';
import { deleted, numericId, requiredId } from './shared.js';
import { scalarText } from '@greenleaf/shared/scalar-text';
import { createIdempotency } from '../idempotency/idempotency.js';

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;
/** The most rows one export or one select list reads. */
const MAX_EXPORT_ROWS = 50_000;

/** Keys never sent to a browser, whatever the api returns (passwords are write-only). */
const SECRET_KEYS = new Set(['password', 'passwordHash', 'password_hash', 'resetToken', 'reset_token']);

interface QueryShape {
  search?: string | null;
  filters?: readonly AdminFilterInput[] | null;
  sort?: AdminSortInput | null;
}

const toRow = (table: AdminTable, row: ApiRow): ApiTableRow => ({ table, row });

function queryBody(table: AdminTable, q: QueryShape) {
  const search = q.search?.trim();
  return {
    table: ADMIN_TABLES[table],
    action: 'query' as const,
    filters: (q.filters ?? []).map((f) => ({ key: f.key, value: f.value })),
    ...(search ? { search } : {}),
    // Without a sort the api sorts ascending by the table's main column (spec: admin lists).
    ...(q.sort ? { sort: { key: q.sort.key, dir: q.sort.direction === 'DESC' ? 'desc' : 'asc' } } : {}),
  };
}

type QueryReply = PostReply<'query/query.php'>;

interface Page {
  rows: ApiRow[];
  total: number | null;
  endCursor: string | null;
  hasNextPage: boolean;
}

function pageOf(reply: QueryReply): Page {
  if (Array.isArray(reply)) return { rows: reply, total: reply.length, endCursor: null, hasNextPage: false };
  if (typeof reply === 'object' && reply !== null && 'rows' in reply && Array.isArray(reply.rows)) {
    const r = reply as { total?: number; endCursor?: string | null; hasNextPage?: boolean };
    return {
      rows: reply.rows as ApiRow[],
      total: r.total === undefined ? null : Number(r.total),
      endCursor: r.endCursor ?? null,
      hasNextPage: r.hasNextPage ?? false,
    };
  }
  throw new Error('query/query.php did not answer rows');
}

function rowOf(reply: QueryReply): ApiRow {
  if (typeof reply === 'object' && reply !== null && !Array.isArray(reply) && 'id' in reply) {
    return reply;
  }
  throw new Error('query/query.php did not answer a row');
}

/** One page of matching rows: after a cursor (or `offset` rows), with the total when asked. */
async function queryPage(
  ctx: GatewayContext,
  table: AdminTable,
  q: QueryShape & { limit: number; offset?: number; after?: string | null; withTotal?: boolean },
): Promise<Page> {
  const reply = await ctx.api.post('query/query.php', {
    ...queryBody(table, q),
    limit: q.limit,
    offset: q.offset ?? 0,
    ...(q.after ? { after: q.after } : {}),
    cursor: true,
    withTotal: q.withTotal ?? false,
  });
  return pageOf(reply);
}

/** Every matching row (for the export and the select options), a page of 500 at a time by cursor. */
async function queryAll(ctx: GatewayContext, table: AdminTable, q: QueryShape): Promise<ApiRow[]> {
  const rows: ApiRow[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await queryPage(ctx, table, {
      ...q,
      limit: MAX_PAGE_SIZE,
      after,
      withTotal: after === null,
    });
    if ((page.total ?? 0) > MAX_EXPORT_ROWS) {
      throw badInput('filters', `More than ${MAX_EXPORT_ROWS} rows match; narrow the search or filters.`);
    }
    rows.push(...page.rows);
    if (!page.hasNextPage || !page.endCursor) return rows;
    after = page.endCursor;
  }
}

/** Whether the query asks for `field` of the page it resolves (directly or in an inline fragment). */
function asksFor(info: GraphQLResolveInfo, field: string): boolean {
  const inSet = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((sel) =>
      sel.kind === Kind.FIELD
        ? sel.name.value === field
        : sel.kind === Kind.INLINE_FRAGMENT
          ? inSet(sel.selectionSet)
          : inSet(info.fragments[sel.name.value]?.selectionSet),
    );
  // Without a parsed query (a resolver called directly) the total is counted, as before.
  const nodes = (info as Partial<GraphQLResolveInfo> | undefined)?.fieldNodes;
  if (!nodes) return true;
  return nodes.some((node) => inSet(node.selectionSet));
}

async function findRow(ctx: GatewayContext, table: AdminTable, id: number): Promise<ApiRow | null> {
  const reply = await ctx.api.post('query/query.php', {
    table: ADMIN_TABLES[table],
    action: 'query',
    filters: [{ key: 'id', value: id }],
  });
  return pageOf(reply).rows[0] ?? null;
}

function dataEntries(data: Record<string, unknown>): { key: string; value: QueryValue }[] {
  const entries = Object.entries(data).filter(([key, value]) => key !== 'id' && value !== undefined);
  if (entries.length === 0) throw badInput('data', 'Nothing to save.');
  // The JSON input is passed as it came: the api judges each value (a 400 naming `data.N.value`).
  return entries.map(([key, value]) => ({ key, value: value as QueryValue }));
}

/** The value and label of a select choice, per table (docs/product.md). */
function selectLabel(table: AdminTable, row: ApiRow): string {
  const text = (key: string) => (typeof row[key] === 'string' ? row[key] : '');
  switch (table) {
    case 'USERS':
      return `${text('name')} (${text('email')})`;
    case 'BOOKINGS':
      return `${text('guidId')} - ${text('bookingDate').slice(0, 10)}`;
    case 'BOOKING_MANAGER':
      return text('name') || `#${row.id}`;
    default:
      return text('name') || `#${row.id}`;
  }
}

/** Tables whose choices are limited to active records (categories and services per the spec, and the catalogue). */
const ACTIVE_ONLY: ReadonlySet<AdminTable> = new Set([
  'CATEGORIES',
  'SERVICES',
  'ADDONS',
  'PACKAGES',
  'SEASONS',
  'VARIATIONS',
  'MODIFIERS',
]);

export const tableQueries: QueryResolvers = {
  adminTableRows: async (_p, { table, search, filters, sort, limit, offset, after }, ctx, info) => {
    const pageSize = limit ?? DEFAULT_PAGE_SIZE;
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
      throw badInput('limit', `limit must be between 1 and ${MAX_PAGE_SIZE}`);
    }
    const skip = offset ?? 0;
    if (!Number.isInteger(skip) || skip < 0) throw badInput('offset', 'offset must be at least 0');
    if (after && skip > 0) throw badInput('offset', 'Give `after` or `offset`, not both.');
    // The total is a count of every matching row: read only when the query asks for it.
    const withTotal = asksFor(info, 'total');
    const page = await queryPage(ctx, table, {
      search,
      filters,
      sort,
      limit: pageSize,
      offset: skip,
      after: after ?? null,
      withTotal,
    });
    return withPageInfo({
      rows: page.rows.map((r) => toRow(table, r)),
      total: page.total ?? 0,
      endCursor: page.endCursor,
      hasNextPage: page.hasNextPage,
    });
  },

  adminTableRow: async (_p, { table, id }, ctx) => {
    const n = numericId(id);
    if (n === null) return null;
    const row = await findRow(ctx, table, n);
    return row ? toRow(table, row) : null;
  },

  adminTableExport: async (_p, { table, search, filters, sort }, ctx) => {
    // Deprecated for the streamed GET /exports/{table}.csv (admin/table-export.ts): the same file, the
    // api's, held whole here, so still capped.
    const { total } = await queryPage(ctx, table, { search, filters, sort, limit: 1, withTotal: true });
    if ((total ?? 0) > MAX_EXPORT_ROWS) {
      throw badInput('filters', `More than ${MAX_EXPORT_ROWS} rows match; narrow the search or filters.`);
    }
    const reply = await fetchTableCsv(ctx.config, ctx.requestId, table, { search, filters, sort });
    const refusal = await refusalOf(reply);
    if (refusal) throw badInput('filters', refusal);
    if (!reply.ok) throw new Error(`api answered ${reply.status} to the table export`);
    // The api's text starts with a byte-order mark, which reply.text() would drop: it is kept.
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await reply.arrayBuffer());
    return { filename: `${ADMIN_TABLES[table]}.csv`, contentType: 'text/csv', csv };
  },

  adminSelectOptions: async (_p, { table }, ctx) => {
    const rows = await queryAll(ctx, table, {
      filters: ACTIVE_ONLY.has(table) ? [{ key: 'statusId', value: '1' }] : [],
      sort: table === 'BOOKINGS' ? { key: 'bookingDate', direction: 'DESC' } : null,
    });
    // The accounts the viewer reaches (auth/reach.ts: a manager's choices are customers).
    const viewer = ctx.session.user;
    const reached =
      table === 'USERS'
        ? rows.filter((row) => mayReachAccount(viewer, { role: scalarText(row['role']) }))
        : rows;
    return reached.map((row) => ({ value: String(row.id), label: selectLabel(table, row) }));
  },
};

/**
 * Bookings change only through the booking rules (service lines, an offered slot, capacity, status
 * moves): the generic table may read and delete them but not write them.
 */
const BOOKINGS_WRITE_REFUSED =
  'Bookings cannot be created or edited in the generic table. Use New booking, Reschedule or the status buttons, which apply the booking rules.';

function refuseBookingWrites(table: AdminTable): void {
  if (table === 'BOOKINGS') throw gatewayError('WRITE_REFUSED', BOOKINGS_WRITE_REFUSED, { field: 'table' });
}

export const tableMutations: MutationResolvers = {
  adminCreateRow: async (_p, { input }, ctx) => {
    refuseBookingWrites(input.table);
    const reply = await ctx.api.post('query/query.php', {
      table: ADMIN_TABLES[input.table],
      action: 'insert',
      data: dataEntries(input.data),
      ...auditFields(ctx, undefined),
      ...createIdempotency(ctx, input),
    });
    return { row: toRow(input.table, rowOf(reply)) };
  },

  adminUpdateRow: async (_p, { input }, ctx) => {
    refuseBookingWrites(input.table);
    const id = requiredId(input.id, 'id');
    const reply = await ctx.api.post('query/query.php', {
      table: ADMIN_TABLES[input.table],
      action: 'update',
      data: dataEntries(input.data),
      filters: [{ key: 'id', value: id }],
      ...auditFields(ctx, id),
    });
    return { row: toRow(input.table, rowOf(reply)) };
  },

  adminDeleteRow: async (_p, { input }, ctx) => {
    const id = requiredId(input.id, 'id');
    const reply = await ctx.api.post('query/query.php', {
      table: ADMIN_TABLES[input.table],
      action: 'delete',
      filters: [{ key: 'id', value: id }],
    });
    return deleted(
      id,
      typeof reply === 'object' && reply !== null && 'success' in reply
        ? (reply as { success: boolean })
        : { success: true },
    );
  },
};

export const tableTypes: Resolvers = {
  AdminRow: {
    id: (r) => String(r.row.id),
    table: (r) => r.table,
    data: (r) => Object.fromEntries(Object.entries(r.row).filter(([key]) => !SECRET_KEYS.has(key))),
    status: (r) => (typeof r.row.statusId === 'number' ? recordStatus(r.row.statusId) : null),
  },
};
