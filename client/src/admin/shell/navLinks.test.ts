import { describe, expect, it } from 'vitest';
import { activeNavLink, ADMIN_NAV_LINKS } from './navLinks';

describe('admin sidebar', () => {
  it('lists the spec links in order', () => {
    expect(ADMIN_NAV_LINKS.map((link) => `${link.label} ${link.to}`)).toEqual([
      'Dashboard /admin',
      'Add-Ons /admin/addons',
      'Bookings /admin/bookings',
      'Modifiers /admin/modifiers',
      'Categories /admin/categories',
      'Packages /admin/packages',
      'Requests /admin/requests',
      'Seasons /admin/seasons',
      'Services /admin/services',
      'Users /admin/users',
      'Variations /admin/variations',
      'Developer /admin/developer/',
    ]);
  });

  it('marks the section of the current page, Dashboard only on /admin itself', () => {
    expect(activeNavLink('/admin')).toBe('/admin');
    expect(activeNavLink('/admin/')).toBe('/admin');
    expect(activeNavLink('/admin/services/12')).toBe('/admin/services');
    expect(activeNavLink('/admin/developer/')).toBe('/admin/developer/');
    expect(activeNavLink('/admin/profile')).toBeNull();
  });
});
