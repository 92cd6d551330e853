import { mayOpenOfficePage } from '@greenleaf/shared/office-reach';

/** The admin sidebar (docs/product.md); a manager is not shown the admin's pages (shared/office-reach). */
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
  { label: 'Users', to: '/admin/users' },
  { label: 'Variations', to: '/admin/variations' },
  { label: 'Developer', to: '/admin/developers' },
] as const;

/** The sidebar links a role sees. */
export function navLinksFor(role: string) {
  return ADMIN_NAV_LINKS.filter((link) => mayOpenOfficePage(role, link.to.split('/')[2]));
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
