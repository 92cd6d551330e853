import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY_PAGES, isOfficeRole, mayOpenOfficePage } from './office-reach.js';

describe('office reach', () => {
  it('lets admins and managers into the admin area, nobody else', () => {
    expect(['ADMIN', 'MANAGER', 'STAFF', 'CLIENT', null].map(isOfficeRole)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('keeps Users and Developer for the admin', () => {
    expect(ADMIN_ONLY_PAGES).toEqual(['users', 'developer', 'developers']);
    expect(mayOpenOfficePage('MANAGER', 'developers')).toBe(false);
    expect(mayOpenOfficePage('ADMIN', 'users')).toBe(true);
    expect(mayOpenOfficePage('ADMIN', 'developer')).toBe(true);
    expect(mayOpenOfficePage('MANAGER', 'users')).toBe(false);
    expect(mayOpenOfficePage('MANAGER', 'developer')).toBe(false);
    expect(mayOpenOfficePage('MANAGER', 'schedule')).toBe(true);
    expect(mayOpenOfficePage('MANAGER', undefined)).toBe(true);
    expect(mayOpenOfficePage('STAFF', 'schedule')).toBe(false);
  });
});
