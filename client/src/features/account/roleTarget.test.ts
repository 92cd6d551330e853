import { describe, expect, it } from 'vitest';
import { targetForRole } from './roleTarget';

describe('targetForRole', () => {
  it('sends admins to /admin and clients to /profile, case-insensitively, everyone else to /', () => {
    expect(targetForRole('ADMIN')).toBe('/admin');
    expect(targetForRole('admin')).toBe('/admin');
    expect(targetForRole('CLIENT')).toBe('/profile');
    expect(targetForRole('Client')).toBe('/profile');
    expect(targetForRole('STAFF')).toBe('/');
    expect(targetForRole('MANAGER')).toBe('/');
    expect(targetForRole(null)).toBe('/');
  });
});
