import { describe, expect, it } from 'vitest';
import { activeNavLink, ADMIN_NAV_LINKS, navLinksFor } from './navLinks';

describe('admin sidebar', () => {
  it('lists the spec links in order', () => {
    expect(ADMIN_NAV_LINKS.map((link) => `${link.label} ${link.to}`)).toEqual([
      'Dashboard /admin',
      'Schedule /admin/schedule',
      'Calendar /admin/calendar',
      'Add-Ons /admin/addons',
      'Bookings /admin/bookings',
      'Modifiers /admin/modifiers',
      'Categories /admin/categories',
      'Crews /admin/crews',
      'Customers /admin/customers',
      'Packages /admin/packages',
      'Requests /admin/requests',
      'Seasons /admin/seasons',
      'Services /admin/services',
      'Users /admin/users',
      'Variations /admin/variations',
      'Developer /admin/developers',
    ]);
  });

  it('hides Users and Developer from a manager', () => {
    const labels = navLinksFor('MANAGER').map((link) => link.label);
    expect(labels).not.toContain('Users');
    expect(labels).not.toContain('Developer');
    expect(labels).toContain('Schedule');
    expect(navLinksFor('ADMIN')).toHaveLength(ADMIN_NAV_LINKS.length);
  });

  it('marks the section of the current page, Dashboard only on /admin itself', () => {
    expect(activeNavLink('/admin')).toBe('/admin');
    expect(activeNavLink('/admin/')).toBe('/admin');
    expect(activeNavLink('/admin/services/12')).toBe('/admin/services');
    expect(activeNavLink('/admin/developers/')).toBe('/admin/developers');
    expect(activeNavLink('/admin/profile')).toBeNull();
  });
});
