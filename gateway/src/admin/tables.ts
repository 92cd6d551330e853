/**
 * The generic admin tables (/admin/{tableId}): list with search, filters, sort, paging and a total;
 * one row; insert, update, delete; CSV export of what the filter shows; choices for form selects.
 * All of it through the api's query/query.php (docs/api.md, "Generic query").
 */
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { isKnownStatusId, RECORD_STATUS_LABELS, recordStatusOf } from '@greenleaf/shared/record-status';
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
import { status as bookingStatusWord } from './booking-history.js';
import { columnsOf, toCsv, UTF8_BOM } from './csv.js';
import { deleted, numericId, requiredId } from './shared.js';
import { scalarText } from '@greenleaf/shared/scalar-text';

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

/** Id columns exported as the name of what they point at, with the header they get. */
const REFERENCES: Record<string, { table: AdminTable; header: string } | undefined> = {
  userId: { table: 'USERS', header: 'Customer' },
  created_by: { table: 'USERS', header: 'Created by' },
  updated_by: { table: 'USERS', header: 'Updated by' },
  categoryId: { table: 'CATEGORIES', header: 'Category' },
  seasonId: { table: 'SEASONS', header: 'Season' },
  serviceId: { table: 'SERVICES', header: 'Service' },
  modifierId: { table: 'MODIFIERS', header: 'Modifier' },
};

/** A status id in the office's words; undefined for an id the rule does not name. */
const statusName = (id: number): string | undefined =>
  isKnownStatusId(id) ? RECORD_STATUS_LABELS[recordStatusOf(id)] : undefined;

/** The rows with each reference replaced by its name (one read per referenced table). */
async function namesForReferences(ctx: GatewayContext, rows: readonly ApiRow[]): Promise<ApiRow[]> {
  const keys = Object.keys(REFERENCES).filter((k) => rows.some((r) => r[k] != null));
  const names = new Map<string, Map<string, string>>();
  const byTable = new Map<AdminTable, Map<string, string>>();
  for (const key of keys) {
    const ref = REFERENCES[key]!;
    let tableNames = byTable.get(ref.table);
    if (!tableNames) {
      const all = await queryAll(ctx, ref.table, {});
      tableNames = new Map(
        all.map((r) => [
          scalarText(r.id),
          ref.table === 'USERS' ? scalarText(r['name']) : selectLabel(ref.table, r),
        ]),
      );
      byTable.set(ref.table, tableNames);
    }
    names.set(key, tableNames);
  }
  return rows.map((row) => {
    const out: ApiRow = { ...row };
    if (row['statusId'] != null) out['statusId'] = statusName(Number(row['statusId'])) ?? row['statusId'];
    for (const key of keys) {
      const id = row[key];
      if (id != null) out[key] = names.get(key)!.get(scalarText(id)) ?? scalarText(id);
    }
    return out;
  });
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
    return {
      rows: page.rows.map((r) => toRow(table, r)),
      total: page.total ?? 0,
      endCursor: page.endCursor,
      hasNextPage: page.hasNextPage,
    };
  },

  adminTableRow: async (_p, { table, id }, ctx) => {
    const n = numericId(id);
    if (n === null) return null;
    const row = await findRow(ctx, table, n);
    return row ? toRow(table, row) : null;
  },

  adminTableExport: async (_p, { table, search, filters, sort }, ctx) => {
    const rows = await queryAll(ctx, table, { search, filters, sort });
    // With nothing matching, the header still names the table's columns (taken from any one row).
    const sample = rows.length > 0 ? rows : (await queryPage(ctx, table, { limit: 1 })).rows;
    // A reference is exported by the name it points at (the customer, not user 12).
    const named = await namesForReferences(ctx, rows);
    // A booking has one Status: its booking status, by name (its record status says nothing).
    const bookings = table === 'BOOKINGS';
    const leaveOut = bookings ? new Set([...SECRET_KEYS, 'statusId']) : SECRET_KEYS;
    const exported = bookings
      ? named.map((row) => ({ ...row, status: bookingStatusWord(row['status']) }))
      : named;
    const columns = columnsOf(sample, leaveOut).map((c) =>
      REFERENCES[c.key]
        ? { ...c, header: REFERENCES[c.key]!.header }
        : c.key === 'statusId' || (bookings && c.key === 'status')
          ? { ...c, header: 'Status' }
          : c,
    );
    return {
      filename: `${ADMIN_TABLES[table]}.csv`,
      contentType: 'text/csv',
      csv: UTF8_BOM + toCsv(columns, exported),
    };
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
