import { describe, expect, it } from 'vitest';
import { targetAfterSignIn, targetForRole } from './roleTarget';

describe('targetForRole', () => {
  it('sends the office to /admin, staff to /crew and clients to /profile, case-insensitively, everyone else to /', () => {
    expect(targetForRole('ADMIN')).toBe('/admin');
    expect(targetForRole('admin')).toBe('/admin');
    expect(targetForRole('CLIENT')).toBe('/profile');
    expect(targetForRole('Client')).toBe('/profile');
    expect(targetForRole('STAFF')).toBe('/crew');
    expect(targetForRole('MANAGER')).toBe('/admin');
    expect(targetForRole('guest')).toBe('/');
    expect(targetForRole(null)).toBe('/');
  });
});

describe('targetAfterSignIn', () => {
  it('goes back to the page that sent the user to sign in when it is inside their own area', () => {
    expect(targetAfterSignIn('ADMIN', '/admin/categories?page=2')).toBe('/admin/categories?page=2');
    expect(targetAfterSignIn('ADMIN', '/admin')).toBe('/admin');
    expect(targetAfterSignIn('CLIENT', '/profile')).toBe('/profile');
  });

  it('otherwise goes where the role goes', () => {
    expect(targetAfterSignIn('CLIENT', '/admin/users')).toBe('/profile');
    expect(targetAfterSignIn('ADMIN', '/administrator')).toBe('/admin');
    expect(targetAfterSignIn('ADMIN', '//evil.example/admin')).toBe('/admin');
    expect(targetAfterSignIn('ADMIN', 'https://evil.example/admin')).toBe('/admin');
    expect(targetAfterSignIn('STAFF', '/admin')).toBe('/crew');
    expect(targetAfterSignIn('ADMIN', undefined)).toBe('/admin');
    expect(targetAfterSignIn('ADMIN', 42)).toBe('/admin');
  });
});
