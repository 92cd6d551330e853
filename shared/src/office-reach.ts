/**
 * Who enters the office's admin area and which of its pages are the admin's alone (docs/product.md,
 * "Roles"): admins and managers enter; the users table (its list, records and screens) and the
 * Developer page (/admin/developers, with partners' API clients; /admin/developer leads there) are the admin's, a manager sees Access Denied there and no sidebar link to them.
 * The gateway refuses a manager the users table's operations from the same list
 * (gateway/src/auth/reach.ts); the client's routes and sidebar read it too. Roles as GraphQL spells them.
 */

/** The roles that enter /admin. */
export const OFFICE_ROLES = ['ADMIN', 'MANAGER'] as const;

/** The office's tables only an admin reaches (the admin area's table ids, `/admin/<table>`). */
export const ADMIN_ONLY_TABLES = ['users'] as const;

/** The admin area's pages only an admin reaches: the first path part under /admin. */
export const ADMIN_ONLY_PAGES: readonly string[] = [...ADMIN_ONLY_TABLES, 'developer', 'developers'];

/** True for a role that enters the admin area. */
export const isOfficeRole = (role: string | null | undefined): boolean =>
  (OFFICE_ROLES as readonly string[]).includes(role ?? '');

/** Whether `role` may open the admin page `page` (the first path part under /admin, e.g. 'users'). */
export const mayOpenOfficePage = (role: string | null | undefined, page: string | undefined): boolean =>
  role === 'ADMIN' || (isOfficeRole(role) && !ADMIN_ONLY_PAGES.includes(page ?? ''));
