/** The admin sidebar (docs/product.md); `adminOnly` links are not shown to managers. */
export const ADMIN_NAV_LINKS = [
  { label: 'Dashboard', to: '/admin' },
  { label: 'Schedule', to: '/admin/schedule' },
  { label: 'Calendar', to: '/admin/calendar' },
  { label: 'Add-Ons', to: '/admin/addons' },
  { label: 'Bookings', to: '/admin/bookings' },
  { label: 'Modifiers', to: '/admin/modifiers' },
  { label: 'Categories', to: '/admin/categories' },
  { label: 'Crews', to: '/admin/crews' },
  { label: 'Customers', to: '/admin/customers' },
  { label: 'Packages', to: '/admin/packages' },
  { label: 'Requests', to: '/admin/requests' },
  { label: 'Seasons', to: '/admin/seasons' },
  { label: 'Services', to: '/admin/services' },
  { label: 'Users', to: '/admin/users', adminOnly: true },
  { label: 'Variations', to: '/admin/variations' },
  { label: 'Developer', to: '/admin/developer/', adminOnly: true },
] as const;

/** Who enters the admin area: admins, and managers (the office without Users and Developer). */
export const OFFICE_ROLES: readonly string[] = ['ADMIN', 'MANAGER'];

/** The sidebar links a role sees. */
export function navLinksFor(role: string) {
  return ADMIN_NAV_LINKS.filter((link) => role === 'ADMIN' || !('adminOnly' in link && link.adminOnly));
}

/** The link that is active for a path: the longest link the path starts with (Dashboard only on /admin). */
export function activeNavLink(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: string | null = null;
  for (const link of ADMIN_NAV_LINKS) {
    const target = link.to.replace(/\/+$/, '');
    const matches =
      target === '/admin' ? path === '/admin' : path === target || path.startsWith(`${target}/`);
    if (matches && (!best || target.length > best.length)) best = link.to;
  }
  return best;
}
