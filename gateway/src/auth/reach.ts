/**
 * Who reaches what (docs/product.md, "Roles"). The database's role on the session decides:
 * - ADMIN: every admin* operation.
 * - MANAGER: the office, that is every admin* operation except managing users (the Users screens and
 *   the users table) and the Developer page, which is the admin's.
 * - STAFF: their crew's day (crewDay, crewStartJob, crewCompleteJob), nothing of the admin area.
 * - CLIENT: their own bookings and account.
 * Every admin* resolver is wrapped by `guardAll` (gateway/src/admin/guard.ts), which asks `mayReach`
 * before the resolver runs, so an operation added later is refused to managers only if listed here.
 */
import type { AdminTable } from '../__generated__/resolvers-types.js';
import type { SessionUser } from '../session.js';

/** Operations only an admin reaches (managing accounts). */
export const ADMIN_ONLY_OPERATIONS: ReadonlySet<string> = new Set([
  'adminUsers',
  'adminUser',
  'adminSaveUser',
  'adminDeleteUser',
  // the company's calendar: managers read it, the admin changes it
  'adminSaveCalendar',
  'adminCloseDay',
  'adminOpenDay',
]);

/** Tables of the generic admin table operations only an admin reaches. */
const ADMIN_ONLY_TABLES: ReadonlySet<AdminTable> = new Set<AdminTable>(['USERS']);

/** The generic table operations, whose `table` (or `input.table`) decides. */
const TABLE_OPERATIONS: ReadonlySet<string> = new Set([
  'adminTableRows',
  'adminTableRow',
  'adminTableExport',
  'adminCreateRow',
  'adminUpdateRow',
  'adminDeleteRow',
]);

/** The office: who runs the business from /admin. */
export const isOffice = (user: SessionUser | null | undefined): boolean =>
  user?.role === 'ADMIN' || user?.role === 'MANAGER';

function tableOf(args: unknown): unknown {
  const a = (args ?? {}) as { table?: unknown; input?: { table?: unknown } | null };
  return a.table ?? a.input?.table;
}

/** Whether `user` may run the admin operation `operation` with these arguments. */
export function mayReach(user: SessionUser, operation: string, args: unknown): boolean {
  if (user.role === 'ADMIN') return true;
  if (user.role !== 'MANAGER') return false;
  if (ADMIN_ONLY_OPERATIONS.has(operation)) return false;
  if (TABLE_OPERATIONS.has(operation) && ADMIN_ONLY_TABLES.has(tableOf(args) as AdminTable)) return false;
  return true;
}
